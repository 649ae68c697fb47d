/**
 * The one list screen of the console: a declaration (resource, columns, filters, form) becomes the
 * toolbar, the virtualized table, the filter panel, column choice per user and page, export, row
 * actions under the status rules and the grants, and inline add/edit forms. Pages are
 * declarations over it; no page repeats this wiring.
 */
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { DataTable, EntityActions, ListingToolbar, NoPermission, useColumnChoice, useToast } from '@equipdesk/ui';
import type { DataTableColumn } from '@equipdesk/ui';
import { useApiClient, useItem, useList } from '@equipdesk/api-client/react';
import type { EntityAction, ExportFormat } from '@equipdesk/api-client';
import { MESSAGES, VALIDATION_TOAST_MS } from '@equipdesk/api-client/contract';
import type { EntityStatus, ListQuery } from '@equipdesk/api-client/contract';
import { hasGrant, statusActions } from '@equipdesk/permissions';
import { useSnapshot } from 'valtio';
import { usePermissionEntries, usePermissions } from '../session/hooks';
import { session } from '../session/store';
import { DetailsState, DetailsToggle } from './detailsToggle';
import { DraftOffer } from './DraftOffer';
import { ListingFilterPanel, STATUS_DEFAULT, STATUS_FILTER, chipsOf } from './listingFilters';
import { refreshReferenceList } from './referenceLists';
import { UnsavedChangesScope, confirmDiscard } from './unsavedChanges';
import { useKeptDraft } from './useDraft';
import { useListState } from './useListState';
import type { ListFilters } from './useListState';
import type { ListingPageProps, ListingTools } from './listingTypes';

const ACTION_VERBS: Record<EntityAction, string> = { activate: 'activated', deactivate: 'deactivated', remove: 'deleted' };

function defaultStatus(row: unknown): string | undefined {
  const status = (row as { status?: unknown } | null)?.status;
  return typeof status === 'string' ? status : undefined;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function ListingPage<T>(props: ListingPageProps<T>) {
  const permissions = usePermissions(props.permissionPath ?? props.resource);
  if (!permissions.can('VIEW')) return <NoPermission title={props.title} message={MESSAGES.noPrivilege} />;
  return <Listing {...props} />;
}

function Listing<T>({
  resource,
  permissionPath = resource,
  pageId = resource,
  title,
  columns,
  getRowId,
  getRowStatus = defaultStatus,
  entityLabel,
  defaultSort,
  pageSize,
  defaultFilters: declaredDefaults,
  filters: declaredFilters = [],
  statusFilter = true,
  renderForm,
  onOpenRow,
  onAdd,
  addGrant = 'NEW',
  extraActions,
  onActionFailure,
  fixedQuery,
  banner,
  headingAs = 'h1',
  noStateActions = false,
  exportable = true,
  referenceList,
  routeParam,
  loadRow,
  actionsHeader = 'Actions',
  exportWith,
  listWith,
  reportMode = false,
  pageParams,
  findOnSearch,
  details,
  queryOfColumns,
  draft,
}: ListingPageProps<T>) {
  const addStatus = statusFilter && !declaredFilters.some((f) => f.id === STATUS_FILTER.id);
  const filters = useMemo(() => (addStatus ? [STATUS_FILTER, ...declaredFilters] : declaredFilters), [addStatus, declaredFilters]);
  const hasStatus = filters.some((f) => f.id === STATUS_FILTER.id);
  const defaultsKey = JSON.stringify(declaredDefaults ?? null);
  const defaultFilters = useMemo<ListFilters | undefined>(() => {
    const declared = JSON.parse(defaultsKey) as ListFilters | null;
    // Every Status filter opens on a default, the page's own (its spec's) or the rule's, with a chip saying so.
    return hasStatus && !declared?.statuses ? { ...declared, statuses: [...STATUS_DEFAULT] } : (declared ?? undefined);
  }, [hasStatus, defaultsKey]);
  const client = useApiClient();
  const toast = useToast();
  const { can } = usePermissions(permissionPath);
  const entries = usePermissionEntries();
  const canEditGrant = hasGrant(entries, permissionPath, 'EDIT');
  const username = useSnapshot(session).user?.username ?? 'anonymous';
  const list = useListState({ defaultSort, pageSize, defaultFilters, pageParams });
  // The column choice is read before the query, which may follow it (`queryOfColumns`); the actions column is
  // always shown.
  const choiceColumns = useMemo(() => (reportMode ? [...columns] : [...columns, { id: 'actions', alwaysVisible: true }]), [reportMode, columns]);
  const [visibleColumnIds, setVisibleColumnIds] = useColumnChoice(`equipdesk.columns.${username}.${pageId}`, choiceColumns);
  const columnQuery = useMemo(() => queryOfColumns?.(visibleColumnIds), [queryOfColumns, visibleColumnIds]);
  const { setPageIndex } = list;
  const chooseColumns = useCallback(
    (ids: string[]) => {
      setVisibleColumnIds(ids);
      if (queryOfColumns) setPageIndex(0);
    },
    [setVisibleColumnIds, queryOfColumns, setPageIndex],
  );
  const fixedKey = JSON.stringify(fixedQuery ?? {});
  const query = useMemo<ListQuery>(() => {
    const out: ListQuery = { ...list.query, ...(JSON.parse(fixedKey) as ListQuery) };
    for (const [name, values] of Object.entries(columnQuery ?? {})) out[name] = [...values];
    // A filter with a default (statuses = ACTIVE) that the user cleared means "any value": send
    // every option, or the server would fall back to its default while no chip says so.
    for (const filter of filters ?? []) {
      const value = out[filter.id];
      if (Array.isArray(value) && value.length === 0 && (defaultFilters?.[filter.id]?.length ?? 0) > 0) {
        out[filter.id] = filter.options.map((option) => option.value);
      }
    }
    return out;
  }, [list.query, fixedKey, columnQuery, filters, defaultFilters]);
  const { data, error, isValidating, mutate } = useList<T>(resource, query, undefined, listWith);
  const rows = useMemo(() => data?.items ?? [], [data]);

  const params = useParams();
  const routeId = routeParam ? params[routeParam] : undefined;
  // With a route parameter the open form is the address (`/users/{id}`): opening or closing it
  // navigates (the list state in the query string stays), so Back closes it and the address can
  // be shared. Derived, not copied into state: a route the router never got to render (Back
  // pressed while the navigation was still rendering) cannot leave a form open.
  const [localExpanded, setLocalExpanded] = useState<string | null>(null);
  const expandedRowId = routeParam ? (routeId ?? null) : localExpanded;
  const navigate = useNavigate();
  const location = useLocation();
  const basePath = routeId !== undefined ? location.pathname.slice(0, location.pathname.length - encodeURIComponent(routeId).length - 1) : location.pathname.replace(/\/$/, '');
  const route = useRef({ basePath, search: location.search, expanded: expandedRowId });
  route.current = { basePath, search: location.search, expanded: expandedRowId };
  // The forms of the new-entry row and of the open row, told apart for "Discard changes?".
  const scopeId = useId();
  const newScope = `${scopeId}new`;
  const rowScope = `${scopeId}row`;
  // Stable, so the columns (and every rendered row) do not change when the address does.
  const openRow = useCallback(
    (id: string | null) => {
      if (!routeParam) {
        setLocalExpanded(id);
        return;
      }
      const { basePath: base, search } = route.current;
      const pathname = id === null ? base : `${base}/${encodeURIComponent(id)}`;
      if (pathname !== window.location.pathname) void navigate({ pathname, search });
    },
    [routeParam, navigate],
  );
  // Another row opening, or the open one closing, first asks about the open row's unsaved changes.
  const setExpandedRowId = useCallback(
    (id: string | null) => {
      if (route.current.expanded === null || id === route.current.expanded) openRow(id);
      else confirmDiscard(() => openRow(id), rowScope);
    },
    [openRow, rowScope],
  );
  const toggleExpanded = useCallback((id: string) => setExpandedRowId(route.current.expanded === id ? null : id), [setExpandedRowId]);
  const [adding, setAdding] = useState(false);
  const [addInitial, setAddInitial] = useState<Partial<T> | undefined>(undefined);
  const [addRestoring, setAddRestoring] = useState(false);
  const kept = useKeptDraft(draft?.form, adding);
  const [filtersOpen, setFiltersOpen] = useState(false);

  // A bookmarked /contracts/{id} whose row is on another page: load it (GET {resource}/{id}
  // unless the page says otherwise) and show its form on top.
  const routeRowOnPage = routeId !== undefined && rows.some((row) => getRowId(row) === routeId);
  const { data: routeRow = null } = useItem<T>(resource, routeId !== undefined && data && !routeRowOnPage ? routeId : null, loadRow);

  const refresh = useCallback(async () => {
    await mutate();
    if (referenceList) void refreshReferenceList(client, referenceList);
  }, [mutate, client, referenceList]);

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

  // Focus goes back to what opened the new-entry form (Add New) when the form closes and takes focus with it.
  const addOpener = useRef<Element | null>(null);
  const startAdd = useCallback((initial?: Partial<T>, restoring = false) => {
    addOpener.current = document.activeElement;
    setAddInitial(initial);
    setAddRestoring(restoring);
    setAdding(true);
  }, []);
  useEffect(() => {
    const opener = addOpener.current;
    if (adding || !opener) return;
    addOpener.current = null;
    if (opener instanceof HTMLElement && opener.isConnected && (document.activeElement === document.body || document.activeElement === null)) opener.focus();
  }, [adding]);
  const tools = useMemo<ListingTools<T>>(() => ({ startAdd: (initial) => startAdd(initial), refresh }), [startAdd, refresh]);

  const hasForm = !reportMode && (!!renderForm || !!onOpenRow);
  const allColumns = useMemo<DataTableColumn<T>[]>(() => {
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

  const onExport = useCallback(
    async (format: ExportFormat) => {
      try {
        if (exportWith) await exportWith(format, query);
        else await client.exportList(resource, format, query);
      } catch (failure) {
        // Spec 1 §8: the busy state is cleared and the failure is logged.
        console.error(`Export of ${resource} as ${format} failed`, failure);
        toast.show({ type: 'danger', message: failure instanceof Error ? failure.message : 'Export failed.', durationMs: VALIDATION_TOAST_MS });
      }
    },
    [client, resource, query, toast, exportWith],
  );

  // A saved form (useFormSubmit let it go) closes, then the list reloads.
  const onNewSaved = useCallback(() => {
    setAdding(false);
    void refresh();
  }, [refresh]);
  const onRowSaved = useCallback(() => {
    openRow(null);
    void refresh();
  }, [openRow, refresh]);
  const inScope = (scope: string, form: ReactNode) =>
    form === null || form === undefined || form === false ? form : <UnsavedChangesScope.Provider value={scope}>{form}</UnsavedChangesScope.Provider>;

  // The scan-style search: the answer to an applied search is checked once for the row it names.
  // A new answer is told apart from the one shown when the search was applied by its identity
  // (lists keep showing the previous answer while the next loads); the same search again is not
  // fetched again, so its answer is checked at once.
  const [selectedRowId, setSelectedRowId] = useState<string | null>(null);
  const scan = useRef<{ term: string; before: unknown; again: boolean } | null>(null);
  // Counts applied searches, so the same search applied again (nothing else changes) is checked too.
  const [scanCount, countScan] = useReducer((n: number) => n + 1, 0);
  const onSearchChange = useCallback(
    (search: string) => {
      scan.current = findOnSearch && search ? { term: search, before: data, again: search === list.search } : null;
      setSelectedRowId(null);
      countScan();
      list.setSearch(search);
    },
    [findOnSearch, data, list],
  );
  useEffect(() => {
    const pending = scan.current;
    if (!pending || !findOnSearch || !data || isValidating) return;
    if (!pending.again && data === pending.before) return;
    if (pending.term !== list.search) return;
    scan.current = null;
    const found = findOnSearch(pending.term, data.items);
    if (!found) return;
    const id = getRowId(found);
    if (hasForm && can('EDIT')) {
      if (onOpenRow) onOpenRow(found);
      else setExpandedRowId(id);
    } else setSelectedRowId(id);
  }, [scanCount, data, isValidating, list.search, findOnSearch, getRowId, hasForm, can, onOpenRow, setExpandedRowId]);

  const detailsState = useMemo(() => ({ expandedRowId, toggle: toggleExpanded }), [expandedRowId, toggleExpanded]);

  const showRouteRow = routeRow !== null && !routeRowOnPage && expandedRowId === routeId;
  const newRow = reportMode || !renderForm
    ? undefined
    : adding
      ? inScope(newScope, renderForm({ row: null, onSaved: onNewSaved, onCancel: () => setAdding(false), canSave: can('NEW'), initial: addInitial, restoreDraft: addRestoring }))
      : showRouteRow
        ? inScope(rowScope, renderForm({ row: routeRow, onSaved: onRowSaved, onCancel: () => setExpandedRowId(null), canSave: canEditGrant }))
        : undefined;

  return (
    <section aria-label={title}>
      <ListingToolbar
        title={title}
        headingAs={headingAs}
        total={data?.count ?? 0}
        loading={data === undefined && !error}
        pageIndex={list.pageIndex}
        pageSize={list.pageSize}
        onPageChange={list.setPageIndex}
        onPageSizeChange={list.setPageSize}
        search={list.search}
        onSearchChange={onSearchChange}
        onRefresh={() => void refresh()}
        onAdd={!reportMode && can(addGrant) ? (onAdd ?? (renderForm ? () => startAdd() : undefined)) : undefined}
        onExport={exportable && can('EXPORT') ? onExport : undefined}
        filtersOpen={filters.length > 0 && can('FILTER') ? filtersOpen : undefined}
        onFiltersOpenChange={filters.length > 0 && can('FILTER') ? setFiltersOpen : undefined}
        activeFilters={chipsOf(filters, list.filters, list.setFilter)}
        columnChoice={{
          columns: allColumns.map((c) => ({ id: c.id, header: c.header, alwaysVisible: c.alwaysVisible })),
          visible: visibleColumnIds,
          onChange: chooseColumns,
        }}
      >
        {filters.length > 0 && (
          <ListingFilterPanel filters={filters} values={list.filters} setFilter={list.setFilter} onReset={list.resetFilters} headingLevel={headingAs === 'h1' ? 2 : 3} />
        )}
      </ListingToolbar>
      {banner}
      {draft && kept.offer && !adding && !reportMode && can('NEW') && (
        <DraftOffer noun={draft.noun} savedAt={kept.offer.savedAt} onRestore={() => startAdd(undefined, true)} onDiscard={kept.discard} />
      )}
      <DetailsState.Provider value={detailsState}>
      <DataTable<T>
        aria-label={title}
        columns={allColumns}
        rows={rows}
        getRowId={getRowId}
        getRowStatus={getRowStatus}
        visibleColumnIds={visibleColumnIds}
        sort={list.sort}
        onSortChange={list.setSort}
        expandedRowId={expandedRowId}
        onExpandedRowChange={setExpandedRowId}
        // Only a row a scan found is marked; other lists keep no selection at all.
        selectedRowId={selectedRowId ?? undefined}
        renderExpanded={
          renderForm && !reportMode
            ? (row: T) =>
                inScope(
                  rowScope,
                  renderForm({
                    row,
                    onSaved: onRowSaved,
                    onCancel: () => setExpandedRowId(null),
                    canSave: canEditGrant,
                  }),
                )
            : details?.render
        }
        expandedRowLabel={details && (!renderForm || reportMode) ? (row: T) => capitalised(details.label(row)) : undefined}
        newRow={newRow}
        newRowLabel={`New ${title}`}
        onNewRowClose={() => {
          setAdding(false);
          if (showRouteRow) setExpandedRowId(null);
        }}
        getRowLabel={entityLabel}
        onRowActivate={(row: T) => {
          if (details && !hasForm) {
            toggleExpanded(getRowId(row));
            return;
          }
          // A row opens its form only for those who may open the edit pen (EDIT or DETAILS).
          if (!hasForm || !can('EDIT')) return;
          if (onOpenRow) {
            onOpenRow(row);
            return;
          }
          toggleExpanded(getRowId(row));
        }}
        // Loading until the first answer: SWR's isLoading is false for a render or two when the query changes
        // before that answer (a search typed meanwhile), which showed the empty message with nothing answered.
        loading={data === undefined && !error}
        error={error ? error.message : undefined}
        emptyMessage={MESSAGES.noMatchingRecords}
      />
      </DetailsState.Provider>
    </section>
  );
}
