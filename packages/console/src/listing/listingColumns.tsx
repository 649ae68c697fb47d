/**
 * The columns a ListingPage shows: a report's details toggle first, then the page's columns, then the row actions
 * (edit, activate, deactivate, delete and the page's own) under the status rules and the grants, kept at the end
 * while a wide list scrolls sideways.
 */
import { useCallback, useMemo } from 'react';
import { EntityActions } from '@equipdesk/ui';
import type { DataTableColumn } from '@equipdesk/ui';
import { useApiClient } from '@equipdesk/api-client/react';
import type { EntityAction } from '@equipdesk/api-client';
import type { EntityStatus } from '@equipdesk/api-client/contract';
import { statusActions } from '@equipdesk/permissions';
import type { Action } from '@equipdesk/permissions';
import { DetailsToggle } from './detailsToggle';
import type { ExtraRowActions, ListingDetails, ListingTools } from './listingTypes';

const ACTION_VERBS: Record<EntityAction, string> = { activate: 'activated', deactivate: 'deactivated', remove: 'deleted' };

interface ListingColumnsOptions<T> {
  resource: string;
  columns: readonly DataTableColumn<T>[];
  reportMode: boolean;
  details: ListingDetails<T> | undefined;
  actionsHeader: string;
  getRowId(row: T): string;
  getRowStatus(row: T): EntityStatus | string | undefined;
  entityLabel(row: T): string;
  extraActions: ((row: T, tools: ListingTools<T>) => ExtraRowActions) | undefined;
  tools: ListingTools<T>;
  /** Rows open a form (inline or elsewhere): the edit pen is offered. */
  hasForm: boolean;
  onOpenRow: ((row: T) => void) | undefined;
  onActionFailure: ((message: string) => void) | undefined;
  noStateActions: boolean;
  can(action: Action): boolean;
  toggleExpanded(id: string): void;
}

export function useListingColumns<T>({
  resource,
  columns,
  reportMode,
  details,
  actionsHeader,
  getRowId,
  getRowStatus,
  entityLabel,
  extraActions,
  tools,
  hasForm,
  onOpenRow,
  onActionFailure,
  noStateActions,
  can,
  toggleExpanded,
}: ListingColumnsOptions<T>): DataTableColumn<T>[] {
  const client = useApiClient();
  const { refresh } = tools;
  const runAction = useCallback(
    async (row: T, action: EntityAction) => {
      try {
        const answer = await client.entityAction(resource, getRowId(row), action);
        if (answer.success) void refresh();
        return { success: answer.success, message: answer.message || `${entityLabel(row)} ${ACTION_VERBS[action]}.` };
      } catch (failure) {
        return { success: false, message: failure instanceof Error ? failure.message : String(failure) };
      }
    },
    [client, resource, getRowId, entityLabel, refresh],
  );

  return useMemo<DataTableColumn<T>[]>(() => {
    const actionsColumn: DataTableColumn<T> = {
      id: 'actions',
      header: actionsHeader,
      alwaysVisible: true,
      // As wide as the row actions shown; they keep their own place at the end while a wide list (assets,
      // orders) scrolls sideways before them.
      width: 'auto',
      sticky: 'end',
      cell: (row) => {
        const status = statusActions((getRowStatus(row) ?? 'ACTIVE') as EntityStatus);
        const extra = extraActions?.(row, tools) ?? {};
        const id = getRowId(row);
        return (
          <EntityActions
            entityLabel={entityLabel(row)}
            show={{
              edit: hasForm && status.edit && can('EDIT'),
              activate: !noStateActions && status.activate && can('ACTIVATE'),
              deactivate: !noStateActions && status.deactivate && can('DEACTIVATE'),
              remove: !noStateActions && status.delete && can('DELETE'),
              reset: !!extra.reset,
              history: !!extra.history,
              info: extra.info !== undefined,
            }}
            onEdit={() => (onOpenRow ? onOpenRow(row) : toggleExpanded(id))}
            onActivate={() => runAction(row, 'activate')}
            onDeactivate={() => runAction(row, 'deactivate')}
            onRemove={() => runAction(row, 'remove')}
            onReset={extra.reset?.onReset}
            onHistory={extra.history?.onHistory}
            info={extra.info}
            custom={extra.custom}
            onFailure={onActionFailure}
          />
        );
      },
    };
    const detailsColumn: DataTableColumn<T>[] = details
      ? [{ id: 'details', header: details.header ?? 'Details', alwaysVisible: true, width: 'minmax(90px, auto)', cell: (row) => <DetailsToggle id={getRowId(row)} label={details.label(row)} /> }]
      : [];
    return reportMode ? [...detailsColumn, ...columns] : [...detailsColumn, ...columns, actionsColumn];
  }, [details, reportMode, columns, actionsHeader, getRowStatus, extraActions, tools, getRowId, entityLabel, hasForm, onOpenRow, onActionFailure, noStateActions, can, runAction, toggleExpanded]);
}
