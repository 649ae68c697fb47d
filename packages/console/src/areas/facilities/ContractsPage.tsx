/**
 * Contracts (spec 2 §2): the list with its inline form; contract number digits only, at most 10
 * and unique; type from ContractType; the start before the expiry. The same list sits in the
 * facility wizard, limited to that facility.
 */
import { DatePicker, Select, TextField } from '@equipdesk/ui';
import type { DataTableColumn } from '@equipdesk/ui';
import { useApiClient } from '@equipdesk/api-client/react';
import { CONTRACT_NO_MAX_DIGITS, ENTITY_STATUSES, MESSAGES, contractFormSchema } from '@equipdesk/api-client/contract';
import type { Contract } from '@equipdesk/api-client/contract';
import { FieldGrid, InlineForm, ListingPage, DATE_TIME_WIDTH, formatDateTime, useEntitySave, useFormSubmit, useSchemaForm } from '../../listing';
import type { ListingFilter, ListingFormProps } from '../../listing';
import { useSiteOptions, withCurrent } from './options';

export const CONTRACT_COLUMNS: DataTableColumn<Contract>[] = [
  { id: 'facilityName', header: 'Facility', cell: (row) => row.facilityName ?? '', sortable: true },
  { id: 'contractNo', header: 'Contract No', cell: (row) => row.contractNo, sortable: true, alwaysVisible: true },
  { id: 'type', header: 'Type', cell: (row) => row.type, sortable: true },
  { id: 'startTimestamp', header: 'Start', cell: (row) => formatDateTime(row.startTimestamp), sortable: true, width: DATE_TIME_WIDTH },
  { id: 'expiryTimestamp', header: 'Expiry', cell: (row) => formatDateTime(row.expiryTimestamp), sortable: true, width: DATE_TIME_WIDTH },
];

const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);

export function ContractForm({ row, onSaved, onCancel, canSave, facility }: ListingFormProps<Contract> & { facility?: string }) {
  const client = useApiClient();
  const options = useSiteOptions();
  const save = useEntitySave<Contract>('contracts', { referenceList: 'contracts' });
  const form = useSchemaForm(contractFormSchema, {
    contractNo: row?.contractNo ?? '',
    type: row?.type ?? null,
    facility: row?.facility ?? facility ?? null,
    start: toDate(row?.startTimestamp),
    expiry: toDate(row?.expiryTimestamp),
  });
  const { text, choice } = form;
  const { contractNo, type, facility: facilityId, start, expiry } = form.values;
  const { submit, busy } = useFormSubmit({
    schema: contractFormSchema,
    exists: async (form) => ((await client.exists('contracts', { contractNo: form.contractNo, externalId: row?.externalId })) ? [] : [MESSAGES.contractExists]),
    save: (form) => save(form, row?.externalId),
    onSaved: () => onSaved(),
  });

  const submitForm = () =>
    submit({
      externalId: row?.externalId,
      contractNo,
      type: type ?? '',
      facility: facilityId ?? '',
      startTimestamp: start ? start.toISOString() : null,
      expiryTimestamp: expiry ? expiry.toISOString() : null,
    });

  return (
    <InlineForm
      title={row ? `Edit Contract ${row.contractNo}` : 'Create New Contract'}
      onSubmit={() => void submitForm()}
      onCancel={onCancel}
      canSave={canSave}
      busy={busy}
      dirty={form.dirty}
    >
      <FieldGrid>
        <TextField
          label="Contract No"
          {...text('contractNo')}
          inputMode="numeric"
          hint={`Digits only, at most ${CONTRACT_NO_MAX_DIGITS}.`}
          autoFocus
        />
        <Select label="Type" options={withCurrent(options.picklist('ContractType'), type)} {...choice('type')} placeholder="Select a type" />
        {!facility && (
          <Select label="Facility" options={options.facilities} {...choice('facility')} placeholder="Select a facility" />
        )}
        <DatePicker label="Start" {...choice('start')} showTime isClearable />
        <DatePicker
          label="Expiry"
          {...choice('expiry')}
          showTime
          isClearable
          minDate={start ?? undefined}
          minDateMessage={MESSAGES.contractStartBeforeExpiry}
        />
      </FieldGrid>
    </InlineForm>
  );
}

const WITHOUT_FACILITY = CONTRACT_COLUMNS.filter((column) => column.id !== 'facilityName');
const STATUS_OPTIONS = ENTITY_STATUSES.map((s) => ({ value: s, label: s }));

export interface ContractsGridProps {
  /** Inside the facility wizard: only this facility's contracts, no facility column or picker. */
  facility?: string;
}

export function ContractsGrid({ facility }: ContractsGridProps) {
  const options = useSiteOptions();
  const filters: ListingFilter[] = facility
    ? [{ id: 'statuses', label: 'Status', options: STATUS_OPTIONS }]
    : [
        { id: 'statuses', label: 'Status', options: STATUS_OPTIONS },
        { id: 'facilities', label: 'Facility', options: options.facilities },
      ];
  return (
    <ListingPage<Contract>
      resource="contracts"
      pageId={facility ? 'facility-contracts' : 'contracts'}
      title="Contracts"
      headingAs={facility ? 'h2' : 'h1'}
      columns={facility ? WITHOUT_FACILITY : CONTRACT_COLUMNS}
      getRowId={(row) => row.externalId}
      entityLabel={(row) => `contract ${row.contractNo}`}
      defaultSort={{ id: 'contractNo', direction: 'asc' }}
      filters={filters}
      fixedQuery={facility ? { facilities: [facility] } : undefined}
      renderForm={(props) => <ContractForm {...props} facility={facility} />}
      referenceList="contracts"
      routeParam={facility ? undefined : 'externalId'}
    />
  );
}

export function ContractsPage() {
  return <ContractsGrid />;
}
