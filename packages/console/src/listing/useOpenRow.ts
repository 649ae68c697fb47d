/**
 * The row of a ListingPage whose form is open. With a route parameter it is the address (`/users/{id}`): opening or
 * closing it navigates (the list state in the query string stays), so Back closes it and the address can be shared;
 * a bookmarked row that is not on the current page is loaded on its own. Another row opening, or the open one
 * closing, first asks about the open form's unsaved changes.
 */
import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useItem } from '@equipdesk/api-client/react';
import { confirmDiscard } from './unsavedChanges';

interface OpenRowOptions {
  /** The route parameter naming the open row, if the page has one. */
  routeParam: string | undefined;
  /** The unsaved-changes scope of the open row's form. */
  rowScope: string;
}

export function useOpenRow({ routeParam, rowScope }: OpenRowOptions) {
  const params = useParams();
  const routeId = routeParam ? params[routeParam] : undefined;
  // Derived from the address, not copied into state: a route the router never got to render (Back pressed while
  // the navigation was still rendering) cannot leave a form open.
  const [localExpanded, setLocalExpanded] = useState<string | null>(null);
  const expandedRowId = routeParam ? (routeId ?? null) : localExpanded;
  const navigate = useNavigate();
  const location = useLocation();
  const basePath = routeId !== undefined ? location.pathname.slice(0, location.pathname.length - encodeURIComponent(routeId).length - 1) : location.pathname.replace(/\/$/, '');
  const route = useRef({ basePath, search: location.search, expanded: expandedRowId });
  route.current = { basePath, search: location.search, expanded: expandedRowId };
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
  const setExpandedRowId = useCallback(
    (id: string | null) => {
      if (route.current.expanded === null || id === route.current.expanded) openRow(id);
      else confirmDiscard(() => openRow(id), rowScope);
    },
    [openRow, rowScope],
  );
  const toggleExpanded = useCallback((id: string) => setExpandedRowId(route.current.expanded === id ? null : id), [setExpandedRowId]);
  return { routeId, expandedRowId, openRow, setExpandedRowId, toggleExpanded };
}

interface RouteRowOptions<T> {
  resource: string;
  /** The row the address names, if any. */
  routeId: string | undefined;
  getRowId(row: T): string;
  /** The rows of the page shown. */
  rows: readonly T[];
  /** The page has answered. */
  loaded: boolean;
  loadRow: ((id: string) => Promise<T>) | undefined;
}

/**
 * A bookmarked /contracts/{id} whose row is on another page: loaded (GET {resource}/{id} unless the page says
 * otherwise) once the page has answered, so its form shows on top.
 */
export function useRouteRow<T>({ resource, routeId, getRowId, rows, loaded, loadRow }: RouteRowOptions<T>) {
  const routeRowOnPage = routeId !== undefined && rows.some((row) => getRowId(row) === routeId);
  const { data: routeRow = null } = useItem<T>(resource, routeId !== undefined && loaded && !routeRowOnPage ? routeId : null, loadRow);
  return { routeRow, routeRowOnPage };
}
