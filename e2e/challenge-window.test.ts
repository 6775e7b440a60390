import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokyoDate } from '../apps/api/src/testing/test-app';
import { toCardPayment, typeCardDetails } from './support/card-payment';
import { expectAccessible, newPage, screenshot, startHarness, watchPageErrors, type Harness } from './support/harness';

/**
 * The card issuer's page, on another site than ours (localhost, where we are 127.0.0.1) and setting
 * no opener policy of its own: it sends the window on to the address it is given, as an issuer's
 * page sends it back to the gateway.
 */
const issuer = createServer((request, response) => {
  const next = new URL(request.url ?? '/', 'http://localhost').searchParams.get('next') ?? '';
  const href = next.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(
    `<!doctype html><html lang="en"><title>Your bank</title><main><h1>Your bank</h1><a href="${href}">Continue</a></main></html>`,
  );
});
const issuerPage = (next: string) => `http://localhost:${(issuer.address() as AddressInfo).port}/acs?next=${encodeURIComponent(next)}`;

let h: Harness;
beforeAll(async () => {
  await new Promise<void>((resolve) => issuer.listen(0, '127.0.0.1', resolve));
  h = await startHarness();
});
afterAll(async () => {
  issuer.close();
  await h?.close();
});

/**
 * The payment as a gateway whose challenge page refuses frames answers it (PayPal's payer action):
 * the sandbox's own challenge page, to be shown in a window. Only this test's browser sees it so,
 * and `through` may send the window elsewhere first.
 */
async function challengesInWindow(page: Page, through: (challengeUrl: string) => string = (url) => url) {
  await page.route(/\/api\/v1\/reservations\/\d{10}(\?|$)/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data?: { reservation?: { payment?: Record<string, unknown> | null } } };
    const payment = body.data?.reservation?.payment;
    if (typeof payment?.challenge_url === 'string')
      Object.assign(payment, { challenge_display: 'window', challenge_url: through(payment.challenge_url) });
    await route.fulfill({ response, json: body });
  });
}

async function bookWith3DSecure(page: Page, day: number, email: string) {
  const card = await toCardPayment(h, page, { checkin: tokyoDate(day), checkout: tokyoDate(day + 1), email });
  await typeCardDetails(card, '4000 0000 0000 3220', '7391');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await page.waitForURL(/\/reservation\/payment-pending\/\d{10}/);
}

describe("a bank's check that refuses frames", () => {
  it('opens in a window, says so with a way to open it again, and confirms once the window returns', async () => {
    const page = await newPage(h, { locale: 'en-JP' });
    const errors = watchPageErrors(page);
    await challengesInWindow(page);
    const popup = page.waitForEvent('popup');
    await bookWith3DSecure(page, 58, 'window.guest@example.com');
    const bank = await popup;
    await page.getByText("Your bank's check opened in a new window.").waitFor();
    expect(await page.locator('iframe.challenge-frame').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'challenge-window-en-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'challenge-window-en-phone');
    const pending = page.url();
    for (const locale of ['ja', 'ar']) {
      await page.goto(`${pending}&locale=${locale}`);
      await page.getByRole('button', { name: locale === 'ja' ? 'ウィンドウをもう一度開く' : 'افتح النافذة مرة أخرى' }).waitFor();
      await screenshot(page, `challenge-window-${locale}-phone`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await screenshot(page, `challenge-window-${locale}-desktop`);
      await page.setViewportSize({ width: 390, height: 844 });
    }
    // Opening it again brings back the one window, not a second.
    await page.getByRole('button', { name: 'افتح النافذة مرة أخرى' }).click();
    expect(page.context().pages()).toHaveLength(2);

    // Back on our return route, the window tells the payment step and closes itself.
    const closed = bank.waitForEvent('close');
    await bank.getByRole('button', { name: 'Complete' }).click();
    await closed;
    await page.waitForURL(/\/reservation\/confirmation\/\d{10}/);
    expect(errors).toEqual([]);
  });

  it("still reaches the payment step, and is opened again as the same window, after the issuer's page on another site", async () => {
    const page = await newPage(h, { locale: 'en-JP' });
    const errors = watchPageErrors(page);
    await challengesInWindow(page, (url) => issuerPage(new URL(url, h.baseUrl).href));
    const popup = page.waitForEvent('popup');
    await bookWith3DSecure(page, 62, 'issuer.guest@example.com');
    const bank = await popup;
    await bank.getByRole('heading', { name: 'Your bank' }).waitFor();
    expect(new URL(bank.url()).hostname).toBe('localhost');

    // Opened again while on the issuer's site, the window loads the check anew: no second window.
    const next = Promise.race([
      bank.waitForEvent('load').then(() => 'the same window'),
      page
        .context()
        .waitForEvent('page')
        .then(() => 'a second window'),
    ]);
    await page.getByRole('button', { name: 'Open the window again' }).click();
    expect(await next).toBe('the same window');
    expect(page.context().pages()).toHaveLength(2);

    // Back through our sandbox's check, its redirect and the return page: the window tells the payment step and closes.
    await bank.getByRole('link', { name: 'Continue' }).click();
    // Only a window still joined to the payment step closes itself; one cut from it says so and stays open.
    const ending = Promise.race([
      bank.waitForEvent('close').then(() => 'closed itself'),
      bank
        .getByText('You can close this window')
        .waitFor()
        .then(
          () => 'stayed open, cut from the payment step',
          () => 'closed itself',
        ),
    ]);
    await bank.getByRole('button', { name: 'Complete' }).click();
    expect(await ending).toBe('closed itself');
    await page.waitForURL(/\/reservation\/confirmation\/\d{10}/);
    expect(errors).toEqual([]);
  });

  it('offers a button when the browser blocked the window', async () => {
    const page = await newPage(h, { locale: 'en-JP' });
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await challengesInWindow(page);
    await bookWith3DSecure(page, 60, 'blocked.guest@example.com');
    await page.getByText('which your browser did not open').waitFor();
    await page.getByRole('button', { name: "Open your bank's check" }).waitFor();
    await screenshot(page, 'challenge-window-blocked-en-desktop');
  });
});
