/**
 * OpenID providers from the environment (README "Single sign-on"): `EQUIPDESK_OIDC_PROVIDERS` lists their ids, and
 * each id's settings are `EQUIPDESK_OIDC_{ID}_*`. A mistake in them stops the server at start-up, naming the variable.
 */
export interface SsoProviderConfig {
  /** Lower-case letters, digits and dashes: in `/api/sso/{id}/...` and on the users it creates. */
  id: string;
  /** "Sign in with {name}". */
  name: string;
  issuer: string;
  clientId: string;
  /** None: a public client (PKCE only). */
  clientSecret: string | null;
  scopes: string;
  /** The claim (a dotted path, e.g. `realm_access.roles`) whose values map to roles. */
  rolesClaim: string;
  /** Claim value → role identifier or name, in order: the first value the user holds decides. */
  roleMap: readonly (readonly [string, string])[];
  usernameClaim: string;
  /** The enterprise (externalId or name) every user of this provider gets. */
  enterprise: string | null;
  /** Facilities and accounts (externalIds or names) a new user gets, and the claims that may name them instead. */
  facilities: readonly string[];
  accounts: readonly string[];
  facilitiesClaim: string | null;
  accountsClaim: string | null;
}

export class SsoConfigError extends Error {}

const PREFIX = 'EQUIPDESK_OIDC_';
const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** `value=ROLE;value=ROLE` (or one per line); the last `=` splits, so a value may hold one. */
export function parseRoleMap(text: string, variable: string): [string, string][] {
  const entries: [string, string][] = [];
  for (const part of text.split(/[;\n]/).map((p) => p.trim()).filter(Boolean)) {
    const at = part.lastIndexOf('=');
    const value = part.slice(0, at).trim();
    const role = part.slice(at + 1).trim();
    if (at <= 0 || !value || !role) throw new SsoConfigError(`${variable}: "${part}" is not "claim value=ROLE".`);
    entries.push([value, role]);
  }
  if (entries.length === 0) throw new SsoConfigError(`${variable} is empty: map at least one claim value to a role.`);
  return entries;
}

export function parseSsoProviders(env: Readonly<Record<string, string | undefined>>): SsoProviderConfig[] {
  const ids = list(env[`${PREFIX}PROVIDERS`]);
  const seen = new Set<string>();
  return ids.map((id) => {
    if (!ID_PATTERN.test(id)) throw new SsoConfigError(`${PREFIX}PROVIDERS: "${id}" is not a provider id (lower-case letters, digits and dashes).`);
    if (seen.has(id)) throw new SsoConfigError(`${PREFIX}PROVIDERS names "${id}" twice.`);
    seen.add(id);
    const key = `${PREFIX}${id.toUpperCase().replaceAll('-', '_')}_`;
    const get = (name: string): string | undefined => env[`${key}${name}`]?.trim() || undefined;
    const required = (name: string): string => {
      const value = get(name);
      if (!value) throw new SsoConfigError(`${key}${name} is required for the provider "${id}".`);
      return value;
    };
    const issuer = required('ISSUER');
    try {
      new URL(issuer);
    } catch {
      throw new SsoConfigError(`${key}ISSUER is not an address: "${issuer}".`);
    }
    return {
      id,
      name: get('NAME') ?? id,
      issuer,
      clientId: required('CLIENT_ID'),
      clientSecret: get('CLIENT_SECRET') ?? null,
      scopes: get('SCOPES') ?? 'openid profile email',
      rolesClaim: get('ROLES_CLAIM') ?? 'groups',
      roleMap: parseRoleMap(required('ROLE_MAP'), `${key}ROLE_MAP`),
      usernameClaim: get('USERNAME_CLAIM') ?? 'preferred_username',
      enterprise: get('ENTERPRISE') ?? null,
      facilities: list(get('FACILITIES')),
      accounts: list(get('ACCOUNTS')),
      facilitiesClaim: get('FACILITIES_CLAIM') ?? null,
      accountsClaim: get('ACCOUNTS_CLAIM') ?? null,
    };
  });
}
