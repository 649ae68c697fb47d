/**
 * The one list screen of the console: a declaration (resource, columns, filters, form) becomes the
 * toolbar, the virtualized table, the filter panel, column choice per user and page, export, row
 * actions under the status rules and the grants, and inline add/edit forms. Pages are
 * declarations over it; no page repeats this wiring. Its parts live beside it: the query and the
 * rows (useListingQuery), the open row (useOpenRow), the new-entry form (useAddRow), the columns
 * and row actions (listingColumns), export (useListingExport) and the scan-style search (useScanSearch).
 */
import { useCallback, useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { DataTable, ListingToolbar, NoPermission } from '@equipdesk/ui';
import { useApiClient } from '@equipdesk/api-client/react';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { hasGrant } from '@equipdesk/permissions';
import { usePermissionEntries, usePermissions } from '../session/hooks';
import { DetailsState } from './detailsToggle';
import { DraftOffer } from './DraftOffer';
import { ListingFilterPanel, chipsOf, useSearchedFilterNames } from './listingFilters';
import { useListingColumns } from './listingColumns';
import { refreshReferenceList } from './referenceLists';
import { UnsavedChangesScope } from './unsavedChanges';
import { useAddRow } from './useAddRow';
import { useListingExport } from './useListingExport';
import { useListingQuery } from './useListingQuery';
import { useOpenRow, useRouteRow } from './useOpenRow';
import { useScanSearch } from './useScanSearch';
import type { ListingPageProps, ListingTools } from './listingTypes';
import { EntityHistoryScope } from './entityHistory';

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
  const { filters, list, visibleColumnIds, chooseColumns, query, data, error, isValidating, mutate, rows } = useListingQuery<T>({
    resource,
    pageId,
    columns,
    reportMode,
    defaultSort,
    pageSize,
    declaredDefaults,
    declaredFilters,
    statusFilter,
    pageParams,
    queryOfColumns,
    fixedQuery,
    listWith,
  });
  const client = useApiClient();
  const { can } = usePermissions(permissionPath);
  const entries = usePermissionEntries();
  const canEditGrant = hasGrant(entries, permissionPath, 'EDIT');

  // The forms of the new-entry row and of the open row, told apart for "Discard changes?".
  const scopeId = useId();
  const newScope = `${scopeId}new`;
  const rowScope = `${scopeId}row`;
  const { routeId, expandedRowId, openRow, setExpandedRowId, toggleExpanded } = useOpenRow({ routeParam, rowScope });
  const { routeRow, routeRowOnPage } = useRouteRow<T>({ resource, routeId, getRowId, rows, loaded: data !== undefined, loadRow });
  const { adding, setAdding, addInitial, addRestoring, kept, startAdd } = useAddRow<T>(draft?.form);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const searchedNames = useSearchedFilterNames(filters, list.filters);

  const refresh = useCallback(async () => {
    await mutate();
    if (referenceList) void refreshReferenceList(client, referenceList);
  }, [mutate, client, referenceList]);
  const tools = useMemo<ListingTools<T>>(() => ({ startAdd: (initial) => startAdd(initial), refresh }), [startAdd, refresh]);

  const hasForm = !reportMode && (!!renderForm || !!onOpenRow);
  const allColumns = useListingColumns<T>({
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
  });
  const onExport = useListingExport(resource, query, exportWith);

  // A saved form (useFormSubmit let it go) closes, then the list reloads.
  const onNewSaved = useCallback(() => {
    setAdding(false);
    void refresh();
  }, [setAdding, refresh]);
  const onRowSaved = useCallback(() => {
    openRow(null);
    void refresh();
  }, [openRow, refresh]);
  // A row's form offers its entity's history in the audit log (entityHistory.tsx).
  const withHistory = (row: T, form: ReactNode) => <EntityHistoryScope.Provider value={getRowId(row)}>{form}</EntityHistoryScope.Provider>;
  const inScope = (scope: string, form: ReactNode) =>
    form === null || form === undefined || form === false ? form : <UnsavedChangesScope.Provider value={scope}>{form}</UnsavedChangesScope.Provider>;

  const { selectedRowId, onSearchChange } = useScanSearch<T>({ findOnSearch, data, isValidating, list, getRowId, hasForm, can, onOpenRow, setExpandedRowId });

  const detailsState = useMemo(() => ({ expandedRowId, toggle: toggleExpanded }), [expandedRowId, toggleExpanded]);

  const showRouteRow = routeRow !== null && !routeRowOnPage && expandedRowId === routeId;
  const newRow = reportMode || !renderForm
    ? undefined
    : adding
      ? inScope(newScope, renderForm({ row: null, onSaved: onNewSaved, onCancel: () => setAdding(false), canSave: can('NEW'), initial: addInitial, restoreDraft: addRestoring }))
      : showRouteRow
        ? inScope(rowScope, withHistory(routeRow, renderForm({ row: routeRow, onSaved: onRowSaved, onCancel: () => setExpandedRowId(null), canSave: canEditGrant })))
        : undefined;

  return (
    <section aria-label={title}>
      <ListingToolbar
        title={title}
        headingAs={headingAs}
        total={data?.count ?? 0}
        totalEstimated={data?.countEstimated === true}
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
        activeFilters={chipsOf(filters, list.filters, list.removeFilterValue, searchedNames)}
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
                  withHistory(
                    row,
                    renderForm({
                      row,
                      onSaved: onRowSaved,
                      onCancel: () => setExpandedRowId(null),
                      canSave: canEditGrant,
                    }),
                  ),
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
