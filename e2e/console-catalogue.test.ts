import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { DEMO_CONSOLE_USERS } from '../apps/api/src/db/seed/console-users';
import { setTokyoStock, tokyoMonday } from '../apps/api/src/testing/test-app';
import type { Locator } from 'playwright-core';
import { expectAccessible, newPage, screenshot, startHarness, type Harness, watchPageErrors } from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

describe('the console catalogue', () => {
  it("lets a manager rename a plan, and the widget's results show the new name at once", async () => {
    const manager = DEMO_CONSOLE_USERS.find((u) => u.role === 'manager' && u.hotel === 'sakura-ginza')!;
    const night = tokyoMonday(160);
    await setTokyoStock(h.app.db, 'MOD-DBL', night, addDays(night, 1), { total: 5, sold: 0 });
    const results = `${h.baseUrl}/booking/result?code=sakura-ginza&checkin=${night}&checkout=${addDays(night, 1)}`;

    const page = await newPage(h);
    const errors = watchPageErrors(page);
    // The widget has shown the plan under its old name (so its catalogue is the one kept).
    await page.goto(results);
    const double = page.getByRole('article', { name: 'Moderate Double' });
    await double.getByRole('button', { name: /^Book Room only/ }).waitFor();

    await page.goto(`${h.baseUrl}/console/`);
    await page.getByRole('textbox', { name: 'Email address' }).fill(manager.email);
    await page.getByLabel('Password').fill(manager.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Catalogue' }).click();
    await page.getByRole('button', { name: 'Edit Room only' }).click();
    const form = page.getByRole('region', { name: 'Plan RO' });
    await expectAccessible(page);

    // The name in the hotel's language is required: a blank one is refused next to its field, and what was typed stays.
    await form.getByRole('textbox', { name: 'Name (日本語)' }).fill('');
    await form.getByRole('tab', { name: 'English' }).click();
    await form.getByRole('textbox', { name: 'Name (English)' }).fill('Room only, city rate');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.getByRole('tab', { selected: true }).textContent()).toContain('日本語');
    await form.getByText("A name in the hotel's own language is required.").waitFor();
    await expectAccessible(page);

    await form.getByRole('textbox', { name: 'Name (日本語)' }).fill('素泊まり（シティレート）');
    await form.getByRole('tab', { name: 'English' }).press('Enter');
    expect(await form.getByRole('textbox', { name: 'Name (English)' }).inputValue()).toBe('Room only, city rate');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('Room only, city rate was saved');
    await screenshot(page, 'console-catalogue-1-saved');

    await page.goto(results);
    await double.getByRole('button', { name: /^Book Room only, city rate/ }).waitFor();
    expect(errors).toEqual([]);
  });

  it('lets a manager add a cancellation policy, checked as typed and previewed as guests read it, and give it to a plan the widget shows at once', async () => {
    const manager = DEMO_CONSOLE_USERS.find((u) => u.role === 'manager' && u.hotel === 'sakura-ginza')!;
    const night = tokyoMonday(170);
    await setTokyoStock(h.app.db, 'MOD-DBL', night, addDays(night, 1), { total: 5, sold: 0 });

    const page = await newPage(h);
    const errors = watchPageErrors(page);
    await page.goto(`${h.baseUrl}/console/`);
    await page.getByRole('textbox', { name: 'Email address' }).fill(manager.email);
    await page.getByLabel('Password').fill(manager.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Catalogue' }).click();
    await page.getByRole('button', { name: 'Add a cancellation policy' }).click();
    const form = page.getByRole('region', { name: 'New cancellation policy' });
    await form.getByRole('textbox', { name: 'Code' }).fill('half-10');
    await form.getByRole('textbox', { name: 'Name for staff' }).fill('Half from 10 days');
    // Focus follows the fees added and removed, and a removed row takes none of the others' typing.
    const addFee = form.getByRole('button', { name: 'Add a fee' });
    const days = (number: number) =>
      form.getByRole('group', { name: `Fee ${number}` }).getByRole('spinbutton', { name: 'Days before check-in' });
    const focused = (target: Locator) => target.evaluate((element) => element === document.activeElement);
    await addFee.click();
    await expect.poll(() => focused(days(1))).toBe(true);
    await addFee.click();
    await expect.poll(() => focused(days(2))).toBe(true);
    const hourProblem = 'Give an hour from 0 to 23, or leave it blank for the whole day.';
    await form.getByRole('group', { name: 'Fee 1' }).getByRole('spinbutton', { name: 'From hour (0–23)' }).fill('25');
    await days(2).fill('3');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByRole('group', { name: 'Fee 1' }).getByText(hourProblem).waitFor();
    // Fee 1 goes: the second takes its place with what was typed in it, and without the first one's problem.
    await form.getByRole('button', { name: 'Remove fee 1' }).click();
    expect(await days(1).inputValue()).toBe('3');
    expect(await form.getByText(hourProblem).count()).toBe(0);
    await expect.poll(() => focused(days(1))).toBe(true);
    await form.getByRole('button', { name: 'Remove fee 1' }).click();
    await expect.poll(() => focused(addFee)).toBe(true);
    await addFee.click();
    const fee = form.getByRole('group', { name: 'Fee 1' });
    await fee.getByRole('spinbutton', { name: 'Days before check-in' }).fill('10');
    await fee.getByRole('spinbutton', { name: 'From hour (0–23)' }).fill('25');
    await fee.getByRole('spinbutton', { name: '% of the price' }).fill('50');
    await form.getByRole('button', { name: 'Save' }).click();
    // The hour is refused next to its field, and what was typed stays.
    await form.getByText('Give an hour from 0 to 23, or leave it blank for the whole day.').waitFor();
    expect(await fee.getByRole('spinbutton', { name: '% of the price' }).inputValue()).toBe('50');
    await expectAccessible(page);

    await screenshot(page, 'console-catalogue-2-policy-refused');
    await fee.getByRole('spinbutton', { name: 'From hour (0–23)' }).fill('');
    const preview = form.getByRole('region', { name: 'As guests read it' });
    await preview.getByText('From 10 days before check-in: 50% of the price.').waitFor();
    await preview.getByText('No-show: 100% of the price.').waitFor();
    await screenshot(page, 'console-catalogue-3-policy-preview');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('Half from 10 days was saved');
    await page.getByText('Used by 0 plans').waitFor();

    await page.getByRole('button', { name: /^Edit Room only/ }).click();
    const plan = page.getByRole('region', { name: 'Plan RO' });
    await plan.getByRole('combobox', { name: 'Cancellation policy' }).selectOption({ label: 'Half from 10 days' });
    await plan.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('was saved');

    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza&checkin=${night}&checkout=${addDays(night, 1)}`);
    const room = page.getByRole('article', { name: 'Moderate Double' });
    await room
      .locator('li.plan')
      .filter({ has: page.getByRole('button', { name: /^Book Room only/ }) })
      .getByRole('button', { name: 'Plan details and cancellation policy' })
      .click();
    await page
      .getByRole('dialog')
      .getByText(/^From .+: 50% of the price\.$/)
      .waitFor();
    expect(errors).toEqual([]);
  });
});
