import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookWithCard } from '../apps/api/src/modules/payments/testing';
import { tokyoDate } from '../apps/api/src/testing/test-app';
import { expectAccessible, fillEnglishGuest, newPage, screenshot, startHarness, watchPageErrors, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

describe('the address the widget is opened with (§2)', () => {
  it('turns an old hash link into its path and shows the results', async () => {
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    await page.goto(`${h.baseUrl}/#/booking/result?code=sakura-ginza&adults=1`);
    await page.getByRole('article').first().waitFor();
    const url = new URL(page.url());
    expect([url.pathname, url.hash]).toEqual(['/booking/result', '']);
    expect(url.searchParams.get('code')).toBe('sakura-ginza');
    expect(url.searchParams.get('adults')).toBe('1');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('collapses double slashes, drops email addresses and takes tokens out of the address', async () => {
    const page = await newPage(h);
    await page.goto(`${h.baseUrl}/booking//result?code=sakura-ginza&email=guest%40example.com&one_time_access_token=t-1`);
    await page.getByRole('article').first().waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/booking/result');
    expect([...url.searchParams.keys()]).not.toContain('email');
    expect([...url.searchParams.keys()]).not.toContain('one_time_access_token');
    // Read once by the session start-up (an unknown token signs nobody in), then forgotten.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('yado_address_tokens'))).toBeNull();
    await page.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
    await page.context().close();
  });
});

describe("a reservation's link with its credentials (§2 confirmation page)", () => {
  const CREDENTIALS = /[?&](email|bypass_token)=/;

  it('opens the booking, then leaves the address, the history and every API address without them', async () => {
    const email = 'mailed.link@example.com';
    const booked = (
      await bookWithCard(h.app.app, await h.app.session(), {
        number: '4242424242424242',
        checkin: tokyoDate(150),
        checkout: tokyoDate(151),
        email,
      })
    ).json().data as { reservation_number: string; bypass_token: string };
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    const apiAddresses: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiAddresses.push(request.url());
    });
    const number = booked.reservation_number;
    const query = new URLSearchParams({ code: 'sakura-ginza', email, bypass_token: booked.bypass_token, locale: 'en' });
    await page.goto(`${h.baseUrl}/reservation/confirmation/${number}?${query}`);
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    expect(page.url()).toBe(`${h.baseUrl}/reservation/confirmation/${number}?code=sakura-ginza&locale=en`);

    // Opened again in the tab, it still shows the booking.
    await page.reload();
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    await page.getByRole('link', { name: 'Receipt for the card payment' }).click();
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    expect(page.url()).not.toMatch(CREDENTIALS);
    await page.reload();
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();

    // Back through the tab's history: no entry kept them.
    await page.goBack();
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    expect(page.url()).toBe(`${h.baseUrl}/reservation/confirmation/${number}?code=sakura-ginza&locale=en`);
    expect(await page.evaluate(() => history.length)).toBe(3);
    await page.goBack();
    expect(page.url()).not.toMatch(CREDENTIALS);

    expect(apiAddresses.some((url) => url.includes(`/reservations/${number}`))).toBe(true);
    expect(apiAddresses.filter((url) => CREDENTIALS.test(url))).toEqual([]);
    expect(errors).toEqual([]);

    // The address without them, in a tab that holds nothing of the booking: asked for the email, the number filled in.
    const elsewhere = await newPage(h);
    await elsewhere.goto(`${h.baseUrl}/reservation/confirmation/${number}?code=sakura-ginza&locale=en`);
    await elsewhere.waitForURL(/\/search\?/);
    expect(await elsewhere.getByRole('textbox', { name: 'Reservation number' }).inputValue()).toBe(number);
    await elsewhere.getByRole('textbox', { name: 'Email used for the booking' }).fill(email);
    await elsewhere.getByRole('button', { name: 'Find reservation' }).click();
    await elsewhere.getByText(number).first().waitFor();
    await elsewhere.context().close();
    await page.context().close();
  });
});

describe('the unsupported-browser notice', () => {
  it('stands instead of the app, in the guest language, where the browser lacks what the widget needs', async () => {
    const page = await newPage(h);
    // An older engine: no Array.prototype.at (before Chrome 92, Safari 15.4).
    await page.addInitScript(() => {
      delete (Array.prototype as { at?: unknown }).at;
    });
    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza&locale=ja`);
    await page.getByRole('alert').getByRole('heading', { name: 'お使いのブラウザはこのページに対応していません' }).waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByRole('article').count()).toBe(0);
    expect(await page.locator('html').getAttribute('lang')).toBe('ja');
    await page.context().close();
  });

  it('is not shown in a current browser', async () => {
    const page = await newPage(h);
    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza`);
    await page.getByRole('article').first().waitFor();
    expect(await page.evaluate(() => 'yadoUnsupported' in window)).toBe(false);
    await page.context().close();
  });

  it('previews with tripla_preview=true for five minutes: a Preview band on every page, and no booking taken', async () => {
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza&adults=1&tripla_preview=true`);
    const band = page.getByRole('status').filter({ hasText: 'Preview' });
    await band.getByText(/Bookings are not taken\. The preview ends at/).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'preview-results');

    // The band stays on the next pages, whose address no longer says so; the booking cannot be confirmed.
    await page
      .getByRole('button', { name: /^Book / })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Guest details' }).waitFor();
    await band.waitFor();
    await fillEnglishGuest(page, 'preview@example.com');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByText('This is a preview: the booking cannot be confirmed.').waitFor();
    expect(await page.getByRole('button', { name: 'Confirm booking' }).isDisabled()).toBe(true);
    await screenshot(page, 'preview-payment');

    // Five minutes on, the preview is over.
    await page.evaluate(() => sessionStorage.setItem('yado_preview_ends_at', String(Date.now() - 1)));
    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza&adults=1`);
    await page.getByRole('article').first().waitFor();
    expect(await band.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
