import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokyoDate } from '../apps/api/src/testing/test-app';
import { expectAccessible, newPage, screenshot, startHarness, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

const results = (hotel: string, extra = '') =>
  `${h.baseUrl}/booking/result?code=${hotel}&locale=en&checkin=${tokyoDate(142)}&checkout=${tokyoDate(143)}&adults=2${extra}`;

describe('prices in the guest currency', () => {
  it('start in the browser region currency, follow the guest choice, and give way to a currency in the address', async () => {
    const page = await newPage(h, { locale: 'en-US' });
    await page.goto(results('sakura-ginza'));
    await page.getByRole('button', { name: 'Currency: USD' }).waitFor();
    await page
      .getByText(/^≈ \$[\d,.]+$/)
      .first()
      .waitFor();

    await page.getByRole('button', { name: 'Currency: USD' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a currency' });
    // The hotel's yen first, then the guest's dollar, then the widely used ones; all others by the code shown.
    const codesIn = async (list: number) => {
      const buttons = dialog.getByRole('list').nth(list).getByRole('button');
      await buttons.first().waitFor();
      return (await buttons.allInnerTexts()).map((text) => text.slice(0, 3));
    };
    expect(await codesIn(0)).toEqual(['JPY', 'USD', 'AUD', 'CNY', 'EUR', 'KRW', 'TWD']);
    const others = await codesIn(1);
    expect(others).toEqual([...others].sort());
    await dialog.getByRole('button', { name: /^GBP\s*British Pound$/ }).waitFor();
    await dialog.getByRole('searchbox', { name: 'Find a currency' }).fill('eu');
    await screenshot(page, 'currency-1-chooser');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: /^EUR/ }).click();
    await page.getByRole('button', { name: 'Currency: EUR' }).waitFor();
    await page
      .getByText(/^≈ €[\d,.]+$/)
      .first()
      .waitFor();
    await screenshot(page, 'currency-2-results-eur');

    // The choice stays; a currency in the address wins for this visit.
    await page.reload();
    await page.getByRole('button', { name: 'Currency: EUR' }).waitFor();
    await page.goto(results('sakura-ginza', '&currency=KRW'));
    await page.getByRole('button', { name: 'Currency: KRW' }).waitFor();
    await page
      .getByText(/^≈ ₩[\d,]+$/)
      .first()
      .waitFor();
  });

  it('are not offered where the hotel shows only its own currency', async () => {
    const page = await newPage(h, { locale: 'en-US' });
    await page.goto(results('sakura-myeongdong'));
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('button', { name: /^Currency:/ }).count()).toBe(0);
    expect(await page.getByText(/^≈ /).count()).toBe(0);
  });
});
