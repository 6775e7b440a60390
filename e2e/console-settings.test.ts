import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoConsoleUser } from '../apps/api/src/modules/console/reservations-testing';
import { consoleSignIn, openConsoleSettingsIn } from './support/console';
import { expectAccessible, newPage, screenshot, startHarness, type Harness, watchPageErrors } from './support/harness';

let h: Harness;
const brandOwner = demoConsoleUser('owner', null);
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

const brandOf = async (page: Page) => page.locator('.app').evaluate((el) => getComputedStyle(el).getPropertyValue('--brand').trim());

/** The Ginza manager's Settings screen, its page errors watched. */
async function managerSettings() {
  const manager = demoConsoleUser('manager');
  const page = await newPage(h);
  const errors = watchPageErrors(page);
  await consoleSignIn(page, h.baseUrl, manager.email, manager.password);
  await page.getByRole('button', { name: 'Settings' }).click();
  return { page, errors, colour: page.getByRole('textbox', { name: /^Button colour/ }) };
}

describe("the console's settings screen", () => {
  // First, while Ginza still takes its colours from the brand (a later test gives it its own).
  it("lets the brand's owner change the brand's button colour, which a hotel of the brand without its own shows at once", async () => {
    // A hotel's owner answers for their hotel only: no brand defaults for them.
    const hotelOwner = demoConsoleUser('owner', 'sakura-myeongdong');
    const hotelOwnerPage = await newPage(h);
    await consoleSignIn(hotelOwnerPage, h.baseUrl, hotelOwner.email, hotelOwner.password);
    await hotelOwnerPage.getByRole('button', { name: 'Settings' }).click();
    await hotelOwnerPage.getByRole('button', { name: 'Save settings' }).waitFor();
    expect(await hotelOwnerPage.getByRole('region', { name: 'Brand defaults' }).count()).toBe(0);
    await hotelOwnerPage.context().close();

    const owner = brandOwner;
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    await consoleSignIn(page, h.baseUrl, owner.email, owner.password);
    // The brand's owner works for every hotel of it, and chooses one first.
    await page.getByRole('button', { name: 'Sakura Hotel Ginza' }).click();
    await page.getByRole('button', { name: 'Settings' }).click();
    const brand = page.getByRole('region', { name: 'Brand defaults' });
    await brand.getByText('These defaults reach every hotel of the brand: Sakura Hotel Ginza and Sakura Hotel Myeongdong.').waitFor();
    const colour = brand.getByRole('textbox', { name: /^Button colour/ });
    await expectAccessible(page);

    await colour.fill('navy');
    await brand.getByRole('button', { name: 'Save brand defaults' }).click();
    await brand.getByText('Use a colour like #1f4e79.').waitFor();
    expect(await colour.inputValue()).toBe('navy');
    await expectAccessible(page);

    await colour.fill('#2266BB');
    await brand.getByRole('button', { name: 'Save brand defaults' }).click();
    await expect.poll(() => brand.getByRole('status').textContent()).toContain('Brand defaults saved.');
    // The hotel's own form above, which uses the brand's colour, shows the one just saved.
    const appearance = page.getByRole('region', { name: 'Appearance' });
    const useBrandColour = appearance.getByRole('checkbox', { name: "Button colour: Use the brand's: #2266bb", checked: true });
    await useBrandColour.waitFor();
    const hotelColour = appearance.getByRole('textbox', { name: /^Button colour/ });
    expect(await hotelColour.inputValue()).toBe('#2266bb');
    // Made the hotel's own again, the colour starts from the brand's as it is now (not saved here).
    await useBrandColour.uncheck();
    expect(await hotelColour.inputValue()).toBe('#2266bb');
    await page.getByRole('button', { name: 'Audit log' }).click();
    await page.getByText('Brand defaults changed').waitFor();

    // Ginza has no button colour of its own and shows the brand's; Myeongdong keeps its own.
    const widget = await newPage(h);
    await widget.goto(`${h.baseUrl}/?code=sakura-ginza&locale=en`);
    await widget
      .getByRole('button', { name: /Search/ })
      .first()
      .waitFor();
    expect(await brandOf(widget)).toBe('#2266bb');
    await widget.goto(`${h.baseUrl}/?code=sakura-myeongdong&locale=en`);
    await widget
      .getByRole('button', { name: /Search/ })
      .first()
      .waitFor();
    expect(await brandOf(widget)).toBe('#a3173f');
    expect(errors).toEqual([]);
    await widget.context().close();
    await page.context().close();
  });

  it('lets a manager change the button colour and the languages, and the widget shows them at once', async () => {
    const { page, errors, colour } = await managerSettings();
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
    expect(await page.getByRole('checkbox', { name: 'English', exact: true }).isChecked()).toBe(true);
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

  it("lets a manager take the brand's button colour and languages again, which the widget shows at once", async () => {
    const { page, errors, colour } = await managerSettings();
    // The brand's colour (set by its owner in the first test) is named beside the hotel's own.
    const useBrandColour = page.getByRole('checkbox', { name: "Button colour: Use the brand's: #2266bb" });
    await useBrandColour.waitFor();
    expect(await colour.inputValue()).toBe('#aa3300');
    expect(await useBrandColour.isChecked()).toBe(false);

    // Taken from the brand, the field shows the brand's value; typed in, it is the hotel's own again.
    await useBrandColour.check();
    expect(await colour.inputValue()).toBe('#2266bb');
    await colour.fill('#2266bc');
    expect(await useBrandColour.isChecked()).toBe(false);
    await useBrandColour.check();
    expect(await colour.inputValue()).toBe('#2266bb');
    await page.getByRole('checkbox', { name: /^Languages the booking pages offer: Use the brand's/ }).check();
    const languages = page.getByRole('group', { name: 'Languages the booking pages offer' });
    expect(await languages.getByRole('checkbox', { name: '한국어' }).isChecked()).toBe(true);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => page.getByRole('status').last().textContent()).toContain('Settings saved.');
    await screenshot(page, 'console-settings-use-brand');

    // Read again: still the brand's, and the audit log has the change.
    await page.getByRole('button', { name: 'Audit log' }).click();
    await page.getByText('Hotel settings changed').first().waitFor();
    await page.getByRole('button', { name: 'Settings' }).click();
    await useBrandColour.waitFor();
    expect(await useBrandColour.isChecked()).toBe(true);

    // The widget shows the brand's colour, and offers Korean again.
    const widget = await newPage(h);
    await widget.goto(`${h.baseUrl}/?code=sakura-ginza&locale=ko`);
    await expect.poll(() => widget.evaluate(() => document.documentElement.lang), { timeout: 15_000 }).toBe('ko');
    await expect.poll(() => brandOf(widget)).toBe('#2266bb');
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

  it("shows the brand's defaults with an error in English, Japanese and Arabic, on a desk and a phone", async () => {
    const owner = brandOwner;
    for (const width of [1280, 390]) {
      const page = await newPage(h, { width, height: 900 });
      await consoleSignIn(page, h.baseUrl, owner.email, owner.password);
      await page.locator('.console-hotel-list').waitFor();
      for (const locale of ['en', 'ja', 'ar'] as const) {
        await openConsoleSettingsIn(page, h.baseUrl, locale);
        const brand = page.locator('.brand-defaults');
        await brand.locator('input[name="button_colour"]').fill('navy');
        await brand.locator('button[type="submit"]').click();
        await brand.locator('.field-error').first().waitFor();
        await brand.scrollIntoViewIfNeeded();
        await screenshot(brand, `console-brand-defaults-${locale}-${width}`);
      }
      await page.context().close();
    }
  });
});
