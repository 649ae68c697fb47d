/**
 * Sync configurations (spec 3 §2.13): URI, Description, DDL and Actions, and the inline form: URI
 * (required), Description, DDL statements (separated by a semicolon and a new line), Relationships (comma
 * separated) and the attribute rows (JSON Attribute → Column). A row's column follows its attribute in snake
 * case until the user types a column of their own. Without VIEW: 'You do not have privilege'.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Button, TextField } from '@equipdesk/ui';
import type { DataTableColumn } from '@equipdesk/ui';
import { SYNC_DESCRIPTION_MAX, SYNC_URI_MAX, snakeCase, syncConfigEditSchema } from '@equipdesk/api-client/contract';
import type { SyncConfig } from '@equipdesk/api-client/contract';
import { FieldGrid, InlineForm, ListingPage, useChanged, useEntitySave, useFormSubmit } from '../../listing';
import type { ListingFormProps } from '../../listing';
import { TextAreaField } from './TextAreaField';

const RESOURCE = 'sync/config';

/** DDL on one line in the cell; its statements one per line in the tooltip. */
const oneLine = (ddl: string | null) => (ddl ?? '').replace(/\s+/g, ' ').trim();

const DdlTip = styled.span`
  white-space: pre-wrap;
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
`;

const SYNC_COLUMNS: DataTableColumn<SyncConfig>[] = [
  { id: 'uri', header: 'URI', cell: (row) => row.uri, sortable: true, alwaysVisible: true },
  { id: 'description', header: 'Description', cell: (row) => row.description ?? '', sortable: true, width: 'minmax(200px, 1.5fr)' },
  {
    id: 'ddl',
    header: 'DDL',
    cell: (row) => oneLine(row.ddl),
    tooltip: (row) => (row.ddl ? <DdlTip>{row.ddl}</DdlTip> : undefined),
    width: 'minmax(260px, 3fr)',
  },
];

/** One attribute row of the form; `edited` once the user typed the column themselves. */
export interface AttributeRow {
  key: number;
  attribute: string;
  column: string;
  edited: boolean;
}

let nextKey = 0;
const newRow = (attribute = '', column = ''): AttributeRow => ({
  key: nextKey++,
  attribute,
  column,
  // A saved column that is not the attribute's snake case was chosen by someone: it stays put.
  edited: column !== snakeCase(attribute),
});

/** The row after its attribute was typed: the column follows unless it was edited. */
export function withAttribute(row: AttributeRow, attribute: string): AttributeRow {
  return { ...row, attribute, column: row.edited ? row.column : snakeCase(attribute) };
}

const Section = styled.fieldset`
  margin: ${({ theme }) => theme.spacing.md} 0 0;
  padding: ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Legend = styled.legend`
  padding: 0 ${({ theme }) => theme.spacing.xs};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const Rows = styled.div`
  display: grid;
  grid-template-columns: minmax(160px, 1fr) minmax(160px, 1fr) auto;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.spacing.sm};
`;

const Heading = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin-top: ${({ theme }) => theme.spacing.md};
`;

export function SyncConfigForm({ row, onSaved, onCancel, canSave }: ListingFormProps<SyncConfig>) {
  const save = useEntitySave<SyncConfig>(RESOURCE);
  const [uri, setUri] = useState(row?.uri ?? '');
  const [description, setDescription] = useState(row?.description ?? '');
  const [ddl, setDdl] = useState(row?.ddl ?? '');
  const [relationships, setRelationships] = useState((row?.mappings.relations ?? []).join(', '));
  const [rows, setRows] = useState<AttributeRow[]>(() => {
    const saved = Object.entries(row?.mappings.attributes ?? {}).map(([attribute, column]) => newRow(attribute, column));
    return saved.length > 0 ? saved : [newRow()];
  });
  const dirty = useChanged({ uri, description, ddl, relationships, rows });
  const { submit, busy } = useFormSubmit({
    schema: syncConfigEditSchema,
    save: (form) => save(form, row?.externalId),
    onSaved: () => onSaved(),
  });

  const update = (key: number, change: (r: AttributeRow) => AttributeRow) => setRows((all) => all.map((r) => (r.key === key ? change(r) : r)));

  return (
    <InlineForm
      title={row ? `Edit Sync Configuration ${row.uri}` : 'Create New Sync Configuration'}
      onSubmit={() =>
        void submit({
          externalId: row?.externalId,
          uri,
          description,
          ddl,
          relationships,
          attributes: rows.map(({ attribute, column }) => ({ attribute, column })),
        })
      }
      onCancel={onCancel}
      canSave={canSave}
      busy={busy}
      dirty={dirty}
    >
      <FieldGrid>
        <TextField label="URI" value={uri} onChange={(e) => setUri(e.target.value)} maxLength={SYNC_URI_MAX} hint={`Required, at most ${SYNC_URI_MAX} characters.`} autoFocus />
        <TextField
          label="Description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={SYNC_DESCRIPTION_MAX}
          hint={`At most ${SYNC_DESCRIPTION_MAX} characters.`}
        />
      </FieldGrid>
      <Stack>
        <TextAreaField
          label="DDL Statements"
          value={ddl}
          onChange={(e) => setDdl(e.target.value)}
          rows={5}
          spellCheck={false}
          hint="Separate statements with a semicolon and a new line."
        />
        <TextField label="Relationships" value={relationships} onChange={(e) => setRelationships(e.target.value)} hint="Comma separated, for example: models, accounts." />
      </Stack>
      <Section>
        <Legend>Attributes</Legend>
        <Rows>
          <Heading aria-hidden="true">JSON Attribute</Heading>
          <Heading aria-hidden="true">Column</Heading>
          <span />
          {rows.map((r, index) => (
            <AttributeFields
              key={r.key}
              row={r}
              position={index + 1}
              onAttribute={(attribute) => update(r.key, (x) => withAttribute(x, attribute))}
              onColumn={(column) => update(r.key, (x) => ({ ...x, column, edited: true }))}
              onRemove={() => setRows((all) => all.filter((x) => x.key !== r.key))}
            />
          ))}
        </Rows>
        <Button variant="secondary" size="sm" onClick={() => setRows((all) => [...all, newRow()])}>
          Add Attribute
        </Button>
      </Section>
    </InlineForm>
  );
}

interface AttributeFieldsProps {
  row: AttributeRow;
  position: number;
  onAttribute(value: string): void;
  onColumn(value: string): void;
  onRemove(): void;
}

function AttributeFields({ row, position, onAttribute, onColumn, onRemove }: AttributeFieldsProps) {
  return (
    <>
      <TextField label={`JSON Attribute ${position}`} hideLabel value={row.attribute} onChange={(e) => onAttribute(e.target.value)} spellCheck={false} />
      <TextField label={`Column ${position}`} hideLabel value={row.column} onChange={(e) => onColumn(e.target.value)} spellCheck={false} />
      <Button variant="link" size="sm" onClick={onRemove} aria-label={`Remove attribute ${position}`}>
        Remove
      </Button>
    </>
  );
}

export function SyncConfigPage() {
  return (
    <ListingPage<SyncConfig>
      resource={RESOURCE}
      title="Sync Configurations"
      columns={SYNC_COLUMNS}
      getRowId={(row) => row.externalId}
      entityLabel={(row) => `sync configuration ${row.uri}`}
      defaultSort={{ id: 'uri', direction: 'asc' }}
      renderForm={(props) => <SyncConfigForm {...props} />}
    />
  );
}
