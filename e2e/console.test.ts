import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { formatMoney } from '@yado/domain/money';
import { DEMO_CONSOLE_USERS } from '../apps/api/src/db/seed/console-users';
import { quotedTotal, searchTokyo, setTokyoStock, tokyoMonday } from '../apps/api/src/testing/test-app';
import { expectAccessible, newPage, screenshot, startHarness, type Harness, watchPageErrors } from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

describe('the hotel console', () => {
  it('lets a manager set a rate and close a night, and the widget search shows both at once', async () => {
    const manager = DEMO_CONSOLE_USERS.find((u) => u.role === 'manager' && u.hotel === 'sakura-ginza')!;
    // Nights whose stock the test controls: a Monday (new rate) and the Tuesday after it (closed).
    const rated = tokyoMonday(150);
    const closed = addDays(rated, 1);
    await setTokyoStock(h.app.db, 'MOD-DBL', rated, addDays(closed, 1), { total: 5, sold: 0 });

    const page = await newPage(h);
    const errors = watchPageErrors(page);
    await page.goto(`${h.baseUrl}/console/`);
    await page.getByRole('textbox', { name: 'Email address' }).fill(manager.email);
    await page.getByLabel('Password').fill(manager.password);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.getByRole('region', { name: /^Rates and stock of Sakura Hotel Ginza/ }).waitFor();
    await page.getByLabel('From', { exact: true }).fill(rated);
    await page.getByLabel('To', { exact: true }).fill(addDays(rated, 6));
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByRole('region', { name: `Rates and stock of Sakura Hotel Ginza, ${rated} to ${addDays(rated, 6)}` }).waitFor();
    await expectAccessible(page);

    const bulk = page.getByRole('region', { name: 'Bulk edit' });
    const apply = async (night: string, fill: () => Promise<void>) => {
      await bulk.getByRole('combobox', { name: 'Room type' }).selectOption({ label: 'Moderate Double' });
      await bulk.getByLabel('First night').fill(night);
      await bulk.getByLabel('Last night').fill(night);
      await fill();
      await bulk.getByRole('button', { name: 'Apply' }).click();
      await expect.poll(() => bulk.getByRole('status').textContent()).toBe('1 night changed.');
    };
    await apply(rated, async () => {
      await bulk.getByRole('combobox', { name: 'Plan (for the rate)' }).selectOption({ label: 'Room only' });
      await bulk.getByLabel(/^Rate per night for 2 adults/).fill('23456');
    });
    await bulk.getByLabel(/^Rate per night/).fill('');
    await apply(closed, async () => {
      await bulk.getByRole('combobox', { name: 'Stop-sell' }).selectOption({ label: 'Close to new bookings' });
    });
    const grid = page.getByRole('region', { name: /^Rates and stock of/ });
    const doubleRows = grid.locator('tbody', { has: page.getByRole('rowheader', { name: /^Moderate Double/ }) });
    await expect.poll(() => doubleRows.locator(`tr.calendar-stock td[data-date="${closed}"]`).textContent()).toContain('Closed');
    await expect.poll(() => grid.locator('tr.calendar-rate td', { hasText: '¥23,456' }).count()).toBe(1);
    await screenshot(page, 'console-1-calendar');

    await page.getByRole('button', { name: 'Audit log' }).click();
    await expect.poll(() => page.getByText('Rates & stock edited').count()).toBe(2);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    await expectAccessible(page);

    // The guest's search, on the widget: the new rate on the Monday, no Moderate Double on the closed Tuesday.
    const [night] = (await searchTokyo(h.app.app, { checkin: rated, checkout: closed, adults: 2 }))
      .flatMap((r) => r.room_plans)
      .filter((p) => p.room_plan_code === 'MOD-DBL-RO')
      .map((p) => p.prices.nights[0]?.price_without_tax);
    expect(night).toBe(23456);
    const total = await quotedTotal(h.app.app, { checkin: rated, checkout: closed, roomPlanCode: 'MOD-DBL-RO' });
    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza&checkin=${rated}&checkout=${closed}`);
    const double = page.getByRole('article', { name: 'Moderate Double' });
    const roomOnly = double.locator('li.plan').filter({ has: page.getByRole('button', { name: /^Book Room only/ }) });
    await expect.poll(() => roomOnly.locator('.price-amount').first().textContent()).toContain(formatMoney(total, 'JPY', 'en'));
    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza&checkin=${closed}&checkout=${addDays(closed, 1)}`);
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('article', { name: 'Moderate Double' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
