// `pnpm dev`: the API on :3000 (watch mode; PORT to change), the console in Vite on :5173 proxying /api to it, and a
// demo OpenID provider on :3010 (EQUIPDESK_DEV_OIDC_PORT) whose users sign in through "Sign in with Demo hospital ID"
// (README "Single sign-on"). EQUIPDESK_DEV_SSO=0 leaves the provider out; OpenID settings of your own
// (EQUIPDESK_OIDC_PROVIDERS) replace it.
import { spawn, type ChildProcess } from 'node:child_process';
import { DEMO_IDENTITIES, DEMO_ROLE_MAP, startTestProvider, type TestProvider } from '../packages/server/dev/oidcProvider';

// Vite's proxy follows the API's PORT unless EQUIPDESK_API names another API.
const api = process.env.EQUIPDESK_API ?? `http://localhost:${process.env.PORT ?? 3000}`;
// The console is reached on Vite's port: the provider sends the browser back there (and Vite passes /api on).
const publicUrl = process.env.PUBLIC_URL ?? 'http://localhost:5173';

let provider: TestProvider | null = null;
const sso: Record<string, string> = {};
if (process.env.EQUIPDESK_DEV_SSO !== '0' && !process.env.EQUIPDESK_OIDC_PROVIDERS) {
  const client = { id: 'equipdesk-dev', secret: 'equipdesk-dev-secret' };
  provider = await startTestProvider({
    port: Number(process.env.EQUIPDESK_DEV_OIDC_PORT ?? 3010),
    clientId: client.id,
    clientSecret: client.secret,
    redirectUris: [`${publicUrl}/api/sso/demo/callback`],
    postLogoutRedirectUris: [`${publicUrl}/login`],
    backchannelLogoutUri: `${api}/api/sso/demo/backchannel-logout`,
    identities: DEMO_IDENTITIES,
  });
  Object.assign(sso, {
    EQUIPDESK_OIDC_PROVIDERS: 'demo',
    EQUIPDESK_OIDC_DEMO_NAME: 'Demo hospital ID',
    EQUIPDESK_OIDC_DEMO_ISSUER: provider.issuer,
    EQUIPDESK_OIDC_DEMO_CLIENT_ID: client.id,
    EQUIPDESK_OIDC_DEMO_CLIENT_SECRET: client.secret,
    EQUIPDESK_OIDC_DEMO_SCOPES: 'openid profile email groups',
    EQUIPDESK_OIDC_DEMO_ROLE_MAP: DEMO_ROLE_MAP,
    EQUIPDESK_OIDC_DEMO_ENTERPRISE: 'Northwind Health System',
    EQUIPDESK_OIDC_DEMO_FACILITIES: 'Northwind General Hospital',
  });
  console.log(`Demo OpenID provider on ${provider.issuer}: ${DEMO_IDENTITIES.map((i) => `${i.username} (${i.groups.join(', ')})`).join(', ')}, password Demo@2026`);
}

const children: ChildProcess[] = [
  spawn('pnpm', ['--filter', '@equipdesk/server', 'dev'], { stdio: 'inherit', env: { ...process.env, PUBLIC_URL: publicUrl, ...sso } }),
  spawn('pnpm', ['--filter', '@equipdesk/console', 'dev'], { stdio: 'inherit', env: { ...process.env, EQUIPDESK_API: api } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  void provider?.close();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  });
}
