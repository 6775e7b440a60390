import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, newPage, screenshot, startHarness, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness({ MAINTENANCE: true })));
afterAll(async () => h?.close());

describe('maintenance', () => {
  it('answers 503 in the error shape, and the widget shows its maintenance page without a header', async () => {
    const response = await fetch(`${h.baseUrl}/api/v1/hotels/sakura-ginza/settings/booking_widget`);
    expect(response.status).toBe(503);
    expect((await response.json()).errors[0]).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    expect((await fetch(`${h.baseUrl}/api/v1/health`)).status).toBe(200);

    const page = await newPage(h);
    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza&adults=2`);
    await page.getByRole('heading', { name: 'The booking service is under maintenance' }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/503?code=sakura-ginza');
    expect(await page.locator('header').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/booking/result?code=sakura-ginza');
    await screenshot(page, 'maintenance');
    await expectAccessible(page);
    await page.context().close();
  });
});
