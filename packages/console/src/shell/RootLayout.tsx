/**
 * The root of every route: sends Internet Explorer to /ie, scrolls to the top on each navigation
 * and names the document after the page (spec 3 §2.1 navigation rules).
 */
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { runningInInternetExplorer } from '../browser';
import { IE_PATH } from '../routes';
import type { RouteHandle } from '../routes';

function useDocumentTitle() {
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as Partial<RouteHandle> | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  const title = handle?.title;
  useEffect(() => {
    document.title = title ? `${title} · EquipDesk` : 'EquipDesk';
  }, [title]);
}

export function RootLayout() {
  const { pathname } = useLocation();
  useDocumentTitle();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  if (runningInInternetExplorer() && pathname !== IE_PATH) return <Navigate to={IE_PATH} replace />;
  return <Outlet />;
}

/** Shown while the first route module loads. */
export function RouteLoading() {
  return <p aria-live="polite">Loading…</p>;
}
