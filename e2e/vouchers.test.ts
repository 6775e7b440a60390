import { addDays } from '@yado/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../apps/api/src/db/seed/members';
import { DEMO_VOUCHER_NUMBER } from '../apps/api/src/db/seed/vouchers';
import { quotedTotal, setTokyoStock, tokyoMonday } from '../apps/api/src/testing/test-app';
import { expectAccessible, newPage, payAtHotel, screenshot, startHarness, type Harness, watchPageErrors } from './support/harness';
import type { Page } from 'playwright-core';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

const yen = (amount: number) => `¥${new Intl.NumberFormat('en').format(amount)}`;

/** Signs the demo member in through the sign-in page, in the language given. */
async function signInAsHanako(page: Page, locale = 'en') {
  await page.goto(`${h.baseUrl}/sign-in?code=sakura-ginza&locale=${locale}`);
  await page.locator('input[type=email]').fill(DEMO_MEMBER.email);
  await page.locator('input[type=password]').fill(DEMO_MEMBER.password);
  await page.locator('main form button[type=submit]').click();
  await page.waitForURL(/\/booking\/result/);
}

describe('vouchers', () => {
  it('hides sign-up from a visitor in voucher mode, and shows it elsewhere', async () => {
    const page = await newPage(h);
    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza`);
    await page.getByRole('link', { name: 'Sign up', exact: true }).waitFor();
    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza&mode=voucher&voucher_coupon_code=${DEMO_VOUCHER_NUMBER}`);
    await page.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
    // The search tells the visitor whose voucher it is.
    await page.getByText('Please sign in as the member this voucher was issued to.').waitFor();
    expect(await page.getByRole('link', { name: 'Sign up', exact: true }).count()).toBe(0);
    await page.close();
  });

  it('books a stay in voucher mode: only the plans it pays for, what it pays on each, at payment and on the confirmation', async () => {
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    await signInAsHanako(page);
    // Hanako holds a voucher: the menu has the Coupons entry.
    await page.getByRole('link', { name: 'Coupons', exact: true }).waitFor();
    await page.goto(`${h.baseUrl}/vouchers?code=sakura-ginza`);
    await page.getByRole('heading', { name: 'Use a voucher', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Find plans for this voucher' }).click();
    await page.getByText('This field is required.').first().waitFor();
    await page.getByRole('textbox', { name: /^Voucher number/ }).fill('V-NOT-HERS');
    await page.getByRole('button', { name: 'Find plans for this voucher' }).click();
    await page.getByText('There is no voucher with this number on your account. Check the number.').waitFor();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: /^Voucher number/ }).fill(DEMO_VOUCHER_NUMBER.toLowerCase());
    await page.getByRole('button', { name: 'Find plans for this voucher' }).click();
    await page.waitForURL(/mode=voucher/);
    await page.getByRole('heading', { name: 'Sakura Club stay voucher ¥20,000' }).waitFor();

    const checkin = tokyoMonday(40);
    const checkout = addDays(checkin, 1);
    await setTokyoStock(h.app.db, 'MOD-DBL', checkin, checkout, { total: 5, sold: 0 });
    const total = await quotedTotal(h.app.app, { checkin, checkout, roomPlanCode: 'MOD-DBL-RO' });
    const pays = Math.min(20_000, total);
    const query = new URLSearchParams({
      code: 'sakura-ginza',
      mode: 'voucher',
      voucher_coupon_code: DEMO_VOUCHER_NUMBER,
      checkin,
      checkout,
    });
    await page.goto(`${h.baseUrl}/booking/result?${query}`);
    await page.getByText('It pays up to ¥20,000 for: Room only, Bed and breakfast. Only these plans are shown.').waitFor();
    await page.locator('.plan').first().waitFor();
    const planNames = new Set(await page.locator('.plan-name').allInnerTexts());
    expect(planNames).toEqual(new Set(['Room only', 'Bed and breakfast']));
    await expectAccessible(page);
    await screenshot(page, 'voucher-results');
    const roomOnly = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Room only' }) })
      .first();
    await roomOnly.getByText(`Your voucher pays ${yen(pays)}`).waitFor();
    await roomOnly.getByRole('button', { name: 'Book Room only' }).click();
    await page.getByRole('heading', { name: 'Guest details' }).waitFor();
    const guest = (name: string) => page.getByRole('textbox', { name, exact: true });
    await guest('Phone').fill('+819012345678');
    await guest('Last name (English)').fill('Yamada');
    await guest('First name (English)').fill('Hanako');
    await page.getByRole('checkbox', { name: /I accept the hotel/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByText(`Voucher ${DEMO_VOUCHER_NUMBER}: -${yen(pays)}`).waitFor();
    await expectAccessible(page);
    await payAtHotel(page);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    const line = page.locator('.price-line').filter({ hasText: `Voucher ${DEMO_VOUCHER_NUMBER}` });
    expect(await line.locator('dd').innerText()).toBe(`-${yen(pays)}`);
    await screenshot(page, 'voucher-confirmation');

    // Used once: its page says so, with the reservation.
    await page.goto(`${h.baseUrl}/vouchers/${DEMO_VOUCHER_NUMBER}?code=sakura-ginza`);
    await page.getByText('Used', { exact: true }).waitFor();
    await page.getByText(/for reservation \d+$/).waitFor();
    expect(await page.getByRole('link', { name: 'Find plans for this voucher' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('is the same pages in Japanese and Arabic, accessible in both', async () => {
    for (const [locale, useTitle, detailTitle] of [
      ['ja', '宿泊券を使う', '宿泊券の詳細'],
      ['ar', 'استخدام قسيمة إقامة', 'تفاصيل القسيمة'],
    ] as const) {
      const page = await newPage(h, { locale });
      await signInAsHanako(page, locale);
      await page.goto(`${h.baseUrl}/vouchers?code=sakura-ginza&locale=${locale}`);
      await page.getByRole('heading', { name: useTitle, level: 1 }).waitFor();
      if (locale === 'ar') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await expectAccessible(page);
      await screenshot(page, `voucher-use-${locale}`);
      await page.goto(`${h.baseUrl}/vouchers/${DEMO_VOUCHER_NUMBER}?code=sakura-ginza&locale=${locale}`);
      await page.getByRole('heading', { name: detailTitle, level: 1 }).waitFor();
      await page.locator('.voucher-terms').waitFor();
      await expectAccessible(page);
      await screenshot(page, `voucher-detail-${locale}`);
      await page.goto(`${h.baseUrl}/my-account?code=sakura-ginza&locale=${locale}`);
      await page.locator('.my-vouchers li').first().waitFor();
      await expectAccessible(page);
      await page.close();
    }
  });
});
