import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { formatDate } from '@yado/domain/date-words';
import { quotedTotal, setTokyoStock, tokyoDate, tokyoMonday } from '../apps/api/src/testing/test-app';
import { expectAccessible, newPage, screenshot, startHarness, watchPageErrors, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

const locales = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/src/locales');
const catalogue = (locale: string) =>
  JSON.parse(readFileSync(path.join(locales, `${locale}.json`), 'utf8')) as { search: { submit: string; guests: string } };

describe('the results page in every language', () => {
  it.each([
    ['ko', 'ko', 'ltr'],
    ['zh_Hans', 'zh-Hans', 'ltr'],
    ['zh_Hant', 'zh-Hant', 'ltr'],
    ['id', 'id', 'ltr'],
    ['th', 'th', 'ltr'],
    ['ar', 'ar', 'rtl'],
  ])('%s: its own text, lang %s, written %s', async (locale, lang, dir) => {
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    const checkin = tokyoDate(40);
    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza&locale=${locale}&checkin=${checkin}&checkout=${addDays(checkin, 2)}`);
    const text = catalogue(locale).search;
    await page.getByRole('button', { name: text.submit, exact: true }).waitFor();
    await page.getByRole('article').first().waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, dir]);
    expect(await page.getByText(text.guests).count()).toBeGreaterThan(0);
    await screenshot(page, `language-${locale}`);
    if (dir === 'rtl') await expectAccessible(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the results page in Arabic, on a phone', () => {
  it("names the hotel's rooms and plans in Arabic, shows the stay as two whole dates, and prices as Arabic writes them", async () => {
    const checkin = tokyoMonday(60);
    const checkout = addDays(checkin, 2);
    await setTokyoStock(h.app.db, 'MOD-DBL', checkin, checkout, { total: 10, sold: 0 });
    const total = await quotedTotal(h.app.app, { checkin, checkout, roomPlanCode: 'MOD-DBL-RO' });
    const page = await newPage(h, { width: 390, height: 844 });
    const errors = watchPageErrors(page);
    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza&locale=ar&checkin=${checkin}&checkout=${checkout}&adults=2`);

    // The seed's Arabic texts: a room, its plan, a room filter.
    const room = page.getByRole('article', { name: 'غرفة مزدوجة متوسطة' });
    await room.waitFor();
    const plan = room.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'الغرفة فقط', exact: true }) });
    expect(await page.getByText('حوض استحمام').count()).toBeGreaterThan(0);

    // Latin digits, the amount then the currency's own symbol, held together by right-to-left marks.
    expect(await plan.locator('.price-amount').textContent()).toBe(`\u200F${total.toLocaleString('en-US')}\u00A0\u200F¥`);

    // Two whole dates, each on one line, and between them a spaced arrow pointing left, the way Arabic reads.
    const field = page.locator('.date-range .field-button');
    const sameYear = checkout.slice(0, 4) === tokyoDate(0).slice(0, 4);
    const show = (date: string) =>
      formatDate(date, 'ar', { weekday: 'short', month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) });
    expect(await field.locator('bdi').allTextContents()).toEqual([show(checkin), show(checkout)]);
    expect(await field.textContent()).toContain(`${show(checkin)} ← `);
    const layout = await field.evaluate((button) => {
      const [first, last] = Array.from(button.querySelectorAll('bdi')).map((date) => ({
        // A box per run of one direction; one line when they all sit on one top.
        lines: new Set(Array.from(date.getClientRects()).map((r) => Math.round(r.top))).size,
        box: date.getBoundingClientRect(),
      }));
      const arrow = button.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
      return {
        lines: [first!.lines, last!.lines],
        gapBeforeArrow: first!.box.left - arrow.right,
        gapAfterArrow: arrow.left - last!.box.right,
        sameLine: Math.abs(first!.box.top - last!.box.top) < 2,
      };
    });
    expect(layout.lines).toEqual([1, 1]);
    // Right to left: check-in, the arrow, then check-out to its left, with a space on each side when they share a line.
    if (layout.sameLine) {
      expect(layout.gapBeforeArrow).toBeGreaterThan(2);
      expect(layout.gapAfterArrow).toBeGreaterThan(2);
    }

    await screenshot(page, 'language-ar-phone-results');
    await expectAccessible(page);

    // The guest form opens at its top; an address typed in it reads left to right, kept to the form's right edge.
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight }));
    await plan.getByRole('button').last().click();
    await page.waitForURL(/\/reservation\/guest-detail/);
    const email = page.locator('input[name="email"]');
    await email.waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await email.fill('taro.yamada@example.com');
    expect(await email.evaluate((input) => [getComputedStyle(input).direction, getComputedStyle(input).textAlign])).toEqual([
      'ltr',
      'right',
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
