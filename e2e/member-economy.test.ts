import { addDays } from '@yado/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../apps/api/src/db/seed/members';
import { givePoints, memberId, pointBalance } from '../apps/api/src/modules/points/testing';
import { bookingBody, confirmedMember, quotedTotal, setTokyoStock, tokyoMonday } from '../apps/api/src/testing/test-app';
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

/** A fresh session token for a member with the demo password. */
async function tokenOf(email: string, password = 'Sakura2026') {
  const signedIn = await h.app.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/membership/sign_in',
    payload: { email, password },
  });
  return signedIn.json().data.access_token as string;
}

describe("a member's points", () => {
  it('shows the balance, the rank to come and the history, and exchanges points with each rule on its field', async () => {
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    await page.goto(`${h.baseUrl}/sign-in?code=sakura-ginza`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_MEMBER.email);
    await page.getByLabel(/^Password/).fill(DEMO_MEMBER.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/booking\/result/);
    // The program collects points, and Hanako has a coupon of her own: the menu has both entries.
    await page.getByRole('link', { name: 'Coupons', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Points', exact: true }).click();
    await page.getByRole('heading', { name: 'Points', level: 1 }).waitFor();
    await page.getByText('2,750 points', { exact: true }).waitFor();
    await page.getByText('150 more ranking points to Silver').first().waitFor();
    const rows = page.locator('.point-entry');
    expect(await rows.locator('.point-entry-title').allInnerTexts()).toEqual([
      'Exchanged for digico',
      'Earned for a stay',
      'Earned for a stay',
      'From the hotel',
    ]);
    await page.getByRole('button', { name: 'To come' }).click();
    await page.getByText('No points to come. Book a stay to earn more.').waitFor();
    await expectAccessible(page);

    const amount = page.getByRole('spinbutton', { name: /^Points to exchange/ });
    await amount.fill('550');
    await page.getByRole('button', { name: 'Exchange', exact: true }).click();
    await page.getByText('Enter a multiple of 100, at least 500.').waitFor();
    expect(await amount.inputValue()).toBe('550');
    await amount.fill('3000');
    await page.getByRole('button', { name: 'Exchange', exact: true }).click();
    await page.getByText('You have 2,750 points.').waitFor();
    await expectAccessible(page);
    await amount.fill('500');
    await page.getByRole('button', { name: 'Exchange', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^500 points sent to digico\. Your code is DIGICO-[0-9A-F]{12}, valid until / })
      .waitFor();
    await page.getByText('2,250 points', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Added and used' }).click();
    await expect.poll(() => rows.first().locator('.point-amount').innerText()).toBe('-500 pt');
    expect(await rows.first().locator('.point-entry-title').innerText()).toBe('Exchanged for digico');
    await screenshot(page, 'member-points');
    expect(errors).toEqual([]);
  });

  it('tells a member what their stay will earn on its confirmation', async () => {
    const signedIn = await h.app.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/membership/sign_in',
      payload: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    const token = signedIn.json().data.access_token as string;
    const checkin = tokyoMonday(45);
    const checkout = addDays(checkin, 1);
    await setTokyoStock(h.app.db, 'MOD-DBL', checkin, checkout, { total: 5, sold: 0 });
    const totalCents = await quotedTotal(h.app.app, { checkin, checkout, roomPlanCode: 'MOD-DBL-RO' });
    const booked = await h.app.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/reservations',
      headers: { 'client-session': await h.app.session(), authorization: `Bearer ${token}` },
      payload: bookingBody({ checkin, checkout, totalCents, email: DEMO_MEMBER.email }),
    });
    const { reservation_number: number, bypass_token: bypassToken, reservation } = booked.json().data;
    const points = reservation.points_earned.points as number;
    expect(points).toBe(Math.floor(reservation.room_price_without_tax / 100));

    for (const locale of ['ja', 'ar']) {
      const page = await newPage(h);
      const query = new URLSearchParams({ code: 'sakura-ginza', locale, email: DEMO_MEMBER.email, bypass_token: bypassToken });
      await page.goto(`${h.baseUrl}/reservation/confirmation/${number}?${query}`);
      const line = page.locator('.points-earned');
      await line.waitFor();
      expect(await line.innerText()).toContain(new Intl.NumberFormat('en').format(points));
      if (locale === 'ja') expect(await line.innerText()).toMatch(/^このご宿泊で[\d,]+ポイントを獲得予定です/);
      else expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await expectAccessible(page);
      await page.close();
    }
  });

  it('spends points with a coupon at the payment step, shows both on the confirmation and in the mail, and gives the points back on cancelling', async () => {
    const email = 'points.booker@example.com';
    await confirmedMember(h.app.app, email, { first_name: 'Ren', last_name: 'Sato' });
    await givePoints(h.app.db, await memberId(h.app.db, email), 3_000);
    const checkin = tokyoMonday(52);
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    await page.goto(`${h.baseUrl}/sign-in?code=sakura-ginza`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByLabel(/^Password/).fill('Sakura2026');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/booking\/result/);
    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza&checkin=${checkin}&checkout=${addDays(checkin, 1)}&adults=2`);
    // A member without coupons has no Coupons entry.
    await page.getByRole('link', { name: 'Points', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Coupons', exact: true }).count()).toBe(0);
    const roomOnly = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Room only' }) })
      .first();
    await roomOnly.getByRole('button', { name: 'Book Room only' }).click();
    await page.getByRole('heading', { name: 'Guest details' }).waitFor();
    const guest = (name: string) => page.getByRole('textbox', { name, exact: true });
    await guest('Phone').fill('+819012345678');
    await guest('Last name (English)').fill('Sato');
    await guest('First name (English)').fill('Ren');
    await page.getByRole('checkbox', { name: /I accept the hotel/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // The coupon takes its part first; points pay for some of what is left.
    const coupon = page.getByRole('region', { name: 'Coupon', exact: true });
    await coupon.getByRole('textbox', { name: /^Coupon code/ }).fill('SAKURA10');
    await coupon.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(/^Coupon: -¥[\d,]+$/).waitFor();

    const points = page.getByRole('region', { name: 'Use points' });
    await points.getByText('You have 3,000 points.').waitFor();
    const pointsField = points.getByRole('spinbutton', { name: /^Points to use/ });
    // A broken step is refused on the field, and what was typed stays.
    await pointsField.fill('1050');
    await points.getByRole('button', { name: 'Use', exact: true }).click();
    await points
      .getByText(/^In steps of 100, from 500 up to /)
      .first()
      .waitFor();
    expect(await pointsField.getAttribute('aria-invalid')).toBe('true');
    expect(await pointsField.inputValue()).toBe('1050');
    await pointsField.fill('1000');
    await points.getByRole('button', { name: 'Use', exact: true }).click();
    await points.getByRole('status').filter({ hasText: '1,000 points take ¥1,000 off.' }).waitFor();
    await page.getByText('Points: -¥1,000').waitFor();
    // The stay's summary beside the form says the same: the coupon and the points off, and what is left to pay.
    const summary = page.getByRole('complementary', { name: 'Your stay' });
    await summary.locator('.price-line').filter({ hasText: 'Coupon SAKURA10' }).waitFor();
    await summary.locator('.price-line').filter({ hasText: 'Points (1,000)' }).waitFor();
    const toPay = (await page.getByText(/^To pay: /).innerText()).replace(/^To pay: /, '');
    expect(await summary.locator('.price-total dd').innerText()).toBe(toPay);
    await expectAccessible(page);
    await screenshot(page, 'member-points-payment');
    await payAtHotel(page);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    const pointsLine = page.locator('.price-line').filter({ hasText: 'Points (1,000)' });
    expect(await pointsLine.locator('dd').innerText()).toBe('-¥1,000');
    const couponLine = page.locator('.price-line').filter({ hasText: 'Coupon SAKURA10' });
    expect(await couponLine.locator('dd').innerText()).toMatch(/^-¥[\d,]+$/);
    await page.locator('.points-earned').waitFor();

    // The guest's mail says the same (the demo mailbox shows what was sent); it goes through a job
    // after the commit, and tests run due jobs themselves.
    await h.app.app.jobs.runDue();
    const mailbox = await newPage(h);
    await expect
      .poll(async () => {
        await mailbox.goto(`${h.baseUrl}/demo/mailbox.html?to=${encodeURIComponent(email)}`);
        return mailbox.locator('article').filter({ hasText: 'Paid with 1,000 points' }).filter({ hasText: 'Coupon SAKURA10' }).count();
      })
      .toBe(1);
    await mailbox.close();

    const token = await tokenOf(email);
    expect(await pointBalance(h.app.app, token)).toBe(2_000);
    await page.getByRole('link', { name: 'Manage or cancel this booking' }).click();
    await field(page, 'Email used for the booking').fill(email);
    await page.getByRole('button', { name: 'Find reservation' }).click();
    await page.getByRole('button', { name: 'Cancel this reservation' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel reservation', exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await screenshot(page, 'member-points-cancelled');
    await expect.poll(() => pointBalance(h.app.app, token)).toBe(3_000);
    expect(errors).toEqual([]);
  });

  it('is the same page in Japanese and Arabic, accessible in both', async () => {
    for (const [locale, heading] of [
      ['ja', 'ポイント'],
      ['ar', 'النقاط'],
    ] as const) {
      const page = await newPage(h, { locale });
      await page.goto(`${h.baseUrl}/sign-in?code=sakura-ginza&locale=${locale}`);
      await page.locator('input[type=email]').fill(DEMO_MEMBER.email);
      await page.locator('input[type=password]').fill(DEMO_MEMBER.password);
      await page.locator('main form button[type=submit]').click();
      await page.waitForURL(/\/booking\/result/);
      await page.goto(`${h.baseUrl}/my-account/points?code=sakura-ginza&locale=${locale}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.locator('.point-entry').first().waitFor();
      await expectAccessible(page);
      await screenshot(page, `member-points-${locale}`);
      await page.close();
    }
  });
});

describe('a discount coupon', () => {
  it('comes from the address to the payment step, says why a wrong code takes nothing off, and shows on the confirmation', async () => {
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    const checkin = tokyoMonday(59);
    await page.goto(
      `${h.baseUrl}/booking/result?code=sakura-ginza&checkin=${checkin}&checkout=${addDays(checkin, 1)}&adults=2&coupon_code=NOPE42`,
    );
    const roomOnly = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Room only' }) })
      .first();
    await roomOnly.getByRole('button', { name: 'Book Room only' }).click();
    await page.getByRole('heading', { name: 'Guest details' }).waitFor();
    await fillEnglishGuest(page, 'coupon.guest@example.com');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    const coupon = page.getByRole('region', { name: 'Coupon', exact: true });
    const codeField = coupon.getByRole('textbox', { name: /^Coupon code/ });
    expect(await codeField.inputValue()).toBe('NOPE42');
    await coupon
      .getByRole('alert')
      .filter({ hasText: 'This coupon code is not valid, has expired or does not apply to this booking.' })
      .waitFor();
    await codeField.fill('sakura10');
    await coupon.getByRole('button', { name: 'Apply' }).click();
    await coupon
      .getByRole('status')
      .filter({ hasText: /^Sakura 10% off: ¥[\d,]+ off\.$/ })
      .waitFor();
    await page.getByText(/^Coupon: -¥[\d,]+$/).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'coupon-payment');
    await payAtHotel(page);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    const line = page.locator('.price-line').filter({ hasText: 'Coupon SAKURA10' });
    expect(await line.locator('dd').innerText()).toMatch(/^-¥[\d,]+$/);
    expect(errors).toEqual([]);
  });
});
