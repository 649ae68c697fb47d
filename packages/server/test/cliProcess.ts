/**
 * The server as its users start it (`src/cli.ts` in a process of its own), for the tests and benches that must
 * kill, restart or load it from outside.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SOURCE_EXEC_ARGV } from '../../../scripts/sourceCondition.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** Starts `tsx src/cli.ts` with the arguments and resolves once it prints that it listens. */
export function startCli(args: string[], env: NodeJS.ProcessEnv, timeoutMs = 180_000): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...SOURCE_EXEC_ARGV, 'src/cli.ts', ...args], {
      cwd: serverDir,
      env: { ...process.env, LOG_LEVEL: 'warn', EQUIPDESK_STATIC_DIR: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start in ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    };
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/EquipDesk on http/.test(output)) {
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve(child);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', onExit);
  });
}

/** Ends the server with the signal (SIGTERM: a clean stop; SIGKILL: a crash) and waits for it to be gone. */
export function stopCli(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
    if (signal !== 'SIGKILL') setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/**
 * Where a server started by a test keeps its data, as the environment it starts with: a fresh folder for the
 * embedded database, and with DATABASE_URL a database of its own on that server, created by `create` and dropped
 * by `remove` with the folder.
 */
export function cliStore(name: string): { env: () => NodeJS.ProcessEnv; create: () => Promise<void>; remove: () => Promise<void> } {
  const dataDir = mkdtempSync(path.join(tmpdir(), `equipdesk-${name}-`));
  const serverUrl = process.env.DATABASE_URL;
  const databaseName = `equipdesk_${name.replace(/\W/g, '_')}_${process.pid}`;
  let databaseUrl = '';
  async function onServer(statement: string): Promise<void> {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  }
  return {
    env: () => ({ EQUIPDESK_DATA_DIR: dataDir, DATABASE_URL: databaseUrl }),
    async create() {
      if (!serverUrl) return;
      await onServer(`CREATE DATABASE ${databaseName}`);
      const url = new URL(serverUrl);
      url.pathname = `/${databaseName}`;
      databaseUrl = url.toString();
    },
    async remove() {
      rmSync(dataDir, { recursive: true, force: true });
      if (serverUrl) await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    },
  };
}

export interface ShellProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr, without terminal colours (a CI may force them on). */
  output(): string;
}

/**
 * Runs a command line as a user types it (`sh -c`, in `cwd`), in a process group of its own so that `stopShell` ends
 * everything it started (pnpm, the console build, tsx, cluster workers, Vite), and resolves once it prints that the
 * server listens. The test runner's own variables (NODE_ENV=test, VITEST...) are left out: a console build under
 * NODE_ENV=test would bundle React's development build.
 */
export function startShell(line: string, options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number }): Promise<ShellProcess> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && name !== 'TEST' && !name.startsWith('VITEST')));
  const child = spawn('sh', ['-c', line], { cwd: options.cwd, env: { ...inherited, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const shell = { child, output: () => output };
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      void stopShell(shell).then(() => reject(new Error(`\`${line}\` ${reason}:\n${output}`)));
    };
    const timer = setTimeout(() => fail(`did not start the server in ${options.timeoutMs / 1000} s`), options.timeoutMs);
    const onExit = (code: number | null) => fail(`exited with ${code}`);
    const onData = (chunk: Buffer) => {
      output += stripVTControlCharacters(chunk.toString());
      if (/EquipDesk on http/.test(output)) {
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve(shell);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Ends the command's whole process group (SIGTERM, then SIGKILL after 10 s) and waits until none of it is left. */
export async function stopShell(shell: ShellProcess): Promise<void> {
  const pid = shell.child.pid;
  if (pid === undefined) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // the group is gone already
    }
  };
  signal('SIGTERM');
  const deadline = Date.now() + 10_000;
  while (groupAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  signal('SIGKILL');
  while (groupAlive(pid)) await new Promise((r) => setTimeout(r, 100));
}
