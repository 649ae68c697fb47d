/**
 * Back and Forward change the address before anything can ask; the router hears of it from its own `popstate`
 * listener, and listeners on window run in the order they were added (capture or not). This one is added before
 * the router mounts (main.tsx), so the unsaved-changes guard sees each Back first and can keep it from the router.
 */
type PopStateHandler = (event: PopStateEvent) => void;

let current: PopStateHandler | null = null;

/** Sets (or, with null, clears) the handler that sees each `popstate` before the router does. */
export function handlePopStateFirst(handler: PopStateHandler | null): void {
  current = handler;
}

/** Call once, before the router is rendered. */
export function listenToPopStateFirst(): void {
  window.addEventListener('popstate', (event) => current?.(event));
}
