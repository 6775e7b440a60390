import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshot, startHarness, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

describe('one server for the API, the widget, the loader and the demo page', () => {
  it('serves the demo page, the loader, any widget route, and JSON errors under /api', async () => {
    const get = (url: string) => h.app.app.inject({ url });
    expect((await get('/demo/')).body).toContain('<title>Yado demo hotels');
    expect((await get('/demo')).body).toContain('<title>Yado demo hotels');
    expect((await get('/embed/loader.js')).headers['content-type']).toMatch(/javascript/);
    expect((await get('/reservation/confirmation/1234567890?code=sakura-ginza')).body).toContain('<div id="root">');
    const api = await get('/api/v1/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json().errors[0].code).toBe('NOT_FOUND');
  });

  it('opens the widget over the demo hotel page from a button, and closes it again', async () => {
    const page = await newPage(h);
    await page.goto(`${h.baseUrl}/demo/`);
    const button = page.getByRole('button', { name: '日本語で予約' });
    await button.click();
    await page.frameLocator('iframe').getByRole('article').first().waitFor();
    expect(await page.frameLocator('iframe').locator('html').getAttribute('lang')).toBe('ja');
    await screenshot(page, 'demo-overlay');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.locator('iframe').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('日本語で予約');

    // Escape closes it while focus is on the host page (inside the frame it needs the message protocol).
    await button.click();
    await page.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('iframe').count()).toBe(0);
    await page.context().close();
  });
});
