import { existsSync, mkdirSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type FrameLocator, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import type { LogStream } from '../../apps/api/src/app';
import type { Config } from '../../apps/api/src/config';
import { allowBrandOrigins, startTestApp, type TestApp } from '../../apps/api/src/testing/test-app';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ARTIFACTS = path.join(root, 'e2e/artifacts');
const WEB_DIST = path.join(root, 'apps/web/dist');

export interface Harness {
  app: TestApp;
  baseUrl: string;
  browser: Browser;
  close(): Promise<void>;
}

/** The real server (built web app, API, seeded PGlite) on a free port (or the one given), and Debian's Chromium. */
export async function startHarness(config: Partial<Config> = {}, options: { logStream?: LogStream; port?: number } = {}): Promise<Harness> {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error('Build the web app first: npm run build');
  // A file's checks do not lean on another's, whichever ran before it in this worker.
  contrastChecked.clear();
  mkdirSync(ARTIFACTS, { recursive: true });
  // The port is chosen first (links in mails lead to the public base URL, which is this server) and
  // held until the server listens, so a browser test file running beside this one cannot take it.
  const held = options.port === undefined ? await holdFreePort() : null;
  const port = options.port ?? (held?.port as number);
  const app = await startTestApp({
    config: {
      WEB_DIST,
      EMBED_DIST: path.join(root, 'apps/embed/dist'),
      LOOKUP_RATE_LIMIT: 100,
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      ...config,
    },
    logStream: options.logStream,
  }).finally(() => held?.release());
  const address = await app.app.listen({ port, host: '127.0.0.1' });
  const browser = await workerChromium();
  return {
    app,
    baseUrl: address,
    browser,
    async close() {
      // The next file of this worker starts with no page of this one's left open.
      await Promise.all(browser.contexts().map((context) => context.close()));
      await app.close();
    },
  };
}

let sharedChromium: Promise<Browser> | null = null;

/**
 * One Chromium for every browser test file of a test worker (they run one after another in it, and
 * each has its own contexts): a launch and its first page cost about a second of a core each time.
 * Playwright ends it with the worker.
 */
async function workerChromium(): Promise<Browser> {
  const running = await sharedChromium?.catch(() => null);
  if (running?.isConnected()) return running;
  sharedChromium = launchChromium();
  return sharedChromium;
}

/** The pages open in this worker's Chromium, for a report of where a failed test left them. */
export async function openPages(): Promise<Page[]> {
  const running = await sharedChromium?.catch(() => null);
  if (!running?.isConnected()) return [];
  return running.contexts().flatMap((context) => context.pages());
}

/** A free loopback port, kept listening (so the system gives it to no one else) until released. */
async function holdFreePort(): Promise<{ port: number; release(): Promise<void> }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * Names a hotel's page on another site as one of every demo brand's own sites (allowed_origins),
 * as a brand does for the pages it puts the widget on: only those may frame it.
 */
export async function allowHostPage(h: Harness, pageUrl: string) {
  for (const brand of ['sakura', 'formosa']) await allowBrandOrigins(h.app.app, h.app.db, brand, [new URL(pageUrl).origin]);
}

/**
 * Debian's Chromium as its headless shell (ADR 0075), with the flags this machine needs and any a
 * test adds. E2E_CHROMIUM_PATH may name another build for the browser tests (the full browser works too).
 */
export function launchChromium(
  extraArgs: string[] = [],
  executablePath = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}

/**
 * Debian's full Chromium (CHROMIUM_PATH, as the benchmarks name it), for the one thing the headless
 * shell does differently: each context is a private window, which refuses a third-party frame its
 * cookies and storage as a guest's browser may.
 */
export function launchFullChromium(): Promise<Browser> {
  return launchChromium([], process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
}

/** A page in a fresh browser context (its own cookies and storage), as a new visitor has. */
export async function newPage(h: Harness, options: { locale?: string; width?: number; height?: number } = {}): Promise<Page> {
  const context = await h.browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    locale: options.locale ?? 'en-US',
  });
  return context.newPage();
}

/** A text field by its accessible name, as a screen reader announces it. */
export function field(page: Page, name: string | RegExp) {
  return page.getByRole('textbox', { name, exact: typeof name === 'string' });
}

/**
 * Whether screens are kept as pictures: always when the tests run on their own, under `npm test` only
 * with E2E_SCREENSHOTS=1. A full-page picture costs Chromium about half a second, and a run's
 * pictures, thrown away with its clone, about a minute of the whole run.
 */
export const keepsScreenshots = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS === '1' : process.env.CI !== 'true';

/** Keeps a picture of the whole page, or of one part of it, as e2e/artifacts/<name>.png. */
export async function screenshot(target: Page | Locator, name: string) {
  if (!keepsScreenshots) return;
  const file = path.join(ARTIFACTS, `${name}.png`);
  await ('goto' in target ? target.screenshot({ path: file, fullPage: true }) : target.screenshot({ path: file }));
}

/** Screens whose colours a test file has had axe check already: see expectAccessible. */
const contrastChecked = new Set<string>();

/**
 * axe finds no WCAG 2.2 A or AA violation, of any impact, on the page as it stands (frames included).
 * Colour contrast, two thirds of axe's time, is checked on a file's first look at each screen; a
 * later look at the same screen checks every other rule. A screen is what sets its styles apart:
 * the paths of the page and its frames, the language and width, the main heading (the console's
 * screens share one path), the dialogs open, and whether errors are shown.
 */
export async function expectAccessible(page: Page) {
  const frames = page.frames().map((frame) => (URL.canParse(frame.url()) ? new URL(frame.url()).pathname : frame.url()));
  const screen = `${frames.join(' ')} ${await page.evaluate(screenOf)}`;
  const checksContrast = !contrastChecked.has(screen);
  // options() first: it replaces every option, the tags included.
  let axe = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (!checksContrast) axe = axe.disableRules(['color-contrast']);
  // axe's default run gathers every frame's results in a blank page of its own, which only frames
  // of another origin need; without them, the run in the page itself costs a third of the time.
  const results = await (hasFrameOfAnotherOrigin(page) ? axe : axe.setLegacyMode(true)).analyze();
  expect(results.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  if (checksContrast) contrastChecked.add(screen);
}

/** What tells one screen of the page from another, for expectAccessible (runs in the page). */
function screenOf(): string {
  const dialogs = Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')).map(
    (dialog) => dialog.getAttribute('aria-label') ?? dialog.querySelector('h1, h2, h3')?.textContent ?? 'dialog',
  );
  const errors = document.querySelector('[aria-invalid="true"], [role="alert"], .field-error') !== null;
  return [
    document.documentElement.lang,
    window.innerWidth,
    document.querySelector('h1')?.textContent?.trim() ?? '',
    dialogs.join('+'),
    errors ? 'errors' : '',
  ].join(' | ');
}

function hasFrameOfAnotherOrigin(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().some((frame) => {
    const url = frame.url();
    // about:blank and about:srcdoc frames take their parent's origin.
    return url !== '' && !url.startsWith('about:') && new URL(url).origin !== origin;
  });
}

/** Collects errors the page throws, so a test can insist there were none. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Fills the guest details form in English for one room and accepts the terms, on the page or inside the widget's frame. */
export async function fillEnglishGuest(
  target: Page | FrameLocator,
  email: string,
  guest: { first: string; last: string; phone: string } = { first: 'Alex', last: 'Smith', phone: '+447700900123' },
) {
  const text = (name: string) => target.getByRole('textbox', { name, exact: true });
  await text('Last name').fill(guest.last);
  await text('First name').fill(guest.first);
  await text('Email').fill(email);
  await text('Confirm email').fill(email);
  await text('Phone').fill(guest.phone);
  await text('Last name (English)').fill(guest.last);
  await text('First name (English)').fill(guest.first);
  await target.getByRole('checkbox', { name: /I accept the hotel/ }).check();
}

/**
 * Chooses paying at the hotel on the payment step, where the surest way (a card) is chosen first;
 * not the card guarantee, whose name starts the same.
 */
export async function payAtHotel(scope: Page | FrameLocator, name: RegExp = /^Pay at the hotel(?! \()/) {
  await scope.getByRole('radio', { name }).check();
}
