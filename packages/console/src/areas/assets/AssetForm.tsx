/**
 * The inline asset form (spec 3 §3 "Asset", §5): every rule and message comes from the contract's
 * `assetFormSchema`; the serial number + model pair is checked with GET assets/exists before the
 * save. The pickers depend on each other as §5 says: another model clears the product, another
 * account clears the location, and an account in another facility clears the contract; products
 * are those of the model, contracts those of the account's facility, locations those of the
 * account, and the account's own models (GET accounts/{id}/models) come first in the model picker.
 */
import { useMemo, useState } from 'react';
import { Alert, DatePicker, Select, TagInput, TextField } from '@equipdesk/ui';
import { useAccountModels, useApiClient } from '@equipdesk/api-client';
import { MESSAGES, RFID_TAG_LENGTH, assetFormSchema } from '@equipdesk/api-client/contract';
import type { Asset, AssetFormOutput } from '@equipdesk/api-client/contract';
import { FieldGrid, InlineForm, useEntitySave, useFormSubmit } from '../../listing';
import type { ListingFormProps } from '../../listing';
import { useAssetOptions, withCurrent } from './options';

const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);

/** The tag input's check of one RFID value: the spec's message for any length but 24. */
export const validateRfid = (tag: string): string | undefined => (tag.length === RFID_TAG_LENGTH ? undefined : MESSAGES.rfidLength);

export function AssetForm({ row, onSaved, onCancel, canSave }: ListingFormProps<Asset>) {
  const client = useApiClient();
  const options = useAssetOptions();
  const save = useEntitySave<Asset, AssetFormOutput>('assets');

  const [serialNumber, setSerialNumber] = useState(row?.serialNumber ?? '');
  const [model, setModelValue] = useState<string | null>(row?.model.externalId ?? null);
  const [product, setProduct] = useState<string | null>(row?.product?.externalId ?? null);
  const [account, setAccountValue] = useState<string | null>(row?.account.externalId ?? null);
  const [contract, setContract] = useState<string | null>(row?.contract?.externalId ?? null);
  const [location, setLocation] = useState<string | null>(row?.currentLocation?.externalId ?? null);
  // The list item names the ERP owner by number: find its account (an older server sends no id).
  const [erpOwner, setErpOwner] = useState<string | null>(
    () => row?.erpOwner?.externalId ?? options.lists?.accounts.find((a) => a.accountNo === row?.erpOwner?.accountNo)?.externalId ?? null,
  );
  // An ERP owner outside the user's accounts cannot be named by id here; saving would clear it, so say so.
  const unresolvedErpOwner = row?.erpOwner && erpOwner === null && !row.erpOwner.externalId ? row.erpOwner : null;
  // The saved ERP owner stays offered (and shown) when it is not one of the user's accounts.
  const savedErpOwner = row?.erpOwner?.externalId;
  const erpOwnerOptions =
    savedErpOwner && row?.erpOwner && !options.accounts.some((a) => a.value === savedErpOwner)
      ? [{ value: savedErpOwner, label: `${row.erpOwner.name} (${row.erpOwner.accountNo})` }, ...options.accounts]
      : options.accounts;
  const [manufacturerSerialNumber, setManufacturerSerialNumber] = useState(row?.manufacturerSerialNumber ?? '');
  const [customerAssetNumber, setCustomerAssetNumber] = useState(row?.customerAssetNumber ?? '');
  const [notes, setNotes] = useState(row?.notes ?? '');
  const [tags, setTags] = useState<string[]>(row?.tags ?? []);
  const [purchaseDate, setPurchaseDate] = useState<Date | null>(toDate(row?.purchaseDate));
  const [pmDate, setPmDate] = useState<Date | null>(toDate(row?.preventiveMaintainenceDate));
  const [equipmentStatus, setEquipmentStatus] = useState(row?.equipmentStatus ?? '');
  const [utilizationStatus, setUtilizationStatus] = useState<string | null>(row?.utilizationStatus ?? null);
  const [utilizationCategory, setUtilizationCategory] = useState<string | null>(row?.utilizationCategory ?? null);
  const [serviceType, setServiceType] = useState<string | null>(row?.serviceType ?? null);
  const [businessType, setBusinessType] = useState<string | null>(row?.businessType ?? null);

  // Spec 3 §5: another model clears the product.
  const setModel = (next: string | null) => {
    if (next !== model) setProduct(null);
    setModelValue(next);
  };
  // Spec 3 §5: another account clears the location; an account in another facility clears the contract.
  const setAccount = (next: string | null) => {
    if (next !== account) setLocation(null);
    if (options.facilityOf(next) !== options.facilityOf(account)) setContract(null);
    setAccountValue(next);
  };

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
  const locationOptions = withCurrent(
    options.locationsOf(account),
    account === row?.account.externalId ? row?.currentLocation?.externalId : null,
    row?.currentLocation?.name,
  );

  const { submit, busy } = useFormSubmit({
    schema: assetFormSchema,
    exists: async (form) =>
      (await client.exists('assets', { serialNumber: form.serialNumber, model: form.model, externalId: row?.externalId })) ? [] : [MESSAGES.assetExists],
    save: (form) => save(form, row?.externalId),
    onSaved: () => onSaved(),
  });

  const submitForm = () =>
    submit({
      externalId: row?.externalId,
      serialNumber,
      manufacturerSerialNumber,
      model: model ?? '',
      product,
      account: account ?? '',
      erpOwner,
      contract,
      location,
      equipmentStatus,
      purchaseDate: purchaseDate ? purchaseDate.toISOString() : null,
      utilizationStatus,
      utilizationCategory,
      preventiveMaintainenceDate: pmDate ? pmDate.toISOString() : null,
      tags,
      notes,
      customerAssetNumber,
      serviceType,
      businessType,
    });

  const needsModel = model === null ? 'Choose a model first.' : undefined;
  const needsAccount = account === null ? 'Choose an account first.' : undefined;

  return (
    <InlineForm
      title={row ? `Edit Asset ${row.serialNumber}` : 'Create New Asset'}
      onSubmit={() => void submitForm()}
      onCancel={onCancel}
      canSave={canSave}
      busy={busy}
    >
      <FieldGrid>
        <TextField label="Serial Number" value={serialNumber} onChange={(e) => setSerialNumber(e.target.value)} autoFocus autoComplete="off" />
        <Select label="Model" options={modelOptions} value={model} onChange={setModel} placeholder="Select a model" />
        <Select
          label="Product"
          options={productOptions}
          value={product}
          onChange={setProduct}
          placeholder={needsModel ?? 'Select a product'}
          noOptionsMessage={needsModel ?? 'No products of this model'}
          isClearable
        />
        <Select label="Account" options={options.accounts} value={account} onChange={setAccount} placeholder="Select an account" />
        <Select
          label="Contract"
          options={contractOptions}
          value={contract}
          onChange={setContract}
          placeholder={needsAccount ?? 'Select a contract'}
          noOptionsMessage={needsAccount ?? "No contracts in the account's facility"}
          isClearable
        />
        <Select
          label="Location"
          options={locationOptions}
          value={location}
          onChange={setLocation}
          placeholder={needsAccount ?? 'Select a location'}
          noOptionsMessage={needsAccount ?? 'No locations in this account'}
          isClearable
        />
        <Select label="ERP Owner" options={erpOwnerOptions} value={erpOwner} onChange={setErpOwner} placeholder="Select an account" isClearable />
        <TextField label="Optional Asset ID" value={manufacturerSerialNumber} onChange={(e) => setManufacturerSerialNumber(e.target.value)} autoComplete="off" />
        <TextField label="Customer Asset Number" value={customerAssetNumber} onChange={(e) => setCustomerAssetNumber(e.target.value)} autoComplete="off" />
        <TextField label="Notes" value={notes} onChange={(e) => setNotes(e.target.value)} autoComplete="off" />
        <TagInput
          label="RFID Tags"
          value={tags}
          onValueChange={setTags}
          validateTag={validateRfid}
          hint={`Scan or type each RFID value (${RFID_TAG_LENGTH} characters), then Enter.`}
          autoComplete="off"
        />
        <DatePicker label="Purchase Date" value={purchaseDate} onChange={setPurchaseDate} isClearable hint="A date in the past." />
        <DatePicker label="PM Date" value={pmDate} onChange={setPmDate} isClearable />
        <Select
          label="Utilization Status"
          options={withCurrent(options.picklist('UtilizationStatus'), utilizationStatus)}
          value={utilizationStatus}
          onChange={setUtilizationStatus}
          isClearable
        />
        <Select
          label="Utilization Category"
          options={withCurrent(options.picklist('UtilizationCategory'), utilizationCategory)}
          value={utilizationCategory}
          onChange={setUtilizationCategory}
          isClearable
        />
        <Select label="Service Type" options={withCurrent(options.picklist('ServiceType'), serviceType)} value={serviceType} onChange={setServiceType} isClearable />
        <Select
          label="Business Type"
          options={withCurrent(options.picklist('BusinessType'), businessType)}
          value={businessType}
          onChange={setBusinessType}
          isClearable
        />
        <TextField label="Equipment Status" value={equipmentStatus} onChange={(e) => setEquipmentStatus(e.target.value)} autoComplete="off" />
      </FieldGrid>
      {unresolvedErpOwner && (
        <Alert tone="warning">
          {`ERP owner ${unresolvedErpOwner.name} (${unresolvedErpOwner.accountNo}) is not among your accounts: saving this form clears it.`}
        </Alert>
      )}
    </InlineForm>
  );
}
