// Links that also take an `onSelect` let the app route client-side on a plain left click while
// middle-click, ctrl/cmd-click and "open in new tab" keep the browser's own behaviour.
import type { MouseEvent } from 'react';

/** True for a primary-button click without modifier keys: the click an app may take over. */
export function isPlainLeftClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Runs `onSelect` for a plain left click on a link, preventing the browser's navigation so the
 * app can route itself. Returns whether it did.
 */
export function selectLink(event: MouseEvent<HTMLAnchorElement>, onSelect: (() => void) | undefined): boolean {
  if (!onSelect || event.defaultPrevented || !isPlainLeftClick(event)) return false;
  event.preventDefault();
  onSelect();
  return true;
}
