import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSignUp } from '../../testing/members';
import { firstError, startTestApp, type TestApp } from '../../testing/test-app';

// The loader's sources hold the demo pages as the build copies them.
const EMBED_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../embed');

let demo: TestApp;
let production: TestApp;
beforeAll(async () => {
  [demo, production] = await Promise.all([
    startTestApp({ config: { EMBED_DIST } }),
    startTestApp({ config: { EMBED_DIST, DEMO_MODE: false } }),
  ]);
});
afterAll(async () => Promise.all([demo?.close(), production?.close()]));

describe('demo mode', () => {
  it('is told to the widget, which says so on every page', async () => {
    const demoMode = async (t: TestApp) =>
      (await t.app.inject({ url: '/api/v1/hotels/sakura-ginza/settings/booking_widget' })).json().data.demo_mode;
    expect(await demoMode(demo)).toBe(true);
    expect(await demoMode(production)).toBe(false);
  });
});

describe('the demo mailbox', () => {
  it('shows the mail kept for an address in demo mode', async () => {
    await memberSignUp(demo.app, 'mailbox.demo@example.com');
    const mailbox = await demo.app.inject({ url: '/api/v1/demo/mailbox?to=mailbox.demo@example.com' });
    expect(mailbox.statusCode).toBe(200);
    expect(mailbox.json().data[0].link).toContain('confirmation_token=');
    expect((await demo.app.inject({ url: '/demo/mailbox.html' })).body).toContain('Demo mailbox');
  });

  it('does not exist without demo mode: no one reads anyone else’s confirmation or reset links', async () => {
    await memberSignUp(production.app, 'mailbox.production@example.com');
    const mailbox = await production.app.inject({ url: '/api/v1/demo/mailbox?to=mailbox.production@example.com' });
    expect([mailbox.statusCode, firstError(mailbox.json()).code]).toEqual([404, 'NOT_FOUND']);
    // The demo pages are not served either, under /demo/ or beside the loader (a built widget may answer the address instead).
    for (const url of ['/demo/mailbox.html', '/embed/demo/mailbox.html'])
      expect((await production.app.inject({ url })).body).not.toContain('Demo mailbox');
  });
});
