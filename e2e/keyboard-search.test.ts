import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { newPage, startHarness, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

describe('searching with the keyboard alone', () => {
  it('opens the calendar, moves by arrow keys, picks both dates and searches', async () => {
    const page = await newPage(h);
    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza`);
    await page.getByRole('article').first().waitFor();
    const settings = await h.app.app.inject({ url: '/api/v1/hotels/sakura-ginza/settings/booking_widget' });
    const today: string = settings.json().data.init_settings.today;

    await page.getByRole('button', { name: /Dates/ }).focus();
    await page.keyboard.press('Enter');
    // Focus lands on today's check-in; two weeks on with ArrowDown (clear of the seed's sold-out
    // nights at any hour), then two nights with ArrowRight.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-date'))).toBe(today);
    // The hotel's days carry its prices, in its currency, which the legend names.
    await expect
      .poll(() => page.locator('.calendar-legend').textContent())
      .toBe('Lowest price per night for one room, tax included (JPY). × sold out.');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByText('Now choose your check-out date').waitFor();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    // The popover closes and focus returns to the dates button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');

    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab'); // rooms and guests, no dates yet, day use, search
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Search');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('checkin')).toBe(addDays(today, 14));
    expect(new URL(page.url()).searchParams.get('checkout')).toBe(addDays(today, 16));
    // Focus goes to what was found, not to the page, so the first Book is a few Tabs away.
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('results-summary');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^\d+ /);

    // Escape closes the calendar without changing the stay.
    await page.getByRole('button', { name: /Dates/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Choose dates' }).waitFor();
    // Focus moves into the calendar once it is drawn; Escape is the calendar's from then on.
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog', { name: 'Choose dates' }).count()).toBe(0);
    await page.context().close();
  });
});
