import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { tokyoDate } from '../apps/api/src/testing/test-app';
import { expectAccessible, newPage, screenshot, startHarness, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

const MENU = { en: 'Menu', ja: 'メニュー', ar: 'القائمة' } as const;
const FIND_RESERVATION = { en: 'Find my reservation', ja: '予約の確認' } as const;

/** How far the page reaches past the phone's width: a guest would have to scroll sideways to see it. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('on a 390 px phone', () => {
  for (const locale of ['en', 'ja', 'ar'] as const) {
    it(`the results, the calendar and the header menu fit the screen (${locale})`, async () => {
      const page = await newPage(h, { width: 390, height: 844 });
      await page.goto(
        `${h.baseUrl}/booking/result?code=sakura-ginza&locale=${locale}&checkin=${tokyoDate(150)}&checkout=${tokyoDate(151)}&adults=2`,
      );
      await page.getByRole('article').first().waitFor();
      expect(await overflow(page)).toBe(0);

      // The links fold behind one Menu button instead of wrapping onto several lines each.
      const toggle = page.getByRole('button', { name: MENU[locale] });
      const findReservation = page.locator('.header-links a').first();
      expect(await findReservation.isVisible()).toBe(false);
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await findReservation.waitFor({ state: 'visible' });
      if (locale !== 'ar') expect(await findReservation.innerText()).toBe(FIND_RESERVATION[locale]);
      const linkHeight = await findReservation.evaluate((link) => link.getBoundingClientRect().height);
      expect(linkHeight).toBeGreaterThanOrEqual(44);
      expect(await overflow(page)).toBe(0);
      await screenshot(page, `phone-menu-${locale}`);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      expect(await findReservation.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.classList.contains('menu-toggle'))).toBe(true);

      // The calendar takes the field's width; its days share it, so nothing sticks out.
      await page.locator('.date-range button').first().click();
      await page.getByRole('grid').first().waitFor();
      expect(await overflow(page)).toBe(0);
      const popover = await page.locator('.popover').boundingBox();
      expect(popover && popover.x >= 0 && popover.x + popover.width <= 390).toBe(true);
      // Each night's price stays inside its day, however long the language writes it ("17.4 ألف").
      const pricesOutside = await page.locator('.day').evaluateAll(
        (days) =>
          days.filter((day) => {
            const box = day.getBoundingClientRect();
            const price = day.querySelector('.day-price')?.getBoundingClientRect();
            return price && price.width > 0 && (price.left < box.left - 0.5 || price.right > box.right + 0.5);
          }).length,
      );
      expect(pricesOutside).toBe(0);
      await screenshot(page, `phone-calendar-${locale}`);
      // The hotel's phone number in the footer is read as one, on one line.
      const phoneLines = await page
        .locator('.site-footer .phone-number')
        .evaluate((number) => new Set(Array.from(number.getClientRects()).map((r) => Math.round(r.top))).size);
      expect(phoneLines).toBe(1);
      await page.context().close();
    });
  }

  it('a followed link closes the menu, and the next page starts with it folded', async () => {
    const page = await newPage(h, { width: 390, height: 844 });
    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza&locale=en`);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Find my reservation' }).click();
    await page.waitForURL(/\/search\?/);
    expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(await overflow(page)).toBe(0);
    await page.context().close();
  });
});

describe('on a desktop', () => {
  it('the header shows its links in the row, with no Menu button', async () => {
    const page = await newPage(h);
    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza&locale=en`);
    await page.getByRole('link', { name: 'Find my reservation' }).waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    await page.context().close();
  });
});
