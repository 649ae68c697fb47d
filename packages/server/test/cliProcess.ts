/**
 * The server as its users start it (`src/cli.ts` in a process of its own), for the tests and benches that must
 * kill, restart or load it from outside.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

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
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
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
