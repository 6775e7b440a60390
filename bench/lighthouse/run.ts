/**
 * Lighthouse 12 (mobile preset, Debian's Chromium) on the widget's first screen, median of 5 runs,
 * the demo's hotels served outside demo mode, as a hotel's guests get them.
 * Aim: performance ≥ 95, accessibility 100.
 *
 *   npm run build && npm run bench:lighthouse
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { waitForServer } from '../search/load';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.BENCH_PORT ?? 3211);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = 5;
const AIMS = { performance: 95, accessibility: 100 };
const PAGES = {
  results: '/booking/result?code=sakura-ginza',
  'results (ar)': '/booking/result?code=sakura-ginza&locale=ar',
  facilities: '/facilities?code=sakura-ginza',
};

interface Run {
  performance: number;
  accessibility: number;
  fcp_ms: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
}

/** What moved most and what painted largest in the last run of a page, to know where to look. */
const culprits: Record<string, { shifted: string[]; lcp: string }> = {};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** The metrics Lighthouse could not measure in a run (it scores such a run's performance 0). */
const unmeasured = (run: Run) =>
  (Object.entries(run) as Array<[keyof Run, number]>).filter(([, value]) => !Number.isFinite(value)).map(([key]) => key);

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  type Items = { items?: Array<{ node?: { selector?: string }; items?: Array<{ node?: { selector?: string } }> }> };
  const shifts = (audits['layout-shifts']?.details as Items | undefined)?.items ?? [];
  const lcp = (audits['largest-contentful-paint-element']?.details as Items | undefined)?.items?.[0]?.items?.[0]?.node?.selector ?? '';
  culprits[url] = { shifted: shifts.slice(0, 3).map((s) => s.node?.selector ?? ''), lcp };
  const numeric = (id: string) => Math.round((audits[id]?.numericValue ?? NaN) * 1000) / 1000;
  return {
    performance: categories.performance?.score == null ? NaN : Math.round(categories.performance.score * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    fcp_ms: Math.round(numeric('first-contentful-paint')),
    lcp_ms: Math.round(numeric('largest-contentful-paint')),
    tbt_ms: Math.round(numeric('total-blocking-time')),
    cls: numeric('cumulative-layout-shift'),
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'yado-lighthouse-'));
// Embedded PGlite in a directory of its own, seeded by a demo start that ends once it answers.
const { DATABASE_URL: _ignored, ...env } = process.env;
const serve = (mode: NodeJS.ProcessEnv) =>
  spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
    env: { ...env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...mode },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
const seeding = serve({ DEMO_MODE: 'true' });
await waitForServer(`${BASE}/api/v1/health`);
await new Promise((resolve) => {
  seeding.once('exit', resolve);
  seeding.kill();
});
// Then served as a hotel's deployment serves it: outside demo mode there is no demo band, which
// would otherwise be the page's largest paint, long before its rooms.
const secret = () => randomBytes(32).toString('hex');
const server = serve({
  DEMO_MODE: 'false',
  PUBLIC_BASE_URL: BASE,
  MEMBERSHIP_ID_KEY: secret(),
  TOTP_SECRET_KEY: secret(),
  SANDBOX_WEBHOOK_SECRET: secret(),
});
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
try {
  await waitForServer(`${BASE}/api/v1/health`);
  const summary: Record<string, Run & { measured_runs: number }> = {};
  console.log(`Lighthouse 12, mobile preset, median of ${RUNS} runs (of those that measured every metric)\n`);
  for (const [name, pagePath] of Object.entries(PAGES)) {
    await audit(`${BASE}${pagePath}`, chrome.port); // warm the server's caches; not counted
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(`${BASE}${pagePath}`, chrome.port));
    // A run that measured nothing of a metric (no largest paint seen, say) says nothing of the page's
    // speed: it is left out of the median, and said so.
    const measured = runs.filter((run) => unmeasured(run).length === 0);
    const keys = Object.keys(runs[0] as Run) as Array<keyof Run>;
    const result = Object.fromEntries(keys.map((key) => [key, median(measured.map((r) => r[key]))])) as unknown as Run;
    summary[name] = { ...result, measured_runs: measured.length };
    console.log(
      `${name.padEnd(14)} performance ${result.performance} (aim ≥ ${AIMS.performance}: ${result.performance >= AIMS.performance ? 'met' : 'NOT met'}), ` +
        `accessibility ${result.accessibility} (aim ${AIMS.accessibility}: ${result.accessibility >= AIMS.accessibility ? 'met' : 'NOT met'}); ` +
        `FCP ${result.fcp_ms} ms, LCP ${result.lcp_ms} ms, TBT ${result.tbt_ms} ms, CLS ${result.cls}`,
    );
    for (const [i, run] of runs.entries())
      if (unmeasured(run).length > 0)
        console.log(`${''.padEnd(14)} run ${i + 1} left out: Lighthouse measured no ${unmeasured(run).join(', ')}`);
    const seen = culprits[`${BASE}${pagePath}`];
    if (seen) console.log(`${''.padEnd(14)} largest paint: ${seen.lcp}; moved: ${seen.shifted.join(', ') || 'nothing'}`);
  }
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results/lighthouse.json'),
    JSON.stringify({ at: new Date().toISOString(), runs: RUNS, summary }, null, 2),
  );
} finally {
  chrome.kill();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
