/**
 * EquipDesk performance figures. Prints each figure with its budget and exits non-zero when one is
 * over budget (the figures live here, not in timed unit tests).
 *
 *   login-js-gzip   gzip size of every script /login loads, measured in Chromium
 */
import { execSync } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../packages/server/src/index';
import { CHROMIUM_ARGS } from '../e2e/support';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Figure {
  name: string;
  value: number;
  unit: string;
  budget: number;
}

async function loginJavaScript(baseUrl: string): Promise<Figure> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const bodies: Promise<number>[] = [];
    const files: string[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      files.push(new URL(res.url()).pathname);
      bodies.push(res.body().then((b) => gzipSync(b, { level: 9 }).length));
    });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    const sizes = await Promise.all(bodies);
    for (const [i, f] of files.entries()) console.log(`  ${f}  ${(sizes[i]! / 1024).toFixed(1)} KB gzip`);
    const total = sizes.reduce((a, b) => a + b, 0);
    return { name: 'JavaScript loaded by /login (gzip)', value: total / 1024, unit: 'KB', budget: 130 };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) {
    execSync('pnpm --filter @equipdesk/console build', { cwd: root, stdio: 'inherit' });
  }
  const server = await startServer({
    port: 0,
    memory: true,
    staticDir: path.join(root, 'packages/console/dist'),
    seed: { scale: 100 },
    logger: false,
  });
  const figures: Figure[] = [];
  try {
    figures.push(await loginJavaScript(server.url));
  } finally {
    await server.close();
  }
  console.log('\nEquipDesk bench');
  let over = 0;
  for (const f of figures) {
    const ok = f.value <= f.budget;
    if (!ok) over++;
    console.log(`${ok ? 'ok  ' : 'OVER'} ${f.name}: ${f.value.toFixed(1)} ${f.unit} (budget ≤ ${f.budget} ${f.unit})`);
  }
  process.exit(over > 0 ? 1 : 0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
