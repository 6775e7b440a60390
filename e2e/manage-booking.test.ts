import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { addDays } from '@yado/domain/dates';
import { demoStaffKey } from '../apps/api/src/db/seed/staff-keys';
import { bookWithCard } from '../apps/api/src/modules/payments/testing';
import {
  allowPayAtHotelWhenFeeDue,
  bookingBody,
  clearOfTokyoMidnight,
  quotedTotal,
  setTokyoStock,
  soldOn,
  tokyoDate,
} from '../apps/api/src/testing/test-app';
import {
  expectAccessible,
  field,
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

const EMAIL = 'mina.park@example.com';

/** A reservation made through the API the widget uses, to be managed in the browser. */
async function book(checkin: string, checkout: string, rooms = 1) {
  const session = await h.app.session();
  const totalCents = await quotedTotal(h.app.app, { checkin, checkout, roomPlanCode: 'MOD-DBL-RO', rooms });
  const response = await h.app.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/reservations',
    headers: { 'client-session': session },
    payload: { ...bookingBody({ checkin, checkout, totalCents, rooms, email: EMAIL }) },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.reservation as { reservation_number: string; version: number; total_price: number };
}

async function openManage(page: Page, number: string, locale = 'en') {
  await page.goto(`${h.baseUrl}/search?code=sakura-ginza&locale=${locale}&number=${number}`);
  await page.getByRole('textbox', { name: locale === 'ar' ? /البريد/ : 'Email used for the booking' }).fill(EMAIL);
  await page.locator('.lookup-form button[type=submit]').click();
  await page.locator('.reservation-number').waitFor();
}

/** Picks a new stay on the change dialog's calendar, as a guest clicks it: check-in, then check-out. */
async function pickStay(dialog: Locator, checkin: string, checkout: string) {
  await dialog.locator(`[data-date="${checkin}"]`).click();
  await dialog.locator(`[data-date="${checkin}"].day-in-range`).waitFor();
  await dialog.locator(`[data-date="${checkout}"]`).click();
  await dialog.locator(`[data-date="${checkout}"].day-end`).waitFor();
}

const focusedDay = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-date'));

describe('managing a stay', () => {
  it('edits guest details, keeping what was typed when a field is wrong', async () => {
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    const { reservation_number: number } = await book(tokyoDate(40), tokyoDate(42));
    await openManage(page, number);
    await screenshot(page, 'manage-1-found');

    await page.getByRole('button', { name: 'Edit guest details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit guest details' });
    await field(page, 'Phone').fill('03-1234');
    await dialog.getByRole('textbox', { name: 'Last name (English)' }).fill('Park');
    await dialog.getByRole('textbox', { name: 'First name (English)' }).fill('Mina');
    await dialog.getByRole('textbox', { name: 'Special requests' }).fill('A quiet room, please');
    await dialog.getByRole('button', { name: 'Save guest details' }).click();
    await dialog.getByText('Use digits and + only').waitFor();
    expect(await field(page, 'Phone').inputValue()).toBe('03-1234');
    await screenshot(page, 'manage-2-guest-error');

    await field(page, 'Phone').fill('+821012345678');
    await dialog.getByRole('button', { name: 'Save guest details' }).click();
    await page.getByRole('status').filter({ hasText: 'Your reservation has been updated.' }).waitFor();
    await page.getByText('Mina Park').waitFor();
    await page.getByText('A quiet room, please').waitFor();
    await page.getByText(`${EMAIL} · +821012345678`).waitFor();
    await screenshot(page, 'manage-3-guest-saved');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('gives up a room close to arrival: the fee is shown before confirming, and the room goes back on sale', async () => {
    // The fee is 30 % two days before arrival and 50 % one day before: the quote and its confirmation see one today.
    await clearOfTokyoMidnight();
    const page = await newPage(h);
    const [checkin, checkout] = [tokyoDate(2), tokyoDate(4)];
    // Booked close to arrival and paid at the hotel, as this hotel allows.
    await allowPayAtHotelWhenFeeDue(h.app);
    const { reservation_number: number } = await book(checkin, checkout, 2);
    const sold = (await soldOn(h.app.db, 'MOD-DBL', checkin)).sold;
    await openManage(page, number);

    await page.getByRole('button', { name: 'Change dates or rooms' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change dates or rooms' });
    await dialog.getByRole('checkbox', { name: /^Room 2/ }).uncheck();
    await dialog.getByRole('button', { name: 'Check the new price' }).click();
    // The standard plan charges 30 % from two days before arrival.
    await dialog.getByText(/\(30% of ¥[\d,]+\)/).waitFor();
    await screenshot(page, 'manage-4-room-fee-quote');
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Confirm the change' }).click();
    await page.getByRole('status').filter({ hasText: 'Your reservation has been updated.' }).waitFor();
    await expect.poll(() => page.locator('.reserved-rooms li').count()).toBe(1);
    await page.getByText(/The total includes ¥[\d,]+ in change fees/).waitFor();
    await screenshot(page, 'manage-5-room-given-up');
    expect((await soldOn(h.app.db, 'MOD-DBL', checkin)).sold).toBe(sold - 1);
  });

  it('moves a stay on the calendar: sold-out nights cannot be picked, by pointer or keyboard, and the quote is confirmed', async () => {
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    const checkin = tokyoDate(60);
    // Stock the test controls: free rooms around the stay, and a night with none left.
    await setTokyoStock(h.app.db, 'MOD-DBL', checkin, addDays(checkin, 8), { total: 5, sold: 0 });
    await setTokyoStock(h.app.db, 'MOD-DBL', addDays(checkin, 4), addDays(checkin, 5), { total: 3, sold: 3 });
    const booked = await book(checkin, addDays(checkin, 2));
    await openManage(page, booked.reservation_number);

    await page.getByRole('button', { name: 'Change dates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change dates', exact: true });
    // The calendar opens on the booked check-in, with focus on it, the booked nights outlined.
    await expect.poll(() => focusedDay(page)).toBe(checkin);
    await expect.poll(() => dialog.locator('.day-held').count()).toBe(2);
    const soldOut = dialog.locator(`[data-date="${addDays(checkin, 4)}"]`);
    await expect.poll(() => soldOut.getAttribute('aria-disabled')).toBe('true');
    expect(await soldOut.getAttribute('aria-label')).toMatch(/, sold out$/);
    expect(await dialog.locator(`[data-date="${addDays(checkin, 3)}"]`).getAttribute('aria-label')).toMatch(/, from ¥[\d,]+ a night$/);
    await screenshot(page, 'manage-dates-1-calendar');

    // The night without stock cannot start a stay, and no stay can run across it: the day
    // after it then starts a new stay instead of ending one.
    await soldOut.click({ force: true });
    await dialog.getByText('Choose your check-in date').waitFor();
    expect(await soldOut.getAttribute('class')).not.toMatch(/day-in-range/);
    await dialog.locator(`[data-date="${addDays(checkin, 3)}"]`).click();
    await dialog.getByText('Now choose your check-out date').waitFor();
    expect(await dialog.getByRole('button', { name: 'Check the new price' }).isDisabled()).toBe(true);
    await dialog.locator(`[data-date="${addDays(checkin, 6)}"]`).click();
    await dialog.getByText('Now choose your check-out date').waitFor();
    expect(await dialog.locator('.change-stay-dates').textContent()).not.toMatch(/nights/);

    // The keyboard: arrows move a day (a week up and down), Enter picks.
    await dialog.locator(`[data-date="${addDays(checkin, 6)}"]`).focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focusedDay(page)).toBe(addDays(checkin, 0));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await dialog.getByText('Now choose your check-out date').waitFor();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await dialog.getByText('Choose your check-in date').waitFor();
    await dialog.locator('.change-stay-dates').getByText('2 nights').waitFor();

    // The calendar picked a day on from the booked stay; the quote prices it before it is confirmed.
    const sold = {
      first: (await soldOn(h.app.db, 'MOD-DBL', checkin)).sold,
      added: (await soldOn(h.app.db, 'MOD-DBL', addDays(checkin, 2))).sold,
    };
    await dialog.getByRole('button', { name: 'Check the new price' }).click();
    await dialog.getByText('No fee for this change').waitFor();
    await screenshot(page, 'manage-dates-2-quote');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Confirm the change' }).click();
    await page.getByRole('status').filter({ hasText: 'Your reservation has been updated.' }).waitFor();
    expect((await soldOn(h.app.db, 'MOD-DBL', checkin)).sold).toBe(sold.first - 1);
    expect((await soldOn(h.app.db, 'MOD-DBL', addDays(checkin, 2))).sold).toBe(sold.added + 1);
    const shown = (await h.app.app.inject({ url: `/api/v1/reservations/${booked.reservation_number}?email=${EMAIL}` })).json().data
      .reservation;
    expect([shown.checkin_date, shown.checkout_date]).toEqual([addDays(checkin, 1), addDays(checkin, 3)]);
    expect(errors).toEqual([]);
  });

  it('stays a night longer at the price shown, and says when the hotel has changed the booking', async () => {
    const page = await newPage(h);
    const [checkin, checkout] = [tokyoDate(45), tokyoDate(46)];
    // Rooms free on the stay and the night added to it, whatever the demo seed sold on them.
    await setTokyoStock(h.app.db, 'MOD-DBL', checkin, addDays(checkout, 1), { total: 5, sold: 0 });
    const booked = await book(checkin, checkout);
    await openManage(page, booked.reservation_number);

    await page.getByRole('button', { name: 'Change dates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change dates', exact: true });
    await pickStay(dialog, checkin, addDays(checkout, 1));
    await dialog.getByRole('button', { name: 'Check the new price' }).click();
    await dialog.getByText('No fee for this change').waitFor();
    const newTotal = await dialog.locator('.change-quote-lines strong').textContent();
    await dialog.getByRole('button', { name: 'Confirm the change' }).click();
    await page.getByRole('status').filter({ hasText: 'Your reservation has been updated.' }).waitFor();
    await page.getByText('2 nights').first().waitFor();
    await expect.poll(() => page.locator('.reservation-summary .price-total').textContent()).toContain(newTotal?.trim() ?? '-');

    // The front desk changes the guest's phone through the staff API.
    const staff = await h.app.app.inject({
      method: 'PUT',
      url: `/api/v1/staff/hotels/sakura-ginza/reservations/${booked.reservation_number}/guests`,
      headers: { authorization: `Bearer ${demoStaffKey('sakura-ginza')}` },
      payload: { version: booked.version + 1, guest: { first_name: 'Yui', last_name: 'Tanaka', phone: '+819000001111' } },
    });
    expect(staff.statusCode).toBe(200);
    await page.reload();
    await field(page, 'Email used for the booking').fill(EMAIL);
    await page.getByRole('button', { name: 'Find reservation' }).click();
    await page.getByText(/The hotel has changed this reservation/).waitFor();
    expect(await page.getByRole('button', { name: /Edit guest details|Change dates|Cancel this reservation/ }).count()).toBe(0);
    await screenshot(page, 'manage-6-changed-by-hotel');
  });

  it('stays longer on a stay paid in full by card, and pays the rest online through a payment link', async () => {
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    const [checkin, checkout] = [tokyoDate(115), tokyoDate(116)];
    const response = await bookWithCard(h.app.app, await h.app.session(), { number: '4242424242424242', checkin, checkout, email: EMAIL });
    expect(response.statusCode).toBe(201);
    const { reservation_number: number, reservation } = response.json().data;
    await openManage(page, number);
    expect(await page.locator('.balance-payment').count()).toBe(0);

    await page.getByRole('button', { name: 'Change dates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change dates', exact: true });
    await pickStay(dialog, checkin, addDays(checkout, 1));
    await dialog.getByRole('button', { name: 'Check the new price' }).click();
    await dialog.locator('.change-quote-lines div').filter({ hasText: 'To pay at the hotel' }).waitFor();
    await dialog.getByRole('button', { name: 'Confirm the change' }).click();
    await page.getByRole('status').filter({ hasText: 'Your reservation has been updated.' }).waitFor();

    const balance = page.locator('.balance-payment');
    await balance.waitFor();
    const [, due] = /leaves (¥[\d,]+) to pay/.exec((await balance.textContent()) ?? '') ?? [];
    expect(due).toBeDefined();
    await screenshot(page, 'manage-balance-due');
    await expectAccessible(page);
    await balance.getByRole('button', { name: `Pay ${due} online` }).click();
    await page.waitForURL(/\/payments\/PAY[0-9A-F]{12}/);
    await page.getByText(`Reservation ${number}`).waitFor();
    const card = page.frameLocator('iframe.card-fields');
    await card.getByLabel('Card number').fill('5555 5555 5555 4444');
    await card.getByLabel(/Name on card/).fill('ALEX SMITH');
    await card.getByLabel(/Expiry date/).fill('12/34');
    await card.getByLabel(/Security code/).fill('123');
    await page.getByRole('button', { name: `Pay ${due}` }).click();
    await page.getByRole('heading', { name: 'Thank you' }).waitFor();

    // Back on the reservation, nothing is left to pay.
    await openManage(page, number);
    expect(await page.locator('.balance-payment').count()).toBe(0);
    const shown = (await h.app.app.inject({ url: `/api/v1/reservations/${number}?email=${EMAIL}` })).json().data.reservation;
    expect([shown.due_at_hotel, shown.paid_online > reservation.total_price]).toEqual([0, true]);
    expect(errors).toEqual([]);
  });

  it('shortens a stay paid by card: the quote says what goes back to the card, and it goes back', async () => {
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    const [checkin, checkout] = [tokyoDate(110), tokyoDate(112)];
    const response = await bookWithCard(h.app.app, await h.app.session(), {
      number: '4242424242424242',
      checkin,
      checkout,
      roomPlanCode: 'MOD-DBL-BF',
      paymentType: 'credit_card_deposit',
      email: EMAIL,
    });
    expect(response.statusCode).toBe(201);
    const { reservation_number: number, reservation } = response.json().data;
    await openManage(page, number);

    await page.getByRole('button', { name: 'Change dates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change dates', exact: true });
    await pickStay(dialog, checkin, addDays(checkin, 1));
    await dialog.getByRole('button', { name: 'Check the new price' }).click();
    const refundLine = dialog.locator('.change-quote-lines div').filter({ hasText: 'Back to your card' });
    await refundLine.waitFor();
    await dialog.locator('.change-quote-lines div').filter({ hasText: 'To pay at the hotel' }).waitFor();
    const refund = Number((await refundLine.locator('dd').textContent())?.replace(/[^\d]/g, ''));
    expect(refund).toBeGreaterThan(0);
    expect(refund).toBeLessThan(reservation.deposit.amount);
    await screenshot(page, 'manage-card-refund-quote');
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Confirm the change' }).click();
    await page.getByRole('status').filter({ hasText: 'Your reservation has been updated.' }).waitFor();
    await page.getByText(`Visa ending in 4242 · paid · ¥${refund.toLocaleString('en')} refunded`).waitFor();
    await page.getByText(`Deposit 30%: ¥${(reservation.deposit.amount - refund).toLocaleString('en')}`, { exact: false }).waitFor();
    await screenshot(page, 'manage-card-refunded');
    const gateway = await h.app.db
      .selectFrom('sandbox_gateway_payments')
      .select('refunded_amount')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(gateway.refunded_amount).toBe(refund);

    // Cancelled while free: the whole deposit goes back, and nothing is said to be left to pay at the hotel.
    await page.getByRole('button', { name: 'Cancel this reservation' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel reservation', exact: true }).click();
    await page.locator('.status-cancelled').getByText('Cancelled').waitFor();
    await page.getByText(`Visa ending in 4242 · paid · ¥${reservation.deposit.amount.toLocaleString('en')} refunded`).waitFor();
    expect(await page.getByText(/to pay at the hotel/i).count()).toBe(0);
    await screenshot(page, 'manage-card-cancelled');
    expect(errors).toEqual([]);
  });

  it('books a dinner with the stay before paying, and adds late check-out to the booking later', async () => {
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    const checkin = tokyoDate(52);
    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza&checkin=${checkin}&checkout=${addDays(checkin, 2)}&adults=2`);
    await page.getByRole('article', { name: 'Moderate Double' }).getByRole('button', { name: 'Book Room only' }).click();
    await page.waitForURL(/guest-detail/);
    await fillEnglishGuest(page, EMAIL, { first: 'Mina', last: 'Park', phone: '+821012345678' });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/payment/);

    const before = await page.locator('.total-line strong').textContent();
    const dinner = page.locator('.extra').filter({ hasText: 'Kaiseki dinner' });
    // Each extra's selects are named by the extra: a screen reader hears which one it is.
    await page.getByRole('combobox', { name: 'Quantity Kaiseki dinner', exact: true }).selectOption('2');
    await page.getByRole('combobox', { name: 'Date Kaiseki dinner', exact: true }).selectOption(addDays(checkin, 1));
    await dinner.getByLabel('Time').selectOption('19:30');
    await dinner.getByText('¥26,400').waitFor();
    await expect.poll(() => page.locator('.total-line strong').textContent()).not.toBe(before);
    await page.locator('.booking-summary').getByText('Kaiseki dinner × 2').waitFor();
    await screenshot(page, 'extras-1-payment-step');
    await expectAccessible(page);

    await payAtHotel(page);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.waitForURL(/\/reservation\/confirmation\/\d{10}/);
    const number = /confirmation\/(\d{10})/.exec(page.url())?.[1] ?? '';
    await page.getByText(/Kaiseki dinner · .* · 19:30 × 2/).waitFor();
    await screenshot(page, 'extras-2-confirmation');

    await openManage(page, number);
    await page.getByRole('button', { name: 'Add extras' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add extras' });
    await dialog.getByRole('combobox', { name: 'Quantity Late check-out until 14:00', exact: true }).selectOption('1');
    await dialog.getByText('¥3,300').last().waitFor();
    await screenshot(page, 'extras-3-add-to-booking');
    await dialog.getByRole('button', { name: 'Add to my booking' }).click();
    await page.getByRole('status').filter({ hasText: 'Your reservation has been updated.' }).waitFor();
    await page.locator('.reservation-summary').getByText('Late check-out until 14:00 × 1').waitFor();
    await screenshot(page, 'extras-4-added');

    // Booking the same nights again in this browser: the payment step warns of the first booking.
    await page.goto(
      `${h.baseUrl}/booking/result?code=sakura-ginza&checkin=${addDays(checkin, 1)}&checkout=${addDays(checkin, 3)}&adults=2`,
    );
    await page.getByRole('article', { name: 'Moderate Double' }).getByRole('button', { name: 'Book Room only' }).click();
    await page.waitForURL(/guest-detail/);
    await fillEnglishGuest(page, EMAIL, { first: 'Mina', last: 'Park', phone: '+821012345678' });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/payment/);
    await page.getByRole('status').filter({ hasText: 'You already have a booking on these dates' }).getByText(`No. ${number}`).waitFor();
    await screenshot(page, 'extras-5-overlap-warning');
    expect(errors).toEqual([]);
  });

  it('reads right to left in Arabic, with the quote in Arabic', async () => {
    const page = await newPage(h, { locale: 'ar' });
    await setTokyoStock(h.app.db, 'MOD-DBL', tokyoDate(47), tokyoDate(49), { total: 5, sold: 0 });
    const { reservation_number: number } = await book(tokyoDate(47), tokyoDate(49));
    await openManage(page, number, 'ar');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('button', { name: 'تغيير التواريخ' }).click();
    const dialog = page.getByRole('dialog', { name: 'تغيير التواريخ', exact: true });
    await pickStay(dialog, tokyoDate(47), tokyoDate(48));
    await dialog.getByRole('button', { name: 'عرض السعر الجديد' }).click();
    await dialog.getByText('الإجمالي الجديد').waitFor();
    await screenshot(page, 'manage-7-ar-quote');
    await expectAccessible(page);
  });
});
