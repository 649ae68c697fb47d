/**
 * Administration → Audit Log: every recorded event, newest first, on the listing kit: filters (user, action,
 * entity type, time window), search, export, and a row that opens to its field changes (old → new). An entity's
 * form opens it at `/audit?entityId=…` (its "History"), shown here as a notice with a way back to every event.
 */
import { useMemo } from 'react';
import styled from 'styled-components';
import { Link, useSearchParams } from 'react-router-dom';
import { AUDIT_ACTIONS, AUDIT_SYSTEM_ACTOR, type AuditEvent } from '@equipdesk/api-client/contract';
import { AUDIT_LOG_AREA } from '@equipdesk/permissions';
import { ListingPage } from '../../../listing';
import type { ListingFilter } from '../../../listing';
import { useReferenceListsState } from '../../../session/hooks';
import { AUDIT_COLUMNS, AUDIT_DETAILS } from './auditColumns';

/** The entity types events name: the resources of the API, and the other things the trail records. */
const ENTITY_TYPES = [
  'users',
  'roles',
  'permissions',
  'enterprises',
  'facilities',
  'accounts',
  'contracts',
  'locations',
  'assets',
  'models',
  'products',
  'picklist-values',
  'sync/config',
  'orders',
  'visits',
  'alerts/order',
  'alerts/pm',
  'alerts/par',
  'assets/uploads',
  'locations/uploads',
  'accounts/uploads',
  'export-requests/productivity',
  'export-requests/utilization',
  AUDIT_LOG_AREA,
] as const;

const Notice = styled.p`
  margin: ${({ theme }) => theme.spacing.sm} 0;
`;

export function AuditLogPage() {
  const lists = useReferenceListsState();
  const [params] = useSearchParams();
  const entityId = params.get('entityId');
  const filters = useMemo<ListingFilter[]>(
    () => [
      {
        id: 'users',
        label: 'User',
        options: [{ value: AUDIT_SYSTEM_ACTOR, label: AUDIT_SYSTEM_ACTOR }, ...(lists?.users ?? []).map((u) => ({ value: u.externalId, label: `${u.name} (${u.username})` }))],
      },
      { id: 'actions', label: 'Action', options: AUDIT_ACTIONS.map((a) => ({ value: a, label: a })) },
      { id: 'entityTypes', label: 'Entity Type', options: ENTITY_TYPES.map((t) => ({ value: t, label: t })) },
      { id: 'from', label: 'From', options: [], dateTime: 'start' },
      { id: 'to', label: 'To', options: [], dateTime: 'end' },
    ],
    [lists],
  );
  const everyEvent = new URLSearchParams(params);
  everyEvent.delete('entityId');
  const banner = entityId ? (
    <Notice role="status">
      The history of entity {entityId}. <Link to={{ search: everyEvent.toString() }}>Show every event</Link>
    </Notice>
  ) : undefined;
  return (
    <ListingPage<AuditEvent>
      resource="audit"
      permissionPath={AUDIT_LOG_AREA}
      title="Audit Log"
      columns={AUDIT_COLUMNS}
      getRowId={(row) => row.id}
      entityLabel={(row) => `event ${row.id}: ${row.summary}`}
      defaultSort={{ id: 'time', direction: 'desc' }}
      filters={filters}
      statusFilter={false}
      // Read-only: no row actions, a row opens to its changes.
      reportMode
      details={AUDIT_DETAILS}
      banner={banner}
    />
  );
}
