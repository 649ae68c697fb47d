/** Reading an ID token's (and userinfo's) claims: values at a dotted path, and the role they map to. */
import type { SsoProviderConfig } from './config';

export type Claims = Readonly<Record<string, unknown>>;

/** The values at a dotted path (`realm_access.roles`), as strings: a string, or the strings of an array. */
export function claimValues(claims: Claims, path: string): string[] {
  // A claim named with a dot (some providers use URLs as names) is read whole first.
  let value: unknown = Object.hasOwn(claims, path) ? claims[path] : undefined;
  if (value === undefined) {
    value = claims;
    for (const part of path.split('.')) {
      value = value && typeof value === 'object' && Object.hasOwn(value, part) ? (value as Record<string, unknown>)[part] : undefined;
    }
  }
  const values = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return values.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').map(String);
}

export function claimText(claims: Claims, path: string): string | null {
  return claimValues(claims, path)[0]?.trim() || null;
}

/** The role the first mapped value the user holds names, or null: no mapped value, no access. */
export function mappedRole(provider: Pick<SsoProviderConfig, 'roleMap' | 'rolesClaim'>, claims: Claims): string | null {
  const held = new Set(claimValues(claims, provider.rolesClaim));
  return provider.roleMap.find(([value]) => held.has(value))?.[1] ?? null;
}
