import { addDays } from '@yado/domain/dates';
import { formatDate } from '@yado/domain/date-words';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTokyoStock, tokyoMonday } from '../apps/api/src/testing/test-app';
import { expectAccessible, newPage, screenshot, startHarness, watchPageErrors, type Harness } from './support/harness';
import { fillPackageForm, typePackageCard } from './support/packages';
import { makeGinzaPlanFlexible } from './support/policies';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

/** A stay far enough ahead that no other booking in this file's server touches its rooms or seats. */
const checkin = tokyoMonday(100);
const checkout = addDays(checkin, 2);
const results = (locale: string) =>
  `${h.baseUrl}/booking/result?code=sakura-ginza&locale=${locale}&checkin=${checkin}&checkout=${checkout}&adults=2`;

/** From the results in Japanese to the booking page of the cheapest Moderate Double (non-refundable) package from Sapporo. */
async function openPackageBooking(page: Page, url: string) {
  await page.goto(url);
  await page.getByRole('link', { name: '宿泊＋航空券' }).click();
  await page.getByLabel('出発空港').selectOption('CTS');
  await page.getByRole('button', { name: '検索' }).click();
  const plan = page.getByRole('listitem').filter({ hasText: 'モデレートダブル' }).filter({ hasText: '返金不可' }).first();
  await plan.getByRole('button', { name: /このプランを予約する/ }).click();
  await page.getByRole('heading', { name: '宿泊＋航空券のご予約' }).waitFor();
}

const jaDate = (date: string) => formatDate(date, 'ja', { dateStyle: 'medium' });

describe('stay plus flight', () => {
  it('books a stay with flights from Sapporo in Japanese, paid once by card, and confirms both flights with tickets', async () => {
    const page = await newPage(h, { locale: 'ja-JP' });
    const errors = watchPageErrors(page);
    await page.goto(results('ja'));
    await page.getByRole('link', { name: '宿泊＋航空券' }).click();
    await page.getByText('出発空港を選ぶと').waitFor();
    // No flight within Tokyo: the hotel's own city is not offered.
    const airports = await page.getByLabel('出発空港').locator('option').allTextContents();
    expect(airports.some((name) => name.includes('(CTS)'))).toBe(true);
    expect(airports.some((name) => name.includes('(HND)') || name.includes('(NRT)'))).toBe(false);
    await page.getByRole('button', { name: '検索' }).click();
    await page.getByRole('alert').filter({ hasText: '出発空港を選択してください' }).waitFor();
    await screenshot(page, 'stay-plus-flight-1-tab');
    await expectAccessible(page);

    await page.getByLabel('出発空港').selectOption('CTS');
    await page.getByRole('button', { name: '検索' }).click();
    // The address reproduces the tab and its search.
    await page.waitForURL(/dynamic_package=wbf.*departure_airport=CTS/);
    const plan = page.getByRole('listitem').filter({ hasText: 'モデレートダブル' }).filter({ hasText: '返金不可' }).first();
    await plan.getByRole('button', { name: /このプランを予約する/ }).waitFor();
    const outbound = page.getByRole('group', { name: /往路/ });
    const back = page.getByRole('group', { name: /復路/ });
    expect(await outbound.getByRole('radio').count()).toBe(3);
    expect(await back.getByRole('radio').count()).toBe(3);
    const cheapest = await plan.locator('.price-amount').innerText();
    // A dearer return flight adds its supplement to every plan's one price.
    const dearer = back.locator('label').filter({ hasText: /\+￥/ }).first();
    const extra = Number((await dearer.locator('.flight-extra').innerText()).replace(/\D/g, ''));
    await dearer.getByRole('radio').check();
    const total = await plan.locator('.price-amount').innerText();
    expect(Number(total.replace(/\D/g, ''))).toBe(Number(cheapest.replace(/\D/g, '')) + extra);
    const returnFlight = (await dearer.locator('.flight-number').innerText()).trim();
    await screenshot(page, 'stay-plus-flight-2-results');
    await expectAccessible(page);

    await plan.getByRole('button', { name: /このプランを予約する/ }).click();
    await page.waitForURL(/\/reservation\/package/);
    await page.getByRole('heading', { name: '宿泊＋航空券のご予約' }).waitFor();
    // What cancelling costs, before paying: the hotel's policy for the stay, and each flight's fare rules as dates.
    const terms = page.getByRole('region', { name: 'パッケージのキャンセル' });
    await terms.locator('.policy-lines').first().locator('li').first().waitFor();
    const airline = terms.locator('.policy-lines').nth(1);
    expect(await airline.locator('li').allInnerTexts()).toEqual([
      `${jaDate(addDays(checkin, -14))}まで：無料`,
      `${jaDate(addDays(checkin, -13))}から：運賃の30%`,
      `${jaDate(addDays(checkin, -2))}から：運賃の50%`,
      '出発後：100%（払い戻しなし）',
    ]);
    await terms.getByText(`${jaDate(addDays(checkout, -14))}まで：無料`).waitFor();
    await fillPackageForm(page, 'package.guest@example.com', '4242 4242 4242 4242');
    await expect.poll(() => page.locator('.total-line strong').first().innerText()).toBe(total);
    await expectAccessible(page);
    await page.getByRole('button', { name: '予約して支払う' }).click();

    await page.waitForURL(/\/reservation\/confirmation\/\d{10}/);
    await page.getByRole('heading', { name: 'ご予約が確定しました' }).waitFor();
    const flights = page.getByRole('region', { name: '航空券' });
    await flights.getByRole('heading', { name: new RegExp(`復路 · ${returnFlight}`) }).waitFor();
    await flights.getByRole('heading', { name: /往路 · YD\d+/ }).waitFor();
    const tickets = await flights.locator('.ticket-number').allInnerTexts();
    expect(tickets).toHaveLength(4);
    for (const ticket of tickets) expect(ticket).toMatch(/^\d{13}$/);
    await flights.getByRole('rowheader', { name: 'TANAKA REN' }).waitFor();
    await screenshot(page, 'stay-plus-flight-3-confirmation');
    await expectAccessible(page);

    // Stay and flights in one charge of the one price shown.
    const number = new URL(page.url()).pathname.split('/').pop() ?? '';
    const booked = await h.app.db
      .selectFrom('package_bookings')
      .select(['state', 'total_price'])
      .where('reservation_number', '=', number)
      .executeTakeFirstOrThrow();
    expect(booked).toEqual({ state: 'confirmed', total_price: Number(total.replace(/\D/g, '')) });
    expect(errors).toEqual([]);
  });

  it("shows the stay's cancellation policy the hotel changed meanwhile, holds nothing, and books once the guest accepts it", async () => {
    const from = tokyoMonday(107);
    const to = addDays(from, 2);
    await setTokyoStock(h.app.db, 'MOD-DBL', from, to, { total: 5, sold: 0 });
    const page = await newPage(h, { locale: 'ja-JP' });
    const errors = watchPageErrors(page);
    await openPackageBooking(page, `${h.baseUrl}/booking/result?code=sakura-ginza&locale=ja&checkin=${from}&checkout=${to}&adults=2`);
    const hotelTerms = page.getByRole('region', { name: 'パッケージのキャンセル' }).locator('.policy-lines').first();
    await hotelTerms.locator('li').first().waitFor();
    const shown = await hotelTerms.innerText();
    await fillPackageForm(page, 'package.changed@example.com', '4242 4242 4242 4242');

    // The hotel gives the non-refundable plan its flexible policy while the guest is paying.
    const flexible = await makeGinzaPlanFlexible(h, 'NR');
    try {
      const packagesBefore = await h.app.db.selectFrom('package_bookings').select('id').execute();
      await page.getByRole('button', { name: '予約して支払う' }).click();
      const warning = page.locator('.policy-changed');
      await warning.getByRole('alert').waitFor();
      await expect.poll(() => hotelTerms.innerText()).not.toBe(shown);
      expect(await warning.locator('.policy-lines').innerText()).toBe(await hotelTerms.innerText());
      expect(await page.getByRole('button', { name: '予約して支払う' }).isDisabled()).toBe(true);
      // Nothing was held at the airline or the hotel.
      expect(await h.app.db.selectFrom('package_bookings').select('id').execute()).toEqual(packagesBefore);
      await screenshot(page, 'stay-plus-flight-5-policy-changed');
      await expectAccessible(page);

      await warning.getByRole('checkbox').check();
      await typePackageCard(page, '4242 4242 4242 4242');
      await page.getByRole('button', { name: '予約して支払う' }).click();
      await page.waitForURL(/\/reservation\/confirmation\/\d{10}/);
      const number = new URL(page.url()).pathname.split('/').pop() ?? '';
      // The stay keeps the flexible policy's steps the guest accepted.
      const steps = (parts: Array<{ days_before: number; percentage_of_cost: number }>) =>
        parts.map((part) => `${part.days_before}:${part.percentage_of_cost}`).sort();
      const { cancellation_policy: kept } = await h.app.db
        .selectFrom('reservations')
        .select('cancellation_policy')
        .where('reservation_number', '=', number)
        .executeTakeFirstOrThrow();
      const flexibleParts = await h.app.db
        .selectFrom('cancellation_policy_parts')
        .select(['days_before', 'percentage_of_cost'])
        .where('cancellation_policy_id', '=', flexible.flexiblePolicyId)
        .execute();
      expect(steps((kept as { cancellation_policy_parts: Parameters<typeof steps>[0] }).cancellation_policy_parts)).toEqual(
        steps(flexibleParts),
      );
    } finally {
      await flexible.restore();
    }
    expect(errors).toEqual([]);
  });

  it('in English, the tab says packages are booked in Japanese and switches the page to Japanese', async () => {
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    await page.goto(results('en'));
    await page.getByRole('link', { name: 'Stay + flight' }).click();
    await page.getByRole('heading', { name: 'Stay plus flight is booked in Japanese' }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Flying from' }).count()).toBe(0);
    await screenshot(page, 'stay-plus-flight-4-english');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Switch to Japanese (日本語)' }).click();
    await page.getByLabel('出発空港').waitFor();
    expect(new URL(page.url()).searchParams.get('dynamic_package')).toBe('wbf');
    expect(errors).toEqual([]);
  });
});
