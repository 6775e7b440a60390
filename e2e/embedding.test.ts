import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedMember, tokyoDate } from '../apps/api/src/testing/test-app';
import {
  allowHostPage,
  expectAccessible,
  fillEnglishGuest,
  launchFullChromium,
  newPage,
  payAtHotel,
  screenshot,
  startHarness,
  type Harness,
  watchPageErrors,
} from './support/harness';
import { startHostPage, widgetSite, type HostPage } from './support/host-page';

let h: Harness;
let widget: string;
const hosts: HostPage[] = [];
beforeAll(async () => {
  h = await startHarness();
  widget = widgetSite(h.baseUrl);
});
afterAll(async () => {
  await Promise.all(hosts.map((host) => host.close()));
  await h?.close();
});

/** A hotel page on another site with the loader, recording the widget's events and gtag calls. */
async function hotelPage(body: string): Promise<string> {
  const host = await startHostPage(`<!doctype html><html lang="en"><head><title>Hotel</title></head><body>
    <script>
      window.events = []; window.gtagCalls = [];
      window.gtag = (...args) => window.gtagCalls.push(args);
      document.addEventListener('yado:ready', () => {
        for (const type of ['booking-widget-opened', 'close', 'removeQuery', 'ga4Event', 'show-chatbot', 'getTriplabotUserId', 'triplabotSynced'])
          Yado.on(type, (payload) => window.events.push({ type, payload }));
      });
    </script>
    ${body}
    <script src="${widget}/embed/loader.js" async></script></body></html>`);
  hosts.push(host);
  await allowHostPage(h, host.url);
  return host.url;
}

const events = (page: Page) => page.evaluate(() => (window as unknown as { events: Array<{ type: string; payload: unknown }> }).events);
const eventTypes = async (page: Page) => (await events(page)).map((e) => e.type);
const envelope = (type: string, payload: unknown) => ({ protocol: 'yado-host', version: 1, type, payload });

describe('the demo host page shows every mode', () => {
  it('overlay: opens from a button, tells the page, closes from its own button and from Escape, and gives focus back', async () => {
    const page = await newPage(h);
    await page.goto(`${h.baseUrl}/demo/`);
    const button = page.getByRole('button', { name: 'Book now' }).first();
    const headingBefore = await page.getByRole('heading', { name: 'Over the page' }).boundingBox();
    await button.click();
    const overlay = page.getByRole('dialog', { name: 'Book now' });
    const frame = overlay.frameLocator('iframe');
    await frame.getByRole('article').first().waitFor();
    // The page behind neither scrolls nor shifts sideways when its scrollbar goes.
    expect(await page.getByRole('heading', { name: 'Over the page' }).boundingBox()).toEqual(headingBefore);
    await expect.poll(() => page.locator('#events').innerText()).toContain('booking-widget-opened');
    // The page behind is out of reach of Tab and screen readers while the dialog is open.
    expect(await button.evaluate((el) => el.closest('[inert]') !== null)).toBe(true);
    await screenshot(page, 'embed-overlay');
    await expectAccessible(page);

    await frame.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => overlay.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Book now');

    await button.click();
    await frame.getByRole('article').first().waitFor();
    await frame.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Escape'); // inside the frame: the widget asks the page to close it
    await expect.poll(() => overlay.count()).toBe(0);

    await page.getByRole('button', { name: '日本語で予約' }).click();
    const japanese = page.getByRole('dialog', { name: '日本語で予約' }).frameLocator('iframe');
    await japanese.getByRole('article').first().waitFor();
    expect(await japanese.locator('html').getAttribute('lang')).toBe('ja');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Escape'); // on the host page: the loader closes it
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('inline: fills its reserved box without moving the page, and follows Yado.setLocale', async () => {
    const page = await newPage(h);
    await page.goto(`${h.baseUrl}/demo/`, { waitUntil: 'domcontentloaded' });
    const below = page.getByText("The hotel's page goes on below the widget.");
    const before = await below.boundingBox();
    const frame = page.frameLocator('#inline-widget iframe');
    await frame.getByRole('article').first().waitFor();
    expect(await below.boundingBox()).toEqual(before);
    expect((await page.locator('#inline-widget').boundingBox())?.height).toBe(760);

    await page.getByRole('button', { name: "Yado.setLocale('ja')" }).click();
    await expect.poll(() => frame.locator('html').getAttribute('lang')).toBe('ja');
    await page.context().close();
  });

  it('new tab: opens the widget in a tab of its own, with where it came from', async () => {
    const page = await newPage(h);
    await page.goto(`${h.baseUrl}/demo/`);
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Book Sakura Hotel Ginza in a new tab' }).click(),
    ]);
    await tab.getByRole('article').first().waitFor();
    const url = new URL(tab.url());
    expect(url.pathname).toBe('/booking/result');
    expect(url.searchParams.get('code')).toBe('sakura-ginza');
    expect(url.searchParams.get('parentUrl')).toBe(`${h.baseUrl}/demo/`);
    expect(url.searchParams.get('parentPathname')).toBe('/demo/');
    expect(page.url()).toBe(`${h.baseUrl}/demo/`);
    // Not framed: no close button.
    expect(await tab.getByRole('button', { name: 'Close' }).count()).toBe(0);
    await page.context().close();
  });

  it('chatbot: the chatbot frames the widget without a language selector and learns who its user is', async () => {
    const page = await newPage(h);
    await page.goto(`${h.baseUrl}/demo/`);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const chat = page.frameLocator('#chat-panel');
    await chat.getByRole('button', { name: 'Hand over my session' }).click();
    const framed = chat.frameLocator('#widget');
    await framed.getByRole('article').first().waitFor();
    await expect.poll(() => chat.locator('#log').innerText()).toContain('← triplabotSynced {"user_id":"chat-guest-0042"}');
    const log = await chat.locator('#log').innerText();
    expect(log).toContain('← getTriplabotUserId {}');
    expect(log).toContain('→ receiveTriplabotSession');
    expect(await framed.getByRole('combobox', { name: 'Language' }).count()).toBe(0);
    expect(await framed.locator('html').evaluate(() => sessionStorage.getItem('yado_chatbot_user'))).toContain('demo-chat-session');
    await screenshot(page, 'embed-chatbot');
    await expectAccessible(page);

    await framed.getByRole('button', { name: 'Close' }).click();
    await chat.getByText('Anything else I can help with?').waitFor();
    await page.context().close();
  });
});

describe('on a hotel site of its own (third-party frame, cookies and storage blocked)', () => {
  // The full browser: its contexts are private windows, which refuse the frame cookies and storage.
  let blocking: Harness;
  beforeAll(async () => {
    blocking = { ...h, browser: await launchFullChromium() };
  });
  afterAll(() => blocking?.browser.close());

  it('books inside a chatbot frame from search to confirmation with one client session, and reports to gtag', async () => {
    const page = await newPage(blocking);
    const errors = watchPageErrors(page);
    const sessions: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/v1/client_sessions') && sessions.push(request.url()));
    await page.goto(
      await hotelPage(`<div id="book" style="height:800px"></div><script>
        document.addEventListener('yado:ready', () =>
          Yado.open({ hotel: 'sakura-ginza', mode: 'inline', container: '#book',
            params: { iframe: 'triplabot', checkin: '${tokyoDate(30)}', checkout: '${tokyoDate(31)}' } }));
      </script>`),
    );
    const frame = page.frameLocator('#book iframe');
    await frame.getByRole('article').first().waitFor();
    // The browser refuses this frame cookies and storage; the widget must not need them.
    const probe = await frame.locator('html').evaluate(() => {
      document.cookie = 'probe=1';
      let storage = 'allowed';
      try {
        localStorage.getItem('x');
      } catch {
        storage = 'refused';
      }
      return { cookie: document.cookie, storage };
    });
    expect(probe).toEqual({ cookie: '', storage: 'refused' });

    await frame.getByRole('button', { name: 'Book Room only' }).first().click();
    await frame.getByRole('heading', { name: 'Guest details' }).waitFor();
    const email = 'framed.guest@example.com';
    await fillEnglishGuest(frame, email);
    await frame.getByRole('button', { name: 'Continue to payment' }).click();
    await payAtHotel(frame);
    await frame.getByRole('button', { name: 'Confirm booking' }).click();
    await frame.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    const number = (await frame.locator('.reservation-number').textContent()) ?? '';

    expect(sessions).toHaveLength(1);
    expect(errors).toEqual([]);
    const gtag = await page.evaluate(() => (window as unknown as { gtagCalls: unknown[][] }).gtagCalls);
    expect(gtag.map((call) => call[1])).toEqual(expect.arrayContaining(['search', 'begin_checkout', 'purchase']));
    expect(gtag.find((call) => call[1] === 'purchase')?.[2]).toMatchObject({ transaction_id: number, currency: 'JPY' });
    const stored = await h.app.db
      .selectFrom('reservations')
      .select('booking_method')
      .where('reservation_number', '=', number)
      .executeTakeFirst();
    expect(stored?.booking_method).toBe('chatbot');
    await page.context().close();
  });

  it('reads only its host page, of the protocol and version it knows', async () => {
    const page = await newPage(blocking);
    await page.goto(await hotelPage('<div id="book" data-yado-hotel="sakura-ginza" data-yado-mode="inline" style="height:700px"></div>'));
    const frame = page.frameLocator('#book iframe');
    await frame.getByRole('article').first().waitFor();
    await expect.poll(() => eventTypes(page)).toContain('booking-widget-opened');
    const post = (message: unknown, origin = widget) =>
      page.evaluate(([m, o]) => document.querySelector('iframe')?.contentWindow?.postMessage(m, o as string), [message, origin] as const);

    // A message dispatched as if from another origin, an unknown version, a malformed payload: all ignored.
    await frame.locator('html').evaluate(
      (root, message) => {
        window.dispatchEvent(new MessageEvent('message', { data: message, origin: 'https://attacker.example', source: window.parent }));
      },
      envelope('setLocale', { locale: 'ar' }),
    );
    await post({ ...envelope('setLocale', { locale: 'ar' }), version: 2 });
    await post(envelope('setLocale', { locale: 42 }));
    await post(envelope('setCurrency', { currency: 'usd' }));
    await page.waitForTimeout(300);
    expect(await frame.locator('html').getAttribute('lang')).toBe('en');

    await post(envelope('setLocale', { locale: 'ar' }));
    await expect.poll(() => frame.locator('html').getAttribute('dir')).toBe('rtl');
    await frame.getByRole('article').first().waitFor();
    await screenshot(page, 'embed-inline-ar');
    await expectAccessible(page);
    await post(envelope('setCurrency', { currency: 'USD' }));
    await expect.poll(() => frame.locator('html').evaluate(() => new URL(location.href).searchParams.get('currency'))).toBe('USD');

    // The loader, for its part, ignores widget events that do not come from its frames.
    await page.evaluate((message) => window.postMessage(message, '*'), envelope('ga4Event', { name: 'purchase', params: {} }));
    await page.waitForTimeout(200);
    expect((await events(page)).filter((e) => e.type === 'ga4Event').map((e) => (e.payload as { name: string }).name)).not.toContain(
      'purchase',
    );
    await page.context().close();
  });

  it('takes a sign-in token out of the host page address once read (removeQuery)', async () => {
    const page = await newPage(blocking);
    const url = await hotelPage('<div id="book" data-yado-hotel="sakura-ginza" data-yado-mode="inline" style="height:700px"></div>');
    await page.goto(`${url}?room=suite&one_time_access_token=ota-1`);
    const frame = page.frameLocator('#book iframe');
    await frame.getByRole('article').first().waitFor();
    await expect.poll(() => page.url()).toBe(`${url}?room=suite`);
    expect((await events(page)).find((e) => e.type === 'removeQuery')?.payload).toEqual({ keys: ['one_time_access_token'] });
    const own = await frame.locator('html').evaluate(() => new URL(location.href).searchParams.get('parentUrl'));
    expect(own).toBe(`${url}?room=suite`);
    await page.context().close();
  });

  it('keeps a chatbot in step with sign-in: login when the member signs in, and signs out when the chatbot says so', async () => {
    const email = 'chat.member@example.com';
    await confirmedMember(h.app.app, email, { first_name: 'Sora', last_name: 'Ito' });

    const host = await startHostPage(`<!doctype html><html lang="en"><head><title>Chatbot</title></head><body>
      <script>
        window.logins = [];
        addEventListener('message', (e) => { if (e.data && e.data.type === 'login') window.logins.push(e.data.payload.signed_in); });
      </script>
      <iframe title="Booking" style="width:900px;height:760px" src="${widget}/chat-sign-in?code=sakura-ginza&iframe=triplabot"></iframe>
    </body></html>`);
    hosts.push(host);
    await allowHostPage(h, host.url);
    const page = await newPage(blocking);
    await page.goto(host.url);
    const frame = page.frameLocator('iframe');
    await frame.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await frame.getByLabel(/^Password/).fill('Sakura2026');
    await frame.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await frame.getByText('Hello, Sora').waitFor();
    await expect.poll(() => page.evaluate(() => (window as unknown as { logins: boolean[] }).logins)).toEqual([true]);

    await page.evaluate(([origin, message]) => document.querySelector('iframe')?.contentWindow?.postMessage(message, origin as string), [
      widget,
      envelope('login', { action: 'logout' }),
    ] as const);
    await frame.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
    await expect.poll(() => page.evaluate(() => (window as unknown as { logins: boolean[] }).logins)).toEqual([true, false]);
    await page.context().close();
  });

  it('signs in with the member session a chatbot hands over, and ignores one that opens nothing', async () => {
    const member = await confirmedMember(h.app.app, 'chat.handover@example.com', { first_name: 'Mio', last_name: 'Abe' });
    const issued = await h.app.app.inject({
      method: 'POST',
      url: '/api/v1/membership/tokens',
      headers: { authorization: `Bearer ${member}` },
    });
    const oneTime = issued.json().data.one_time_access_token as string;
    // The chatbot answers the widget's opening with its user and, for the member, a one-time token.
    const chatbot = (session: string) =>
      startHostPage(
        `<!doctype html><html lang="en"><head><title>Chatbot</title></head><body>
      <iframe title="Booking" style="width:900px;height:760px" src="${widget}/booking/result?code=sakura-ginza&iframe=triplabot"></iframe>
      <script>
        window.synced = [];
        addEventListener('message', (e) => {
          if (e.data && e.data.type === 'triplabotSynced') window.synced.push(e.data.payload.user_id);
          if (!e.data || e.data.type !== 'booking-widget-opened') return;
          e.source.postMessage(${JSON.stringify(envelope('receiveTriplabotSession', { user_id: 'chat-user-7', session: '__SESSION__' }))}, e.origin);
        });
      </script>
    </body></html>`.replace('__SESSION__', session),
      );

    const unknown = await chatbot('not-a-session-of-ours');
    hosts.push(unknown);
    await allowHostPage(h, unknown.url);
    const page = await newPage(blocking);
    await page.goto(unknown.url);
    const framed = page.frameLocator('iframe');
    // The widget keeps the chatbot's user all the same, and says so.
    await expect.poll(() => page.evaluate(() => (window as unknown as { synced: string[] }).synced)).toEqual(['chat-user-7']);
    await framed.getByRole('link', { name: 'Sign in', exact: true }).waitFor();

    const handing = await chatbot(oneTime);
    hosts.push(handing);
    await allowHostPage(h, handing.url);
    await page.goto(handing.url);
    await page.frameLocator('iframe').getByText('Hello, Mio').waitFor();
    await page.context().close();
  });

  it('asks a chatbot for its user every 200 ms and gives up after 2 s when it never answers', async () => {
    const page = await newPage(blocking);
    const host = await startHostPage(`<!doctype html><html lang="en"><head><title>Chatbot</title></head><body>
      <script>
        window.asked = 0;
        addEventListener('message', (e) => { if (e.data && e.data.type === 'getTriplabotUserId') window.asked++; });
      </script>
      <iframe title="Booking" style="width:900px;height:700px" src="${widget}/booking/result?code=sakura-ginza&iframe=triplabot"></iframe>
    </body></html>`);
    hosts.push(host);
    await allowHostPage(h, host.url);
    await page.goto(host.url);
    await page.frameLocator('iframe').getByRole('article').first().waitFor();
    await page.waitForTimeout(2600);
    const asked = await page.evaluate(() => (window as unknown as { asked: number }).asked);
    expect(asked).toBeGreaterThanOrEqual(5);
    expect(asked).toBeLessThanOrEqual(11);
    await page.waitForTimeout(600);
    expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(asked);
    // Framed by a chatbot but not closable: no close button, and no language selector.
    expect(await page.frameLocator('iframe').getByRole('button', { name: 'Close' }).count()).toBe(0);
    expect(await page.frameLocator('iframe').getByRole('combobox', { name: 'Language' }).count()).toBe(0);
    await page.context().close();
  });
});
