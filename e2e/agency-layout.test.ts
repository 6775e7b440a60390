import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays } from '@yado/domain/dates';
import { tokyoMonday } from '../apps/api/src/testing/test-app';
import { newPage, screenshot, startHarness, type Harness, watchPageErrors } from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

/** A Monday three weeks ahead: within every agency hotel's seeded rates, the same on any day. */
const checkin = tokyoMonday(21);
const results = (locale: string) =>
  `${h.baseUrl}/search-hotels?place=kyoto&checkin=${checkin}&checkout=${addDays(checkin, 1)}&adults=2&children=0&locale=${locale}`;

/** Where the search bar's parts are, by their vertical middles and edges. */
async function searchBar(page: Page) {
  const box = async (selector: string) => {
    const found = await page.locator(`.agency-form ${selector}`).first().boundingBox();
    if (!found) throw new Error(`no ${selector} in the search bar`);
    return { ...found, middle: found.y + found.height / 2 };
  };
  return {
    place: await box('.place-input'),
    dates: await box('.date-range .field-button'),
    party: await box('.party-field .field-button'),
    submit: await box('.search-submit'),
    undated: await box('.search-options'),
  };
}

/** How many lines the steps take, how many names are seen and how many of those spill out of their step. */
const stepsLayout = (page: Page) =>
  page.locator('.steps .step').evaluateAll((steps) => {
    const names = steps.map((step) => {
      const box = step.getBoundingClientRect();
      const name = step.querySelector('.step-name')!;
      const text = document.createRange();
      text.selectNodeContents(name);
      return {
        seen: name.getBoundingClientRect().width > 1,
        spills: Array.from(text.getClientRects()).some((line) => line.left < box.left - 0.5 || line.right > box.right + 0.5),
      };
    });
    return {
      lines: new Set(steps.map((step) => Math.round(step.getBoundingClientRect().top))).size,
      seen: names.filter((name) => name.seen).length,
      spilled: names.filter((name) => name.seen && name.spills).length,
    };
  });

describe('the agency site, in languages that write long and right to left', () => {
  for (const locale of ['en', 'ar', 'id'] as const) {
    it(`keeps its search bar on one row at 1280 px and its five booking steps on one line, each name within its step (${locale})`, async () => {
      const page = await newPage(h, { width: 1280, height: 900 });
      const errors = watchPageErrors(page);
      await page.goto(results(locale));
      await page.locator('.hotel-card').first().waitFor();

      const bar = await searchBar(page);
      // The destination, the dates, the party and the button share one row.
      for (const part of [bar.dates, bar.party, bar.submit]) expect(Math.abs(part.middle - bar.place.middle)).toBeLessThan(2);
      // The dates keep to one line: their field is no taller than the destination's.
      expect(bar.dates.height).toBeLessThanOrEqual(bar.place.height + 1);
      // "Dates not decided" sits under the dates it changes.
      expect(bar.undated.y).toBeGreaterThanOrEqual(bar.dates.y + bar.dates.height);
      expect(bar.undated.x).toBeGreaterThanOrEqual(bar.dates.x - 1);
      expect(bar.undated.x + bar.undated.width).toBeLessThanOrEqual(bar.dates.x + bar.dates.width + 1);
      await screenshot(page, `agency-search-bar-${locale}`);

      // The first step of a booking, in the agency's frame: five steps beside the summary, then on a phone.
      await page.locator('.hotel-card a').first().click();
      await page.locator('.agency-app .room-list article').first().waitFor();
      await page.locator('.agency-app .room-list article button.button-primary').first().click();
      await page.waitForURL(/\/confirm-reservation\?/);
      await page.locator('.steps').waitFor();
      expect(await page.locator('.steps .step').count()).toBe(5);
      // Beside the summary each name is under its number; on a phone the numbers alone show, the heading naming the step.
      await page.setViewportSize({ width: 1024, height: 800 });
      expect(await stepsLayout(page)).toEqual({ lines: 1, seen: 5, spilled: 0 });
      await screenshot(page, `agency-steps-${locale}`);
      await page.setViewportSize({ width: 390, height: 800 });
      expect(await stepsLayout(page)).toEqual({ lines: 1, seen: 0, spilled: 0 });
      // The names are still read out, the current step's with it.
      const current = page.locator('.steps [aria-current="step"]');
      expect((await current.innerText()).trim()).toMatch(/^1\s*\S/);
      await screenshot(page, `agency-steps-phone-${locale}`);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
