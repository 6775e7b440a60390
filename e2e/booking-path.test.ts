import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { tokyoDate } from '../apps/api/src/testing/test-app';
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

const texts = {
  en: {
    dates: /Dates/,
    search: 'Search',
    moderate: 'Moderate Double',
    book: 'Book Room only',
    continue: 'Continue to payment',
    confirm: 'Confirm booking',
    confirmed: 'Your booking is confirmed',
    manage: 'Manage or cancel this booking',
    email: 'Email used for the booking',
    cancel: 'Cancel this reservation',
    confirmCancel: 'Cancel reservation',
    cancelled: 'Cancelled',
    details: 'Plan details and cancellation policy',
    policy: /^Cancelling now: 100% of the price\.$/,
    payAtHotel: /^Pay at the hotel(?! \()/,
    freeCancellation: /Free cancellation/,
    freeUntil: (day: string) => `Free cancellation until ${day}.`,
    checkin: 'Choose your check-in date',
    cardOffer: 'Card offer',
    plansWithCardOffer: ['Non-refundable saver', 'Bed and breakfast'],
  },
  ja: {
    dates: /日程/,
    search: '検索',
    moderate: 'モデレートダブル',
    book: '素泊まりを予約する',
    continue: 'お支払いへ進む',
    confirm: '予約を確定する',
    confirmed: 'ご予約が確定しました',
    manage: 'この予約を確認・キャンセルする',
    email: '予約時のメールアドレス',
    cancel: 'この予約をキャンセルする',
    confirmCancel: 'キャンセルする',
    cancelled: 'キャンセル済み',
    details: 'プラン詳細・キャンセルポリシー',
    policy: /^今キャンセルした場合：料金の100%$/,
    payAtHotel: /^現地払い(?!（)/,
    freeCancellation: /無料でキャンセル/,
    freeUntil: (day: string) => `${day}まで無料でキャンセルできます。`,
    checkin: 'チェックイン日を選択してください',
    cardOffer: 'カード決済特典',
    plansWithCardOffer: ['返金不可・早割プラン', '朝食付きプラン'],
  },
} as const;

describe.each(['en', 'ja'] as const)('the guest booking path in %s', (locale) => {
  const tx = texts[locale];
  it('searches, books, confirms, finds the booking again and cancels it', async () => {
    const page = await newPage(h, { locale: locale === 'ja' ? 'ja-JP' : 'en-US' });
    const errors = watchPageErrors(page);
    const email = `guest.${locale}@example.com`;
    const checkin = tokyoDate(locale === 'en' ? 21 : 24);
    const checkout = addDays(checkin, 2);

    await page.goto(`${h.baseUrl}/?code=sakura-ginza&locale=${locale}&utm_source=newsletter&gclid=g-${locale}`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/booking/result');
    await page.getByRole('button', { name: tx.dates }).click();
    await page.getByText(tx.checkin).waitFor();
    // Move the calendar to the stay's month, then pick check-in and check-out.
    for (let i = 0; i < 3 && !(await page.locator(`[data-date="${checkin}"]`).count()); i++) {
      await page.getByRole('button', { name: locale === 'en' ? 'Next month' : '次の月' }).click();
    }
    // The calendar reached the stay's month: its check-in day is there to pick.
    expect(await page.locator(`[data-date="${checkin}"]`).count()).toBe(1);
    await page.locator(`[data-date="${checkin}"]`).click();
    await page.locator(`[data-date="${checkout}"]`).click();
    await page.getByRole('button', { name: tx.search, exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('checkout')).toBe(checkout);
    const room = page.getByRole('article', { name: tx.moderate });
    await room.waitFor();
    // The hotel's card offer shows on the plans it is for: breakfast and non-refundable, which take cards.
    const cardOffer = room.locator('li.plan').filter({ has: page.getByText(tx.cardOffer, { exact: true }) });
    expect(await cardOffer.locator('.plan-name').allTextContents()).toEqual(tx.plansWithCardOffer);
    await screenshot(page, `${locale}-1-results`);
    await expectAccessible(page);

    await room.getByRole('button', { name: tx.details }).first().click();
    // The first plan is the non-refundable saver: cancelling it costs everything from booking, and
    // no free cancellation that has already passed is promised.
    await page.getByRole('dialog').getByText(tx.policy).waitFor();
    expect(await page.getByRole('dialog').getByText(tx.freeCancellation).count()).toBe(0);
    await screenshot(page, `${locale}-2-plan-details`);
    await page.keyboard.press('Escape');
    // Room only is free to cancel until three days before: that day, with its own weekday (and its
    // year when not this one).
    const lastFree = addDays(checkin, -3);
    const sameYear = lastFree.slice(0, 4) === String(new Date().getFullYear());
    const day = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      ...(sameYear ? {} : { year: 'numeric' }),
      timeZone: 'UTC',
    }).format(new Date(`${lastFree}T00:00:00Z`));
    await room
      .locator('li.plan')
      .filter({ has: page.getByRole('button', { name: tx.book }) })
      .getByRole('button', { name: tx.details })
      .click();
    await page.getByRole('dialog').getByText(tx.freeUntil(day)).waitFor();
    await screenshot(page, `${locale}-2-plan-details-room-only`);
    await page.keyboard.press('Escape');

    await room.getByRole('button', { name: tx.book }).click();
    await page.waitForURL(/\/reservation\/guest-detail/);
    if (locale === 'ja') {
      // Japanese asks the family name first.
      expect(await page.locator('form input').first().getAttribute('name')).toBe('last_name');
      await field(page, '姓').fill('田中');
      await field(page, '名').fill('由衣');
      await field(page, 'せい（ひらがな）').fill('たなか');
      await field(page, 'めい（ひらがな）').fill('ゆい');
      await field(page, 'メールアドレス').fill(email);
      await field(page, 'メールアドレス（確認用）').fill(email);
      await field(page, '電話番号').fill('0312345678');
      await field(page, '姓（ローマ字）').fill('Tanaka');
      await field(page, '名（ローマ字）').fill('Yui');
      await page.getByRole('checkbox', { name: '宿泊約款およびキャンセルポリシーに同意します。' }).check();
    } else {
      await fillEnglishGuest(page, email);
    }
    await screenshot(page, `${locale}-3-guest-detail`);
    await expectAccessible(page);
    await page.getByRole('button', { name: tx.continue }).click();

    await page.waitForURL(/\/reservation\/payment/);
    // The surest way to pay comes first and is chosen; room only may still be paid at the hotel.
    expect(await page.getByRole('radio').first().isChecked()).toBe(true);
    await payAtHotel(page, tx.payAtHotel);
    await screenshot(page, `${locale}-4-payment`);
    await expectAccessible(page);
    await page.getByRole('button', { name: tx.confirm }).click();

    await page.waitForURL(/\/reservation\/confirmation\/\d{10}/);
    await page.getByRole('heading', { name: tx.confirmed }).waitFor();
    const number = /confirmation\/(\d{10})/.exec(page.url())?.[1] ?? '';
    await expect.poll(() => page.locator('.reservation-number').textContent()).toBe(number);
    await screenshot(page, `${locale}-5-confirmation`);
    await expectAccessible(page);
    // The booker is written as the language writes a name: family name first in Japanese.
    if (locale === 'ja') await page.locator('main').getByText('田中 由衣').waitFor();

    // The tab that booked opens its booking at once: the email it was booked with is filled in.
    await page.getByRole('link', { name: tx.manage }).click();
    await page.getByRole('button', { name: tx.cancel }).waitFor();
    expect(await field(page, tx.email).inputValue()).toBe(email);
    await page.getByRole('button', { name: tx.cancel }).click();
    await screenshot(page, `${locale}-6-cancel-dialog`);
    await page.getByRole('dialog').getByRole('button', { name: tx.confirmCancel, exact: true }).click();
    await page.locator('.status-cancelled').getByText(tx.cancelled).waitFor();
    await screenshot(page, `${locale}-7-cancelled`);
    await expectAccessible(page);

    const stored = await h.app.db
      .selectFrom('reservations')
      .select(['status', 'email', 'locale', 'marketing'])
      .where('reservation_number', '=', number)
      .executeTakeFirstOrThrow();
    // Where the guest came from travels with the booking across every page in between.
    expect(stored).toEqual({ status: 'cancelled', email, locale, marketing: { utm_source: 'newsletter', gclid: `g-${locale}` } });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
