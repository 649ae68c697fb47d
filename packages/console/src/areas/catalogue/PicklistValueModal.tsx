/**
 * The pick-list value modal (spec 3 §2.7, §5): the pick list's name, the value and its label. Name and value
 * are fixed once saved (other records hold the value itself). A field says what is wrong with it
 * (`Name is required.`, `Value already exists.`, checked as the value is left); Save reports the same in a
 * toast (`Picklist name is required`, `Picklist already exists with this name and value.`), and a pair
 * taken meanwhile by someone else is refused by the server (`Value already exists under picklist.`).
 */
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Modal, Select, TextField } from '@equipdesk/ui';
import { useApiClient } from '@equipdesk/api-client/react';
import { MESSAGES, PICKLIST_LABEL_MAX, PICKLIST_TYPES, PICKLIST_VALUE_MAX, picklistValueFormSchema } from '@equipdesk/api-client/contract';
import type { PicklistValue } from '@equipdesk/api-client/contract';
import { EntityHistoryAction, useEntitySave, useFormSubmit } from '../../listing';

const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

const NAMES = PICKLIST_TYPES.map((name) => ({ value: name, label: name }));

export const CREATE_PICKLIST_VALUE_TITLE = 'Create New Pick List Value';
export const EDIT_PICKLIST_VALUE_TITLE = 'Edit Pick List Value';

export interface PicklistValueModalProps {
  /** The value edited, or 'new'; null when closed. */
  value: PicklistValue | 'new' | null;
  /** NEW to create, EDIT to edit: DETAILS alone opens it read-only. */
  canSave: boolean;
  onClose(): void;
  onSaved(): void;
}

export function PicklistValueModal({ value, ...rest }: PicklistValueModalProps) {
  if (value === null) return null;
  // Keyed so each opening starts from the value's own fields.
  return <PicklistValueDialog key={value === 'new' ? 'new' : value.externalId} value={value} {...rest} />;
}

function PicklistValueDialog({ value: opened, canSave, onClose, onSaved }: PicklistValueModalProps & { value: PicklistValue | 'new' }) {
  const client = useApiClient();
  const editing = opened === 'new' ? null : opened;
  const save = useEntitySave<PicklistValue>('picklist-values', { referenceList: 'picklists' });
  const [name, setName] = useState<string | null>(editing?.name ?? null);
  const [value, setValue] = useState(editing?.value ?? '');
  const [displayLabel, setDisplayLabel] = useState(editing?.displayLabel ?? '');
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  const [valueError, setValueError] = useState<string | undefined>(undefined);

  // The pair on screen now: an answer about a pair since changed must not mark the field.
  const shown = useRef('');
  shown.current = `${name ?? ''}\u0000${value.trim()}`;

  /** Whether the pair is free; marks the value when it is not (and the pair is still the one shown). */
  const pairIsFree = async (pickList: string, typed: string): Promise<boolean> => {
    const asked = `${pickList}\u0000${typed.trim()}`;
    const free = await client.exists('picklist-values', { name: pickList, value: typed.trim() });
    if (shown.current === asked) setValueError(free ? undefined : MESSAGES.picklistValueExists);
    return free;
  };

  const { submit, busy } = useFormSubmit({
    schema: picklistValueFormSchema,
    // The pair is fixed once saved, so only a new value is checked.
    exists: editing ? undefined : async (form) => ((await pairIsFree(form.name, form.value)) ? [] : [MESSAGES.picklistExists]),
    save: (form) => save(form, editing?.externalId),
    onSaved: () => onSaved(),
  });

  const submitForm = () => {
    setNameError(name ? undefined : MESSAGES.nameRequired);
    void submit({ externalId: editing?.externalId, name: name ?? '', value, displayLabel });
  };

  const checkValue = () => {
    if (editing || !name || !value.trim()) return;
    // A failed check says nothing here: Save checks again and reports it.
    pairIsFree(name, value).catch(() => undefined);
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={editing ? EDIT_PICKLIST_VALUE_TITLE : CREATE_PICKLIST_VALUE_TITLE}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="picklist-value-form" disabled={!canSave} busy={busy}>
            Save
          </Button>
          <EntityHistoryAction entityId={editing?.externalId ?? null} />
        </>
      }
    >
      <Fields
        id="picklist-value-form"
        aria-label={editing ? EDIT_PICKLIST_VALUE_TITLE : CREATE_PICKLIST_VALUE_TITLE}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canSave && !busy) submitForm();
        }}
      >
        <Select
          label="Name"
          options={NAMES}
          value={name}
          onChange={(next: string | null) => {
            setName(next);
            setNameError(undefined);
            setValueError(undefined);
          }}
          placeholder="Select a pick list"
          disabled={!!editing}
          error={nameError}
        />
        <TextField
          label="Value"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setValueError(undefined);
          }}
          onBlur={checkValue}
          readOnly={!!editing}
          hint={editing ? 'The name and value are fixed once saved.' : `At most ${PICKLIST_VALUE_MAX} characters.`}
          error={valueError}
        />
        <TextField label="Label" value={displayLabel} onChange={(e) => setDisplayLabel(e.target.value)} hint={`At most ${PICKLIST_LABEL_MAX} characters.`} />
      </Fields>
    </Modal>
  );
}
