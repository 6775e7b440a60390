import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { setTokyoStock, tokyoDate } from '../apps/api/src/testing/test-app';
import { expectAccessible, field, fillEnglishGuest, newPage, payAtHotel, screenshot, startHarness, type Harness } from './support/harness';
import type { Page } from 'playwright-core';
import { makeGinzaPlanFlexible } from './support/policies';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

async function chooseAndFillGuest(page: Page, checkin: string, roomType: string) {
  await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza&checkin=${checkin}&checkout=${addDays(checkin, 1)}&adults=2`);
  await page.getByRole('article', { name: roomType }).getByRole('button', { name: 'Book Room only' }).click();
  await page.waitForURL(/guest-detail/);
  await fillEnglishGuest(page, 'jordan@example.com', { first: 'Jordan', last: 'Lee', phone: '+12025550143' });
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(/payment/);
  await payAtHotel(page);
}

/** The fee of Ginza's Room only plan from two days before arrival, as the console would set it (30% in the demo). */
async function setRoomOnlyFeeTwoDaysBefore(percentage: number) {
  await sql`UPDATE cancellation_policy_parts SET percentage_of_cost = ${percentage} WHERE days_before = 2 AND cancellation_policy_id =
    (SELECT p.cancellation_policy_id FROM plans p WHERE p.hotel_plan_code = 'RO' AND p.hotel_id = 1)`.execute(h.app.db);
  h.app.app.hotels.clearCache();
}

describe('when things change before the guest confirms', () => {
  it('shows the new price and books only once the guest accepts it', async () => {
    const page = await newPage(h);
    const checkin = tokyoDate(35);
    await chooseAndFillGuest(page, checkin, 'Moderate Double');
    await sql`UPDATE room_rates SET amount = amount + 1000 WHERE stay_date = ${checkin}
      AND room_plan_id = (SELECT rp.id FROM room_plans rp JOIN room_types rt ON rt.id = rp.room_type_id
        WHERE rp.room_plan_code = 'MOD-DBL-RO' AND rt.hotel_id = 1)`.execute(h.app.db);

    await page.getByRole('button', { name: 'Confirm booking' }).click();
    const warning = page.getByRole('alert').filter({ hasText: 'The price has changed' });
    await warning.waitFor();
    expect(await warning.textContent()).toMatch(/It was ¥[\d,]+; it is now ¥[\d,]+\./);
    expect(await page.getByRole('button', { name: 'Confirm booking' }).isDisabled()).toBe(true);
    const newTotal = /it is now (¥[\d,]+)/.exec((await warning.textContent()) ?? '')?.[1];
    expect(await page.locator('.booking-summary .price-total dd').textContent()).toBe(newTotal);
    await screenshot(page, 'en-price-changed');

    await page.getByRole('checkbox', { name: 'I accept the new price.' }).check();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.waitForURL(/confirmation\/\d{10}/);
    const number = /confirmation\/(\d{10})/.exec(page.url())?.[1] ?? '';
    const stored = await h.app.db
      .selectFrom('reservations')
      .select('total_price')
      .where('reservation_number', '=', number)
      .executeTakeFirstOrThrow();
    expect(await page.locator('.price-total dd').textContent()).toBe(`¥${stored.total_price.toLocaleString('en-US')}`);
    await page.context().close();
  });

  it('shows the cancellation policy the hotel changed meanwhile, and books on it only once the guest accepts it', async () => {
    const page = await newPage(h);
    const checkin = tokyoDate(43);
    await setTokyoStock(h.app.db, 'MOD-DBL', checkin, addDays(checkin, 1), { total: 5, sold: 0 });
    await chooseAndFillGuest(page, checkin, 'Moderate Double');
    const summary = page.locator('.booking-summary');
    await summary.getByText('30%').first().waitFor();
    // The hotel raises the fee two days before arrival from 30% to 45% while the guest is paying.
    await setRoomOnlyFeeTwoDaysBefore(45);

    await page.getByRole('button', { name: 'Confirm booking' }).click();
    const warning = page.locator('.policy-changed');
    await warning.getByRole('alert').filter({ hasText: 'changed its cancellation policy' }).waitFor();
    await warning.getByText('45%').waitFor();
    await summary.getByText('45%').first().waitFor();
    expect(await page.getByRole('button', { name: 'Confirm booking' }).isDisabled()).toBe(true);
    await screenshot(page, 'en-policy-changed');

    await warning.getByRole('checkbox', { name: 'I accept the new cancellation policy.' }).check();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.waitForURL(/confirmation\/\d{10}/);
    await page.getByText('45%').first().waitFor();
    expect(await page.getByText('30%').count()).toBe(0);
    await setRoomOnlyFeeTwoDaysBefore(30);
    await page.context().close();
  });

  it('shows the policy of a plan the hotel gave another policy meanwhile, and books on that one', async () => {
    const page = await newPage(h);
    const checkin = tokyoDate(44);
    await setTokyoStock(h.app.db, 'MOD-DBL', checkin, addDays(checkin, 1), { total: 5, sold: 0 });
    await chooseAndFillGuest(page, checkin, 'Moderate Double');
    const summary = page.locator('.booking-summary');
    await summary.getByText('30%').first().waitFor();
    // Room only is made flexible: its plan now names the hotel's policy that charges only from arrival day.
    const flexible = await makeGinzaPlanFlexible(h, 'RO');
    try {
      await page.getByRole('button', { name: 'Confirm booking' }).click();
      const warning = page.locator('.policy-changed');
      await warning.getByRole('alert').waitFor();
      await summary.getByText('On the check-in day: 100% of the price.').waitFor();
      expect(await warning.getByText('30%').count()).toBe(0);
      expect(await summary.getByText('30%').count()).toBe(0);
      await warning.getByRole('checkbox', { name: 'I accept the new cancellation policy.' }).check();
      await page.getByRole('button', { name: 'Confirm booking' }).click();
      await page.waitForURL(/confirmation\/\d{10}/);
      // The booking keeps the flexible terms the guest accepted.
      await page.getByText('On the check-in day: 100% of the price.').first().waitFor();
      expect(await page.getByText('30%').count()).toBe(0);
    } finally {
      await flexible.restore();
      await page.context().close();
    }
  });

  it('leads to the failure page, with the way back, when the last room went meanwhile', async () => {
    const page = await newPage(h);
    const checkin = tokyoDate(37);
    await chooseAndFillGuest(page, checkin, 'Deluxe King');
    await sql`UPDATE inventory SET sold = total WHERE stay_date = ${checkin}
      AND room_type_id = (SELECT id FROM room_types WHERE code = 'DLX-KNG' AND hotel_id = 1)`.execute(h.app.db);

    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.waitForURL(/reservation\/fail/);
    await page.getByRole('alert').filter({ hasText: 'no longer available' }).waitFor();
    await screenshot(page, 'en-fail-sold-out');
    await page.getByRole('link', { name: 'Search again' }).click();
    await page.waitForURL(/booking\/result/);
    expect(new URL(page.url()).searchParams.get('checkin')).toBe(checkin);
    await page.context().close();
  });

  it('says when the cancellation policy could not be loaded, books nothing meanwhile, and loads it again when asked', async () => {
    const page = await newPage(h);
    // The policy's loads fail (the network drops them), until it is back.
    let failing = true;
    await page.route('**/cancellation_policies**', (route) => (failing ? route.abort('failed') : route.continue()));
    await chooseAndFillGuest(page, tokyoDate(38), 'Moderate Double');
    const problem = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Try again' }) });
    await problem.waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Confirm booking' }).isDisabled()).toBe(true);
    await problem.scrollIntoViewIfNeeded();
    await screenshot(page, 'en-payment-policy-failed');
    await expectAccessible(page);

    failing = false;
    await problem.getByRole('button', { name: 'Try again' }).click();
    const confirm = page.getByRole('button', { name: 'Confirm booking' });
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    expect(await problem.count()).toBe(0);
    await confirm.click();
    await page.waitForURL(/confirmation\/\d{10}/);
    await page.context().close();
  });
});

describe('a guest who leaves before paying', () => {
  it('is mailed a link that brings the same booking back on another device, and books from there', async () => {
    const email = 'back.later@example.com';
    const laptop = await newPage(h);
    const checkin = tokyoDate(39);
    await laptop.goto(`${h.baseUrl}/booking/result?code=sakura-ginza&checkin=${checkin}&checkout=${addDays(checkin, 1)}&adults=2`);
    await laptop.getByRole('article', { name: 'Moderate Double' }).getByRole('button', { name: 'Book Room only' }).click();
    await laptop.waitForURL(/guest-detail/);
    await fillEnglishGuest(laptop, email, { first: 'Mika', last: 'Sato', phone: '+819012345678' });
    await laptop.getByRole('button', { name: 'Continue to payment' }).click();
    await laptop.waitForURL(/payment/);
    // The draft is kept on the server as the guest moves on; then the guest closes the laptop.
    await expect
      .poll(async () => (await h.app.db.selectFrom('temporary_storages').select('id').where('email', '=', email).execute()).length)
      .toBe(1);
    await laptop.context().close();

    // An hour later the recovery mail goes out; it opens on a phone, another browser altogether.
    await h.app.app.jobs.runDue(new Date(Date.now() + 61 * 60_000));
    const phone = await newPage(h, { width: 390, height: 844 });
    await phone.goto(`${h.baseUrl}/demo/mailbox.html?to=${encodeURIComponent(email)}`);
    await phone.getByRole('heading', { name: /is not booked yet/ }).waitFor();
    await phone.getByRole('link', { name: 'Open the link' }).click();
    await phone.getByRole('heading', { name: 'Your booking, as you left it' }).waitFor();
    await phone.getByRole('status').filter({ hasText: 'Everything is as you left it' }).waitFor();
    await screenshot(phone, 'en-resume-booking');
    await expectAccessible(phone);
    await phone.getByRole('button', { name: 'Continue booking' }).click();
    await phone.waitForURL(/guest-detail/);
    // What was typed on the laptop is there on the phone.
    expect(
      await field(phone, /^First name/)
        .first()
        .inputValue(),
    ).toBe('Mika');
    await phone.getByRole('button', { name: 'Continue to payment' }).click();
    await phone.waitForURL(/payment/);
    await payAtHotel(phone);
    await phone.getByRole('button', { name: 'Confirm booking' }).click();
    await phone.waitForURL(/confirmation\/\d{10}/);
    await phone.context().close();
  });
});
