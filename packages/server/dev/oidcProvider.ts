/**
 * A real OpenID provider (the `oidc-provider` package) with users and groups of our choosing: the server tests and the
 * end-to-end tests sign in through it, and `pnpm dev` starts it with the demo users so that anyone can try single
 * sign-on locally. Its own sign-in page checks the password; consent is implied (EquipDesk is a first-party client).
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

export interface DemoIdentity {
  username: string;
  password: string;
  name: string;
  email: string;
  groups: string[];
}

export interface TestProviderOptions {
  port?: number;
  clientId: string;
  clientSecret: string;
  /** EquipDesk's callback addresses (`{publicUrl}/api/sso/{id}/callback`) and where the provider's logout returns. */
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  identities: DemoIdentity[];
  /** Seconds an authorization code lives (default 60). */
  codeTtlSeconds?: number;
  /** Where the provider posts a logout token when its session ends (EquipDesk's `/api/sso/{id}/backchannel-logout`). */
  backchannelLogoutUri?: string;
}

export interface TestProvider {
  issuer: string;
  /** By username: change `groups` or `name` and the next sign-in sees it. */
  identities: Map<string, DemoIdentity>;
  close(): Promise<void>;
}

/** The demo's identities: each group maps to a role in `DEMO_ROLE_MAP`; `dave` is in none, so EquipDesk refuses him. */
export const DEMO_IDENTITIES: DemoIdentity[] = [
  { username: 'alice', password: 'Demo@2026', name: 'Alice Admin', email: 'alice@hospital.example', groups: ['biomed-admins'] },
  { username: 'bob', password: 'Demo@2026', name: 'Bob Technician', email: 'bob@hospital.example', groups: ['biomed-technicians'] },
  { username: 'carol', password: 'Demo@2026', name: 'Carol Caregiver', email: 'carol@hospital.example', groups: ['ward-nurses'] },
  { username: 'dave', password: 'Demo@2026', name: 'Dave Visitor', email: 'dave@hospital.example', groups: ['visitors'] },
];
export const DEMO_ROLE_MAP = 'biomed-admins=ROLE_ADMIN;biomed-technicians=ROLE_TECHNICIAN;ward-nurses=ROLE_CAREGIVER';

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string, error: string | null): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hospital identity provider: sign in</title></head>
<body><main><h1>Hospital identity provider</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label>Username <input name="login" autocomplete="username" required></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<button type="submit">Sign in</button></form></main></body></html>`;
}

async function formBody(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  const identities = new Map(options.identities.map((i) => [i.username, { ...i, groups: [...i.groups] }]));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
        token_endpoint_auth_method: 'client_secret_post',
        ...(options.backchannelLogoutUri ? { backchannel_logout_uri: options.backchannelLogoutUri, backchannel_logout_session_required: true } : {}),
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'demo', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'], groups: ['groups'] },
    scopes: ['openid', 'profile', 'email', 'groups'],
    pkce: { required: () => true },
    // Its back-channel logout posts go to EquipDesk on this machine, an address the package refuses by default (a
    // guard against requests to internal hosts, which a provider for tests and the demo does not need).
    fetch: (url, init) => fetch(url, { ...init, dispatcher: undefined } as RequestInit),
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true }, backchannelLogout: { enabled: true } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: { AuthorizationCode: options.codeTtlSeconds ?? 60, IdToken: 3600, AccessToken: 3600, Interaction: 3600, Session: 86400, Grant: 86400 },
    // EquipDesk is the provider's own client: consent is implied for the scopes it asks.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid profile email groups');
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, sub) {
      const who = [...identities.values()].find((i) => i.username === sub);
      if (!who) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, name: who.name, preferred_username: who.username, email: who.email, email_verified: true, groups: [...who.groups] }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();

  server.on('request', (req, res) => {
    const match = /^\/interaction\/([^/?]+)(\/login)?/.exec(req.url ?? '');
    if (!match) return void callback(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name !== 'login') {
        // Only a login is ever asked (consent is implied above).
        res.writeHead(400, { 'content-type': 'text/plain' }).end('not supported');
        return;
      }
      if (req.method === 'POST' && match[2]) {
        const body = await formBody(req);
        const who = identities.get(body.get('login') ?? '');
        if (who && who.password === body.get('password')) {
          await provider.interactionFinished(req, res, { login: { accountId: who.username } }, { mergeWithLastSubmission: false });
          return;
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(details.uid, 'Wrong username or password.'));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(details.uid, null));
    })().catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain' });
      res.end(err instanceof Error ? err.message : 'interaction failed');
    });
  });

  return {
    issuer,
    identities,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
