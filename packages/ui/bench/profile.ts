// Where the DataTable bench's time goes: builds the bench page in production mode without
// minifying (readable names, same code), records a CPU profile in Chromium and prints the
// functions with the most self time, first within the first render (under `flushSync`), then
// while scrolling top to bottom. Run: npx tsx packages/ui/bench/profile.ts [--runs 3]
import { mkdtemp, rm } from 'node:fs/promises';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { CDPSession } from 'playwright-core';
import { CHROMIUM_ARGS, TRACE_CATEGORIES, buildBench, cpuBetween, parseTrace, serve } from './run';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  parent?: number;
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function label(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url ? url.split('/').pop() : '';
  return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
}

/** Self time per function, over the samples whose stack passes through `within` (all when null). */
function summarise(profile: Profile, within: RegExp | null, top = 25): string {
  const byId = new Map<number, ProfileNode>();
  for (const node of profile.nodes) byId.set(node.id, node);
  for (const node of profile.nodes) for (const child of node.children ?? []) {
    const c = byId.get(child);
    if (c) c.parent = node.id;
  }
  const inside = new Map<number, boolean>();
  const isInside = (id: number): boolean => {
    if (within === null) return true;
    const known = inside.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id);
    const yes = node !== undefined && (within.test(node.callFrame.functionName) || (node.parent !== undefined && isInside(node.parent)));
    inside.set(id, yes);
    return yes;
  };
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    // timeDeltas[i] is the time before sample i; the next delta is this sample's own duration.
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (!isInside(id)) return;
    const node = byId.get(id);
    if (!node) return;
    const key = label(node);
    self.set(key, (self.get(key) ?? 0) + dt);
    total += dt;
    const seen = new Set<string>();
    for (let at: ProfileNode | undefined = node; at; at = at.parent === undefined ? undefined : byId.get(at.parent)) {
      const name = label(at);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + dt);
    }
  });
  const components = [...inclusive.entries()]
    .filter(([name]) => /^[A-Z]|render|measure|getRect|observe|inject|insertRule|useVirtualizer|commit/.test(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => `  ${ms.toFixed(1).padStart(7)} ms  ${name}`);
  const lines = [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => `  ${ms.toFixed(1).padStart(7)} ms  ${name}`);
  return [`  total ${total.toFixed(1)} ms; self time:`, ...lines, '  inclusive time (components, React phases, layout):', ...components].join('\n');
}

/** The call tree under the first frame matching `root`, frames over `minMs` inclusive. */
function tree(profile: Profile, root: RegExp, minMs = 2, maxDepth = 40): string {
  const byId = new Map<number, ProfileNode>();
  for (const node of profile.nodes) byId.set(node.id, node);
  const own = new Map<number, number>();
  profile.samples.forEach((id, i) => own.set(id, (own.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000));
  const inclusive = new Map<number, number>();
  const total = (id: number): number => {
    const known = inclusive.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id);
    const sum = (own.get(id) ?? 0) + (node?.children ?? []).reduce((acc, child) => acc + total(child), 0);
    inclusive.set(id, sum);
    return sum;
  };
  const out: string[] = [];
  const walk = (id: number, depth: number) => {
    const node = byId.get(id);
    if (!node || depth > maxDepth) return;
    const ms = total(id);
    if (ms < minMs) return;
    out.push(`${'  '.repeat(depth)}${ms.toFixed(1)} ${label(node)}`);
    for (const child of [...(node.children ?? [])].sort((a, b) => total(b) - total(a))) walk(child, depth + 1);
  };
  const visit = (id: number) => {
    const node = byId.get(id);
    if (!node) return;
    if (root.test(node.callFrame.functionName)) walk(id, 0);
    else for (const child of node.children ?? []) visit(child);
  };
  visit(profile.nodes[0]?.id ?? 1);
  return out.join('\n');
}

async function record(cdp: CDPSession, run: () => Promise<void>): Promise<Profile> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await run();
  const { profile } = await cdp.send('Profiler.stop');
  return profile as unknown as Profile;
}

/** `--times N`: N fresh browsers, no profiler, the first-render figures of each (CPU: min and median). */
async function times(n: number): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'equipdesk-times-'));
  await buildBench(dir, { minify: !process.argv.includes('--no-minify') });
  const srv = await serve(dir);
  const { port } = srv.address() as AddressInfo;
  const figures: number[] = [];
  const shells: number[] = [];
  const walls: number[] = [];
  try {
    for (let i = 0; i < n; i++) {
      const b = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
      try {
        const page = await b.newPage({ viewport: { width: 1440, height: 900 } });
        page.on('console', (m) => { if (m.text().startsWith('ROOT')) console.log(m.text()); });
        await b.startTracing(page, { categories: TRACE_CATEGORIES });
        await page.goto(`http://127.0.0.1:${port}/datatable.html?rows=1000${process.env.Q ?? ''}`);
        await page.waitForFunction(() => window.__bench !== undefined);
        const trace = parseTrace(await b.stopTracing());
        figures.push(cpuBetween(trace, 'datatable-first-render-start', 'datatable-first-render-end'));
        walls.push(await page.evaluate(() => window.__bench?.firstRenderMs ?? Number.NaN));
        shells.push(cpuBetween(trace, 'app-shell-start', 'app-shell-end'));
      } finally {
        await b.close();
      }
    }
  } finally {
    await new Promise<void>((resolve) => srv.close(() => resolve()));
    await rm(dir, { recursive: true, force: true });
  }
  const sorted = [...figures].sort((a, b) => a - b);
  console.log(`app shell, CPU: ${shells.map((f) => f.toFixed(1)).join(', ')} ms`);
  console.log(`first render, wall clock: ${walls.map((f) => f.toFixed(1)).join(', ')} ms`);
  console.log(`first render, CPU: ${figures.map((f) => f.toFixed(1)).join(', ')} ms; min ${sorted[0]?.toFixed(1)}, median ${sorted[Math.floor(n / 2)]?.toFixed(1)}`);
}

/** `--breakdown`: main-thread CPU time of the table's first render by kind (style, layout, GC,
 * the rest being script), from a detailed trace (which slows the page a little). */
async function breakdown(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'equipdesk-breakdown-'));
  await buildBench(dir);
  const srv = await serve(dir);
  const { port } = srv.address() as AddressInfo;
  const b = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await b.newPage({ viewport: { width: 1440, height: 900 } });
    await b.startTracing(page, { categories: [...TRACE_CATEGORIES, 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'] });
    await page.goto(`http://127.0.0.1:${port}/datatable.html?rows=1000`);
    await page.waitForFunction(() => window.__bench !== undefined);
    const trace = parseTrace(await b.stopTracing());
    const start = trace.find((e) => e.name === 'datatable-first-render-start' && e.tts !== undefined);
    const end = trace.find((e) => e.name === 'datatable-first-render-end' && e.tts !== undefined);
    if (!start || !end) throw new Error('marks missing');
    const byName = new Map<string, number>();
    for (const e of trace) {
      if (e.tid !== start.tid || e.pid !== start.pid || e.ph !== 'X' || e.ts < start.ts || e.ts > end.ts) continue;
      if (!/^(UpdateLayoutTree|Layout|MinorGC|MajorGC|V8\.GC_SCAVENGER|ParseHTML|v8\.compile|V8\.CompileLazy|v8\.parseOnBackground|V8\.ParseFunction)/.test(e.name)) continue;
      byName.set(e.name, (byName.get(e.name) ?? 0) + (e.tdur ?? 0) / 1000);
      if (process.argv.includes('--events') && /^(UpdateLayoutTree|Layout)$/.test(e.name)) {
        const args = (e as unknown as { args?: unknown }).args;
        console.log(`  ${e.name} ${((e.tdur ?? 0) / 1000).toFixed(1)} ms ${JSON.stringify(args).slice(0, 300)}`);
      }
    }
    console.log(`first render CPU ${cpuBetween(trace, 'datatable-first-render-start', 'datatable-first-render-end').toFixed(1)} ms, of which:`);
    for (const [name, ms] of [...byName].sort((x, y) => y[1] - x[1])) console.log(`  ${ms.toFixed(1).padStart(6)} ms  ${name}`);
  } finally {
    await b.close();
    await new Promise<void>((resolve) => srv.close(() => resolve()));
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--breakdown')) {
  await breakdown();
  process.exit(0);
}

const timesAt = process.argv.indexOf('--times');
if (timesAt >= 0) {
  await times(Number(process.argv[timesAt + 1]));
  process.exit(0);
}

const runsAt = process.argv.indexOf('--runs');
const runs = runsAt >= 0 ? Number(process.argv[runsAt + 1]) : 1;
const outDir = await mkdtemp(path.join(os.tmpdir(), 'equipdesk-profile-'));
let server: http.Server | undefined;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  await buildBench(outDir, { minify: false });
  server = await serve(outDir);
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let r = 0; r < runs; r++) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    // Same origin first, so the profiled navigation stays in this renderer.
    await page.goto(`${baseUrl}/none`).catch(() => undefined);
    const cdp = await page.context().newCDPSession(page);
    const first = await record(cdp, async () => {
      await page.goto(`${baseUrl}/datatable.html?rows=1000`);
      await page.waitForFunction(() => window.__bench !== undefined);
    });
    const firstRenderMs = await page.evaluate(() => window.__bench?.firstRenderMs ?? Number.NaN);
    console.log(`\nRun ${r + 1}: first render ${firstRenderMs.toFixed(1)} ms (profiled, so slower than the bench)`);
    console.log(summarise(first, /^flushSync/));
    if (process.argv.includes('--tree')) console.log(tree(first, /^flushSync/));
    const scroll = await record(cdp, async () => {
      await page.evaluate(`(async () => {
        const scroller = document.querySelector('[role="table"]');
        const step = scroller.clientHeight * 0.75;
        while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
          scroller.scrollTop += step;
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
      })()`);
    });
    console.log('Scrolling top to bottom:');
    console.log(summarise(scroll, null));
    await page.close();
  }
} finally {
  await browser.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await rm(outDir, { recursive: true, force: true });
}
