/**
 * The "History" action of an entity's edit form: opens the audit log filtered to that entity. The list that
 * opens a row's form names the row (EntityHistoryScope) and InlineForm shows the action; a form of its own (a
 * dialog) shows it with the entity named. Only those who may read the log see it.
 */
import { createContext, useContext } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@equipdesk/ui';
import { AUDIT_LOG_AREA } from '@equipdesk/permissions';
import { usePermissions } from '../session/hooks';

/** The externalId of the entity whose form is open, or null (a new entry has no history). */
export const EntityHistoryScope = createContext<string | null>(null);

/** Where the audit log shows the events of one entity. */
function auditPathOf(entityId: string): string {
  return `/audit?${new URLSearchParams({ entityId }).toString()}`;
}

export interface EntityHistoryActionProps {
  /** The entity whose events to show; without it, the scope's (EntityHistoryScope). Null: a new entry, no action. */
  entityId?: string | null;
}

export function EntityHistoryAction({ entityId: named }: EntityHistoryActionProps) {
  const scoped = useContext(EntityHistoryScope);
  const entityId = named === undefined ? scoped : named;
  const mayRead = usePermissions(AUDIT_LOG_AREA).can('VIEW');
  const navigate = useNavigate();
  if (!entityId || !mayRead) return null;
  return (
    <Button variant="secondary" onClick={() => navigate(auditPathOf(entityId))}>
      History
    </Button>
  );
}
