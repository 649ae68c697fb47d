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
import styled from 'styled-components';
import { Alert, Button, NumberField, Select, TextField, SimpleTable } from '@equipdesk/ui';
import { hasOwnCompletionMinutes, isOrderEditable, maxLengthOf, orderFormSchema, orderItemSchema } from '@equipdesk/api-client/contract';
import type { Order, OrderFormOutput, OrderItem, OrderNature, OrderType } from '@equipdesk/api-client/contract';
import { AccountLocationPicker, FieldGrid, InlineForm, useDraft, useEntitySave, useFormSubmit, useSchemaForm, useValidationToast } from '../../listing';
import type { ListingFormProps } from '../../listing';
import { withCurrent } from '../assets/options';
import { ORDER_NATURE_OPTIONS, ORDER_TYPE_OPTIONS, useOrderOptions } from './options';

const Items = styled.fieldset`
  /* A fieldset is as wide as its widest content by default: on a phone the items table pushed it, and the form's
     buttons under it, past the screen's edge. */
  min-width: 0;
  margin: ${({ theme }) => theme.spacing.md} 0 0;
  padding: ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

/** The items table scrolls sideways inside the form where the screen is narrower than it. */
const ItemScroll = styled.div`
  margin-top: ${({ theme }) => theme.spacing.md};
  overflow-x: auto;
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

export function OrderForm({ row, onSaved, onCancel, canSave, headingLevel, restoreDraft }: OrderFormProps) {
  const options = useOrderOptions();
  const save = useEntitySave<Order, OrderFormOutput>('orders');
  const { validate } = useValidationToast();
  const editable = row === null || isOrderEditable(row);

  // Spec 3 §5: the account is chosen for the user when they have only one (once the lists arrive).
  const onlyAccount = options.accounts.length === 1 ? (options.accounts[0]?.value ?? null) : null;
  const modelLabel = (id: string, code?: string | null) => options.models.find((m) => m.value === id)?.label ?? code ?? id;
  // Everything the form holds, the item being added included: one piece, kept as a draft until saved.
  const form = useSchemaForm(orderFormSchema, {
    account: row?.account ?? onlyAccount,
    deliverTo: row?.deliverTo ?? '',
    deliveryLocation: row?.deliveryLocation ?? null,
    type: (row?.type ?? null) as OrderType | null,
    nature: (row?.nature ?? null) as OrderNature | null,
    completionMinutes: (row?.completionMinutes ?? 0) as number | null,
    remarks: row?.remarks ?? '',
    items: (row?.items ?? []).map((item, key): FormItem => ({ ...item, key, label: modelLabel(item.model, item.modelCode) })),
    itemModel: null as string | null,
    itemQuantity: 1 as number | null,
    itemSerialNo: '',
    itemRemarks: '',
  });
  const { values, set, update, text, choice, number } = form;
  const { account, deliverTo, deliveryLocation, type, nature, completionMinutes, remarks, items } = values;
  const draft = useDraft({ form: 'order', record: row?.externalId, values, dirty: form.dirty, restore: update, restoreAtOnce: restoreDraft });

  // Spec 3 §5: the delivery location is one of the account's, so another account clears it.
  const setAccount = (next: string | null) => update(next !== account ? { account: next, deliveryLocation: null } : { account: next });
  // Spec 3 §5: changing the type resets the minutes to 0.
  const setType = (next: OrderType | null) => update(next !== type ? { type: next, completionMinutes: 0 } : { type: next });

  const addItem = () => {
    const item = validate(orderItemSchema, { model: values.itemModel ?? '', quantity: values.itemQuantity, serialNo: values.itemSerialNo, remarks: values.itemRemarks });
    if (!item) return;
    const key = items.reduce((next, i) => Math.max(next, i.key + 1), 0);
    update({ items: [...items, { ...item, key, label: modelLabel(item.model) }], itemModel: null, itemQuantity: 1, itemSerialNo: '', itemRemarks: '' });
  };

  const { submit, busy } = useFormSubmit({
    schema: orderFormSchema,
    save: (order) => save(order, row?.externalId),
    onSaved: () => onSaved(),
    draft,
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

  return (
    <InlineForm
      title={row ? `Edit Order ${row.orderNumber}` : 'Place New Order'}
      onSubmit={() => void submitForm()}
      onCancel={onCancel}
      canSave={canSave && editable}
      busy={busy}
      headingLevel={headingLevel}
      dirty={form.dirty}
      draft={draft}
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
        <TextField label="Deliver To" {...text('deliverTo')} autoComplete="off" hint={`The contact person, up to ${maxLengthOf(orderFormSchema, 'deliverTo')} characters.`} />
        <AccountLocationPicker label="Delivery Location" account={account} {...choice('deliveryLocation')} isClearable={false} />
        <Select label="Type" options={ORDER_TYPE_OPTIONS} value={type} onChange={(value: string | null) => setType(value as OrderType | null)} placeholder="Select a type" />
        <Select label="Nature" options={ORDER_NATURE_OPTIONS} value={nature} onChange={(value: string | null) => set('nature', value as OrderNature | null)} placeholder="Select a nature" />
        {hasOwnCompletionMinutes(type) && (
          <NumberField label="Completion Minutes" {...number('completionMinutes')} min={0} hint="Required for CUSTOM orders: at least 5." />
        )}
        <TextField label="Remarks" {...text('remarks')} autoComplete="off" />
      </FieldGrid>
      <Items>
        <legend>Items</legend>
        {editable && (
          <FieldGrid>
            <Select label="Item Model" options={options.models} {...choice('itemModel')} placeholder="Select a model" />
            <NumberField label="Quantity" {...number('itemQuantity')} min={1} />
            <TextField label="Item Serial No" {...text('itemSerialNo')} maxLength={maxLengthOf(orderItemSchema, 'serialNo')} autoComplete="off" />
            <TextField label="Item Remarks" {...text('itemRemarks')} maxLength={maxLengthOf(orderItemSchema, 'remarks')} autoComplete="off" />
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
          <ItemScroll tabIndex={0} role="region" aria-label="Items of the order">
            <SimpleTable aria-label="Order items">
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
                        <Button variant="secondary" size="sm" aria-label={`Remove item ${item.label}`} onClick={() => set('items', items.filter((i) => i.key !== item.key))}>
                          Remove
                        </Button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </SimpleTable>
          </ItemScroll>
        )}
      </Items>
    </InlineForm>
  );
}
