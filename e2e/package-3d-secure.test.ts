import { addDays } from '@yado/domain/dates';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokyoMonday } from '../apps/api/src/testing/test-app';
import { expectAccessible, newPage, screenshot, startHarness, watchPageErrors, type Harness } from './support/harness';
import { fillPackageForm, typePackageCard } from './support/packages';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** From the Japanese results: stay plus flight from Sapporo, the non-refundable double chosen, at its booking form. */
async function choosePackage(page: Page, weeks: number) {
  const checkin = tokyoMonday(110 + weeks * 7);
  await page.goto(
    `${h.baseUrl}/booking/result?code=sakura-ginza&locale=ja&checkin=${checkin}&checkout=${addDays(checkin, 2)}&adults=2&dynamic_package=wbf&departure_airport=CTS`,
  );
  const plan = page.getByRole('listitem').filter({ hasText: 'モデレートダブル' }).filter({ hasText: '返金不可' }).first();
  await plan.getByRole('button', { name: /このプランを予約する/ }).click();
  await page.getByRole('heading', { name: '宿泊＋航空券のご予約' }).waitFor();
}

/** A Japanese guest books a package with the sandbox's challenge card: sent on to the bank. */
async function bookWithChallengeCard(weeks: number, email: string) {
  const page = await newPage(h, { locale: 'ja-JP' });
  const errors = watchPageErrors(page);
  await choosePackage(page, weeks);
  await fillPackageForm(page, email, '4000 0000 0000 3220');
  await page.getByRole('button', { name: '予約して支払う' }).click();
  return { page, errors };
}

/** The page as it stands, in a language, at desktop and phone width, with nothing axe finds wrong. */
async function shootIn(page: Page, name: string, locale: string, ready: (page: Page) => Promise<void>) {
  const url = new URL(page.url());
  url.searchParams.set('locale', locale);
  await page.goto(url.toString());
  await ready(page);
  await screenshot(page, `${name}-${locale}-desktop`);
  await expectAccessible(page);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-${locale}-phone`);
  await page.setViewportSize(DESKTOP);
}

const packageOf = (number: string) =>
  h.app.db
    .selectFrom('package_bookings')
    .select(['state', 'failure_code', 'ticket_numbers'])
    .where('reservation_number', '=', number)
    .executeTakeFirstOrThrow();
const numberIn = (page: Page) => new URL(page.url()).pathname.split('/').pop() ?? '';

describe('stay plus flight paid with a card that asks for 3-D Secure', () => {
  it('takes the guest through the bank’s challenge, then confirms the package with its tickets', async () => {
    const { page, errors } = await bookWithChallengeCard(0, 'package.challenge@example.com');

    // The stay's own 3-D Secure step, saying the seats are held too.
    await page.waitForURL(/\/reservation\/payment-pending\/\d{10}/);
    const number = numberIn(page);
    expect((await packageOf(number)).state).toBe('awaiting_challenge');
    const bankReady = async (p: Page) => {
      await p.frameLocator('iframe.challenge-frame').getByRole('button', { name: 'Complete' }).waitFor();
    };
    await bankReady(page);
    await page.getByText('客室と往復の航空座席を確保しています').waitFor();
    for (const locale of ['en', 'ar', 'ja']) await shootIn(page, 'package-3ds-1-challenge', locale, bankReady);
    await page.frameLocator('iframe.challenge-frame').getByRole('button', { name: 'Complete' }).click();

    await page.waitForURL(/\/reservation\/confirmation\/\d{10}/);
    await page.getByRole('heading', { name: 'ご予約が確定しました' }).waitFor();
    const flights = page.getByRole('region', { name: '航空券' });
    await flights.getByText('航空会社が航空券を発券しています').waitFor();
    // The challenge's end wrote the package's job; the server's runner would run it within seconds.
    await h.app.app.jobs.runDue(new Date());
    await expect.poll(() => flights.locator('.ticket-number').count(), { timeout: 10_000 }).toBe(4);
    const ticketsShown = async (p: Page) => {
      await p.locator('.ticket-number').first().waitFor();
    };
    for (const locale of ['en', 'ar', 'ja']) await shootIn(page, 'package-3ds-2-confirmation', locale, ticketsShown);
    expect((await packageOf(number)).state).toBe('confirmed');
    expect(errors).toEqual([]);
  });

  it('after a failed challenge releases the package, says so, and books again with another card and the travellers kept', async () => {
    const { page, errors } = await bookWithChallengeCard(1, 'package.failed@example.com');
    await page.frameLocator('iframe.challenge-frame').getByRole('button', { name: 'Fail' }).click();
    await page.getByRole('heading', { name: 'お支払いが完了しませんでした' }).waitFor();
    await page.getByText('請求は行われていません').waitFor();
    const failed = numberIn(page);
    await h.app.app.jobs.runDue(new Date());
    expect(await packageOf(failed)).toMatchObject({ state: 'undone', failure_code: '3006' });
    for (const locale of ['en', 'ar', 'ja'])
      await shootIn(page, 'package-3ds-3-failed', locale, async (p) => {
        await p.getByRole('link', { name: /Try again|حاول مرة أخرى|もう一度試す/ }).waitFor();
      });

    await page.getByRole('link', { name: 'もう一度試す' }).click();
    await page.getByRole('heading', { name: '宿泊＋航空券のご予約' }).waitFor();
    const traveller = page.getByRole('group', { name: '搭乗者2（大人）', exact: true });
    expect(await traveller.getByRole('textbox', { name: '名（ローマ字）' }).inputValue()).toBe('REN');
    await typePackageCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: '予約して支払う' }).click();
    await page.waitForURL(/\/reservation\/confirmation\/\d{10}/);
    await page.getByRole('region', { name: '航空券' }).locator('.ticket-number').first().waitFor();
    expect((await packageOf(numberIn(page))).state).toBe('confirmed');
    expect(errors).toEqual([]);
  });
});
