/**
 * Place New Order (spec 3 §2.8, §3 "Order", §5 "Order"): account (chosen for the user when they have only one),
 * deliver to, a delivery location of that account, type, nature, completion minutes (shown for types other than
 * STAT and STANDARD, back to 0 whenever the type changes) and the items: each a model and a quantity of at least 1,
 * with an optional serial number and remarks. Every rule and message comes from the contract's schemas.
 *
 * Self-contained (it reads its pickers from the session and saves through the API itself), so the listing opens it
 * inline, /orders/new shows it as a page, and the dashboard's PLACE NEW ORDER tab can show it too. An order saves
 * only while it is unassigned; after that its form is read-only and says why.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, NumberField, Select, TextField } from '@equipdesk/ui';
import { hasOwnCompletionMinutes, isOrderEditable, orderFormSchema, orderItemSchema } from '@equipdesk/api-client/contract';
import type { Order, OrderFormOutput, OrderItem, OrderNature, OrderType } from '@equipdesk/api-client/contract';
import { FieldGrid, InlineForm, useEntitySave, useFormSubmit, useValidationToast } from '../../listing';
import type { ListingFormProps } from '../../listing';
import { withCurrent } from '../assets/options';
import { ORDER_NATURE_OPTIONS, ORDER_TYPE_OPTIONS, useOrderOptions } from './options';

const Items = styled.fieldset`
  margin: ${({ theme }) => theme.spacing.md} 0 0;
  padding: ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

const ItemTable = styled.table`
  width: 100%;
  margin-top: ${({ theme }) => theme.spacing.md};
  border-collapse: collapse;

  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
    border-bottom: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.border};
  }
`;

const AddRow = styled.div`
  display: flex;
  align-items: flex-end;
  margin-top: ${({ theme }) => theme.spacing.sm};
`;

/** An item of the form: what the order will carry, with the model's label for the table. */
interface FormItem extends OrderItem {
  key: number;
  label: string;
}

export interface OrderFormProps extends ListingFormProps<Order> {
  /** The heading level of the title: 1 where the form is the page (/orders/new). @default 2 */
  headingLevel?: 1 | 2;
}

export function OrderForm({ row, onSaved, onCancel, canSave, headingLevel }: OrderFormProps) {
  const options = useOrderOptions();
  const save = useEntitySave<Order, OrderFormOutput>('orders');
  const { validate } = useValidationToast();
  const editable = row === null || isOrderEditable(row);

  // Spec 3 §5: the account is chosen for the user when they have only one.
  const onlyAccount = options.accounts.length === 1 ? (options.accounts[0]?.value ?? null) : null;
  const [account, setAccountValue] = useState<string | null>(row?.account ?? onlyAccount);
  const [deliverTo, setDeliverTo] = useState(row?.deliverTo ?? '');
  const [deliveryLocation, setDeliveryLocation] = useState<string | null>(row?.deliveryLocation ?? null);
  const [type, setTypeValue] = useState<OrderType | null>(row?.type ?? null);
  const [nature, setNature] = useState<OrderNature | null>((row?.nature as OrderNature | undefined) ?? null);
  const [completionMinutes, setCompletionMinutes] = useState<number | null>(row?.completionMinutes ?? 0);
  const [remarks, setRemarks] = useState(row?.remarks ?? '');
  const modelLabel = (id: string, code?: string | null) => options.models.find((m) => m.value === id)?.label ?? code ?? id;
  const [items, setItems] = useState<FormItem[]>(() => (row?.items ?? []).map((item, key) => ({ ...item, key, label: modelLabel(item.model, item.modelCode) })));
  const [nextKey, setNextKey] = useState(items.length);
  const [itemModel, setItemModel] = useState<string | null>(null);
  const [itemQuantity, setItemQuantity] = useState<number | null>(1);
  const [itemSerialNo, setItemSerialNo] = useState('');
  const [itemRemarks, setItemRemarks] = useState('');

  // The account the user had may be set before the lists arrive: the only account is chosen once they do.
  if (account === null && onlyAccount !== null && row === null) setAccountValue(onlyAccount);

  // Spec 3 §5: the delivery location is one of the account's, so another account clears it.
  const setAccount = (next: string | null) => {
    if (next !== account) setDeliveryLocation(null);
    setAccountValue(next);
  };
  // Spec 3 §5: changing the type resets the minutes to 0.
  const setType = (next: OrderType | null) => {
    if (next !== type) setCompletionMinutes(0);
    setTypeValue(next);
  };

  const addItem = () => {
    const item = validate(orderItemSchema, { model: itemModel ?? '', quantity: itemQuantity, serialNo: itemSerialNo, remarks: itemRemarks });
    if (!item) return;
    setItems([...items, { ...item, key: nextKey, label: modelLabel(item.model) }]);
    setNextKey(nextKey + 1);
    setItemModel(null);
    setItemQuantity(1);
    setItemSerialNo('');
    setItemRemarks('');
  };

  const { submit, busy } = useFormSubmit({
    schema: orderFormSchema,
    save: (form) => save(form, row?.externalId),
    onSaved: () => onSaved(),
  });

  const submitForm = () =>
    submit({
      externalId: row?.externalId,
      account: account ?? '',
      deliverTo,
      deliveryLocation: deliveryLocation ?? '',
      type,
      nature,
      completionMinutes,
      remarks,
      items: items.map(({ serialNo, model, quantity, remarks: itemRemark }) => ({ serialNo, model, quantity, remarks: itemRemark })),
    });

  const needsAccount = account === null ? 'Choose an account first.' : undefined;
  const locationOptions = withCurrent(options.locationsOf(account), account === row?.account ? row?.deliveryLocation : null, row?.deliveryLocationName ?? undefined);

  return (
    <InlineForm
      title={row ? `Edit Order ${row.orderNumber}` : 'Place New Order'}
      onSubmit={() => void submitForm()}
      onCancel={onCancel}
      canSave={canSave && editable}
      busy={busy}
      headingLevel={headingLevel}
    >
      {!editable && row && <Alert tone="info">{`Order ${row.orderNumber} is ${row.orderStatus}: only an unassigned order can be edited.`}</Alert>}
      <FieldGrid>
        <Select
          label="Account"
          options={withCurrent(options.accounts, row?.account, row?.accountName ?? undefined)}
          value={account}
          onChange={setAccount}
          placeholder="Select an account"
        />
        <TextField label="Deliver To" value={deliverTo} onChange={(e) => setDeliverTo(e.target.value)} autoComplete="off" hint="The contact person, up to 100 characters." />
        <Select
          label="Delivery Location"
          options={locationOptions}
          value={deliveryLocation}
          onChange={setDeliveryLocation}
          placeholder={needsAccount ?? 'Select a location'}
          noOptionsMessage={needsAccount ?? 'No locations in this account'}
        />
        <Select label="Type" options={ORDER_TYPE_OPTIONS} value={type} onChange={(value: string | null) => setType(value as OrderType | null)} placeholder="Select a type" />
        <Select label="Nature" options={ORDER_NATURE_OPTIONS} value={nature} onChange={(value: string | null) => setNature(value as OrderNature | null)} placeholder="Select a nature" />
        {hasOwnCompletionMinutes(type) && (
          <NumberField label="Completion Minutes" value={completionMinutes} onValueChange={setCompletionMinutes} min={0} hint="Required for CUSTOM orders: at least 5." />
        )}
        <TextField label="Remarks" value={remarks} onChange={(e) => setRemarks(e.target.value)} autoComplete="off" />
      </FieldGrid>
      <Items>
        <legend>Items</legend>
        {editable && (
          <FieldGrid>
            <Select label="Item Model" options={options.models} value={itemModel} onChange={setItemModel} placeholder="Select a model" />
            <NumberField label="Quantity" value={itemQuantity} onValueChange={setItemQuantity} min={1} />
            <TextField label="Item Serial No" value={itemSerialNo} onChange={(e) => setItemSerialNo(e.target.value)} autoComplete="off" />
            <TextField label="Item Remarks" value={itemRemarks} onChange={(e) => setItemRemarks(e.target.value)} autoComplete="off" />
            <AddRow>
              <Button variant="secondary" onClick={addItem}>
                Add Item
              </Button>
            </AddRow>
          </FieldGrid>
        )}
        {items.length === 0 ? (
          <p>No items added yet.</p>
        ) : (
          <ItemTable aria-label="Order items">
            <thead>
              <tr>
                <th scope="col">Model</th>
                <th scope="col">Quantity</th>
                <th scope="col">Serial No</th>
                <th scope="col">Remarks</th>
                {editable && <th scope="col">Actions</th>}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.key}>
                  <td>{item.label}</td>
                  <td>{item.quantity}</td>
                  <td>{item.serialNo ?? ''}</td>
                  <td>{item.remarks ?? ''}</td>
                  {editable && (
                    <td>
                      <Button variant="secondary" size="sm" aria-label={`Remove item ${item.label}`} onClick={() => setItems(items.filter((i) => i.key !== item.key))}>
                        Remove
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </ItemTable>
        )}
      </Items>
    </InlineForm>
  );
}
