import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { tokyoDate } from '../apps/api/src/testing/test-app';
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
