import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokyoDate } from '../apps/api/src/testing/test-app';
import { expectAccessible, newPage, screenshot, startHarness, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

/** Every room type of a demo hotel at this stock on one night. */
async function setNight(code: string, night: string, stock: { total: number; sold: number }) {
  await sql`UPDATE inventory SET total = ${stock.total}, sold = ${stock.sold}
    WHERE stay_date = ${night}
      AND room_type_id IN (SELECT rt.id FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id WHERE h.code = ${code})`.execute(h.app.db);
}

describe('nearby hotels', () => {
  it('a full hotel offers the brand hotels nearby with rooms, and one leads to the same search there', async () => {
    const checkin = tokyoDate(45);
    const checkout = tokyoDate(46);
    for (const code of ['kumo-tokyo-shibuya', 'kumo-tokyo-asakusa', 'kumo-tokyo-station', 'kumo-yokohama'])
      await setNight(code, checkin, { total: 10, sold: 0 });
    await setNight('kumo-tokyo-shinjuku', checkin, { total: 10, sold: 10 });

    const page = await newPage(h);
    await page.goto(`${h.baseUrl}/booking/result?code=kumo-tokyo-shinjuku&locale=en&checkin=${checkin}&checkout=${checkout}&adults=2`);
    await page.getByRole('heading', { name: 'No rooms found' }).waitFor();
    const panel = page.getByRole('region', { name: 'Other hotels nearby with rooms' });
    await panel.getByRole('heading', { name: 'Kumo Hotel Shibuya' }).waitFor();
    expect(await panel.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'Kumo Hotel Shibuya',
      'Kumo Hotel Tokyo Station',
      'Kumo Hotel Asakusa',
      'Kumo Hotel Yokohama',
    ]);
    await panel.getByText('Tokyo · 3.6 km away').waitFor();
    await screenshot(page, 'nearby-hotels-1-suggested');
    await expectAccessible(page);

    await panel.getByRole('link', { name: 'See rooms at Kumo Hotel Shibuya for the same dates and guests' }).click();
    await page.getByRole('article').first().waitFor();
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ code: 'kumo-tokyo-shibuya', checkin, checkout, locale: 'en' });
    expect(await page.getByRole('banner').innerText()).toContain('Kumo Hotel Shibuya');
    // What was found is announced, as after a search.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/room types? available/);
    expect(await page.getByRole('region', { name: 'Other hotels nearby with rooms' }).count()).toBe(0);
    await screenshot(page, 'nearby-hotels-2-followed');
    await page.context().close();
  });
});
