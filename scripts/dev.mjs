// `pnpm dev`: the API on :3000 (watch mode) and the console in Vite on :5173, proxying /api.
import { spawn } from 'node:child_process';

const children = [
  spawn('pnpm', ['--filter', '@equipdesk/server', 'dev'], { stdio: 'inherit' }),
  spawn('pnpm', ['--filter', '@equipdesk/console', 'dev'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { if (code) { stop(); process.exitCode = code; } });
