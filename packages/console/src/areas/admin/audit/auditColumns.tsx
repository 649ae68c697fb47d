/** The Audit Log's columns, the entity links and the field changes panel of a row. */
import styled from 'styled-components';
import { SimpleTable } from '@equipdesk/ui';
import { Link } from 'react-router-dom';
import type { DataTableColumn } from '@equipdesk/ui';
import type { AuditEvent } from '@equipdesk/api-client/contract';
import { DATE_TIME_WIDTH, formatDateTime } from '../../../listing';
import type { ListingDetails } from '../../../listing';
import { PAGE_ROUTES } from '../../../routes';

/** The page of an entity type's item, where the route table has one (`/users/:externalId`, `/roles/:id`). */
function itemPathOf(entityType: string | null, entityId: string | null): string | null {
  if (!entityType || !entityId) return null;
  const route = PAGE_ROUTES.find((r) => new RegExp(`^/${entityType.replace(/[^a-z0-9/-]/gi, '')}/:(externalId|id)$`).test(r.path));
  return route ? route.path.replace(/:(externalId|id)$/, encodeURIComponent(entityId)) : null;
}

function EntityCell({ row }: { row: AuditEvent }) {
  const path = itemPathOf(row.entityType, row.entityId);
  if (!row.entityId) return null;
  return path ? <Link to={path}>{row.entityId}</Link> : <span>{row.entityId}</span>;
}

export const AUDIT_COLUMNS: readonly DataTableColumn<AuditEvent>[] = [
  { id: 'time', header: 'Time', cell: (row) => formatDateTime(row.time), sortable: true, width: DATE_TIME_WIDTH, alwaysVisible: true },
  { id: 'actor', header: 'User', cell: (row) => row.actorUsername, sortable: true, width: 'minmax(120px, 1fr)' },
  { id: 'actorRole', header: 'Role', cell: (row) => row.actorRole ?? '', width: 'minmax(120px, 1fr)' },
  { id: 'clientAddress', header: 'Address', cell: (row) => row.clientAddress ?? '', width: 'minmax(110px, 0.8fr)' },
  { id: 'action', header: 'Action', cell: (row) => row.action, sortable: true, width: 'minmax(190px, 1.2fr)' },
  { id: 'entityType', header: 'Entity Type', cell: (row) => row.entityType ?? '', sortable: true, width: 'minmax(120px, 1fr)' },
  { id: 'entityId', header: 'Entity Id', cell: (row) => <EntityCell row={row} />, width: 'minmax(160px, 1fr)' },
  { id: 'summary', header: 'Summary', cell: (row) => row.summary, width: 'minmax(260px, 2.5fr)', alwaysVisible: true },
];

const Changes = styled(SimpleTable)`
  width: auto;
  margin: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};

  th,
  td {
    overflow-wrap: anywhere;
  }
`;

const valueText = (value: unknown): string => (value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

function FieldChanges({ row }: { row: AuditEvent }) {
  if (row.changes.length === 0) return <p>No field changed.</p>;
  return (
    <Changes aria-label={`Changes of event ${row.id}`}>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Old</th>
          <th scope="col">New</th>
        </tr>
      </thead>
      <tbody>
        {row.changes.map((change, i) => (
          <tr key={`${change.field}-${i}`}>
            <th scope="row">{change.field}</th>
            <td>{valueText(change.old)}</td>
            <td>{valueText(change.new)}</td>
          </tr>
        ))}
      </tbody>
    </Changes>
  );
}

export const AUDIT_DETAILS: ListingDetails<AuditEvent> = {
  header: 'Changes',
  label: (row) => `changes of event ${row.id}`,
  render: (row) => <FieldChanges row={row} />,
};
