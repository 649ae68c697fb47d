/**
 * The console's real routes in memory (tests and stories), with a handle on the router from outside: where it is
 * (`state.location`) and a way to go elsewhere (`navigate`), as the API client's 401 handler needs.
 */
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Location } from 'react-router-dom';
import type { ReactElement } from 'react';
import { ConsoleRoutes, createNavigation } from '../router';

export interface ConsoleMemoryRouter {
  /** The location shown now. */
  readonly state: { readonly location: Location };
  navigate(path: string, options?: { replace?: boolean }): void;
  /** Renders the routes at `path` (the first render only; later ones follow the router's own history). */
  element: ReactElement;
}

export function createConsoleMemoryRouter(path: string): ConsoleMemoryRouter {
  const navigation = createNavigation();
  const url = new URL(path, 'http://localhost');
  const state: { location: Location } = {
    location: { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'default' },
  };
  function LocationProbe() {
    state.location = useLocation();
    return null;
  }
  return {
    state,
    navigate: (to, options) => navigation.navigate(to, options),
    element: (
      <MemoryRouter initialEntries={[path]}>
        <navigation.Bridge />
        <LocationProbe />
        <ConsoleRoutes />
      </MemoryRouter>
    ),
  };
}
