/**
 * Every command line of the README that starts the server, run as the README writes it (read out of README.md, so the
 * two cannot drift), answers GET /api/config: on the embedded database, or with DATABASE_URL on PostgreSQL (where the
 * lines that name DATABASE_URL or ask for `--workers` run too; the embedded database refuses `--workers`).
 *
 * What the test changes in a line, and why:
 * - the installation before it (`npm i -g pnpm@10 && pnpm install && `) is left out: it would replace the machine's
 *   pnpm and reinstall node_modules under the other tests;
 * - `DATABASE_URL=<the README's example>` names the test's database, and PORT and EQUIPDESK_DATA_DIR (in the
 *   environment) a free port and a folder of the test's own;
 * - a `--scale` above SMALL_SCALE becomes SMALL_SCALE: seeding 100,000 assets takes minutes, and the number goes
 *   through the same arguments either way (the test checks the server seeded the number it was given).
 * Lines without `--scale` start on data seeded once beforehand, so that only the `--scale` line pays for a seed.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/index';
import { seedDemo } from '../src/seed/seed';
import { cliStore, freePort, startShell, stopShell, type ShellProcess } from './cliProcess';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const README = readFileSync(`${root}README.md`, 'utf8');
const SMALL_SCALE = 30;
/** Generous for a loaded two-core machine: a console build (~5 s), tsx, PGlite's start, pnpm twice. */
const START_TIMEOUT_MS = 90_000;
const onPostgres = !!process.env.DATABASE_URL;

/** A command that starts the server: `pnpm start`, `pnpm dev` or the server package's `start`, with variables before it. */
const STARTS_SERVER = /^(?:[A-Z_]+=\S*\s+)*pnpm\s+(?:--filter\s+@equipdesk\/server\s+)?(?:start|dev)(?:\s|$)/;

/** The README's command lines that start the server, from its `sh` blocks and its inline code, from that command on. */
function serverCommandLines(markdown: string): string[] {
  const candidates: string[] = [];
  for (const [, block = ''] of markdown.matchAll(/```sh\n([\s\S]*?)```/g)) {
    candidates.push(...block.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#')));
  }
  for (const [, code = ''] of markdown.replace(/```[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g)) candidates.push(code.trim());
  const lines = new Set<string>();
  for (const candidate of candidates) {
    const commands = candidate.split('&&').map((c) => c.trim());
    const first = commands.findIndex((c) => STARTS_SERVER.test(c));
    if (first >= 0) lines.add(commands.slice(first).join(' && '));
  }
  return [...lines];
}

const lines = serverCommandLines(README);
const runs = lines.filter((line) => onPostgres || (!line.includes('DATABASE_URL=') && !/--workers\b/.test(line)));
const scaleOf = (line: string) => Number(/--scale\s+(\d+)/.exec(line)?.[1] ?? NaN);

function asRun(line: string, databaseUrl: string): string {
  return line
    .replace(/DATABASE_URL=\S+/g, `DATABASE_URL=${databaseUrl}`)
    .replace(/--scale\s+(\d+)/g, (text, n: string) => (Number(n) > SMALL_SCALE ? `--scale ${SMALL_SCALE}` : text));
}

/** `pnpm dev` also starts Vite (on :5173, or the next free port), which must hand /api on to the server it started. */
async function expectViteProxies(shell: ShellProcess): Promise<void> {
  await expect
    .poll(() => /Local:\s+http:\/\/localhost:\d+/.test(shell.output()), { timeout: 60_000 })
    .toBe(true)
    .catch(() => expect.fail(`Vite did not say where it listens:\n${shell.output()}`));
  const vite = /Local:\s+(http:\/\/localhost:\d+)/.exec(shell.output())![1]!;
  const response = await fetch(`${vite}/api/config`);
  expect(response.status, shell.output()).toBe(200);
  expect(await response.json()).toMatchObject({ success: true });
}

const seeded = cliStore('cli-seeded');
const shells: ShellProcess[] = [];

beforeAll(async () => {
  await seeded.create();
  const env = seeded.env();
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.EQUIPDESK_DATA_DIR });
  try {
    await database.migrate();
    await seedDemo(database.db, { scale: SMALL_SCALE });
  } finally {
    await database.close();
  }
}, 120_000);

afterAll(async () => {
  await Promise.all(shells.map(stopShell));
  await seeded.remove();
});

describe('the README', () => {
  it('shows command lines that start the server', () => {
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) expect(line).toMatch(STARTS_SERVER);
  });
});

describe.each(runs)('`%s`', (line) => {
  it(
    `starts the server, which answers GET /api/config (${onPostgres ? 'PostgreSQL' : 'embedded database'})`,
    async () => {
      const seeds = !Number.isNaN(scaleOf(line));
      // A --scale line seeds a database of its own, to show the number reached the server.
      const store = seeds ? cliStore('cli-scale') : seeded;
      if (seeds) await store.create();
      try {
        const env = store.env();
        const port = await freePort();
        const run = asRun(line, env.DATABASE_URL ?? '');
        const shell = await startShell(run, { cwd: root, env: { ...env, PORT: String(port), LOG_LEVEL: 'warn' }, timeoutMs: START_TIMEOUT_MS });
        shells.push(shell);
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/config`);
          expect(response.status, shell.output()).toBe(200);
          expect(await response.json()).toMatchObject({ success: true, result: { version: expect.any(String) } });
          if (seeds) expect(shell.output()).toMatch(new RegExp(`Seeded demo data in [\\d.]+ s: ${Math.min(scaleOf(line), SMALL_SCALE)} assets`));
          if (/--workers\s+auto\b/.test(line)) expect(shell.output()).toContain(`(postgres, ${availableParallelism()} processes)`);
          if (/\bpnpm\s+dev\b/.test(line)) await expectViteProxies(shell);
        } finally {
          await stopShell(shell);
        }
      } finally {
        if (seeds) await store.remove();
      }
    },
    START_TIMEOUT_MS + 30_000,
  );
});
