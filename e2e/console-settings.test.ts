import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoConsoleUser } from '../apps/api/src/modules/console/reservations-testing';
import { consoleSignIn } from './support/console';
import { expectAccessible, newPage, screenshot, startHarness, type Harness, watchPageErrors } from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

describe("the console's settings screen", () => {
  it('lets a manager change the button colour and the languages, and the widget shows them at once', async () => {
    const manager = demoConsoleUser('manager');
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    await consoleSignIn(page, h.baseUrl, manager.email, manager.password);
    await page.getByRole('button', { name: 'Settings' }).click();
    const colour = page.getByRole('textbox', { name: /^Button colour/ });
    await colour.waitFor();
    await expectAccessible(page);

    // A colour that is not #rrggbb is refused beside its field, and what was typed stays.
    await colour.fill('dark red');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Use a colour like #1f4e79.').waitFor();
    expect(await colour.inputValue()).toBe('dark red');
    await expectAccessible(page);

    await colour.fill('#AA3300');
    const languages = page.getByRole('group', { name: 'Languages the booking pages offer' });
    for (const language of ['한국어', '简体中文', '繁體中文', 'Bahasa Indonesia', 'ไทย', 'العربية']) {
      await languages.getByRole('checkbox', { name: language }).uncheck();
    }
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => page.getByRole('status').last().textContent()).toContain('Settings saved.');
    expect(await page.getByRole('checkbox', { name: 'English' }).isChecked()).toBe(true);
    await screenshot(page, 'console-settings-saved');

    await page.getByRole('button', { name: 'Audit log' }).click();
    await page.getByText('Hotel settings changed').waitFor();

    // The widget, asked for Korean, which the hotel no longer offers, opens in the first it does offer, in the new colour.
    const widget = await newPage(h);
    await widget.goto(`${h.baseUrl}/?code=sakura-ginza&locale=ko`);
    await expect.poll(() => widget.evaluate(() => document.documentElement.lang), { timeout: 15_000 }).toBe('ja');
    await widget.getByRole('button', { name: /検索/ }).first().waitFor();
    const brand = await widget.locator('.app').evaluate((el) => getComputedStyle(el).getPropertyValue('--brand').trim());
    expect(brand).toBe('#aa3300');
    expect(errors).toEqual([]);
    await widget.context().close();
    await page.context().close();
  });

  it('shows the front desk the settings without letting them change them', async () => {
    const desk = demoConsoleUser('front_desk');
    const page = await newPage(h);
    await consoleSignIn(page, h.baseUrl, desk.email, desk.password);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByText('You can see these settings; an owner or a manager changes them.').waitFor();
    expect(await page.getByRole('textbox', { name: /^Button colour/ }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save settings' }).count()).toBe(0);
    await expectAccessible(page);
    await page.context().close();
  });
});
