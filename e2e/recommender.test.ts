import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokyoDate } from '../apps/api/src/testing/test-app';
import { expectAccessible, newPage, payAtHotel, screenshot, startHarness, type Harness, watchPageErrors } from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

// A stay of its own, far enough ahead that the flexible plans are still free to cancel.
const checkin = tokyoDate(33);
const checkout = tokyoDate(35);
const ask = (locale: string) => `code=sakura-ginza&locale=${locale}&currency=JPY&checkin=${checkin}&checkout=${checkout}&adults=3`;

describe('the room recommender', () => {
  it('recommends rooms for a party of three and books the free-to-cancel one through to the confirmation', async () => {
    const page = await newPage(h, { locale: 'en-US' });
    const errors = watchPageErrors(page);
    await page.goto(`${h.baseUrl}/booking/recommender?${ask('en')}`);
    const cheapest = page.getByRole('article', { name: 'Best price' });
    await cheapest.waitFor();
    await screenshot(page, 'recommender-en');
    await expectAccessible(page);

    // The flexible card: paid at the hotel, its rooms each with their own plan, for everyone in all.
    const flexible = page.getByRole('article', { name: 'Free to cancel' });
    const rooms = await flexible.locator('.recommendation-rooms > li').count();
    expect(rooms).toBeGreaterThan(0);
    const total = await flexible.locator('.recommendation-total strong').textContent();
    await flexible.getByRole('button', { name: 'Book this' }).click();

    await page.waitForURL(/\/reservation\/guest-detail/);
    const text = (name: string) => page.getByRole('textbox', { name, exact: true });
    await text('Last name').fill('Smith');
    await text('First name').fill('Alex');
    await text('Email').fill('alex.recommended@example.com');
    await text('Confirm email').fill('alex.recommended@example.com');
    await text('Phone').fill('+447700900123');
    for (let i = 0; i < rooms; i++) {
      await text('Last name (English)').nth(i).fill('Smith');
      await text('First name (English)').nth(i).fill('Alex');
    }
    await page.getByRole('checkbox', { name: /I accept the hotel/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await page.waitForURL(/\/reservation\/payment/);
    await payAtHotel(page);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.waitForURL(/\/reservation\/confirmation\/\d{10}/);
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    // The booking is the recommended one: its price, for as many rooms.
    expect(await page.locator('main').textContent()).toContain(total?.trim() ?? '');
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each(['ja', 'ar'])('reads in %s', async (locale) => {
    const page = await newPage(h, { locale, width: 390, height: 844 });
    await page.goto(`${h.baseUrl}/booking/recommender?${ask(locale)}`);
    await page.locator('.recommendation-card').first().waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    await screenshot(page, `recommender-${locale}`);
    await page.close();
  });
});
