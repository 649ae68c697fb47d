/**
 * The console's routes, built from the table in routes.tsx: a root that handles Internet
 * Explorer and scrolling, the public pages without a navbar, and the protected shell whose
 * pages load lazily, one chunk per area.
 */
import { redirect } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { AreaPages } from './areas/types';
import { NotFoundPage } from './pages/NotAvailablePage';
import { HOME_PATH, LOGIN_PATH, PAGE_ROUTES, PUBLIC_ROUTES } from './routes';
import type { AreaName, PublicRoute, RouteHandle } from './routes';
import { session } from './session/store';
import { PublicLayout } from './shell/PublicLayout';
import { RootLayout, RouteLoading } from './shell/RootLayout';
import { RouteError } from './shell/RouteError';

// One dynamic import per area: Vite turns each into its own chunk.
const AREA_LOADERS: Record<AreaName, () => Promise<{ pages: AreaPages }>> = {
  admin: () => import('./areas/admin'),
  facilities: () => import('./areas/facilities'),
  tasks: () => import('./areas/tasks'),
  assets: () => import('./areas/assets'),
  orders: () => import('./areas/orders'),
  uploads: () => import('./areas/uploads'),
  reports: () => import('./areas/reports'),
  dashboard: () => import('./areas/dashboard'),
};

/** Protected routes without a session go to /login, remembering nothing else (spec 3 §2.1). */
export function requireSession() {
  return session.token ? null : redirect(LOGIN_PATH);
}

/** A signed-in user opening /login goes on to the dashboard. */
function skipLoginWhenSignedIn() {
  return session.token ? redirect(HOME_PATH) : null;
}

const [LOGIN_ROUTE, IE_ROUTE, RESET_ROUTE] = PUBLIC_ROUTES;

function publicHandle(route: PublicRoute): RouteHandle {
  return { name: route.name, title: route.title };
}

function pageRoute(route: (typeof PAGE_ROUTES)[number]): RouteObject {
  const handle: RouteHandle = { name: route.name, title: route.title };
  const lazy = async () => {
    const { pages } = await AREA_LOADERS[route.area]();
    const Component = pages[route.name];
    if (!Component) throw new Error(`The ${route.area} area has no page ${route.name}.`);
    return { Component };
  };
  return route.path === '/' ? { index: true, handle, lazy } : { path: route.path, handle, lazy };
}

export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: RouteLoading,
      ErrorBoundary: RouteError,
      children: [
        {
          Component: PublicLayout,
          children: [
            {
              path: LOGIN_ROUTE.path,
              handle: publicHandle(LOGIN_ROUTE),
              loader: skipLoginWhenSignedIn,
              lazy: async () => ({ Component: (await import('./auth/LoginPage')).LoginPage }),
            },
            {
              path: IE_ROUTE.path,
              handle: publicHandle(IE_ROUTE),
              lazy: async () => ({ Component: (await import('./auth/IePage')).IePage }),
            },
            {
              path: RESET_ROUTE.path,
              handle: publicHandle(RESET_ROUTE),
              lazy: async () => ({ Component: (await import('./auth/ResetPage')).ResetPage }),
            },
          ],
        },
        {
          id: 'protected',
          loader: requireSession,
          lazy: async () => ({ Component: (await import('./shell/Shell')).ProtectedLayout }),
          children: [
            ...PAGE_ROUTES.map(pageRoute),
            { path: '*', handle: { name: 'not-found', title: 'Page Not Found' } satisfies RouteHandle, Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}
