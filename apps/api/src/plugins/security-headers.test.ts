import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookWithCard } from '../modules/payments/testing';
import { allowBrandOrigins, setTokyoStock, startTestApp, tokyoDate, type TestApp } from '../testing/test-app';

/** A built web app and loader as small as can be: one inline script, as the real index.html has. */
const INLINE_SCRIPT = "document.documentElement.dataset.checked = 'yes';";
const dist = mkdtempSync(path.join(os.tmpdir(), 'yado-headers-'));
const web = path.join(dist, 'web');
const embed = path.join(dist, 'embed');
mkdirSync(path.join(web, 'assets'), { recursive: true });
mkdirSync(path.join(embed, 'demo'), { recursive: true });
writeFileSync(path.join(web, 'index.html'), `<!doctype html><html><body><script>${INLINE_SCRIPT}</script></body></html>`);
writeFileSync(path.join(web, 'assets/app.js'), 'export {};');
mkdirSync(path.join(web, 'console'));
writeFileSync(path.join(web, 'console/index.html'), '<!doctype html><html><body>Console</body></html>');
writeFileSync(path.join(embed, 'loader.js'), 'void 0;');
writeFileSync(path.join(embed, 'demo/index.html'), '<!doctype html><html><body>Hotel</body></html>');
writeFileSync(path.join(embed, 'demo/chatbot.html'), '<!doctype html><html><body>Chatbot</body></html>');
writeFileSync(path.join(embed, 'demo/mailbox.html'), '<!doctype html><html><body>Mailbox</body></html>');
// As the build leaves them: each page beside its compressed copies.
writeFileSync(path.join(embed, 'demo/chatbot.html.gz'), gzipSync('<!doctype html><html><body>Chatbot</body></html>'));
const inlineHash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;

const policyOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    String(headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = '', ...values] = directive.split(/\s+/);
        return [name, values];
      }),
  ) as Record<string, string[]>;

let t: TestApp;
let behindTls: TestApp;
beforeAll(async () => {
  [t, behindTls] = await Promise.all([
    startTestApp({ config: { WEB_DIST: web, EMBED_DIST: embed } }),
    startTestApp({ config: { WEB_DIST: web, EMBED_DIST: embed, DEMO_MODE: false, PUBLIC_BASE_URL: 'https://book.example.com' } }),
  ]);
  await allowBrandOrigins(t.app, t.db, 'sakura', ['https://www.sakura-hotels.example']);
});
afterAll(async () => Promise.all([t?.close(), behindTls?.close()]));

describe('security headers', () => {
  it('let a widget page be framed by its brand’s own sites and ours, and run only our scripts', async () => {
    const page = await t.app.inject({ url: '/booking/result?code=sakura-ginza' });
    expect(page.statusCode).toBe(200);
    const policy = policyOf(page.headers);
    expect(policy['frame-ancestors']).toEqual(["'self'", 'http://localhost:3000', 'https://www.sakura-hotels.example']);
    expect(policy['script-src']).toEqual(["'self'", inlineHash]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(page.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': expect.stringContaining('camera=()'),
    });
    // frame-ancestors decides; X-Frame-Options could only say "our own pages".
    expect(page.headers['x-frame-options']).toBeUndefined();
    // No HSTS without TLS: it would lock a plain-http demo out of its own address.
    expect(page.headers['strict-transport-security']).toBeUndefined();

    const otherBrand = policyOf((await t.app.inject({ url: '/booking/result?code=formosa-daan' })).headers);
    expect(otherBrand['frame-ancestors']).toEqual(["'self'", 'http://localhost:3000']);
    const corporate = policyOf((await t.app.inject({ url: '/corporate/sakura-ginza/sign-in' })).headers);
    expect(corporate['frame-ancestors']).toContain('https://www.sakura-hotels.example');
    const noHotel = policyOf((await t.app.inject({ url: '/sign-in' })).headers);
    expect(noHotel['frame-ancestors']).toEqual(["'self'", 'http://localhost:3000']);
  });

  it('let other sites load the loader, and nothing else of ours', async () => {
    const loader = await t.app.inject({ url: '/embed/loader.js' });
    expect(loader.headers).toMatchObject({ 'cross-origin-resource-policy': 'cross-origin', 'x-content-type-options': 'nosniff' });
    const asset = await t.app.inject({ url: '/assets/app.js' });
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('let API answers run nothing and sit in no frame', async () => {
    const api = await t.app.inject({ url: '/api/v1/hotels/sakura-ginza/settings/booking_widget' });
    expect(policyOf(api.headers)).toEqual({
      'default-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    const missing = await t.app.inject({ url: '/api/v1/nothing-here' });
    expect(policyOf(missing.headers)['default-src']).toEqual(["'none'"]);
  });

  it('let the demo pages be framed by our own pages only, compressed or not', async () => {
    for (const encoding of ['identity', 'gzip']) {
      const chatbot = await t.app.inject({ url: '/demo/chatbot.html', headers: { 'accept-encoding': encoding } });
      expect(chatbot.headers['content-encoding']).toBe(encoding === 'gzip' ? 'gzip' : undefined);
      expect(policyOf(chatbot.headers)['frame-ancestors']).toEqual(["'self'"]);
      expect(policyOf(chatbot.headers)['script-src']).toEqual(["'self'", inlineHash]);
    }
  });

  it('give the API documentation a policy of its own, framed by our pages only', async () => {
    const docs = await t.app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    const policy = policyOf(docs.headers);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
    expect(policy['style-src']).toContain("'unsafe-inline'");
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('let the gateway’s card fields be framed only below our widget, running their own script only', async () => {
    const fields = await t.app.inject({ url: '/sandbox-gateway/card-fields' });
    const policy = policyOf(fields.headers);
    expect(policy['frame-ancestors']).toEqual(["'self'", 'http://localhost:3000', 'https://www.sakura-hotels.example']);
    expect(policy['script-src']).toHaveLength(2);
    expect(policy['script-src']?.[1]).toMatch(/^'sha256-/);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(fields.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('ask for HTTPS from then on (HSTS) only when the public address is https', async () => {
    const page = await behindTls.app.inject({ url: '/booking/result?code=sakura-ginza' });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(policyOf(page.headers)['frame-ancestors']).toEqual(["'self'", 'https://book.example.com']);
    expect(policyOf(page.headers)['upgrade-insecure-requests']).toEqual([]);
  });
});

describe("the 3-D Secure window's opener policy", () => {
  const opener = (answer: { headers: Record<string, unknown> }) => answer.headers['cross-origin-opener-policy'];

  it('lets the pages that open the window keep it, and keeps every other page and answer to itself', async () => {
    // The widget's payment step and the payment link page are client routes of the one app shell; the demo host and chatbot pages frame it.
    for (const url of [
      '/reservation/payment?code=sakura-ginza',
      '/payments/PAY0123456789AB?code=sakura-ginza',
      '/demo',
      '/demo/index.html',
      '/demo/chatbot.html',
    ]) {
      expect([url, opener(await t.app.inject({ url }))]).toEqual([url, 'same-origin-allow-popups']);
    }
    for (const url of [
      '/console',
      '/demo/mailbox.html',
      '/api/v1/hotels/sakura-ginza/settings/booking_widget',
      '/sandbox-gateway/card-fields',
    ]) {
      expect([url, opener(await t.app.inject({ url }))]).toEqual([url, 'same-origin']);
    }
  });

  it('sets no policy on any answer of ours the window loads or is redirected through, so the return page reaches the payment step', async () => {
    const stay = { checkin: tokyoDate(40), checkout: tokyoDate(41) };
    await setTokyoStock(t.db, 'MOD-DBL', stay.checkin, stay.checkout, { total: 5, sold: 0 });
    const booked = await bookWithCard(t.app, await t.session(), { number: '4000000000003220', ...stay });
    const challengeUrl = booked.json().data.reservation.payment.challenge_url as string;
    const page = await t.app.inject({ url: challengeUrl });
    const answered = await t.app.inject({
      method: 'POST',
      url: challengeUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=complete',
    });
    const returned = await t.app.inject({ url: answered.headers.location as string });
    // Answered again, the challenge is closed; an address that is no transaction is an error page, in the window all the same.
    const closed = await t.app.inject({ url: challengeUrl });
    const unknown = await t.app.inject({ url: '/api/v1/payments/return/not-a-transaction' });
    expect([page, answered, returned, closed, unknown].map((answer) => [answer.statusCode, opener(answer)])).toEqual([
      [200, 'unsafe-none'],
      [303, 'unsafe-none'],
      [200, 'unsafe-none'],
      [200, 'unsafe-none'],
      [422, 'unsafe-none'],
    ]);
    expect(answered.headers.location).toMatch(/^\/api\/v1\/payments\/return\//);
    expect(returned.body).toContain('challenge-finished');
  });
});
