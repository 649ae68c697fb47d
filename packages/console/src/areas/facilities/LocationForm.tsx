/**
 * The location form (spec 2 §3, §5, DESIGN.md): a name ending in a number range (`Bed 1-5`)
 * creates one location per number, and the form says how many; the name is read-only once saved;
 * group name at most 20; inventory power level picked from 0 to 300 in steps of 5 (default 300);
 * utilization status and account required; hasRfidReaders always sent false.
 */
import { useMemo } from 'react';
import { Select, TextField } from '@equipdesk/ui';
import {
  GROUP_NAME_MAX,
  MESSAGES,
  POWER_LEVEL_DEFAULT,
  POWER_LEVEL_OPTIONS,
  locationFormSchema,
  parseLocationNames,
} from '@equipdesk/api-client/contract';
import type { Location } from '@equipdesk/api-client/contract';
import { FieldGrid, InlineForm, locationSource, useEntitySave, useFormSubmit, useSchemaForm } from '../../listing';
import type { ListingFormProps } from '../../listing';
import { useSiteOptions, withCurrent } from './options';

export const POWER_LEVEL_CHOICES = POWER_LEVEL_OPTIONS.map((level) => ({ value: String(level), label: String(level) }));

/** What the name field tells about the names it stands for. */
export function nameHint(name: string): string | undefined {
  if (!name.trim()) return 'A name ending in a range (Bed 1-5) creates one location per number.';
  const parsed = parseLocationNames(name);
  if ('error' in parsed) return parsed.error;
  if (parsed.names.length < 2) return undefined;
  return `${parsed.names.length} locations will be created: ${parsed.names[0]} to ${parsed.names[parsed.names.length - 1]}.`;
}

const NO_IDS: readonly string[] = [];

export function LocationForm({ row, initial, onSaved, onCancel, canSave }: ListingFormProps<Location>) {
  const options = useSiteOptions();
  const save = useEntitySave<Location>('locations', { referenceList: 'locationGroups' });
  const start: Partial<Location> = row ?? initial ?? {};
  const form = useSchemaForm(locationFormSchema, {
    name: row?.name ?? '',
    type: start.type ?? null,
    account: start.account ?? null,
    groupName: start.groupName ?? '',
    powerLevel: String(start.inventoryPowerLevel ?? POWER_LEVEL_DEFAULT) as string | null,
    utilizationStatus: start.utilizationStatus ?? null,
    utilizationCategory: start.utilizationCategory ?? null,
  });
  const { text, choice } = form;
  const { name, type, account, groupName, powerLevel, utilizationStatus, utilizationCategory } = form.values;
  const parent = start.parent ?? null;
  const parents = locationSource.useChosen(parent && !start.parentName ? [parent] : NO_IDS);
  const parentName = start.parentName ?? parents?.[0]?.name ?? parent;

  const accountOptions = useMemo(() => {
    // A sub-location stays in its parent's account.
    if (!row && parent && start.account) return options.accounts.filter((a) => a.value === start.account);
    return options.accounts;
  }, [row, parent, start.account, options.accounts]);

  const { submit, busy } = useFormSubmit({
    schema: locationFormSchema,
    save: (form) => save(form, row?.externalId),
    onSaved: () => onSaved(),
  });
  const submitForm = () =>
    submit({
      externalId: row?.externalId,
      name,
      groupName,
      inventoryPowerLevel: powerLevel === null ? undefined : Number(powerLevel),
      utilizationStatus: utilizationStatus ?? '',
      utilizationCategory,
      account: account ?? '',
      parent,
      type: type ?? '',
      facility: row?.facility ?? start.facility,
      hasRfidReaders: false,
    });

  const title = row ? `Edit Location ${row.name}` : parent ? `Create New Sub-location of ${parentName ?? ''}` : 'Create New Location';
  return (
    <InlineForm title={title} onSubmit={() => void submitForm()} onCancel={onCancel} canSave={canSave} busy={busy} dirty={form.dirty}>
      <FieldGrid>
        <TextField
          label="Name"
          {...text('name')}
          readOnly={row !== null}
          hint={row ? MESSAGES.locationNameReadOnly : nameHint(name)}
          autoFocus={row === null}
        />
        <Select label="Type" options={withCurrent(options.picklist('LocationType'), type)} {...choice('type')} placeholder="Select a type" />
        <Select label="Account" options={accountOptions} {...choice('account')} placeholder="Select an account" />
        {parent && <TextField label="Parent" value={parentName ?? ''} readOnly />}
        <TextField
          label="Group Name"
          {...text('groupName')}
          hint={`Optional, at most ${GROUP_NAME_MAX} characters.`}
        />
        <Select label="Inventory Power Level" options={POWER_LEVEL_CHOICES} {...choice('powerLevel')} />
        <Select
          label="Utilization Status"
          options={withCurrent(options.picklist('UtilizationStatus'), utilizationStatus)}
          {...choice('utilizationStatus')}
          placeholder="Select a status"
        />
        <Select
          label="Utilization Category"
          options={withCurrent(options.picklist('UtilizationCategory'), utilizationCategory)}
          {...choice('utilizationCategory')}
          placeholder="Select a category"
          isClearable
        />
      </FieldGrid>
    </InlineForm>
  );
}
