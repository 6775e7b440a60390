import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { createTestLottery, entryBody } from '../apps/api/src/modules/lotteries/testing';
import { bearer, confirmedMember, setTokyoStock, tokyoDate } from '../apps/api/src/testing/test-app';
import { expectAccessible, newPage, screenshot, startHarness, type Harness, watchPageErrors } from './support/harness';
import { consoleSignIn } from './support/console';
import { demoConsoleUser } from '../apps/api/src/modules/console/reservations-testing';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

describe('lotteries in the console', () => {
  it('lets a manager open an event whose entries have closed, draw it, and see the winners', async () => {
    const manager = demoConsoleUser('manager');
    const checkin = tokyoDate(170);
    const event = await createTestLottery(h.app.app, h.app.db, checkin);
    // Two Japanese rooms free for three entries, the other room type of the event full.
    await setTokyoStock(h.app.db, 'JPN-WAS', checkin, addDays(checkin, 2), { total: 2, sold: 0 });
    await setTokyoStock(h.app.db, 'DLX-KNG', checkin, addDays(checkin, 2), { total: 1, sold: 1 });
    for (const name of ['hana', 'sora', 'yuki']) {
      const email = `console.draw.${name}@example.com`;
      const token = await confirmedMember(h.app.app, email);
      const entered = await h.app.app.inject({
        method: 'POST',
        url: '/api/v1/hotels/sakura-ginza/lottery_results',
        payload: entryBody(event, { checkin, checkout: addDays(checkin, 1) }, email),
        headers: bearer(token),
      });
      expect(entered.statusCode).toBe(201);
    }
    await sql`UPDATE lottery_events SET entry_deadline = now() - interval '1 minute' WHERE id = ${event.id}`.execute(h.app.db);

    const page = await newPage(h);
    const errors = watchPageErrors(page);
    await consoleSignIn(page, h.baseUrl, manager.email, manager.password);
    await page.getByRole('button', { name: 'Lotteries' }).click();
    await page.getByRole('button', { name: 'Test fireworks' }).click();
    await page.getByRole('heading', { level: 1, name: /Test fireworks/ }).waitFor();
    await page.getByText('Entries closed, not drawn').first().waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Draw the lottery' }).click();
    await page.getByText('Entries waiting: 3 · Rooms free: 2.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Draw now' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('The lottery is drawn: 2 won, 1 not won.');
    const statuses = page.locator('.lottery-entries tbody tr td:nth-child(6) .reservation-status');
    await expect.poll(() => statuses.allTextContents()).toEqual(['Won', 'Won', 'Not won']);
    expect(await page.getByRole('button', { name: 'Draw the lottery' }).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'console-lotteries-drawn');
    expect(errors).toEqual([]);
  });
});
