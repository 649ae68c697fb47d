/**
 * Unsaved changes ask before they are lost: every open form registers here with whether the user changed it, and
 * whatever would close it (Escape, Cancel, another row opened, a link, Back, a reload, Signout) asks "Discard
 * changes?" first. Without changes it closes at once.
 *
 * The console's router is the declarative BrowserRouter (router.tsx: the data router and its `useBlocker` would
 * cost /login ~14 KB), so navigations are held here: the router's navigator (push, replace, go) asks before a
 * change of page, Back and Forward are put back while the question is open (seen before the router sees them:
 * popStateFirst.ts), and `beforeunload` covers reloads and closed tabs. Moves within a page (the list's query
 * string) are not held.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import type { Navigator, To } from 'react-router-dom';
import { ConfirmDialog } from '@equipdesk/ui';
import { session } from '../session/store';
import { handlePopStateFirst } from './popStateFirst';

interface Entry {
  /** Changed and not yet saved or discarded. */
  blocking(): boolean;
  /** Asks the user; runs `then` once they chose to discard. */
  ask(then: () => void): void;
  /** Saved: no longer holds anyone back. */
  release(): void;
  scope: string | null;
}

const entries = new Set<Entry>();

/** Names the forms of one part of a screen (a listing's new-entry row or its open row) for `confirmDiscard`. */
export const UnsavedChangesScope = createContext<string | null>(null);

/** Runs `then` at once, or once the user agreed to discard the changes of every changed form (of `scope` only, when given). */
export function confirmDiscard(then: () => void, scope?: string): void {
  const entry = [...entries].find((e) => e.blocking() && (scope === undefined || e.scope === scope));
  if (entry) entry.ask(() => confirmDiscard(then, scope));
  else then();
}

/**
 * After a save: the saved forms of `scope` (null: the page's own form) no longer ask, so the save's own way out
 * (closing the row, going to the saved record's page) goes through.
 */
export function releaseChanges(scope: string | null): void {
  for (const entry of entries) if (entry.scope === scope) entry.release();
}

const blocking = () => !!session.token && [...entries].some((e) => e.blocking());

interface Guard {
  users: number;
  /** The page shown now, as the router has it. */
  pathname: string;
  /** `history.state.idx` of the page shown now (BrowserRouter's history numbers its entries). */
  index: number | null;
  remove(): void;
}
const guards = new WeakMap<Navigator, Guard>();

const historyIndex = () => (window.history.state as { idx?: unknown } | null)?.idx;
const pathnameOf = (to: To, current: string) => (typeof to === 'string' ? new URL(to, `http://localhost${current}`).pathname : (to.pathname ?? current));

/** Makes the router's navigator ask before leaving the page; one guard per navigator, however many forms use it. */
function guard(navigator: Navigator): Guard {
  const existing = guards.get(navigator);
  if (existing) return existing;
  const { push, replace, go } = navigator;
  const state: Guard = { users: 0, pathname: '', index: null, remove: () => undefined };
  const held =
    (original: Navigator['push']): Navigator['push'] =>
    (to, ...rest) => {
      const run = () => original.call(navigator, to, ...rest);
      if (blocking() && pathnameOf(to, state.pathname) !== state.pathname) confirmDiscard(run);
      else run();
    };
  navigator.push = held(push);
  navigator.replace = held(replace);
  navigator.go = (delta: number) => (blocking() ? confirmDiscard(() => go.call(navigator, delta)) : go.call(navigator, delta));

  // Back and Forward change the address before anyone can ask: the router is kept from seeing it, the address goes
  // back to this page, and only a confirmed discard goes on.
  let reverting = false;
  let allowed = false;
  const onPopState = (event: PopStateEvent) => {
    if (reverting) {
      reverting = false;
      event.stopImmediatePropagation();
      return;
    }
    if (allowed) {
      allowed = false;
      return;
    }
    const to = historyIndex();
    if (!blocking() || window.location.pathname === state.pathname || typeof to !== 'number' || state.index === null) return;
    const delta = state.index - to;
    if (delta === 0) return;
    event.stopImmediatePropagation();
    reverting = true;
    window.history.go(delta);
    confirmDiscard(() => {
      allowed = true;
      window.history.go(-delta);
    });
  };
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!blocking()) return;
    event.preventDefault();
    // Chromium before 119 and Safari still want returnValue set.
    event.returnValue = '';
  };
  // Seen before the router's own popstate listener (popStateFirst.ts).
  handlePopStateFirst(onPopState);
  window.addEventListener('beforeunload', onBeforeUnload);
  state.remove = () => {
    navigator.push = push;
    navigator.replace = replace;
    navigator.go = go;
    handlePopStateFirst(null);
    window.removeEventListener('beforeunload', onBeforeUnload);
    guards.delete(navigator);
  };
  guards.set(navigator, state);
  return state;
}

/** Keeps the navigation guard while a form is open, and tells it which page is shown. */
function useNavigationGuard() {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname, key } = useLocation();
  useEffect(() => {
    const current = guard(navigator);
    current.users += 1;
    return () => {
      current.users -= 1;
      if (current.users === 0) current.remove();
    };
  }, [navigator]);
  useEffect(() => {
    const current = guard(navigator);
    current.pathname = pathname;
    const index = historyIndex();
    current.index = typeof index === 'number' ? index : null;
    // Every move counts, the list's query string included: Back is measured from the entry shown now.
  }, [navigator, pathname, key]);
}

export interface UnsavedChangesOptions {
  /** The user changed the form. */
  dirty: boolean;
  /** What the question names: `Place New Order`, `Edit User Jane Doe`. */
  title: string;
  /** After the user chose to discard (removes the form's draft). */
  onDiscard?(): void;
}

export interface UnsavedChanges {
  /** Runs `close` at once without changes, or after "Discard changes?" was answered Discard. */
  requestClose(close: () => void): void;
  /** The question, to render with the form. */
  dialog: ReactNode;
}

export function useUnsavedChanges({ dirty, title, onDiscard }: UnsavedChangesOptions): UnsavedChanges {
  const scope = useContext(UnsavedChangesScope);
  useNavigationGuard();
  const [pending, setPending] = useState<(() => void) | null>(null);
  // Saved or discarded: this form no longer holds anyone back, until the user changes it again.
  const released = useRef(false);
  const latest = useRef({ dirty, onDiscard });
  useEffect(() => {
    latest.current = { dirty, onDiscard };
    if (!dirty) released.current = false;
  });

  useEffect(() => {
    const entry: Entry = {
      scope,
      blocking: () => latest.current.dirty && !released.current,
      ask: (then) => setPending(() => then),
      release: () => {
        released.current = true;
      },
    };
    entries.add(entry);
    return () => {
      entries.delete(entry);
    };
  }, [scope]);

  const requestClose = useCallback((close: () => void) => {
    if (latest.current.dirty && !released.current) setPending(() => close);
    else close();
  }, []);

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title="Discard changes?"
      message={`Your changes to “${title}” are not saved. Discard them, or keep editing?`}
      confirmLabel="Discard changes"
      cancelLabel="Keep editing"
      tone="danger"
      onConfirm={() => {
        released.current = true;
        latest.current.onDiscard?.();
        const then = pending;
        setPending(null);
        then?.();
      }}
      onCancel={() => setPending(null)}
    />
  );
  return { requestClose, dialog };
}
