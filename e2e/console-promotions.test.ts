import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { demoConsoleUser } from '../apps/api/src/modules/console/reservations-testing';
import { setHotelStock, tokyoDate, tokyoMonday } from '../apps/api/src/testing/test-app';
import { consoleSignIn } from './support/console';
import { expectAccessible, newPage, screenshot, startHarness, type Harness, watchPageErrors } from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

describe('the console promotions', () => {
  it("lets a manager make a 10 % promotion on one plan, which the widget's search shows at once", async () => {
    const checkin = tokyoMonday(80);
    const checkout = addDays(checkin, 1);
    await setHotelStock(h.app.db, 'sakura-ginza', checkin, checkout, { total: 5, sold: 0 });
    const manager = demoConsoleUser('manager');
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    await consoleSignIn(page, h.baseUrl, manager.email, manager.password);
    await page.getByRole('button', { name: 'Members & offers' }).click();
    await page.getByRole('button', { name: 'Promotions' }).click();
    await page.getByRole('rowheader', { name: /Early summer 10% off/ }).waitFor();
    await expectAccessible(page);

    const form = page.getByRole('region', { name: 'Make a promotion' });
    // A card offer says whom it is for.
    await form.getByRole('combobox', { name: /Who gets it/ }).selectOption({ label: 'Card payments' });
    await form.getByText('Only for guests who pay online by card.').waitFor();
    await form.getByRole('combobox', { name: /Who gets it/ }).selectOption({ label: 'Everyone' });
    expect(await form.getByText('Only for guests who pay online by card.').count()).toBe(0);

    // A percentage over 100 is refused next to its field, and what was typed stays.
    await form.getByRole('textbox', { name: /^Name/ }).fill('素泊まり10%オフ');
    await form.getByRole('tab', { name: 'English' }).click();
    await form.getByRole('textbox', { name: /^Name/ }).fill('Room only 10% off');
    await form.getByRole('textbox', { name: 'Discount', exact: true }).fill('120');
    await form.getByRole('group', { name: 'Plans' }).getByRole('checkbox', { name: 'Room only' }).check();
    const nights = form.getByRole('group', { name: 'Nights discounted' });
    await nights.getByLabel(/From/).fill(checkin);
    await nights.getByLabel(/Until/).fill(checkin);
    const booking = form.getByRole('group', { name: 'Can be booked' });
    await booking.getByLabel(/From/).fill(tokyoDate(0));
    await booking.getByLabel(/Until/).fill(tokyoDate(100));
    await form.getByRole('button', { name: 'Make promotion' }).click();
    await form.getByText('Give a percentage from 1 to 100.').waitFor();
    expect(await form.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('Room only 10% off');
    expect(await form.getByRole('group', { name: 'Plans' }).getByRole('checkbox', { name: 'Room only' }).isChecked()).toBe(true);
    await expectAccessible(page);

    await form.getByRole('textbox', { name: 'Discount', exact: true }).fill('10');
    await form.getByRole('button', { name: 'Make promotion' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('Promotion Room only 10% off made.');
    await page.getByRole('rowheader', { name: /Room only 10% off/ }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'console-promotions-1-made');

    const widget = await newPage(h);
    await widget.goto(`${h.baseUrl}/booking/result?code=sakura-ginza&checkin=${checkin}&checkout=${checkout}&adults=2`);
    const roomOnly = widget
      .getByRole('listitem')
      .filter({ has: widget.getByRole('heading', { name: 'Room only' }) })
      .first();
    await roomOnly.getByText('Room only 10% off').waitFor();
    const usual = Number((await roomOnly.locator('.price-before').innerText()).replace(/\D/g, ''));
    const promoted = Number((await roomOnly.locator('.price-amount').innerText()).replace(/\D/g, ''));
    // 10 % off each night before tax, the tax worked out on what is left.
    expect(promoted).toBeLessThan(usual);
    expect(Math.abs(promoted - Math.round(usual * 0.9))).toBeLessThanOrEqual(1);
    await expectAccessible(widget);
    await screenshot(widget, 'console-promotions-2-widget');

    await page.getByRole('button', { name: 'Audit log' }).click();
    await page.getByText('Promotion made').waitFor();
    expect(errors).toEqual([]);
  });
});
