// `pnpm dev`: the API on :3000 (watch mode; PORT to change) and the console in Vite on :5173, proxying /api to it.
import { spawn } from 'node:child_process';

// Vite's proxy follows the API's PORT unless EQUIPDESK_API names another API.
const api = process.env.EQUIPDESK_API ?? `http://localhost:${process.env.PORT ?? 3000}`;
const children = [
  spawn('pnpm', ['--filter', '@equipdesk/server', 'dev'], { stdio: 'inherit' }),
  spawn('pnpm', ['--filter', '@equipdesk/console', 'dev'], { stdio: 'inherit', env: { ...process.env, EQUIPDESK_API: api } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { if (code) { stop(); process.exitCode = code; } });
