/**
 * The configured OpenID providers as openid-client configurations, discovered on first use and kept per process (a
 * failed discovery is tried again on the next sign-in). Plain HTTP is allowed only for an issuer on this machine.
 */
import * as oidc from 'openid-client';
import type { SsoProviderConfig } from './config';

export interface SsoService {
  readonly providers: readonly SsoProviderConfig[];
  find(id: string): SsoProviderConfig | undefined;
  configuration(provider: SsoProviderConfig): Promise<oidc.Configuration>;
  /** The provider's end-session address for a session it opened, or null when it offers none (or cannot be reached). */
  logoutUrl(providerId: string, idToken: string | null): Promise<string | null>;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function createSsoService(providers: readonly SsoProviderConfig[], publicUrl: string, timeoutSeconds = 10): SsoService {
  const configurations = new Map<string, Promise<oidc.Configuration>>();
  const find = (id: string) => providers.find((p) => p.id === id);

  function configuration(provider: SsoProviderConfig): Promise<oidc.Configuration> {
    let found = configurations.get(provider.id);
    if (!found) {
      const issuer = new URL(provider.issuer);
      const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
      found = oidc.discovery(
        issuer,
        provider.clientId,
        provider.clientSecret ?? undefined,
        provider.clientSecret ? undefined : oidc.None(),
        { timeout: timeoutSeconds, ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}) },
      );
      configurations.set(provider.id, found);
      found.catch(() => configurations.delete(provider.id));
    }
    return found;
  }

  async function logoutUrl(providerId: string, idToken: string | null): Promise<string | null> {
    const provider = find(providerId);
    if (!provider) return null;
    try {
      const config = await configuration(provider);
      if (!config.serverMetadata().end_session_endpoint) return null;
      const parameters: Record<string, string> = { client_id: provider.clientId, post_logout_redirect_uri: `${publicUrl.replace(/\/$/, '')}/login` };
      if (idToken) parameters.id_token_hint = idToken;
      return oidc.buildEndSessionUrl(config, parameters).href;
    } catch {
      // The EquipDesk session is over whatever the provider says; its own ends when it is next reachable.
      return null;
    }
  }

  return { providers, find, configuration, logoutUrl };
}
