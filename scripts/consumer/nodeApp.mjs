// Another team's Node app on the npm-packed api-client and permissions (npm's flat node_modules): no React or SWR
// comes with them, the server-safe entries load under React's `react-server` condition (a server component's), the
// app type-checks with Node's own resolution (nodenext), and its script talks to the real API.
import { spawn } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { installApp, root, run, step, workspaceVersion } from './shared.mjs';

/** Node's flag for the workspace's sources (scripts/sourceCondition.ts; this script runs without a TypeScript loader). */
const SOURCE_EXEC_ARGV = ['--conditions=@equipdesk/source'];

/** Starts the real API (scripts/consumer/server.ts) and resolves with its URL and a way to stop it. */
function startApi() {
  const child = spawn(process.execPath, ['--import', 'tsx', ...SOURCE_EXEC_ARGV, path.join('scripts', 'consumer', 'server.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the API did not start in 180 s: ${output}`));
    }, 180_000);
    child.once('exit', (code) => reject(new Error(`the API exited with ${code}: ${output}`)));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const line = output.split('\n').find((text) => text.startsWith('{'));
      if (!line) return;
      clearTimeout(timer);
      const stop = () =>
        new Promise((done) => {
          child.removeAllListeners('exit');
          child.once('exit', done);
          child.kill('SIGTERM');
        });
      resolve({ url: JSON.parse(line).url, stop });
    });
  });
}

/** `npm`: file: specs of the npm-packed tarballs. */
export async function checkNodeApp(work, npm) {
  step('a Node app installs api-client and permissions with npm: no React, no SWR');
  // The API seeds while the app installs.
  const api = startApi();
  // Awaited below; a failure before then must not end the process as an unhandled rejection.
  api.catch(() => undefined);
  const app = path.join(work, 'node');
  cpSync(path.join(root, 'e2e', 'consumer', 'node'), app, { recursive: true });
  const ours = { '@equipdesk/permissions': npm['@equipdesk/permissions'], '@equipdesk/api-client': npm['@equipdesk/api-client'] };
  installApp(app, {
    packer: 'npm',
    ours,
    devDependencies: { '@types/node': workspaceVersion('@types/node'), typescript: workspaceVersion('typescript') },
  });
  for (const peer of ['react', 'swr']) {
    if (existsSync(path.join(app, 'node_modules', peer))) throw new Error(`installing api-client brought ${peer} into a Node app`);
  }
  try {
    step('the server-safe entries load in plain Node and under the react-server condition');
    const entries = ['@equipdesk/api-client', '@equipdesk/api-client/contract', '@equipdesk/permissions'];
    const load = `for (const entry of ${JSON.stringify(entries)}) await import(entry); console.log('loaded', ${entries.length}, 'entries');`;
    run(process.execPath, ['--input-type=module', '-e', load], app);
    run(process.execPath, ['--conditions=react-server', '--input-type=module', '-e', load], app);

    step('tsc (nodenext resolution, checkJs, no DOM types, library types checked)');
    run(path.join(app, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], app);

    step('the script against the real API');
    const { url } = await api;
    run(process.execPath, ['client.mjs'], app, { EQUIPDESK_API: `${url}/api` });
  } finally {
    await api.then(({ stop }) => stop(), () => undefined);
  }
}
