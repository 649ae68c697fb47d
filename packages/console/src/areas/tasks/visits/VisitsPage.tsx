/**
 * Visit definitions (spec 2 §2, menu Manage Visits): the spec's columns, the filters facility, account, user and
 * location (and status, ACTIVE by default), newest first, exports, the visit form inline, a 'View Tasks' row action
 * opening the Tasks modal, and the entity actions under their grants. Without VIEW: 'You do not have privilege'.
 */
import { useCallback, useMemo, useState } from 'react';
import type { VisitDefinition } from '@equipdesk/api-client/contract';
import { ListingPage, locationInAccountSource } from '../../../listing';
import type { ExtraRowActions, ListingFilter } from '../../../listing';
import { VISIT_COLUMNS } from './columns';
import { useVisitOptions } from './options';
import { VisitForm } from './VisitForm';
import { VisitTasksModal } from './VisitTasksModal';

const DEFAULT_SORT = { id: 'createdTimestamp', direction: 'desc' } as const;

export function VisitsPage() {
  const options = useVisitOptions();
  const [tasksOf, setTasksOf] = useState<VisitDefinition | null>(null);
  const close = useCallback(() => setTasksOf(null), []);

  const filters = useMemo<ListingFilter[]>(
    () => [
      { id: 'facilities', label: 'Facility', options: options.facilities },
      { id: 'accounts', label: 'Account', options: options.accounts },
      { id: 'users', label: 'User', options: options.userFilter },
      { id: 'locations', label: 'Location', options: [], source: locationInAccountSource },
    ],
    [options],
  );

  const extraActions = useCallback(
    (row: VisitDefinition): ExtraRowActions => ({
      custom: [{ id: 'tasks', label: 'View tasks of', tooltip: 'View Tasks', icon: 'list', onClick: () => setTasksOf(row) }],
    }),
    [],
  );

  return (
    <>
      <ListingPage<VisitDefinition>
        resource="visits"
        title="Manage Visits"
        columns={VISIT_COLUMNS}
        getRowId={(row) => row.externalId}
        entityLabel={(row) => `visit ${row.name}`}
        defaultSort={DEFAULT_SORT}
        filters={filters}
        renderForm={(props) => <VisitForm {...props} />}
        draft={{ form: 'visit', noun: 'visit' }}
        extraActions={extraActions}
      />
      <VisitTasksModal visit={tasksOf} onClose={close} />
    </>
  );
}
