import type { Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokyoDate } from '../apps/api/src/testing/test-app';
import { DEMO_CORPORATE_PASSWORD } from '../apps/api/src/db/seed/organizations';
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

async function corporateSignIn(page: Page, accountId: string, password = DEMO_CORPORATE_PASSWORD) {
  await page.getByRole('textbox', { name: 'Account ID', exact: true }).fill(accountId);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
}

describe('corporate users (§2, §6)', () => {
  it('signs in from the header, books for the organization, and its admin finds and downloads the stay', async () => {
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    const checkin = tokyoDate(57);
    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza&checkin=${checkin}&checkout=${tokyoDate(58)}&adults=2`);
    await page.getByRole('article').first().waitFor();
    await page.getByRole('link', { name: 'Corporate sign-in' }).click();
    await page.getByRole('heading', { name: 'Corporate sign-in to Sakura Hotels' }).waitFor();

    // A wrong password is refused in words, and the account ID stays as typed.
    await corporateSignIn(page, 'kaede-travel', 'Wrong2026');
    await page.getByText('The account ID or the password is not right.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Account ID', exact: true }).inputValue()).toBe('kaede-travel');
    await expectAccessible(page);
    await screenshot(page, 'corporate-sign-in-error');

    // Signed in, back on the results the guest left, with the organization in the header.
    await corporateSignIn(page, 'kaede-travel');
    await page.waitForURL(/\/booking\/result\?.*checkin=/);
    const header = page.getByRole('banner');
    await header.getByText('Kaede Trading').waitFor();
    expect(await header.getByRole('link', { name: 'Corporate sign-in' }).count()).toBe(0);
    // A traveller is no admin.
    expect(await header.getByRole('link', { name: 'Admin' }).count()).toBe(0);

    // Room only, which may be paid at the hotel.
    await page
      .getByRole('button', { name: /^Book Room only/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Guest details' }).waitFor();
    await page.getByText('You are booking for Kaede Trading.').waitFor();
    await screenshot(page, 'corporate-guest-detail');
    await fillEnglishGuest(page, 'kenji.ito@example.com', { first: 'Kenji', last: 'Ito', phone: '+819012345678' });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payAtHotel(page);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    const number = new URL(page.url()).pathname.split('/').pop() as string;

    // One sign-out ends the corporate session; the admin signs in and finds the stay by its month.
    await header.getByRole('button', { name: 'Sign out' }).click();
    await header.getByRole('link', { name: 'Corporate sign-in' }).click();
    await corporateSignIn(page, 'kaede-admin');
    await header.getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('heading', { name: 'Reservations of Kaede Trading' }).waitFor();
    await page.getByRole('combobox', { name: 'Year' }).selectOption(checkin.slice(0, 4));
    await page.getByRole('combobox', { name: 'Period' }).selectOption(checkin.slice(5, 7));
    await page.getByRole('row').filter({ hasText: number }).filter({ hasText: 'Kenji Ito' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'corporate-admin');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`reservations-${checkin.slice(0, 4)}-${checkin.slice(5, 7)}.csv`);
    const csv = await readFile((await file.path()) as string, 'utf8');
    expect(csv).toContain('Reservation number,Hotel,Status');
    expect(csv).toMatch(/Sakura Hotel Ginza,done,.*Kenji Ito,Kenji Ito/);

    // Sign-in matching (§6): anyone of the organization may change its booking; signed out, no one may.
    const openManage = async () => {
      await page.goto(`${h.baseUrl}/search?code=sakura-ginza&number=${number}`);
      await page.getByRole('textbox', { name: 'Email used for the booking' }).fill('kenji.ito@example.com');
      await page.locator('.lookup-form button[type=submit]').click();
      await page.locator('.reservation-number').waitFor();
    };
    await openManage();
    await page.getByRole('button', { name: 'Change dates' }).waitFor();
    await header.getByRole('button', { name: 'Sign out' }).click();
    await openManage();
    await page
      .getByText('This reservation was made for an organization. Please sign in with its corporate account to change it.')
      .waitFor();
    expect(await page.getByRole('button', { name: /Change dates|Cancel this reservation/ }).count()).toBe(0);
    await screenshot(page, 'corporate-manage-signed-out');
    // The warning leads to the sign-in it asks for, and back.
    await page.locator('.manage-actions').getByRole('link', { name: 'Corporate sign-in' }).click();
    await corporateSignIn(page, 'kaede-admin');
    await page.waitForURL(/\/search\?/);
    await page.getByRole('textbox', { name: 'Email used for the booking' }).fill('kenji.ito@example.com');
    await page.locator('.lookup-form button[type=submit]').click();
    await page.getByRole('button', { name: 'Change dates' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens /corporate/{hotel}/sign-in in Arabic, right to left', async () => {
    const page = await newPage(h);
    await page.goto(`${h.baseUrl}/corporate/sakura-ginza/sign-in?locale=ar`);
    await page.getByRole('heading', { name: 'تسجيل دخول الشركات إلى فنادق ساكورا' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(new URL(page.url()).searchParams.get('code')).toBe('sakura-ginza');
    await screenshot(page, 'corporate-sign-in-ar');
    await page.context().close();
  });
});
