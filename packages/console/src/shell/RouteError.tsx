/** Shown when a route fails to render or its module fails to load (a deployment replaced the chunks). */

export function RouteError() {
  return (
    <main>
      <h1>Something went wrong</h1>
      <p>The page could not be shown. Reload to try again.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
