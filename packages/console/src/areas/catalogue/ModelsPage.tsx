/**
 * Product models (spec 3 §2.9, §5): model, model description, family, group name, status and actions,
 * with the inline form; the code is required, at most 50 and unique; family and group name at most 50,
 * description at most 250. Saves refresh the cached models list behind every model picker.
 */
import { TextField } from '@equipdesk/ui';
import type { DataTableColumn } from '@equipdesk/ui';
import { useApiClient } from '@equipdesk/api-client/react';
import { MESSAGES, modelFormSchema } from '@equipdesk/api-client/contract';
import type { Model } from '@equipdesk/api-client/contract';
import { FieldGrid, InlineForm, ListingPage, useEntitySave, useFormSubmit, useSchemaForm } from '../../listing';
import type { ListingFormProps } from '../../listing';

const MODEL_COLUMNS: DataTableColumn<Model>[] = [
  { id: 'modelCode', header: 'Model', cell: (row) => row.modelCode, sortable: true, alwaysVisible: true },
  { id: 'modelDescription', header: 'Model Description', cell: (row) => row.modelDescription ?? '', sortable: true, width: 'minmax(240px, 2fr)' },
  { id: 'family', header: 'Family', cell: (row) => row.family ?? '', sortable: true },
  { id: 'groupName', header: 'Group Name', cell: (row) => row.groupName ?? '', sortable: true },
  { id: 'status', header: 'Status', cell: (row) => row.status, sortable: true, width: 'minmax(110px, 0.6fr)' },
];

export function ModelForm({ row, onSaved, onCancel, canSave }: ListingFormProps<Model>) {
  const client = useApiClient();
  const save = useEntitySave<Model>('models');
  const form = useSchemaForm(modelFormSchema, {
    modelCode: row?.modelCode ?? '',
    modelDescription: row?.modelDescription ?? '',
    family: row?.family ?? '',
    groupName: row?.groupName ?? '',
  });
  const text = form.limitedText;
  const { submit, busy } = useFormSubmit({
    schema: modelFormSchema,
    exists: async (form) => ((await client.exists('models', { modelCode: form.modelCode, externalId: row?.externalId })) ? [] : [MESSAGES.modelExists]),
    save: (form) => save(form, row?.externalId),
    onSaved: () => onSaved(),
  });

  return (
    <InlineForm
      title={row ? `Edit Model ${row.modelCode}` : 'Create New Model'}
      onSubmit={() => void submit({ externalId: row?.externalId, ...form.values })}
      onCancel={onCancel}
      canSave={canSave}
      busy={busy}
      dirty={form.dirty}
    >
      <FieldGrid>
        {/* A longer text is kept as typed: the field says so as it is typed, and Save refuses it with the rule's message. */}
        <TextField label="Model Code" {...text('modelCode')} autoFocus />
        <TextField label="Model Description" {...text('modelDescription')} />
        <TextField label="Family" {...text('family')} />
        <TextField label="Group Name" {...text('groupName')} />
      </FieldGrid>
    </InlineForm>
  );
}

export function ModelsPage() {
  return (
    <ListingPage<Model>
      resource="models"
      title="Product Models"
      columns={MODEL_COLUMNS}
      getRowId={(row) => row.externalId}
      entityLabel={(row) => `model ${row.modelCode}`}
      defaultSort={{ id: 'modelCode', direction: 'asc' }}
      renderForm={(props) => <ModelForm {...props} />}
      referenceList="models"
    />
  );
}
