/**
 * Pure permission resolution: which grants a page has, given the entries returned at sign-in.
 * The console and the server call the same functions, so they can never disagree.
 */
import type { PermissionEntry, PermissionType } from './types';

/** Splits a path or area (`/assets/uploads/`, `assets/uploads`) into its segments. */
export function pathSegments(path: string): string[] {
  return path.split(/[?#]/, 1)[0]!.split('/').filter((s) => s.length > 0);
}

/** True when `area` is `path` itself or one of its ancestors, compared on whole segments. */
export function coversPath(area: string, path: string): boolean {
  const a = pathSegments(area);
  const p = pathSegments(path);
  if (a.length === 0 || a.length > p.length) return false;
  return a.every((seg, i) => seg === p[i]);
}

/**
 * The grants of a page: the union of the types of every entry whose value is the page's path or
 * one of its ancestors (`assets` covers `assets/uploads`, never `assetsx`). NAVIGATE entries are
 * for menus and are left out.
 */
export function grantsFor(entries: readonly PermissionEntry[], path: string): Set<PermissionType> {
  const grants = new Set<PermissionType>();
  for (const entry of entries) {
    if (entry.type === 'NAVIGATE') continue;
    if (coversPath(entry.value, path)) grants.add(entry.type);
  }
  return grants;
}

/** True when the page at `path` holds a grant of `type`. */
export function hasGrant(entries: readonly PermissionEntry[], path: string, type: PermissionType): boolean {
  return grantsFor(entries, path).has(type);
}

/** Menus show an item only with a NAVIGATE entry on exactly that area. */
export function canNavigate(entries: readonly PermissionEntry[], area: string): boolean {
  const target = pathSegments(area).join('/');
  return entries.some((e) => e.type === 'NAVIGATE' && pathSegments(e.value).join('/') === target);
}

/** A user with no entries at all sees the "no permission as yet" message on every page. */
export function hasNoPermissions(entries: readonly PermissionEntry[] | null | undefined): boolean {
  return !entries || entries.length === 0;
}
