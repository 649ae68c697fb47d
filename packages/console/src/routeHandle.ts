/** The handle (name and title) of the route being shown, for pages that name themselves after their route. */
import { createContext, useContext } from 'react';
import type { RouteHandle } from './routes';

export const RouteHandleContext = createContext<RouteHandle | null>(null);

export function useRouteHandle(): RouteHandle | null {
  return useContext(RouteHandleContext);
}
