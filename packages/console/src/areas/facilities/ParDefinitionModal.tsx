/**
 * The par definition of a location (spec 2 §5): entries {model, min, max} added only when a model
 * is picked, min ≥ 0, max > 0 and max ≥ min (a validation toast otherwise); at least one entry;
 * notes. GET/POST locations/{id}/par. Without EDIT the definition is shown read-only.
 */
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button, Modal, NumberField, Select, TextField, useToast, SimpleTable } from '@equipdesk/ui';
import { isSaveOk } from '@equipdesk/api-client';
import { useApiClient, useLocationPar } from '@equipdesk/api-client/react';
import { MESSAGES, SUCCESS_TOAST_MS, parDefinitionSchema, parEntrySchema } from '@equipdesk/api-client/contract';
import type { Location, ParEntry } from '@equipdesk/api-client/contract';
import { EntityHistoryAction, useFormSubmit, useValidationToast } from '../../listing';
import { useSiteOptions } from './options';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 2fr) minmax(90px, 1fr) minmax(90px, 1fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const Table = styled(SimpleTable)`
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export interface ParDefinitionModalProps {
  /** The location whose par definition is shown; null closes the modal. */
  location: Pick<Location, 'externalId' | 'name'> | null;
  /** EDIT on locations: may change and save. */
  canEdit: boolean;
  onClose(): void;
  /** A failure to load, for the page's alert. */
  onFailure(message: string): void;
}

export function ParDefinitionModal({ location, canEdit, onClose, onFailure }: ParDefinitionModalProps) {
  if (!location) return null;
  return <ParEditor key={location.externalId} location={location} canEdit={canEdit} onClose={onClose} onFailure={onFailure} />;
}

function ParEditor({ location, canEdit, onClose, onFailure }: ParDefinitionModalProps & { location: Pick<Location, 'externalId' | 'name'> }) {
  const client = useApiClient();
  const toast = useToast();
  const options = useSiteOptions();
  const { validate, showErrors } = useValidationToast();
  const par = useLocationPar(location.externalId);
  const [entries, setEntries] = useState<ParEntry[]>([]);
  const [notes, setNotes] = useState('');
  const [model, setModel] = useState<string | null>(null);
  const [min, setMin] = useState<number | null>(null);
  const [max, setMax] = useState<number | null>(null);

  // The saved definition fills the editor once it has loaded.
  const loaded = par.data;
  useEffect(() => {
    if (loaded) {
      setEntries(loaded.entries);
      setNotes(loaded.notes ?? '');
    }
  }, [loaded]);

  const failure = par.error;
  useEffect(() => {
    // No definition yet (404) is an empty editor, not a failure.
    if (failure && failure.status !== 404) {
      onFailure(failure.message);
      onClose();
    }
  }, [failure, onFailure, onClose]);

  const modelLabel = useMemo(() => {
    const byId = new Map(options.models.map((o) => [o.value, o.label]));
    return (entry: ParEntry) => byId.get(entry.model) ?? (entry.modelCode ? `${entry.modelCode} — ${entry.modelDescription ?? ''}` : entry.model);
  }, [options.models]);

  const addEntry = () => {
    const entry = validate(parEntrySchema, { model: model ?? '', min: min ?? undefined, max: max ?? undefined });
    if (!entry) return;
    if (entries.some((e) => e.model === entry.model)) {
      showErrors([MESSAGES.parEntryModelRepeated]);
      return;
    }
    setEntries((current) => [...current, entry]);
    setModel(null);
    setMin(null);
    setMax(null);
  };

  const { submit, busy } = useFormSubmit({
    schema: parDefinitionSchema,
    save: async (body) => {
      const answer = await client.saveLocationPar(location.externalId, { ...body, location: location.externalId });
      if (!isSaveOk(answer)) {
        const message = answer.message || 'The par definition could not be saved.';
        showErrors([message]);
        return { ok: false, message };
      }
      toast.show({ type: 'success', message: answer.message || 'Par definition saved.', durationMs: SUCCESS_TOAST_MS });
      return { ok: true, result: answer.result };
    },
    onSaved: () => {
      void par.mutate();
      onClose();
    },
    failureMessage: 'The par definition could not be saved.',
  });

  const save = () =>
    submit({
      externalId: loaded?.externalId,
      location: location.externalId,
      notes,
      entries: entries.map(({ model: m, min: lo, max: hi }) => ({ model: m, min: lo, max: hi })),
    });

  return (
    <Modal
      open
      onClose={onClose}
      title={`Par Definition of ${location.name}`}
      size="lg"
      footer={
        <Actions>
          {canEdit && (
            <Button onClick={() => void save()} busy={busy} disabled={par.isLoading}>
              Save
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {canEdit ? 'Cancel' : 'Close'}
          </Button>
          {/* The par levels' changes are events of their location. */}
          <EntityHistoryAction entityId={location.externalId} />
        </Actions>
      }
    >
      {par.isLoading && <p role="status">Loading…</p>}
      {canEdit && (
        <Row role="group" aria-label="New entry">
          <Select label="Model" options={options.models} value={model} onChange={setModel} placeholder="Select a model" />
          <NumberField label="Min" value={min} onValueChange={setMin} min={0} />
          <NumberField label="Max" value={max} onValueChange={setMax} min={1} />
          <Button variant="secondary" onClick={addEntry}>
            Add Entry
          </Button>
        </Row>
      )}
      <Table aria-label="Definition entries">
        <thead>
          <tr>
            <th scope="col">Model</th>
            <th scope="col">Min</th>
            <th scope="col">Max</th>
            {canEdit && (
              <th scope="col">Actions</th>
            )}
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 && (
            <tr>
              <td colSpan={canEdit ? 4 : 3}>No entries yet.</td>
            </tr>
          )}
          {entries.map((entry) => (
            <tr key={entry.model}>
              <td>{modelLabel(entry)}</td>
              <td>{entry.min}</td>
              <td>{entry.max}</td>
              {canEdit && (
                <td>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Remove entry ${modelLabel(entry)}`}
                    onClick={() => setEntries((current) => current.filter((e) => e.model !== entry.model))}
                  >
                    Remove
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
      <TextField label="Notes" value={notes} onChange={(e) => setNotes(e.target.value)} readOnly={!canEdit} maxLength={250} />
    </Modal>
  );
}
