/** The OpenID providers' settings as the environment gives them, and the claims that map to a role. */
import { describe, expect, it } from 'vitest';
import { parseSsoProviders, SsoConfigError } from '../src/sso/config';
import { claimValues, mappedRole } from '../src/sso/claims';

const BASE = {
  EQUIPDESK_OIDC_PROVIDERS: 'keycloak, entra-id',
  EQUIPDESK_OIDC_KEYCLOAK_ISSUER: 'https://sso.hospital.example/realms/hospital',
  EQUIPDESK_OIDC_KEYCLOAK_CLIENT_ID: 'equipdesk',
  EQUIPDESK_OIDC_KEYCLOAK_ROLES_CLAIM: 'realm_access.roles',
  EQUIPDESK_OIDC_KEYCLOAK_ROLE_MAP: 'nurse=ROLE_CAREGIVER; biomed=ROLE_TECHNICIAN\nadmins=ROLE_ADMIN',
  EQUIPDESK_OIDC_ENTRA_ID_ISSUER: 'https://login.microsoftonline.com/tenant/v2.0',
  EQUIPDESK_OIDC_ENTRA_ID_CLIENT_ID: 'app',
  EQUIPDESK_OIDC_ENTRA_ID_CLIENT_SECRET: 'secret',
  EQUIPDESK_OIDC_ENTRA_ID_NAME: 'Microsoft',
  EQUIPDESK_OIDC_ENTRA_ID_ROLE_MAP: 'a=b=ROLE_ADMIN',
  EQUIPDESK_OIDC_ENTRA_ID_FACILITIES: 'North, South',
};

describe('the providers\' settings', () => {
  it('reads several providers, with defaults', () => {
    const [keycloak, entra] = parseSsoProviders(BASE);
    expect(keycloak).toMatchObject({ id: 'keycloak', name: 'keycloak', clientSecret: null, scopes: 'openid profile email', rolesClaim: 'realm_access.roles', usernameClaim: 'preferred_username' });
    expect(keycloak!.roleMap).toEqual([['nurse', 'ROLE_CAREGIVER'], ['biomed', 'ROLE_TECHNICIAN'], ['admins', 'ROLE_ADMIN']]);
    expect(entra).toMatchObject({ id: 'entra-id', name: 'Microsoft', clientSecret: 'secret', rolesClaim: 'groups', facilities: ['North', 'South'] });
    // The last `=` splits: a claim value may hold one.
    expect(entra!.roleMap).toEqual([['a=b', 'ROLE_ADMIN']]);
  });

  it('answers none without EQUIPDESK_OIDC_PROVIDERS', () => {
    expect(parseSsoProviders({})).toEqual([]);
  });

  it.each([
    [{ EQUIPDESK_OIDC_KEYCLOAK_ISSUER: undefined }, 'EQUIPDESK_OIDC_KEYCLOAK_ISSUER is required'],
    [{ EQUIPDESK_OIDC_KEYCLOAK_ISSUER: 'not a url' }, 'EQUIPDESK_OIDC_KEYCLOAK_ISSUER is not an address'],
    [{ EQUIPDESK_OIDC_KEYCLOAK_CLIENT_ID: ' ' }, 'EQUIPDESK_OIDC_KEYCLOAK_CLIENT_ID is required'],
    [{ EQUIPDESK_OIDC_KEYCLOAK_ROLE_MAP: 'nurse' }, 'EQUIPDESK_OIDC_KEYCLOAK_ROLE_MAP: "nurse" is not "claim value=ROLE"'],
    [{ EQUIPDESK_OIDC_KEYCLOAK_ROLE_MAP: ';' }, 'EQUIPDESK_OIDC_KEYCLOAK_ROLE_MAP is empty'],
    [{ EQUIPDESK_OIDC_PROVIDERS: 'Keycloak' }, '"Keycloak" is not a provider id'],
    [{ EQUIPDESK_OIDC_PROVIDERS: 'keycloak,keycloak' }, 'names "keycloak" twice'],
  ])('stops at a mistake, naming the variable (%o)', (change, message) => {
    expect(() => parseSsoProviders({ ...BASE, ...change })).toThrow(SsoConfigError);
    expect(() => parseSsoProviders({ ...BASE, ...change })).toThrow(message);
  });
});

describe('claims', () => {
  const claims = { sub: 's', groups: ['nurse', 'biomed', 7, null], realm_access: { roles: ['admins'] }, 'https://example/roles': 'x', single: 'biomed' };

  it('reads strings at a path, an array\'s strings and numbers, and a name holding dots', () => {
    expect(claimValues(claims, 'groups')).toEqual(['nurse', 'biomed', '7']);
    expect(claimValues(claims, 'realm_access.roles')).toEqual(['admins']);
    expect(claimValues(claims, 'https://example/roles')).toEqual(['x']);
    expect(claimValues(claims, 'single')).toEqual(['biomed']);
    expect(claimValues(claims, 'realm_access.missing.deeper')).toEqual([]);
    expect(claimValues(claims, 'constructor')).toEqual([]);
  });

  it('maps the first listed value the user holds, or none', () => {
    const roleMap = [['admins', 'ROLE_ADMIN'], ['biomed', 'ROLE_TECHNICIAN'], ['nurse', 'ROLE_CAREGIVER']] as const;
    expect(mappedRole({ rolesClaim: 'groups', roleMap }, claims)).toBe('ROLE_TECHNICIAN');
    expect(mappedRole({ rolesClaim: 'realm_access.roles', roleMap }, claims)).toBe('ROLE_ADMIN');
    expect(mappedRole({ rolesClaim: 'nothing', roleMap }, claims)).toBeNull();
  });
});
