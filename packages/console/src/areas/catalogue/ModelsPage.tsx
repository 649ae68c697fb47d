/**
 * Product models (spec 3 §2.9, §5): model, model description, family, group name, status and actions,
 * with the inline form; the code is required, at most 50 and unique; family and group name at most 50,
 * description at most 250. Saves refresh the cached models list behind every model picker.
 */
import { useState } from 'react';
import { TextField } from '@equipdesk/ui';
import type { DataTableColumn } from '@equipdesk/ui';
import { useApiClient } from '@equipdesk/api-client/react';
import { MESSAGES, MODEL_CODE_MAX, MODEL_DESCRIPTION_MAX, MODEL_FAMILY_MAX, MODEL_GROUP_MAX, modelFormSchema } from '@equipdesk/api-client/contract';
import type { Model } from '@equipdesk/api-client/contract';
import { FieldGrid, InlineForm, ListingPage, useChanged, useEntitySave, useFormSubmit } from '../../listing';
import type { ListingFormProps } from '../../listing';

const MODEL_COLUMNS: DataTableColumn<Model>[] = [
  { id: 'modelCode', header: 'Model', cell: (row) => row.modelCode, sortable: true, alwaysVisible: true },
  { id: 'modelDescription', header: 'Model Description', cell: (row) => row.modelDescription ?? '', sortable: true, width: 'minmax(240px, 2fr)' },
  { id: 'family', header: 'Family', cell: (row) => row.family ?? '', sortable: true },
  { id: 'groupName', header: 'Group Name', cell: (row) => row.groupName ?? '', sortable: true },
  { id: 'status', header: 'Status', cell: (row) => row.status, sortable: true, width: 'minmax(110px, 0.6fr)' },
];

const upTo = (n: number) => `At most ${n} characters.`;

export function ModelForm({ row, onSaved, onCancel, canSave }: ListingFormProps<Model>) {
  const client = useApiClient();
  const save = useEntitySave<Model>('models');
  const [modelCode, setModelCode] = useState(row?.modelCode ?? '');
  const [modelDescription, setModelDescription] = useState(row?.modelDescription ?? '');
  const [family, setFamily] = useState(row?.family ?? '');
  const [groupName, setGroupName] = useState(row?.groupName ?? '');
  const dirty = useChanged({ modelCode, modelDescription, family, groupName });
  const { submit, busy } = useFormSubmit({
    schema: modelFormSchema,
    exists: async (form) => ((await client.exists('models', { modelCode: form.modelCode, externalId: row?.externalId })) ? [] : [MESSAGES.modelExists]),
    save: (form) => save(form, row?.externalId),
    onSaved: () => onSaved(),
  });

  return (
    <InlineForm
      title={row ? `Edit Model ${row.modelCode}` : 'Create New Model'}
      onSubmit={() => void submit({ externalId: row?.externalId, modelCode, modelDescription, family, groupName })}
      onCancel={onCancel}
      canSave={canSave}
      busy={busy}
      dirty={dirty}
    >
      <FieldGrid>
        {/* A longer text is kept as typed: the field says so as it is typed, and Save refuses it with the rule's message. */}
        <TextField label="Model Code" value={modelCode} onChange={(e) => setModelCode(e.target.value)} maxLength={MODEL_CODE_MAX} hint={upTo(MODEL_CODE_MAX)} autoFocus />
        <TextField
          label="Model Description"
          value={modelDescription}
          onChange={(e) => setModelDescription(e.target.value)}
          maxLength={MODEL_DESCRIPTION_MAX}
          hint={upTo(MODEL_DESCRIPTION_MAX)}
        />
        <TextField label="Family" value={family} onChange={(e) => setFamily(e.target.value)} maxLength={MODEL_FAMILY_MAX} hint={upTo(MODEL_FAMILY_MAX)} />
        <TextField label="Group Name" value={groupName} onChange={(e) => setGroupName(e.target.value)} maxLength={MODEL_GROUP_MAX} hint={upTo(MODEL_GROUP_MAX)} />
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
