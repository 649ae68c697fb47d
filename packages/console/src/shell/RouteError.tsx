/** Shown when a route fails to render or its module fails to load (a deployment replaced the chunks). */
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main>
      <h1>Something went wrong</h1>
      <p>The page could not be shown{detail ? ` (${detail})` : ''}. Reload to try again.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
