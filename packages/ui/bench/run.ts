// DataTable bench: builds bench/datatable.html with Vite into a temp dir, serves it, and drives
// Debian's Chromium to measure the first render, the row elements in the DOM at 1,000 and 50
// rows, and the longest task while scrolling the 1,000-row table from top to bottom.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import { build } from 'vite';

export interface DataTableBench {
  /** Script time of the first render of 1,000 rows × 18 columns (render + forced layout), ms. */
  firstRenderMs: number;
  /** `[role="row"]` elements in the DOM with 1,000 rows (header row included). */
  rowsInDom1000: number;
  /** The same with 50 rows. */
  rowsInDom50: number;
  /** Longest long task (over 50 ms) seen while scrolling top to bottom; 0 when there was none. */
  longestTaskMs: number;
  /** Longest gap between animation frames while scrolling, ms (a finer view of smoothness). */
  longestFrameMs: number;
}

const benchDir = path.dirname(fileURLToPath(import.meta.url));

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

function serve(dir: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = path.join(dir, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    stat(file)
      .then((info) => {
        if (!info.isFile()) throw new Error('not a file');
        res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
        createReadStream(file).pipe(res);
      })
      .catch(() => res.writeHead(404).end());
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function openBench(page: Page, baseUrl: string, rows: 50 | 1000): Promise<void> {
  await page.goto(`${baseUrl}/datatable.html?rows=${rows}`);
  await page.waitForFunction(() => window.__bench !== undefined);
  // Let the virtualizer settle after its first measurement.
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
}

// Sent as source text: tsx (esbuild) would wrap named functions in a `__name` helper that does
// not exist in the page.
const SCROLL_SCRIPT = `(async () => {
  const scroller = document.querySelector('[role="table"]');
  if (!scroller) throw new Error('no table');
  let longestTaskMs = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestTaskMs = Math.max(longestTaskMs, entry.duration);
  });
  observer.observe({ type: 'longtask' });
  let longestFrameMs = 0;
  let last = await new Promise((resolve) => requestAnimationFrame(resolve));
  const step = scroller.clientHeight * 0.75;
  while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
    scroller.scrollTop += step;
    const now = await new Promise((resolve) => requestAnimationFrame(resolve));
    longestFrameMs = Math.max(longestFrameMs, now - last);
    last = now;
  }
  // Long tasks are reported asynchronously: give the observer a moment.
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  return { longestTaskMs, longestFrameMs };
})()`;

async function scrollTopToBottom(page: Page): Promise<{ longestTaskMs: number; longestFrameMs: number }> {
  return page.evaluate(SCROLL_SCRIPT) as Promise<{ longestTaskMs: number; longestFrameMs: number }>;
}

export async function benchDataTable(): Promise<DataTableBench> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'equipdesk-bench-'));
  let server: http.Server | undefined;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    await build({
      root: benchDir,
      base: './',
      logLevel: 'warn',
      configFile: false,
      plugins: [react()],
      build: { outDir, emptyOutDir: true, rollupOptions: { input: path.join(benchDir, 'datatable.html') } },
    });
    server = await serve(outDir);
    const { port } = server.address() as AddressInfo;
    const baseUrl = `http://127.0.0.1:${port}`;
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });

    await openBench(page, baseUrl, 1000);
    const firstRenderMs = await page.evaluate(() => window.__bench?.firstRenderMs ?? Number.NaN);
    const rowsInDom1000 = await page.evaluate(() => window.__bench?.rowElements() ?? Number.NaN);
    const { longestTaskMs, longestFrameMs } = await scrollTopToBottom(page);

    await openBench(page, baseUrl, 50);
    const rowsInDom50 = await page.evaluate(() => window.__bench?.rowElements() ?? Number.NaN);

    return { firstRenderMs, rowsInDom1000, rowsInDom50, longestTaskMs, longestFrameMs };
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await rm(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await benchDataTable();
  const round = (n: number) => Math.round(n * 10) / 10;
  console.log(`DataTable first render (1,000 × 18)   ${round(figures.firstRenderMs)} ms   (goal ≤ 50)`);
  console.log(`Row elements in DOM at 1,000 rows     ${figures.rowsInDom1000}        (goal ≤ 60)`);
  console.log(`Row elements in DOM at 50 rows        ${figures.rowsInDom50}        (goal ≤ 60)`);
  console.log(`Longest task while scrolling          ${round(figures.longestTaskMs)} ms   (goal ≤ 50; 0 = no long task)`);
  console.log(`Longest frame gap while scrolling     ${round(figures.longestFrameMs)} ms`);
}
