/**
 * The page actions of the console and the grants each one needs (DESIGN.md "permissions").
 * Export uses EXPORT everywhere (the spec also records a DELETE reading; we follow the toolbar).
 */
import { grantsFor } from './resolve';
import type { PermissionEntry, PermissionType } from './types';

export const ACTIONS = [
  'VIEW',
  'NEW',
  'EXPORT',
  'FILTER',
  'RESET',
  'EDIT',
  'ACTIVATE',
  'DEACTIVATE',
  'DELETE',
  'HISTORY',
  'PRINT',
  'ASSIGN',
  'COMPLETE',
  'CANCEL',
  'REJECT',
  'UPLOAD',
  'DOWNLOAD',
] as const;
export type Action = (typeof ACTIONS)[number];

/** Which grants satisfy each action: any one of them is enough. */
export const ACTION_GRANTS: Readonly<Record<Action, readonly PermissionType[]>> = {
  VIEW: ['VIEW'],
  NEW: ['NEW'],
  EXPORT: ['EXPORT'],
  FILTER: ['FILTER'],
  RESET: ['RESET'],
  // The edit pen opens the form for editing (EDIT) or read-only (DETAILS).
  EDIT: ['EDIT', 'DETAILS'],
  ACTIVATE: ['ACTIVATE'],
  DEACTIVATE: ['DEACTIVATE'],
  DELETE: ['DELETE'],
  HISTORY: ['HISTORY'],
  PRINT: ['PRINT'],
  ASSIGN: ['ASSIGN'],
  COMPLETE: ['COMPLETE'],
  CANCEL: ['CANCEL'],
  REJECT: ['REJECT'],
  UPLOAD: ['UPLOAD'],
  DOWNLOAD: ['DOWNLOAD'],
};

export type Decision = { allowed: true } | { allowed: false; reason: string };

/** Decides whether `action` is allowed on the page at `path`, with a reason when it is not. */
export function can(entries: readonly PermissionEntry[], path: string, action: Action): Decision {
  if (entries.length === 0) return { allowed: false, reason: 'The user has no permissions at all.' };
  const grants = grantsFor(entries, path);
  const needed = ACTION_GRANTS[action];
  if (needed.some((t) => grants.has(t))) return { allowed: true };
  return { allowed: false, reason: `${action} on ${path} needs ${needed.join(' or ')}.` };
}

/** Shorthand of `can(...).allowed`. */
export function isAllowed(entries: readonly PermissionEntry[], path: string, action: Action): boolean {
  return can(entries, path, action).allowed;
}

/** Every action allowed on a page, for a screen that renders many buttons at once. */
export function allowedActions(entries: readonly PermissionEntry[], path: string): Record<Action, boolean> {
  const grants = grantsFor(entries, path);
  const out = {} as Record<Action, boolean>;
  for (const action of ACTIONS) out[action] = ACTION_GRANTS[action].some((t) => grants.has(t));
  return out;
}
