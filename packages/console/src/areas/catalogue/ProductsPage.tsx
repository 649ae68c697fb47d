/**
 * Products (spec 3 §2.10, §5): Item Code, Item Description, Family, Model, Model Description, Status and
 * Actions; rows expand to the product form (Item Code, Item Description, a Model picker showing description
 * and code). A save revalidates the list and reloads the cached products list behind the asset form's
 * product picker, in place of the spec's page reload (docs/DECISIONS.md).
 */
import { useMemo } from 'react';
import { Select, TextField } from '@equipdesk/ui';
import type { DataTableColumn } from '@equipdesk/ui';
import { useApiClient } from '@equipdesk/api-client/react';
import { MESSAGES, productFormSchema } from '@equipdesk/api-client/contract';
import type { ModelDdItem, Product } from '@equipdesk/api-client/contract';
import { FieldGrid, InlineForm, ListingPage, useEntitySave, useFormSubmit, useSchemaForm } from '../../listing';
import type { ListingFilter, ListingFormProps, ListingOption } from '../../listing';
import { useReferenceListsState } from '../../session/hooks';

const PRODUCT_COLUMNS: DataTableColumn<Product>[] = [
  { id: 'itemCode', header: 'Item Code', cell: (row) => row.itemCode, sortable: true, alwaysVisible: true },
  { id: 'itemDescription', header: 'Item Description', cell: (row) => row.itemDescription ?? '', sortable: true, width: 'minmax(220px, 2fr)' },
  { id: 'family', header: 'Family', cell: (row) => row.family ?? '', sortable: true },
  { id: 'modelCode', header: 'Model', cell: (row) => row.modelCode ?? '', sortable: true },
  { id: 'modelDescription', header: 'Model Description', cell: (row) => row.modelDescription ?? '', sortable: true, width: 'minmax(220px, 2fr)' },
  { id: 'status', header: 'Status', cell: (row) => row.status, sortable: true, width: 'minmax(110px, 0.6fr)' },
];

/** How the picker names a model: its description, then its code. */
function modelLabel(model: Pick<ModelDdItem, 'modelCode' | 'modelDescription'>): string {
  return model.modelDescription ? `${model.modelDescription} (${model.modelCode})` : model.modelCode;
}

/** The cached models as picker options. */
function useModelOptions(): ListingOption[] {
  const lists = useReferenceListsState();
  return useMemo(() => (lists?.models ?? []).map((m) => ({ value: m.externalId, label: modelLabel(m) })), [lists]);
}

export function ProductForm({ row, onSaved, onCancel, canSave }: ListingFormProps<Product>) {
  const client = useApiClient();
  const models = useModelOptions();
  const save = useEntitySave<Product>('products');
  const form = useSchemaForm(productFormSchema, { itemCode: row?.itemCode ?? '', itemDescription: row?.itemDescription ?? '', model: row?.model ?? null });
  const { model } = form.values;
  // A product whose model has been removed since still shows it, though it is no longer offered.
  const modelOptions =
    row && model === row.model && !models.some((m) => m.value === row.model)
      ? [{ value: row.model, label: modelLabel({ modelCode: row.modelCode ?? row.model, modelDescription: row.modelDescription ?? '' }) }, ...models]
      : models;
  const { submit, busy } = useFormSubmit({
    schema: productFormSchema,
    exists: async (form) => ((await client.exists('products', { itemCode: form.itemCode, externalId: row?.externalId })) ? [] : [MESSAGES.productExists]),
    save: (form) => save(form, row?.externalId),
    onSaved: () => onSaved(),
  });

  return (
    <InlineForm
      title={row ? `Edit Product ${row.itemCode}` : 'Create New Product'}
      onSubmit={() => void submit({ externalId: row?.externalId, ...form.values, model: model ?? '' })}
      onCancel={onCancel}
      canSave={canSave}
      busy={busy}
      dirty={form.dirty}
    >
      <FieldGrid>
        <TextField label="Item Code" {...form.limitedText('itemCode')} autoFocus />
        <TextField label="Item Description" {...form.limitedText('itemDescription')} />
        <Select label="Model" options={modelOptions} {...form.choice('model')} placeholder="Select a model" />
      </FieldGrid>
    </InlineForm>
  );
}

export function ProductsPage() {
  const models = useModelOptions();
  const filters = useMemo<ListingFilter[]>(() => [{ id: 'models', label: 'Model', options: models }], [models]);
  return (
    <ListingPage<Product>
      resource="products"
      title="Products"
      columns={PRODUCT_COLUMNS}
      getRowId={(row) => row.externalId}
      entityLabel={(row) => `product ${row.itemCode}`}
      defaultSort={{ id: 'itemCode', direction: 'asc' }}
      filters={filters}
      renderForm={(props) => <ProductForm {...props} />}
      referenceList="products"
    />
  );
}
