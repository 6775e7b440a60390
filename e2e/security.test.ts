import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowHostPage, newPage, startHarness, watchPageErrors, type Harness } from './support/harness';
import { startHostPage, widgetSite, type HostPage } from './support/host-page';

let h: Harness;
const hosts: HostPage[] = [];
beforeAll(async () => (h = await startHarness()));
afterAll(async () => {
  await Promise.all(hosts.map((host) => host.close()));
  await h?.close();
});

/** What Chromium reports of Content-Security-Policy, from the page and its frames. */
function watchPolicy(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) reports.push(message.text());
  });
  return reports;
}

/** A hotel's page on another site, framing a page of ours. */
async function framingPage(src: string): Promise<string> {
  const host = await startHostPage(
    `<!doctype html><html lang="en"><head><title>Hotel</title></head><body><iframe title="Booking" style="width:900px;height:700px" src="${src}"></iframe></body></html>`,
  );
  hosts.push(host);
  return host.url;
}

describe('the widget under its Content-Security-Policy', () => {
  it('runs whole, with nothing refused, and says on every page that this is the demo', async () => {
    const page = await newPage(h);
    const refused = watchPolicy(page);
    const errors = watchPageErrors(page);
    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza`);
    await page.getByRole('article').first().waitFor();
    await page.getByRole('note').filter({ hasText: 'Demo This is a demonstration site' }).waitFor();
    await page.goto(`${h.baseUrl}/search?code=sakura-ginza&locale=ja`);
    await page.getByRole('note').filter({ hasText: 'デモ' }).waitFor();

    // The demo host page: the widget over the page, and the chatbot framing it.
    await page.goto(`${h.baseUrl}/demo/`);
    await page.getByRole('button', { name: 'Book now' }).first().click();
    await page.getByRole('dialog', { name: 'Book now' }).frameLocator('iframe').getByRole('article').first().waitFor();
    await page.goto(`${h.baseUrl}/demo/`);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await page.frameLocator('#chat-panel').getByRole('button', { name: 'Hand over my session' }).click();
    await page.frameLocator('#chat-panel').frameLocator('#widget').getByRole('article').first().waitFor();

    await page.goto(`${h.baseUrl}/api/docs/`);
    await page.getByText('Yado API').first().waitFor();
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is framed by a hotel’s page only once the brand names that site as its own', async () => {
    const page = await newPage(h);
    const refused = watchPolicy(page);
    const hotel = await framingPage(`${widgetSite(h.baseUrl)}/booking/result?code=sakura-ginza`);
    await page.goto(hotel);
    await expect.poll(() => refused.some((report) => report.includes('frame-ancestors'))).toBe(true);
    expect(await page.frameLocator('iframe').getByRole('article').count()).toBe(0);

    await allowHostPage(h, hotel);
    await page.reload();
    await page.frameLocator('iframe').getByRole('article').first().waitFor();
    await page.context().close();
  });

  it('keeps the gateway’s card fields out of any other site’s frames', async () => {
    const page = await newPage(h);
    const refused = watchPolicy(page);
    const site = widgetSite(h.baseUrl);
    await page.goto(await framingPage(`${site}/sandbox-gateway/card-fields?origin=${encodeURIComponent(site)}`));
    await expect.poll(() => refused.some((report) => report.includes('frame-ancestors'))).toBe(true);
    expect(await page.frameLocator('iframe').getByLabel('Card number').count()).toBe(0);
    await page.context().close();
  });
});
