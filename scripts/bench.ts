/**
 * EquipDesk performance figures. Prints each figure with its budget and exits non-zero when one is
 * over budget (the figures live here, not in timed unit tests).
 *
 *   /login JavaScript   bytes transferred for every script /login loads in Chromium (brotli from the server)
 *   dashboard           JavaScript /dashboard transfers signed in, the script files it asks for until its charts show,
 *                       and no victory chunk on its ASSETS tab (plain SVG charts; victory comes with a line chart
 *                       only), /login or /users
 *   DataTable           1,000 rows × 18 columns in Chromium: first render, rows in the DOM, longest task while scrolling
 *   permissions matrix  the real console's matrix (~280 × the demo roles): longest task scrolling and toggling
 *   assets page         the real console's /assets on the demo data: choosing 1,000 rows a page until they show,
 *                       and the longest task scrolling them
 *   assets list p95     a 1,000-row page of assets with search and three filters, on 100,000 seeded assets
 *   orders list p95     a 1,000-row page of orders (ACTIVE, newest first) over HTTP on the same `--scale` seed
 *   uploads             a 10,000-row asset upload on the embedded database, from the POST until it is COMPLETED;
 *                       GET /api/config p99 and the server's memory while hostile workbooks and a 50,000-row CSV
 *                       are previewed
 *   live list           another user's change (an order assigned through the API) until an open /orders shows it
 *   exports             GET assets/export.csv and .xlsx of 100,000 seeded assets over HTTP, the whole body read:
 *                       seconds each and the server's resident memory growth while it streams, and a productivity
 *                       export request's job; twenty XLSX exports at once: the slowest 429 (≤ 100 ms) and the p99
 *                       of GET /api/config and a 50-row orders page meanwhile (PostgreSQL ≤ 100 ms; the embedded
 *                       database ≤ 100 ms above the quiet server's); with DATABASE_URL on PostgreSQL too
 *   lighthouse          Lighthouse performance and accessibility scores of /login and, signed in as supervisor, /dashboard,
 *                       desktop and mobile presets, medians of `BENCH_SAMPLES` (3) runs in the same Chromium: ≥ 95
 *                       each, but mobile performance ≥ 80
 *   load                autocannon against the real server: req/s and p50/p99 on the embedded database and,
 *                       with DATABASE_URL, on PostgreSQL with one API process per core (plus a 200-connection soak);
 *                       and a save and a 50-row page with the audit trail and without (packages/server/bench/audit.ts)
 *   audit               GET /api/audit by a user and a week over 1,000,000 events, and their chain's verification
 *                       (PostgreSQL: DATABASE_URL)
 *   million             the calls staff make on 1,000,000 assets (PostgreSQL: DATABASE_URL; `--keep-db` keeps the
 *                       seeded database): every list, sort, report and dashboard statistic, p95 against its budget
 *
 * `--only login|dashboard|lighthouse|datatable|matrix|assetspage|assets|orders|uploads|live|exports|load|audit|million` runs one group; `--no-build` reuses the built console.
 */
import { benchDataTable } from '../packages/ui/bench/run';
import { benchAssetsList } from '../packages/server/bench/assets';
import { benchOrdersList } from '../packages/server/bench/orders';
import { benchAssetUpload, benchUploadIsolation } from '../packages/server/bench/uploads';
import { benchLoad } from '../packages/server/bench/load';
import { benchExports } from '../packages/server/bench/exports';
import { benchMillion } from '../packages/server/bench/million';
import { auditLogFigures, auditOverheadFigures } from '../packages/server/bench/audit';
import { benchPermissionsMatrix } from '../packages/console/bench/permissions';
import { benchAssetsPage } from '../packages/console/bench/assets';
import { benchLiveList } from '../packages/console/bench/live';
import { benchLighthouse } from '../packages/console/bench/lighthouse';
import { dashboardJavaScript, loginJavaScript, withConsole, type Figure } from './bench/console';

async function loginFigures(): Promise<Figure[]> {
  return [await withConsole(loginJavaScript)];
}

async function dashboardFigures(): Promise<Figure[]> {
  return withConsole(dashboardJavaScript);
}

/** The score the console keeps for both categories of both pages, under the desktop preset. */
const LIGHTHOUSE_GOAL = 95;
/** The performance score both pages keep under the mobile preset (4× slower CPU, slow 4G); accessibility keeps 95. */
const LIGHTHOUSE_MOBILE_PERFORMANCE_GOAL = 80;

async function lighthouseFigures(): Promise<Figure[]> {
  const results = await withConsole((baseUrl) => benchLighthouse(baseUrl), {});
  const figures: Figure[] = [];
  for (const r of results) {
    for (const flag of r.flagged) console.log(`  lighthouse /${r.page} ${r.preset} flags ${flag}`);
    for (const category of ['performance', 'accessibility'] as const) {
      const samples = category === 'performance' ? r.performanceSamples : r.accessibilitySamples;
      const budget = r.preset === 'mobile' && category === 'performance' ? LIGHTHOUSE_MOBILE_PERFORMANCE_GOAL : LIGHTHOUSE_GOAL;
      figures.push({
        name: `Lighthouse ${category} /${r.page}, ${r.preset} preset`,
        value: r[category],
        unit: 'points',
        budget,
        atLeast: true,
        detail: `median of ${samples.length}, ${Math.min(...samples)}–${Math.max(...samples)}`,
      });
    }
  }
  return figures;
}

async function matrixFigures(): Promise<Figure[]> {
  const r = await withConsole((baseUrl) => benchPermissionsMatrix(baseUrl));
  const size = `${r.permissions} permissions × ${r.roles} roles, median of ${r.samples}`;
  return [
    { name: 'Permissions matrix: longest task while scrolling (main-thread CPU)', value: r.scrollLongestTaskMs, unit: 'ms', budget: 50, detail: size },
    { name: 'Permissions matrix: longest task while toggling a grant (main-thread CPU)', value: r.toggleLongestTaskMs, unit: 'ms', budget: 50, detail: size },
    { name: 'Permissions matrix: click to saved toggle, wall clock (information)', value: r.toggleWallMs, unit: 'ms', budget: Infinity },
  ];
}

async function assetsPageFigures(): Promise<Figure[]> {
  const r = await withConsole((baseUrl) => benchAssetsPage(baseUrl), {});
  const spread = (values: number[]) => `median of ${values.length}, ${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}; ${r.total.toLocaleString('en')} assets`;
  return [
    { name: 'Assets page: choosing 1,000 rows a page until they show, wall clock (information)', value: r.pageSizeWallMs, unit: 'ms', budget: Infinity, detail: spread(r.samples) },
    { name: 'Assets page: longest task meanwhile (main-thread CPU, information)', value: r.pageSizeLongestTaskMs, unit: 'ms', budget: Infinity },
    { name: 'Assets page: longest task while scrolling 1,000 rows (main-thread CPU)', value: r.scrollLongestTaskMs, unit: 'ms', budget: 50, detail: spread(r.scrollSamples) },
  ];
}

async function dataTableFigures(): Promise<Figure[]> {
  const r = await benchDataTable();
  const spread = (key: 'firstRenderMs' | 'firstRenderWallMs' | 'longestTaskMs' | 'longestTaskWallMs' | 'longestFrameMs') => {
    const values = r.samples.map((sample) => sample[key]);
    return `median of ${values.length} fresh loads, ${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)}`;
  };
  return [
    { name: 'DataTable 1,000 × 18: script time of the first render (main-thread CPU)', value: r.firstRenderMs, unit: 'ms', budget: 50, detail: spread('firstRenderMs') },
    { name: 'DataTable first render by the wall clock (information)', value: r.firstRenderWallMs, unit: 'ms', budget: Infinity, detail: spread('firstRenderWallMs') },
    { name: 'DataTable row elements in the DOM, 1,000 rows', value: r.rowsInDom1000, unit: 'rows', budget: 60 },
    { name: 'DataTable row elements in the DOM, 50 rows', value: r.rowsInDom50, unit: 'rows', budget: 60 },
    { name: 'DataTable longest task while scrolling top to bottom (main-thread CPU)', value: r.longestTaskMs, unit: 'ms', budget: 50, detail: spread('longestTaskMs') },
    { name: 'DataTable longest task while scrolling, wall clock (information)', value: r.longestTaskWallMs, unit: 'ms', budget: Infinity, detail: spread('longestTaskWallMs') },
    { name: 'DataTable longest frame gap while scrolling (information)', value: r.longestFrameMs, unit: 'ms', budget: Infinity, detail: spread('longestFrameMs') },
  ];
}

async function assetsFigures(): Promise<Figure[]> {
  const r = await benchAssetsList({ scale: 100_000 });
  const seeded = r.seedSeconds === undefined ? '' : ` (seeded in ${r.seedSeconds} s)`;
  console.log(`  assets list: ${r.requests} requests on ${r.scale.toLocaleString('en')} assets, ${r.matching ?? '?'} matching${seeded}`);
  return [
    { name: 'Assets list, 1,000-row page with search + 3 filters: p50', value: r.p50, unit: 'ms', budget: Infinity },
    { name: 'Assets list, 1,000-row page with search + 3 filters: p95', value: r.p95, unit: 'ms', budget: 100 },
    ...searchFigures('Assets', r.searches),
  ];
}

async function ordersFigures(): Promise<Figure[]> {
  const r = await benchOrdersList({ scale: 100_000 });
  const seeded = r.seedSeconds === undefined ? '' : ` (seeded in ${r.seedSeconds} s)`;
  console.log(`  orders list: ${r.requests} requests, pages of ${r.rows} of ${r.matching.toLocaleString('en')} ACTIVE orders (${r.orders.toLocaleString('en')} in all)${seeded}`);
  return [
    { name: 'Orders list, 1,000-row page (ACTIVE, newest first): p50', value: r.p50, unit: 'ms', budget: Infinity },
    // Set from the first measurements on the embedded database (p95 ~120 ms), to catch a regression; a read model of
    // built items, as the assets list keeps, is the way under 100 ms.
    { name: 'Orders list, 1,000-row page (ACTIVE, newest first): p95', value: r.p95, unit: 'ms', budget: 150 },
    ...searchFigures('Orders', r.searches),
  ];
}

/** A list searched for what it shows (a location name, a model code...): p50 for information, p95 within the list's budget. */
function searchFigures(list: string, searches: readonly { label: string; term: string; matching: number; p50: number; p95: number }[]): Figure[] {
  return searches.flatMap((s) => {
    const name = `${list} list, 1,000-row page searched for a ${s.label}`;
    const detail = `"${s.term}", ${s.matching.toLocaleString('en')} matching`;
    return [
      { name: `${name}: p50`, value: s.p50, unit: 'ms', budget: Infinity, detail },
      { name: `${name}: p95`, value: s.p95, unit: 'ms', budget: list === 'Orders' ? 150 : 100, detail },
    ];
  });
}

async function uploadsFigures(): Promise<Figure[]> {
  const r = await benchAssetUpload({ rows: 10_000 });
  console.log(`  uploads: ${r.rows.toLocaleString('en')} asset rows, ${r.completed.toLocaleString('en')} created, ${r.rejected} rejected; the POST alone ${r.acceptSeconds.toFixed(2)} s`);
  const iso = await benchUploadIsolation();
  for (const f of iso.files) console.log(`  uploads: preview of ${f.name} answered ${f.status} in ${f.seconds.toFixed(2)} s (${f.message})`);
  const during = 'GET /api/config, 10 clients, while two hostile workbooks (a cell of ~99 MB) and a 50,000-row CSV are previewed';
  return [
    { name: 'Asset upload of 10,000 rows, POST until COMPLETED (embedded database)', value: r.seconds, unit: 's', budget: 10 },
    { name: `${during}: p99`, value: iso.p99, unit: 'ms', budget: 100, detail: `${iso.requests} requests, p50 ${iso.p50} ms, max ${iso.maxMs} ms, ${iso.errors} errors` },
    { name: `${during}: failed requests`, value: iso.errors, unit: 'errors', budget: 0 },
    { name: `${during}: p99 of one more client calling every 10 ms`, value: iso.paced.p99, unit: 'ms', budget: 100, detail: `${iso.paced.requests} requests, max ${iso.paced.maxMs} ms` },
    { name: `${during}: files not answered as they should be (hostile 400 unreadable, CSV 200)`, value: iso.unexpectedAnswers, unit: 'files', budget: 0 },
    { name: `${during}: server resident memory above idle`, value: iso.peakRssMb - iso.idleRssMb, unit: 'MB', budget: 300, detail: `${iso.idleRssMb} MB idle, ${iso.peakRssMb} MB at most` },
  ];
}

async function liveFigures(): Promise<Figure[]> {
  const r = await withConsole((baseUrl) => benchLiveList(baseUrl));
  const spread = `median of ${r.samples.length}, ${Math.min(...r.samples).toFixed(0)}–${r.maxMs.toFixed(0)}`;
  return [
    { name: "Live list: another user's assignment until an open /orders shows it, wall clock", value: r.medianMs, unit: 'ms', budget: 5_000, detail: spread },
    { name: 'Live list: the slowest of those', value: r.maxMs, unit: 'ms', budget: 5_000 },
  ];
}

async function exportsFigures(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const r of await benchExports({ scale: 100_000 })) {
    const backend = r.backend === 'embedded' ? 'embedded database' : 'PostgreSQL';
    const seeded = r.seedSeconds === undefined ? '' : ` (seeded in ${r.seedSeconds} s)`;
    console.log(`  exports on the ${backend}: every listed asset of ${r.assets.toLocaleString('en')}${seeded}`);
    for (const f of r.figures) {
      const detail = `${f.rows.toLocaleString('en')} rows, ${(f.bytes / 1024 / 1024).toFixed(1)} MB`;
      const name = `Assets export ${f.format.toUpperCase()} of every asset over HTTP, ${backend}`;
      figures.push({ name: `${name}: whole body read, wall clock`, value: f.seconds, unit: 's', budget: 5, detail });
      figures.push({ name: `${name}: server resident memory growth`, value: f.rssGrowthMb, unit: 'MB', budget: 150 });
    }
    const p = r.pressure;
    const answered = `${p.served} served, ${p.refused} refused${p.other.length > 0 ? `, others ${p.other.join(' ')}` : ''}; slowest served ${p.slowestServedS} s`;
    figures.push({ name: `${p.exports} exports at once, ${backend}: slowest 429 (${answered})`, value: p.slowest429Ms, unit: 'ms', budget: 100 });
    figures.push({ name: `${p.exports} exports at once, ${backend}: 429s without Retry-After`, value: p.retryAfter ? 0 : p.refused, unit: 'answers', budget: 0 });
    // PostgreSQL: the p99 itself. The embedded database answers every call on the thread its statements run on, the
    // exports' among them: how far the p99 rises above the quiet server's (docs/DECISIONS.md "Exports off the main thread").
    const meanwhile = (call: string, quietMs: number, underMs: number, maxMs: number, more = '') => {
      const detail = `p99 ${underMs} ms under the exports, ${quietMs} ms on the quiet server, max ${maxMs} ms${more}`;
      return r.backend === 'postgres'
        ? ({ name: `${p.exports} exports at once, ${backend}: ${call} p99 meanwhile`, value: underMs, unit: 'ms', budget: 100, detail } satisfies Figure)
        : ({ name: `${p.exports} exports at once, ${backend}: ${call} p99 meanwhile, above the quiet server's`, value: underMs - quietMs, unit: 'ms', budget: 100, detail } satisfies Figure);
    };
    figures.push(meanwhile('GET /api/config', p.quiet.configP99Ms, p.pressure.configP99Ms, p.pressure.configMaxMs, `, ${p.pressure.samples} calls`));
    figures.push(meanwhile('50-row orders page', p.quiet.listP99Ms, p.pressure.listP99Ms, p.pressure.listMaxMs));
    figures.push({
      name: `Productivity export request of every history row, issued to COMPLETED by its job, ${backend} (information)`,
      value: r.request.seconds,
      unit: 's',
      budget: Infinity,
      detail: `${r.request.rows.toLocaleString('en')} rows, ${(r.request.bytes / 1024 / 1024).toFixed(1)} MB workbook, resident memory +${r.request.rssGrowthMb} MB`,
    });
  }
  return figures;
}

async function loadFigures(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const f of await benchLoad()) {
    const answers = f.answers === 'kept' ? 'answers kept' : 'every answer built (EQUIPDESK_KEEP_ANSWERS=0)';
    const label = `Load ${f.backend === 'embedded' ? 'embedded database' : 'PostgreSQL'}, ${answers}: ${f.name}, ${f.connections} connections, ${f.seconds} s`;
    const detail = `p50 ${f.p50} ms, p99 ${f.p99} ms, ${f.errors} errors`;
    figures.push({ name: label, value: f.requestsPerSecond, unit: 'req/s', budget: f.goalRps ?? 0, atLeast: true, detail });
    if (f.goalP99 !== undefined) {
      figures.push({ name: `${label}: p99`, value: f.p99, unit: 'ms', budget: f.goalP99 });
      figures.push({ name: `${label}: failed requests`, value: f.errors, unit: 'errors', budget: 0 });
    }
  }
  return figures;
}

/** The calls on 1,000,000 assets, on PostgreSQL only (the embedded database's goals are at 100,000). */
async function millionFigures(): Promise<Figure[]> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('  million: not run (it needs DATABASE_URL, a PostgreSQL server)');
    return [];
  }
  const r = await benchMillion(url);
  const seeded = r.seedSeconds === undefined ? '' : ` (seeded in ${r.seedSeconds} s)`;
  console.log(`  million: ${r.assets.toLocaleString('en')} assets${seeded}`);
  return [
    ...r.figures.map((f) => ({ name: `1M: ${f.call}: p95`, value: f.p95, unit: 'ms', budget: f.budget, detail: `p50 ${f.p50} ms, ${f.requests} requests` })),
    { name: '1M: the filtered list\'s count off the database\'s own', value: Math.abs(r.filterCount.answered - r.filterCount.counted), unit: 'rows', budget: 0, detail: `${r.filterCount.answered} answered, ${r.filterCount.counted} counted` },
  ];
}

const GROUPS: Record<string, () => Promise<Figure[]>> = {
  login: loginFigures,
  dashboard: dashboardFigures,
  lighthouse: lighthouseFigures,
  datatable: dataTableFigures,
  matrix: matrixFigures,
  assetspage: assetsPageFigures,
  assets: assetsFigures,
  orders: ordersFigures,
  uploads: uploadsFigures,
  live: liveFigures,
  exports: exportsFigures,
  load: async () => [...(await loadFigures()), ...(await auditOverheadFigures())],
  audit: auditLogFigures,
  million: millionFigures,
};

async function main(): Promise<void> {
  const onlyAt = process.argv.indexOf('--only');
  const only = onlyAt >= 0 ? process.argv[onlyAt + 1] : undefined;
  const figures: Figure[] = [];
  for (const [name, run] of Object.entries(GROUPS)) {
    if (only && only !== name) continue;
    figures.push(...(await run()));
  }
  console.log('\nEquipDesk bench');
  let over = 0;
  for (const f of figures) {
    const ok = f.atLeast ? f.value >= f.budget : f.value <= f.budget;
    if (!ok) over++;
    const shown = f.atLeast ? f.budget > 0 : Number.isFinite(f.budget);
    const budget = shown ? ` (budget ${f.atLeast ? '≥' : '≤'} ${f.budget} ${f.unit})` : '';
    const detail = f.detail ? ` [${f.detail}]` : '';
    console.log(`${ok ? 'ok  ' : 'OVER'} ${f.name}: ${f.value.toFixed(1)} ${f.unit}${budget}${detail}`);
  }
  process.exit(over > 0 ? 1 : 0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
