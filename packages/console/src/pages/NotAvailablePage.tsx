/** Stand-in for a screen of a later issue: names the page and says it is not there yet. */
import { useRouteHandle } from '../routeHandle';

export const NOT_AVAILABLE_TEXT = 'This page is not available yet.';

export interface NotAvailableProps {
  /** The page's name; by default the title of the current route. */
  title?: string;
}

export function NotAvailablePage({ title }: NotAvailableProps) {
  const routeTitle = useRouteHandle()?.title;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{title ?? routeTitle ?? 'EquipDesk'}</h1>
      <p>{NOT_AVAILABLE_TEXT}</p>
    </section>
  );
}

export function NotFoundPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Page Not Found</h1>
      <p>There is no page at this address.</p>
    </section>
  );
}
