/**
 * A guest's first visit to booking/result on a slow phone: Chromium with the CPU slowed 4× and a
 * slow 4G network (150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up), an empty cache and no
 * cookies each run, against the production build served by the API. Prints the median of the
 * runs: first paint (the skeleton, where there is one), first contentful paint, the hotel's
 * header, the first result card, and when each API call started.
 *
 *   npm run build && npm run bench:first-load
 *
 * BENCH_RUNS sets the number of runs (5); WEB_DIST measures another build of the web app.
 */
import { chromium, type Page } from 'playwright-core';
import { benchDatabase, CHROMIUM_FLAGS, CHROMIUM_PATH, startServer, stopServer } from '../server';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHECKIN = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const CHECKOUT = new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 10);
const PAGES = {
  'bare address': '/booking/result?code=sakura-ginza',
  'dates in address': `/booking/result?code=sakura-ginza&checkin=${CHECKIN}&checkout=${CHECKOUT}&adults=2`,
  'dates, Arabic': `/booking/result?code=sakura-ginza&checkin=${CHECKIN}&checkout=${CHECKOUT}&adults=2&locale=ar`,
};
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

interface Run {
  first_paint_ms: number;
  first_contentful_paint_ms: number;
  header_ms: number;
  results_ms: number;
  session_call_ms: number;
  settings_call_ms: number;
  rooms_call_ms: number;
}

// Runs in the page before its own scripts: notes when the hotel's header and the first result card appear (not the skeleton's).
const WATCH = `(() => {
  const seen = (window.__firstLoad = {});
  new MutationObserver(() => {
    if (!seen.header && document.querySelector('.site-header .brand')) seen.header = performance.now();
    if (!seen.results && document.querySelector('.room-card:not(.skeleton-card), .plan-card')) seen.results = performance.now();
  }).observe(document, { childList: true, subtree: true });
})();`;

// What the page noted, and when each API call started, from the browser's resource timings.
const READ = `(() => {
  const seen = window.__firstLoad;
  const paint = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
  const calls = performance.getEntriesByType('resource');
  const started = (pattern) => calls.find((call) => pattern.test(call.name))?.startTime ?? NaN;
  return {
    first_paint_ms: paint('first-paint'),
    first_contentful_paint_ms: paint('first-contentful-paint'),
    header_ms: seen.header ?? NaN,
    results_ms: seen.results ?? NaN,
    session_call_ms: started(/\\/api\\/v1\\/client_sessions/),
    settings_call_ms: started(/\\/settings\\/booking_widget/),
    rooms_call_ms: started(/\\/hotels\\/[^/]+\\/rooms\\?/),
  };
})()`;

async function visit(page: Page, url: string): Promise<Run> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForSelector('.room-card:not(.skeleton-card), .plan-card', { timeout: 60_000 });
  // A string, not a function: the TypeScript runner would wrap a function in helpers the page lacks.
  return page.evaluate<Run>(READ);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

const database = await benchDatabase('pglite');
const server = await startServer({ ...database.env, ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}) });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  console.log(`First visit to booking/result, CPU 4× slower, slow 4G, cold cache; median of ${RUNS} runs (ms from navigation)\n`);
  for (const [name, path] of Object.entries(PAGES)) {
    // Once unmeasured, so the server's own caches are warm and only the browser's side is timed.
    const runs: Run[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
      const page = await context.newPage();
      await page.addInitScript(WATCH);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const run = await visit(page, `${server.base}${path}`);
      if (i > 0) runs.push(run);
      await context.close();
    }
    const keys = Object.keys(runs[0] as Run) as Array<keyof Run>;
    const result = Object.fromEntries(keys.map((key) => [key, Math.round(median(runs.map((r) => r[key])))])) as unknown as Run;
    console.log(
      `${name.padEnd(17)} first paint ${result.first_paint_ms}, first contentful paint ${result.first_contentful_paint_ms}, header ${result.header_ms}, results ${result.results_ms}; ` +
        `calls started: session ${result.session_call_ms}, settings ${result.settings_call_ms}, rooms ${result.rooms_call_ms}`,
    );
  }
} finally {
  await browser.close();
  await stopServer(server);
  await database.drop();
}
