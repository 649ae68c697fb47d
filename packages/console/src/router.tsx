/**
 * The console's routes, built from the table in routes.tsx: a root that handles Internet Explorer, scrolling and
 * the document title, the public pages without a navbar, and the protected shell whose pages load lazily, one
 * chunk per area.
 *
 * The routes are React Router's declarative `<Routes>` inside a `<BrowserRouter>` (a `<MemoryRouter>` in tests and
 * stories), not a data router: the console loads nothing through loaders, and the data router's machinery is
 * ~50 KB of JavaScript every visitor of /login would download for nothing.
 */
import { Component, lazy, Suspense, useEffect, useRef } from 'react';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { AreaPages } from './areas/types';
import { NotFoundPage } from './pages/NotFoundPage';
import { HOME_PATH, LOGIN_PATH, PAGE_ROUTES, PUBLIC_ROUTES } from './routes';
import type { AreaName, PageRoute, PublicRoute, RouteHandle } from './routes';
import { session } from './session/store';
import { PublicLayout } from './shell/PublicLayout';
import { RootLayout, RouteLoading } from './shell/RootLayout';
import { RouteError } from './shell/RouteError';
import { RouteHandleContext } from './routeHandle';

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

const LoginPage = lazy(async () => ({ default: (await import('./auth/LoginPage')).LoginPage }));
const IePage = lazy(async () => ({ default: (await import('./auth/IePage')).IePage }));
const ResetPage = lazy(async () => ({ default: (await import('./auth/ResetPage')).ResetPage }));
const ProtectedLayout = lazy(async () => ({ default: (await import('./shell/Shell')).ProtectedLayout }));

/** The areas whose chunk has arrived, so that their pages render at once instead of suspending again. */
const loadedAreas = new Map<AreaName, AreaPages>();

interface AreaLoad {
  pages: Promise<AreaPages>;
  /** Where the page that asked was (null: a preload). */
  pathname: string | null;
  failure?: { error: unknown };
}
/** Each area's chunk, asked for once; one that failed is asked for again by the next page that needs it elsewhere. */
const areaLoads = new Map<AreaName, AreaLoad>();
function loadArea(area: AreaName, pathname: string | null): AreaLoad {
  const asked = areaLoads.get(area);
  if (asked && !(asked.failure && asked.pathname !== pathname)) return asked;
  const load: AreaLoad = { pages: AREA_LOADERS[area]().then((module) => module.pages), pathname };
  load.pages.then(
    (pages) => loadedAreas.set(area, pages),
    (error: unknown) => {
      load.failure = { error };
    },
  );
  areaLoads.set(area, load);
  return load;
}

/**
 * The page of a route, loaded with its area's chunk on first use. One component for every route, so that what it renders
 * is the page itself: two routes of one page (a list and its open row, /locations and /locations/{id}) keep it mounted
 * as the address moves between them (an alert it shows, a dialog it has open), as another page replaces it. A page
 * whose area has already arrived (preloadArea) renders at once: suspending again, however briefly, would hold the page
 * back behind React's pause between a fallback and what replaces it.
 */
function AreaPage({ route }: { route: PageRoute }) {
  const { pathname } = useLocation();
  const pages = loadedAreas.get(route.area);
  if (!pages) {
    const load = loadArea(route.area, pathname);
    if (load.failure) throw load.failure.error;
    // Suspends the way React.lazy does, by throwing the promise. `use()` would instead hold the interrupted render
    // open until the chunk comes, and a render held open inside an act() nobody awaits (Testing Library's events in
    // the stories) is never taken up again.
    throw load.pages;
  }
  const Page = pages[route.name];
  if (!Page) throw new Error(`The ${route.area} area has no page ${route.name}.`);
  return <Page />;
}

/** A route's element: names the document after the page and tells the page its handle. */
function RoutePage({ handle, children }: { handle: RouteHandle; children: ReactNode }) {
  useEffect(() => {
    document.title = `${handle.title} · EquipDesk`;
  }, [handle.title]);
  return <RouteHandleContext.Provider value={handle}>{children}</RouteHandleContext.Provider>;
}

/**
 * Starts loading the area chunk of the page at `pathname`, so that it comes down beside the shell's chunk instead of
 * after it (the page itself asks for it only once the shell has rendered).
 */
function preloadArea(pathname: string): void {
  const route = PAGE_ROUTES.find((r) => matchPath(r.path, pathname));
  // Once per area: a failure shows when the page itself asks for the chunk again (RouteError).
  if (route && !areaLoads.has(route.area)) loadArea(route.area, null);
}

/** Protected routes without a session go to /login, remembering nothing else (spec 3 §2.1). */
function RequireSession({ children }: { children: ReactNode }) {
  const { token } = useSnapshot(session);
  const { pathname } = useLocation();
  // While rendering, not after: the request leaves with the shell's own.
  if (token) preloadArea(pathname);
  return token ? children : <Navigate to={LOGIN_PATH} replace />;
}

/** A signed-in user opening /login goes on to the dashboard. */
function SkipWhenSignedIn({ children }: { children: ReactNode }) {
  const { token } = useSnapshot(session);
  return token ? <Navigate to={HOME_PATH} replace /> : children;
}

interface BoundaryState {
  error: unknown;
  pathname: string;
}

/**
 * Shows RouteError when a page fails to render or its chunk fails to load (a deployment replaced the chunks); the
 * next navigation tries again.
 */
export class RouteErrorBoundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname !== state.pathname ? { error: null, pathname: props.pathname } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('EquipDesk could not show the page', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}

function publicRoute(route: PublicRoute, Page: ComponentType, guard?: ComponentType<{ children: ReactNode }>) {
  const page = (
    <RoutePage handle={{ name: route.name, title: route.title }}>
      <Page />
    </RoutePage>
  );
  const Guard = guard;
  return <Route key={route.name} path={route.path} element={Guard ? <Guard>{page}</Guard> : page} />;
}

function pageRoute(route: PageRoute) {
  const element = (
    <RoutePage handle={{ name: route.name, title: route.title }}>
      <AreaPage route={route} />
    </RoutePage>
  );
  return route.path === '/' ? <Route key={route.name} index element={element} /> : <Route key={route.name} path={route.path} element={element} />;
}

const [LOGIN_ROUTE, IE_ROUTE, RESET_ROUTE] = PUBLIC_ROUTES;
const NOT_FOUND: RouteHandle = { name: 'not-found', title: 'Page Not Found' };

/** Every route of the console; render it inside a router (BrowserRouter, or MemoryRouter in tests and stories). */
export function ConsoleRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<RouteLoading />}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route element={<PublicLayout />}>
              {publicRoute(LOGIN_ROUTE, LoginPage, SkipWhenSignedIn)}
              {publicRoute(IE_ROUTE, IePage)}
              {publicRoute(RESET_ROUTE, ResetPage)}
            </Route>
            <Route
              element={
                <RequireSession>
                  <ProtectedLayout />
                </RequireSession>
              }
            >
              {PAGE_ROUTES.map(pageRoute)}
              <Route
                path="*"
                element={
                  <RoutePage handle={NOT_FOUND}>
                    <NotFoundPage />
                  </RoutePage>
                }
              />
            </Route>
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** Where code outside React (the API client's 401 handler) sends the user: set by `<NavigationBridge>`. */
export interface Navigation {
  navigate(path: string, options?: { replace?: boolean }): void;
}

/** A navigation handle for code outside React; it works once its `Bridge` is rendered inside the router. */
export function createNavigation(): Navigation & { Bridge: ComponentType } {
  let current: ((path: string, options?: { replace?: boolean }) => void) | null = null;
  function Bridge() {
    const navigate = useNavigate();
    const ref = useRef(navigate);
    ref.current = navigate;
    useEffect(() => {
      current = (path, options) => void ref.current(path, options);
      return () => {
        current = null;
      };
    }, []);
    return null;
  }
  return {
    Bridge,
    navigate(path, options) {
      current?.(path, options);
    },
  };
}
