/**
 * The inline asset form (spec 3 §3 "Asset", §5): every rule and message comes from the contract's
 * `assetFormSchema`; the serial number + model pair is checked with GET assets/exists before the
 * save. The pickers depend on each other as §5 says: another model clears the product, another
 * account clears the location, and an account in another facility clears the contract; products
 * are those of the model, contracts those of the account's facility, locations those of the
 * account, and the account's own models (GET accounts/{id}/models) come first in the model picker.
 */
import { useMemo } from 'react';
import { Alert, DatePicker, Select, TagInput, TextField } from '@equipdesk/ui';
import { useAccountModels, useApiClient } from '@equipdesk/api-client/react';
import { MESSAGES, RFID_TAG_LENGTH, assetFormSchema, localDay } from '@equipdesk/api-client/contract';
import type { Asset, AssetFormOutput } from '@equipdesk/api-client/contract';
import { AccountLocationPicker, FieldGrid, InlineForm, dayAsLocalDate, formatDay, useDraft, useEntitySave, useFormSubmit, useSchemaForm } from '../../listing';
import type { ListingFormProps } from '../../listing';
import { useAssetOptions, withCurrent } from './options';

/**
 * Purchase and PM dates are days, stored as their UTC midnight: the form keeps and sends `YYYY-MM-DD` (the contract
 * reads it as that midnight), the day the user picked in the calendar whatever their zone.
 */
const toDay = (value: string | null | undefined) => formatDay(value) || null;
const pickedDay = (date: Date | null) => (date ? localDay(date) : null);

/** The tag input's check of one RFID value: the spec's message for any length but 24. */
export const validateRfid = (tag: string): string | undefined => (tag.length === RFID_TAG_LENGTH ? undefined : MESSAGES.rfidLength);

export function AssetForm({ row, onSaved, onCancel, canSave, restoreDraft }: ListingFormProps<Asset>) {
  const client = useApiClient();
  const options = useAssetOptions();
  const save = useEntitySave<Asset, AssetFormOutput>('assets');

  // The form's fields and where each starts: a new field is a line here and a line in the grid below.
  const form = useSchemaForm(assetFormSchema, {
    serialNumber: row?.serialNumber ?? '',
    model: row?.model.externalId ?? null,
    product: row?.product?.externalId ?? null,
    account: row?.account.externalId ?? null,
    contract: row?.contract?.externalId ?? null,
    location: row?.currentLocation?.externalId ?? null,
    // The list item names the ERP owner by number: find its account (an older server sends no id).
    erpOwner: row?.erpOwner?.externalId ?? options.lists?.accounts.find((a) => a.accountNo === row?.erpOwner?.accountNo)?.externalId ?? null,
    manufacturerSerialNumber: row?.manufacturerSerialNumber ?? '',
    customerAssetNumber: row?.customerAssetNumber ?? '',
    notes: row?.notes ?? '',
    tags: row?.tags ?? [],
    purchaseDate: toDay(row?.purchaseDate),
    pmDate: toDay(row?.preventiveMaintainenceDate),
    equipmentStatus: row?.equipmentStatus ?? '',
    utilizationStatus: row?.utilizationStatus ?? null,
    utilizationCategory: row?.utilizationCategory ?? null,
    serviceType: row?.serviceType ?? null,
    businessType: row?.businessType ?? null,
  });
  const { values, set, update, text, choice } = form;
  const { model, account, erpOwner, utilizationStatus, utilizationCategory, serviceType, businessType } = values;
  const draft = useDraft({ form: 'asset', record: row?.externalId, values, dirty: form.dirty, restore: update, restoreAtOnce: restoreDraft });

  // An ERP owner outside the user's accounts cannot be named by id here; saving would clear it, so say so.
  const unresolvedErpOwner = row?.erpOwner && erpOwner === null && !row.erpOwner.externalId ? row.erpOwner : null;
  // The saved ERP owner stays offered (and shown) when it is not one of the user's accounts.
  const savedErpOwner = row?.erpOwner?.externalId;
  const erpOwnerOptions =
    savedErpOwner && row?.erpOwner && !options.accounts.some((a) => a.value === savedErpOwner)
      ? [{ value: savedErpOwner, label: `${row.erpOwner.name} (${row.erpOwner.accountNo})` }, ...options.accounts]
      : options.accounts;

  // Spec 3 §5: another model clears the product.
  const setModel = (next: string | null) => update(next !== model ? { model: next, product: null } : { model: next });
  // Spec 3 §5: another account clears the location; an account in another facility clears the contract.
  const setAccount = (next: string | null) =>
    update({
      account: next,
      ...(next !== account ? { location: null } : {}),
      ...(options.facilityOf(next) !== options.facilityOf(account) ? { contract: null } : {}),
    });

  const { data: accountModels } = useAccountModels(account);
  const modelOptions = useMemo(() => {
    const own = new Set((accountModels ?? []).map((m) => m.externalId));
    const all = withCurrent(options.models, row?.model.externalId, row?.model.modelCode);
    // The account's own models first, the rest after: a new model for the account stays possible.
    return [...all.filter((o) => own.has(o.value)), ...all.filter((o) => !own.has(o.value))];
  }, [accountModels, options.models, row]);
  const facility = options.facilityOf(account) ?? (account === row?.account.externalId ? row.account.facility : null);
  const productOptions = withCurrent(
    options.productsOf(model),
    model === row?.model.externalId ? row?.product?.externalId : null,
    row?.product?.itemCode,
  );
  const contractOptions = withCurrent(
    options.contractsOf(facility),
    facility === row?.contract?.facility ? row?.contract?.externalId : null,
    row?.contract?.contractNo,
  );

  const { submit, busy } = useFormSubmit({
    schema: assetFormSchema,
    exists: async (form) =>
      (await client.exists('assets', { serialNumber: form.serialNumber, model: form.model, externalId: row?.externalId })) ? [] : [MESSAGES.assetExists],
    save: (asset) => save(asset, row?.externalId),
    onSaved: () => onSaved(),
    draft,
  });

  const submitForm = () => {
    const { pmDate, ...fields } = values;
    return submit({ ...fields, externalId: row?.externalId, model: model ?? '', account: account ?? '', preventiveMaintainenceDate: pmDate });
  };

  const needsModel = model === null ? 'Choose a model first.' : undefined;
  const needsAccount = account === null ? 'Choose an account first.' : undefined;

  return (
    <InlineForm
      title={row ? `Edit Asset ${row.serialNumber}` : 'Create New Asset'}
      onSubmit={() => void submitForm()}
      onCancel={onCancel}
      canSave={canSave}
      busy={busy}
      dirty={form.dirty}
      draft={draft}
    >
      <FieldGrid>
        <TextField label="Serial Number" {...text('serialNumber')} autoFocus autoComplete="off" />
        <Select label="Model" options={modelOptions} value={model} onChange={setModel} placeholder="Select a model" />
        <Select
          label="Product"
          options={productOptions}
          {...choice('product')}
          placeholder={needsModel ?? 'Select a product'}
          noOptionsMessage={needsModel ?? 'No products of this model'}
          isClearable
        />
        <Select label="Account" options={options.accounts} value={account} onChange={setAccount} placeholder="Select an account" />
        <Select
          label="Contract"
          options={contractOptions}
          {...choice('contract')}
          placeholder={needsAccount ?? 'Select a contract'}
          noOptionsMessage={needsAccount ?? "No contracts in the account's facility"}
          isClearable
        />
        <AccountLocationPicker label="Location" account={account} {...choice('location')} />
        <Select label="ERP Owner" options={erpOwnerOptions} {...choice('erpOwner')} placeholder="Select an account" isClearable />
        <TextField label="Optional Asset ID" {...text('manufacturerSerialNumber')} autoComplete="off" />
        <TextField label="Customer Asset Number" {...text('customerAssetNumber')} autoComplete="off" />
        <TextField label="Notes" {...text('notes')} autoComplete="off" />
        <TagInput
          label="RFID Tags"
          value={values.tags}
          onValueChange={(tags: string[]) => set('tags', tags)}
          validateTag={validateRfid}
          hint={`Scan or type each RFID value (${RFID_TAG_LENGTH} characters), then Enter.`}
          autoComplete="off"
        />
        <DatePicker
          label="Purchase Date"
          value={dayAsLocalDate(values.purchaseDate)}
          onChange={(date) => set('purchaseDate', pickedDay(date))}
          maxDate={new Date()}
          maxDateMessage={MESSAGES.assetPurchaseDate}
          isClearable
          hint="A date in the past."
        />
        <DatePicker label="PM Date" value={dayAsLocalDate(values.pmDate)} onChange={(date) => set('pmDate', pickedDay(date))} isClearable />
        <Select label="Utilization Status" options={withCurrent(options.picklist('UtilizationStatus'), utilizationStatus)} {...choice('utilizationStatus')} isClearable />
        <Select
          label="Utilization Category"
          options={withCurrent(options.picklist('UtilizationCategory'), utilizationCategory)}
          {...choice('utilizationCategory')}
          isClearable
        />
        <Select label="Service Type" options={withCurrent(options.picklist('ServiceType'), serviceType)} {...choice('serviceType')} isClearable />
        <Select label="Business Type" options={withCurrent(options.picklist('BusinessType'), businessType)} {...choice('businessType')} isClearable />
        <TextField label="Equipment Status" {...text('equipmentStatus')} autoComplete="off" />
      </FieldGrid>
      {unresolvedErpOwner && (
        <Alert tone="warning">
          {`ERP owner ${unresolvedErpOwner.name} (${unresolvedErpOwner.accountNo}) is not among your accounts: saving this form clears it.`}
        </Alert>
      )}
    </InlineForm>
  );
}
