/**
 * The root of every route: sends Internet Explorer to /ie and scrolls to the top on each navigation (spec 3 §2.1
 * navigation rules). Each route's element names the document after its page (router.tsx).
 */
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { runningInInternetExplorer } from '../browser';
import { IE_PATH } from '../routes';

export function RootLayout() {
  const { pathname } = useLocation();
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
