// Lighthouse bench: the performance and accessibility scores of the built console's /login and, signed in as a demo
// user who sees the ASSETS tab, /dashboard with its charts, in Debian's Chromium against a real server. Chromium is
// started here with a debugging port; Lighthouse opens its own tab in it. The browser resolves no host name (every
// name maps to nothing), so no request leaves this machine; Lighthouse itself makes no external look-up (error
// reporting is off unless asked for, axe and its data ship in the package).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD, CHROMIUM_ARGS } from '../../../e2e/support';
import { median } from '../../ui/bench/run';

export type LighthousePreset = 'desktop' | 'mobile';
export type LighthousePage = 'login' | 'dashboard';

export interface LighthouseScores {
  page: LighthousePage;
  preset: LighthousePreset;
  /** Median score of the samples, 0–100. */
  performance: number;
  accessibility: number;
  performanceSamples: number[];
  accessibilitySamples: number[];
  /** Audits of the median performance run that scored under 0.9 (what Lighthouse flags), with their values. */
  flagged: string[];
}

/** Lighthouse could not record a run (its runtimeError). */
class LighthouseRunError extends Error {}

/** Debian's Chromium with a debugging port of its own choosing; resolves when the port is known. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'equipdesk-lighthouse-'));
  const args = [
    ...CHROMIUM_ARGS,
    '--headless',
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    // Every host name but localhost resolves to nothing: only the server on this machine is reached.
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost',
    'about:blank',
  ];
  const child: ChildProcess = spawn(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no debugging port:\n${said}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const m = said.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before it listened:\n${said}`));
    });
  });
  return {
    port,
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Signs in through the login form in the browser's default context, so its local storage holds the session. */
async function signInThere(port: number, baseUrl: string, username: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/dashboard');
    // The dashboard's ASSETS tab shows: the user sees what the Lighthouse run is meant to measure.
    await page.getByRole('figure', { name: 'Assets Status Breakdown' }).getByRole('group').waitFor();
    await page.close();
  } finally {
    // Disconnects only: the browser and its default context (with the session) stay.
    await browser.close();
  }
}

async function auditOnce(port: number, url: string, preset: LighthousePreset): Promise<Result> {
  const flags: Flags = {
    port,
    hostname: '127.0.0.1',
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility'],
    // Lighthouse clears the origin's caches before loading (a first visit); local storage, where the console keeps
    // the session, is not among the storage it clears by default.
  };
  const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse on ${url}: ${lhr.runtimeError.code}`);
  if (lhr.finalDisplayedUrl !== url) throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`);
  return lhr;
}

/**
 * A Lighthouse run, tried again (twice at most) when Lighthouse itself failed to record the load (NO_NAVSTART,
 * NO_FCP...: it asks to be run again); a wrong final page is never retried.
 */
async function audit(port: number, url: string, preset: LighthousePreset): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(port, url, preset);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof LighthouseRunError)) throw error;
      console.log(`  lighthouse ${url} ${preset}: ${error.message}; run again`);
    }
  }
}

const score = (lhr: Result, category: 'performance' | 'accessibility') => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** The audits of a category that scored under 0.9, with Lighthouse's display value. */
function flaggedAudits(lhr: Result, category: 'performance' | 'accessibility'): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => lhr.audits[ref.id]!)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
    .map((a) => `${category}: ${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

/**
 * Lighthouse on /login and on /dashboard (signed in as `username`), each preset, `samples` runs each; the medians.
 * With LIGHTHOUSE_REPORTS set to a folder, each run's JSON report is written there.
 */
export async function benchLighthouse(
  baseUrl: string,
  {
    username = 'supervisor',
    presets = ['desktop', 'mobile'] as LighthousePreset[],
    samples = Number(process.env.BENCH_SAMPLES ?? 3),
    reports = process.env.LIGHTHOUSE_REPORTS,
  } = {},
): Promise<LighthouseScores[]> {
  const chrome = await startChromium();
  try {
    const runs = new Map<string, Result[]>();
    const pages: { page: LighthousePage; url: string }[] = [
      { page: 'login', url: `${baseUrl}/login` },
      { page: 'dashboard', url: `${baseUrl}/dashboard` },
    ];
    // /login first, signed out; then the same browser signs in and the dashboard runs see the session.
    for (const { page, url } of pages) {
      if (page === 'dashboard') await signInThere(chrome.port, baseUrl, username);
      // Alternating presets sample by sample, so a passing load on the machine falls on both alike.
      for (let i = 0; i < Math.max(1, samples); i++) {
        for (const preset of presets) {
          const lhr = await audit(chrome.port, url, preset);
          const key = `${page} ${preset}`;
          runs.set(key, [...(runs.get(key) ?? []), lhr]);
          if (reports) await writeFile(path.join(reports, `${page}-${preset}-${i + 1}.json`), JSON.stringify(lhr));
        }
      }
    }
    return pages.flatMap(({ page }) =>
      presets.map((preset) => {
        const lhrs = runs.get(`${page} ${preset}`)!;
        const performanceSamples = lhrs.map((lhr) => score(lhr, 'performance'));
        const accessibilitySamples = lhrs.map((lhr) => score(lhr, 'accessibility'));
        const performance = median(performanceSamples);
        const typical = lhrs[performanceSamples.indexOf([...performanceSamples].sort((a, b) => a - b)[Math.floor(lhrs.length / 2)]!)]!;
        return {
          page,
          preset,
          performance,
          accessibility: median(accessibilitySamples),
          performanceSamples,
          accessibilitySamples,
          flagged: [...flaggedAudits(typical, 'performance'), ...flaggedAudits(typical, 'accessibility')],
        };
      }),
    );
  } finally {
    await chrome.stop();
  }
}
