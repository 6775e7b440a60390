import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { tokyoDate } from '../apps/api/src/testing/test-app';
import {
  expectAccessible,
  fillEnglishGuest,
  newPage,
  payAtHotel,
  screenshot,
  startHarness,
  type Harness,
  watchPageErrors,
} from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe("the hotel's questions", () => {
  it('are answered while booking, checked like every field, and on the confirmation screen with a photo', async () => {
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    const checkin = tokyoDate(57);
    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza&checkin=${checkin}&checkout=${addDays(checkin, 1)}&adults=2`);
    await page.getByRole('article', { name: 'Moderate Double' }).getByRole('button', { name: 'Book Room only' }).click();
    await page.waitForURL(/guest-detail/);
    await fillEnglishGuest(page, 'lena.fischer@example.com', { first: 'Lena', last: 'Fischer', phone: '+4915112345678' });

    const questions = page.getByRole('region', { name: 'Questions from the hotel' });
    await questions.getByLabel('Arrival time').fill('21:30');
    await questions.getByRole('spinbutton', { name: 'Men', exact: true }).fill('2');
    await questions.getByRole('spinbutton', { name: 'Women' }).fill('1');
    await questions.getByRole('combobox', { name: 'Which pillow would you like?' }).selectOption('firm');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await questions.getByText('The men and women should add up to the adults in the room.').waitFor();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('2');
    await screenshot(page, 'questions-1-guest-detail-error');
    await questions.getByRole('spinbutton', { name: 'Men', exact: true }).fill('1');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/reservation\/payment/);
    await payAtHotel(page);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.waitForURL(/\/reservation\/confirmation\/\d{10}/);
    const number = /confirmation\/(\d{10})/.exec(page.url())?.[1] ?? '';

    const stored = await sql<{ answer: string | null; rooms: Array<Record<string, unknown>> }>`
      SELECT a.answer, a.rooms FROM reservation_answers a JOIN reservations r ON r.id = a.reservation_id
      WHERE r.reservation_number = ${number} ORDER BY a.question_id`.execute(h.app.db);
    expect(stored.rows.map((r) => r.answer ?? r.rooms[0])).toEqual([
      expect.objectContaining({ checkin_time: '21:30' }),
      expect.objectContaining({ men_count: 1, women_count: 1 }),
      'firm',
    ]);

    const later = page.getByRole('region', { name: 'A few questions from the hotel' });
    await later.getByRole('textbox').fill('We are celebrating our anniversary.');
    await later.getByLabel(/Attach files/).setInputFiles({ name: 'flowers.png', mimeType: 'image/png', buffer: PNG });
    await later.getByText('flowers.png').waitFor();
    await screenshot(page, 'questions-2-confirmation');
    await expectAccessible(page);
    await later.getByRole('button', { name: 'Send answers' }).click();
    await later.getByRole('status').filter({ hasText: 'the hotel has your answers' }).waitFor();
    const attached = await sql<{ filename: string }>`SELECT f.filename FROM file_attachments f
      JOIN reservations r ON r.id = f.reservation_id WHERE r.reservation_number = ${number}`.execute(h.app.db);
    expect(attached.rows).toEqual([{ filename: 'flowers.png' }]);
    expect(errors).toEqual([]);
  });
});
