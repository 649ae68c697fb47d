/**
 * Create New Permission / Edit Permission (spec 1 §2, §5): platform, context, type and value are
 * fixed once the permission exists; the combination must be unique.
 */
import { useState } from 'react';
import { Button, Modal, Select, TextField } from '@equipdesk/ui';
import { useApiClient } from '@equipdesk/api-client/react';
import { MESSAGES, PERMISSION_CONTEXTS, PERMISSION_PLATFORMS, PERMISSION_TYPES, permissionFormSchema } from '@equipdesk/api-client/contract';
import type { Permission } from '@equipdesk/api-client/contract';
import { EntityHistoryAction, useEntitySave, useFormSubmit } from '../../listing';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const PLATFORMS = options(PERMISSION_PLATFORMS);
const CONTEXTS = options(PERMISSION_CONTEXTS);
const TYPES = options(PERMISSION_TYPES);

export const CREATE_PERMISSION_TITLE = 'Create New Permission';
export const EDIT_PERMISSION_TITLE = 'Edit Permission';

export interface PermissionModalProps {
  /** The permission edited, or 'new'; null when closed. */
  permission: Permission | 'new' | null;
  canSave: boolean;
  onClose(): void;
  onSaved(): void;
}

export function PermissionModal({ permission, ...rest }: PermissionModalProps) {
  if (permission === null) return null;
  // Keyed so each opening starts from the permission's own values.
  return <PermissionDialog key={permission === 'new' ? 'new' : permission.internalId} permission={permission} {...rest} />;
}

function PermissionDialog({ permission, canSave, onClose, onSaved }: PermissionModalProps & { permission: Permission | 'new' }) {
  const client = useApiClient();
  const save = useEntitySave<Permission>('permissions');
  const editing = permission !== 'new' ? permission : null;
  const [platform, setPlatform] = useState<string | null>(editing?.platform ?? null);
  const [context, setContext] = useState<string | null>(editing?.context ?? null);
  const [type, setType] = useState<string | null>(editing?.type ?? null);
  const [value, setValue] = useState(editing?.value ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const { submit, busy } = useFormSubmit({
    schema: permissionFormSchema,
    // The combination is fixed once saved, so only a new permission is checked.
    exists: editing
      ? undefined
      : async (form) =>
          (await client.exists('permissions', { value: form.value, context: form.context, type: form.type, platform: form.platform }))
            ? []
            : [MESSAGES.permissionExists],
    save: (form) => save(form, editing?.internalId),
    onSaved: () => onSaved(),
  });

  const submitForm = () =>
    submit({
      internalId: editing?.internalId,
      platform: platform ?? undefined,
      context: context ?? undefined,
      type: type ?? undefined,
      value,
      description,
    });

  return (
    <Modal
      open
      onClose={onClose}
      title={editing ? EDIT_PERMISSION_TITLE : CREATE_PERMISSION_TITLE}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="permission-form" disabled={!canSave} busy={busy}>
            Save
          </Button>
          <EntityHistoryAction entityId={editing?.externalId ?? null} />
        </>
      }
    >
      <form
        id="permission-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canSave && !busy) void submitForm();
        }}
      >
        <Select label="Platform" options={PLATFORMS} value={platform} onChange={(v: string | null) => setPlatform(v)} disabled={!!editing} />
        <Select label="Context" options={CONTEXTS} value={context} onChange={(v: string | null) => setContext(v)} disabled={!!editing} />
        <Select label="Type" options={TYPES} value={type} onChange={(v: string | null) => setType(v)} disabled={!!editing} />
        <TextField label="Value" value={value} onChange={(e) => setValue(e.target.value)} readOnly={!!editing} maxLength={100} />
        <TextField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} maxLength={100} />
      </form>
    </Modal>
  );
}
