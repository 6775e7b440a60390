import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, startHarness, watchPageErrors, type Harness } from './support/harness';

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
    expect(await page.evaluate(() => sessionStorage.getItem('yado_address_tokens'))).toBe('{"one_time_access_token":"t-1"}');
    await page.context().close();
  });
});
