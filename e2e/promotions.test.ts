import { addDays } from '@yado/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../apps/api/src/db/seed/members';
import { tokyoMonday } from '../apps/api/src/testing/test-app';
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

describe('promotions', () => {
  it('books a plan priced by a promo code from the address, with the promotion on each step and kept on the booking', async () => {
    const checkin = tokyoMonday(66);
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    await page.goto(
      `${h.baseUrl}/booking/result?code=sakura-ginza&checkin=${checkin}&checkout=${addDays(checkin, 1)}&adults=2&promo_code=GINZA15`,
    );
    const roomOnly = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Room only' }) })
      .first();
    await roomOnly.getByText('Ginza friends 15% off').waitFor();
    const usual = await roomOnly.locator('.price-before').innerText();
    expect(usual).toMatch(/^Usual price ¥[\d,]+$/);
    const promoted = await roomOnly.locator('.price-amount').innerText();
    expect(Number(promoted.replace(/\D/g, ''))).toBeLessThan(Number(usual.replace(/\D/g, '')));
    await expectAccessible(page);
    await screenshot(page, 'promotions-results');

    await roomOnly.getByRole('button', { name: 'Book Room only' }).click();
    await page.getByRole('heading', { name: 'Guest details' }).waitFor();
    await fillEnglishGuest(page, 'promo.guest@example.com');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('heading', { name: 'Payment' }).waitFor();
    await page.locator('.price-promotion').filter({ hasText: 'Promotion: Ginza friends 15% off' }).waitFor();
    await payAtHotel(page);
    await page.getByText(`Total: ${promoted}`).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    await page.locator('.price-promotion').filter({ hasText: 'Promotion: Ginza friends 15% off' }).waitFor();
    await screenshot(page, 'promotions-confirmation');

    const number = new URL(page.url()).pathname.split('/').pop() ?? '';
    const booked = await h.app.db
      .selectFrom('reservations')
      .select(['total_price', 'promotion_code', 'promotion_code_source', 'promotion_discount'])
      .where('reservation_number', '=', number)
      .executeTakeFirstOrThrow();
    expect(booked).toMatchObject({
      total_price: Number(promoted.replace(/\D/g, '')),
      promotion_code: 'GINZA15',
      promotion_code_source: 'promo_code',
    });
    expect(booked.promotion_discount).toBe(Number(usual.replace(/\D/g, '')) - booked.total_price);
    expect(errors).toEqual([]);
  });

  it("lists a member's promotions in Japanese and Arabic, accessible in both, each with a search", async () => {
    for (const [locale, heading, name] of [
      ['ja', 'キャンペーン', '初夏の10%オフ'],
      ['ar', 'العروض الترويجية', 'خصم 10% لأوائل الصيف'],
    ] as const) {
      const page = await newPage(h, { locale });
      await page.goto(`${h.baseUrl}/sign-in?code=sakura-ginza&locale=${locale}`);
      await page.locator('input[type=email]').fill(DEMO_MEMBER.email);
      await page.locator('input[type=password]').fill(DEMO_MEMBER.password);
      await page.locator('main form button[type=submit]').click();
      await page.waitForURL(/\/booking\/result/);
      await page.goto(`${h.baseUrl}/my-account/promotions?code=sakura-ginza&locale=${locale}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      const early = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 2 }) });
      await early.waitFor();
      // A promo code's promotion is handed out with its code, not listed.
      expect(await page.getByText('GINZA15').count()).toBe(0);
      expect(await early.getByRole('link').getAttribute('href')).toContain('hotel_plan_codes=EARLY');
      if (locale === 'ar') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await expectAccessible(page);
      await screenshot(page, `promotions-my-account-${locale}`);
      // The way back from a promotion page is to the search (§2).
      await page.locator('.member-panel > p > a').first().click();
      await page.waitForURL(/\/booking\/result/);
      await page.close();
    }
  });
});
