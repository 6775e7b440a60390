import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedMember, soldOn, tokyoDate } from '../apps/api/src/testing/test-app';
import {
  expectAccessible,
  field,
  fillEnglishGuest,
  newPage,
  screenshot,
  startHarness,
  watchPageErrors,
  type Harness,
} from './support/harness';
import { toCardPayment, typeCardDetails, type PaymentPlan } from './support/card-payment';

const CVV = '7391';
/** A reservation's credentials in an address. */
const CREDENTIALS = /[?&](email|bypass_token)=/;
const logLines: string[] = [];
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ LOG_LEVEL: 'trace' }, { logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(async () => h?.close());

/** Every request any page of this file sent to our API, with its body: none may carry a card. */
const sentToApi: string[] = [];
/** Every card number typed in this file, as typed and as digits. */
const typedCards = new Set<string>();

/**
 * A guest's page whose requests to our API are kept for the final check. By default an English
 * browser in Japan: it pays in yen, the hotel's currency.
 */
async function guestPage(options: Parameters<typeof newPage>[1] = { locale: 'en-JP' }) {
  const page = await newPage(h, options);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/'))
      sentToApi.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`);
  });
  return page;
}

const toPayment = (page: Page, checkin: string, checkout: string, email: string, plan?: PaymentPlan) =>
  toCardPayment(h, page, { checkin, checkout, email, ...(plan ? { plan } : {}) });

async function typeCard(card: ReturnType<Page['frameLocator']>, number: string) {
  typedCards.add(number).add(number.replace(/\s/g, ''));
  await typeCardDetails(card, number, CVV);
}

describe('paying by card', () => {
  it('passes 3-D Secure in the bank frame and confirms', async () => {
    const page = await guestPage();
    const errors = watchPageErrors(page);
    const card = await toPayment(page, tokyoDate(58), tokyoDate(60), 'card.guest@example.com');
    // The saver plan takes a card or paying in advance, which charge alike: one choice, saying how much, when, and what cancelling does.
    const choices = page.locator('input[name="payment"]');
    expect(await choices.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(['credit_card']);
    const total = await page.locator('.total-line strong').innerText();
    const termsId = await choices.first().getAttribute('aria-describedby');
    const terms = await page.locator(`[id="${termsId}"]`).innerText();
    expect(terms).toContain(`${total} is charged to your card now`);
    expect(terms).toContain('the cancellation fee is kept and the rest goes back to your card');
    await typeCard(card, '4000 0000 0000 3220');
    await expect.poll(() => card.getByText('Visa').textContent()).toBe('Visa');
    await screenshot(page, 'card-1-payment');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Confirm booking' }).click();

    await page.waitForURL(/\/reservation\/payment-pending\/\d{10}/);
    await page.getByRole('heading', { name: 'Confirm the payment with your bank' }).waitFor();
    await page.getByText(/minutes left to confirm/).waitFor();
    // The booking's email and bypass token travel in the tab's storage, never in an address.
    expect(page.url()).not.toMatch(CREDENTIALS);
    const bank = page.frameLocator('iframe.challenge-frame');
    await bank.getByRole('button', { name: 'Complete' }).waitFor();
    await screenshot(page, 'card-2-3d-secure');
    await expectAccessible(page);
    await bank.getByRole('button', { name: 'Complete' }).click();

    await page.waitForURL(/\/reservation\/confirmation\/\d{10}/);
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    await page.getByText('Visa ending in 3220 · paid').waitFor();
    await screenshot(page, 'card-3-confirmation');
    expect(new URL(page.url()).search).toBe('?code=sakura-ginza');
    // Reloaded, it still shows the booking; back in the history, no page kept them either.
    await page.reload();
    await page.getByText('Visa ending in 3220 · paid').waitFor();
    const history: string[] = [];
    while (!/\/booking\/result/.test(page.url()) && history.length < 8) {
      await page.goBack();
      history.push(page.url());
    }
    // The bank's frame left entries of its own, which step back within the same page.
    const pages = [...new Set(history.map((url) => new URL(url).pathname))].filter(
      (path) => !path.startsWith('/reservation/confirmation/'),
    );
    expect(pages).toEqual(['/reservation/payment', '/reservation/guest-detail', '/booking/result']);
    expect(history.filter((url) => CREDENTIALS.test(url))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('tells a declined card in plain words, keeps what was typed, and books with the next card', async () => {
    const page = await guestPage();
    const card = await toPayment(page, tokyoDate(61), tokyoDate(62), 'declined.guest@example.com');
    await typeCard(card, '4000000000000002');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByRole('alert').getByText('This card cannot be used. Please use another card.').waitFor();
    expect(await card.getByLabel(/Name on card/).inputValue()).toBe('ALEX SMITH');
    await screenshot(page, 'card-4-declined');

    await card.getByLabel('Card number').fill('1234 5678 9012 3456');
    typedCards.add('1234 5678 9012 3456').add('1234567890123456');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await card.getByText('Please check the card number.').waitFor();
    expect(await card.getByLabel('Card number').getAttribute('aria-invalid')).toBe('true');

    typedCards.add('5555 5555 5555 4444').add('5555555555554444');
    await card.getByLabel('Card number').fill('5555 5555 5555 4444');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    await page.getByText('Mastercard ending in 4444 · paid').waitFor();

    // A receipt for the card payment, made out as the guest asks, ready to print.
    await page.getByRole('link', { name: 'Receipt for the card payment' }).click();
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    await page.getByText('Alex Smith').waitFor();
    await page.getByRole('textbox', { name: 'Made out to' }).fill('Example Travel Ltd.');
    await page.getByRole('textbox', { name: 'For (optional)' }).fill('Lodging for a business trip');
    await page.getByRole('button', { name: 'Update the receipt' }).click();
    await page.locator('.receipt-name').getByText('Example Travel Ltd.').waitFor();
    await page.getByText('For: Lodging for a business trip').waitFor();
    await page.getByText('Paid by Mastercard ending in 4444').waitFor();
    await screenshot(page, 'card-9-receipt');
    await expectAccessible(page);
    // Printed, only the receipt remains.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.locator('.receipt-options').isVisible()).toBe(false);
    expect(await page.locator('.receipt').isVisible()).toBe(true);
    await screenshot(page, 'card-10-receipt-printed');
  });

  it('says so when 3-D Secure fails, gives the room back and lets the guest try again', async () => {
    const page = await guestPage();
    const before = await soldOn(h.app.db, 'MOD-DBL', tokyoDate(63));
    const card = await toPayment(page, tokyoDate(63), tokyoDate(64), 'failed.guest@example.com');
    await typeCard(card, '4000000000003220');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.frameLocator('iframe.challenge-frame').getByRole('button', { name: 'Fail' }).click();
    await page.getByRole('heading', { name: 'The payment did not go through' }).waitFor();
    await page.getByText('3-D Secure authentication failed. Please try again or use another card.').waitFor();
    await screenshot(page, 'card-5-3d-secure-failed');
    await expectAccessible(page);
    expect(await soldOn(h.app.db, 'MOD-DBL', tokyoDate(63))).toEqual(before);
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.waitForURL(/\/reservation\/payment\?/);
    await page.getByRole('radio', { name: /^Credit card$/ }).check();
    await typeCard(page.frameLocator('iframe.card-fields'), '4242424242424242');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByText('Visa ending in 4242 · paid').waitFor();
    expect((await soldOn(h.app.db, 'MOD-DBL', tokyoDate(63))).sold).toBe(before.sold + 1);
  });
});

describe('a deposit', () => {
  it('shows what the card pays now and what is left for the hotel, and books with it', async () => {
    const page = await guestPage();
    const card = await toPayment(page, tokyoDate(81), tokyoDate(83), 'deposit.guest@example.com', {
      book: 'Book Bed and breakfast',
      method: /Credit card \(deposit\)/,
    });
    await page.getByText('Deposit now by card (30%)').waitFor();
    await screenshot(page, 'card-6-deposit');
    await expectAccessible(page);
    await typeCard(card, '4242424242424242');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    await page.getByText(/Deposit 30%: ¥[\d,]+ · to pay at the hotel: ¥[\d,]+/).waitFor();
    await page.getByText('Visa ending in 4242 · paid').waitFor();
    await screenshot(page, 'card-7-deposit-confirmation');

    // Cancelled while free, the deposit goes back to the card.
    await page.getByRole('link', { name: 'Manage or cancel this booking' }).click();
    await field(page, 'Email used for the booking').fill('deposit.guest@example.com');
    await page.getByRole('button', { name: 'Find reservation' }).click();
    await page.getByRole('button', { name: 'Cancel this reservation' }).click();
    await page
      .getByRole('dialog')
      .getByText(/^¥[\d,]+ will go back to the card you paid with\.$/)
      .waitFor();
    await screenshot(page, 'card-8-cancel-refund');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel reservation', exact: true }).click();
    await page.getByText(/Visa ending in 4242 · paid · ¥[\d,]+ refunded/).waitFor();
  });
});

describe('the card fields on a phone', () => {
  it('keep the expiry date and the security code level when one label wraps, as the Arabic expiry date does', async () => {
    const page = await guestPage({ locale: 'en-JP', width: 390, height: 844 });
    await toPayment(page, tokyoDate(95), tokyoDate(96), 'phone.card.guest@example.com');
    const address = new URL(page.url());
    address.searchParams.set('locale', 'ar');
    await page.goto(address.toString());
    await page.getByRole('radio').first().check();
    const card = page.frameLocator('iframe.card-fields');
    // The gateway's fields take the page's labels in its language.
    await expect.poll(() => card.locator('#expiry-label').textContent()).toContain('MM/YY');
    await expect.poll(() => card.locator('#cvv-label').textContent()).not.toBe('Security code');
    const labelLines = (selector: string) =>
      card
        .locator(selector)
        .evaluate((label) => Math.round(label.getBoundingClientRect().height / parseFloat(getComputedStyle(label).lineHeight)));
    expect(await labelLines('#expiry-label')).toBeGreaterThan(await labelLines('#cvv-label'));
    const [expiry, cvv] = [await card.locator('#expiry').boundingBox(), await card.locator('#cvv').boundingBox()];
    expect(Math.abs((expiry?.y ?? 0) - (cvv?.y ?? 1))).toBeLessThan(1);
    await screenshot(page, 'card-phone-ar-fields');
    await page.context().close();
  });
});

describe("a member's saved cards", () => {
  it('pays in the currency the guest chose, by Visa or Mastercard, at the rate shown', async () => {
    // A browser in the United States sees dollars beside the hotel's yen, and pays in them.
    const page = await guestPage({ locale: 'en-US' });
    const errors = watchPageErrors(page);
    const card = await toPayment(page, tokyoDate(64), tokyoDate(65), 'dollars.guest@example.com');
    // Paying in dollars is the cardholder's own choice: offered with the amount, the rate and its
    // mark-up, and never ticked for them.
    const payInDollars = page.getByRole('checkbox', { name: /^Pay in USD: \$[\d,.]+$/ });
    expect(await payInDollars.isChecked()).toBe(false);
    await page.getByText(/^Exchange rate: 1 JPY = [\d.]+ USD, taken .+\. No mark-up is added to it\.$/).waitFor();
    await page.getByText(/^Only if you tick this is your card .* charged in USD, and a later cancellation fee too/).waitFor();
    const charged = page.getByText(/^Charged to your card now: \$[\d,.]+$/);
    expect(await charged.count()).toBe(0);
    await screenshot(page, 'card-currency-offer');
    await payInDollars.check();
    await charged.waitFor();
    // What the card is charged is the amount the offer named.
    const offered = (await page.locator('label[for="pay-in-currency"]').textContent())?.replace(/^.*: /, '');
    expect((await charged.textContent())?.replace(/^.*: /, '')).toBe(offered);
    await typeCard(card, '4242 4242 4242 4242');
    await screenshot(page, 'card-currency-payment');
    await expectAccessible(page);
    const dollars = (await charged.textContent())?.replace(/^.*\$/, '') ?? '';
    await page.getByRole('button', { name: 'Confirm booking' }).click();

    await page.waitForURL(/\/reservation\/confirmation\/\d{10}/);
    await page.getByText(`Visa ending in 4242 · paid · charged $${dollars}`).waitFor();
    await screenshot(page, 'card-currency-confirmation');
    const number = page.url().match(/confirmation\/(\d{10})/)?.[1] ?? '';
    const booked = await sql<{ mcp_currency: string; amount: number; currency: string }>`
      SELECT r.mcp_currency, p.amount, p.currency FROM reservations r JOIN payment_transactions p ON p.reservation_id = r.id
      WHERE r.reservation_number = ${number}`.execute(h.app.db);
    expect(booked.rows[0]).toEqual({ mcp_currency: 'USD', amount: Math.round(Number(dollars.replace(/,/g, '')) * 100), currency: 'USD' });
    expect(errors).toEqual([]);
  });

  it('keeps a card the member asks to keep, offers it on the next booking, and forgets it when deleted', async () => {
    const email = 'card.keeper@example.com';
    await confirmedMember(h.app.app, email);
    const page = await guestPage();
    await page.goto(`${h.baseUrl}/sign-in?code=sakura-ginza`);
    await field(page, 'Email').fill(email);
    await page.getByLabel(/^Password/).fill('Sakura2026');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Hello, Aiko').waitFor();

    const card = await toPayment(page, tokyoDate(118), tokyoDate(119), email);
    await typeCard(card, '3782 822463 10005');
    await page.getByRole('checkbox', { name: 'Keep this card for my next bookings' }).check();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByText('American Express ending in 0005 · paid').waitFor();

    await toPayment(page, tokyoDate(120), tokyoDate(121), email);
    const saved = page.getByRole('radio', { name: 'American Express ending in 0005, expires 12/34' });
    expect(await saved.isChecked()).toBe(true);
    await screenshot(page, 'card-11-saved-card');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByText('American Express ending in 0005 · paid').waitFor();

    await page.goto(`${h.baseUrl}/my-account/payment-options?code=sakura-ginza`);
    await page.getByRole('heading', { name: 'Payment cards' }).waitFor();
    await page.getByRole('button', { name: 'Delete: American Express ending in 0005, expires 12/34' }).click();
    await page.getByText('Delete this card?').waitFor();
    await screenshot(page, 'card-12-payment-options');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Deleted: American Express ending in 0005, expires 12/34.').waitFor();
    await page.getByText('No saved cards.', { exact: false }).waitFor();
  });
});

const KOREAN_BIRTH_DATE = '850612';
const KOREAN_PIN_PREFIX = '47';

describe('a Korean domestic card (§5)', () => {
  it('asks the birth date and the PIN digits in the gateway’s fields instead of 3-D Secure, and pays in won', async () => {
    const page = await guestPage({ locale: 'en-KR' });
    const errors = watchPageErrors(page);
    const checkin = tokyoDate(66);
    await page.goto(`${h.baseUrl}/booking/result?code=sakura-myeongdong&locale=en&checkin=${checkin}&checkout=${tokyoDate(67)}&adults=2`);
    await page.getByRole('article', { name: 'Standard Double' }).getByRole('button', { name: 'Book Non-refundable saver' }).click();
    await page.waitForURL(/\/reservation\/guest-detail/);
    await fillEnglishGuest(page, 'jiwoo.kim@example.com');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/reservation\/payment/);
    await page.getByRole('radio', { name: /^Korean domestic card/ }).check();
    // Seoul takes no coupons (§3 coupon_active is off there): the payment step asks for none.
    expect(await page.getByRole('heading', { name: 'Coupon' }).count()).toBe(0);
    const card = page.frameLocator('iframe.card-fields');
    await typeCard(card, '4000 0000 0000 3220');
    // Without the two checks the gateway's fields say what is missing, in place.
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await card.getByText('This field is required.').first().waitFor();
    await card.getByLabel('Date of birth (YYMMDD) or business number').fill('851312');
    await card.getByLabel('First 2 digits of the card PIN').fill(KOREAN_PIN_PREFIX);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await card.getByText('Enter your date of birth as YYMMDD, or a 10-digit business number.').waitFor();
    await card.getByLabel('Date of birth (YYMMDD) or business number').fill(KOREAN_BIRTH_DATE);
    await screenshot(page, 'card-11-korean-domestic');
    await expectAccessible(page);
    // The card that asks for 3-D Secure abroad is paid at once, checked the Korean way.
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    await page.getByText('Visa ending in 3220 · paid').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

// Runs last: every flow above has sent its cards through the gateway's fields by now.
describe('never a card number', () => {
  it('reached our API, a table or a log line, through every flow above', async () => {
    const cards = [...typedCards];
    expect(cards.length).toBeGreaterThanOrEqual(10);
    expect(sentToApi.some((line) => line.includes('/reservations'))).toBe(true);
    // The code as a value of its own: a random token may hold its four digits by chance.
    const cvvAlone = new RegExp(`(?<![0-9A-Za-z])${CVV}(?![0-9A-Za-z])`);
    expect(sentToApi.filter((line) => cards.some((n) => line.includes(n)) || cvvAlone.test(line) || /cvv/i.test(line))).toEqual([]);
    // Nor a reservation's email or bypass token in an API address: the widget sends them as headers.
    expect(sentToApi.filter((line) => CREDENTIALS.test(line.split(' ')[1] ?? ''))).toEqual([]);
    expect(await tablesContaining(cards)).toEqual([]);
    expect(await tablesHoldingValue(CVV)).toEqual([]);
    expect(logLines.length).toBeGreaterThan(50);
    expect(logLines.filter((line) => cards.some((n) => line.includes(n)) || line.includes(`"${CVV}"`))).toEqual([]);
    // Nor a Korean card's birth date or PIN digits: the gateway checks them and keeps neither.
    expect(sentToApi.filter((line) => line.includes(KOREAN_BIRTH_DATE) || /birth_date|pin_prefix/.test(line))).toEqual([]);
    expect(await tablesHoldingValue(KOREAN_BIRTH_DATE)).toEqual([]);
    expect(logLines.filter((line) => line.includes(KOREAN_BIRTH_DATE) || line.includes(`"${KOREAN_PIN_PREFIX}"`))).toEqual([]);
  });
});

/** Tables with any value containing one of the strings. */
async function tablesContaining(strings: string[]) {
  const found: string[] = [];
  for (const table of await tableNames()) {
    const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(h.app.db);
    const text = JSON.stringify(rows.rows);
    if (strings.some((s) => text.includes(s))) found.push(table);
  }
  return found;
}

/** Tables with a column whose whole value is the string: a short CVV could hide in any hash, so only exact values count. */
async function tablesHoldingValue(value: string) {
  const found: string[] = [];
  for (const table of await tableNames()) {
    const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(h.app.db);
    if (rows.rows.some((row) => Object.entries(row).some(([column, v]) => String(v) === value || /cvv|card_number/i.test(column))))
      found.push(table);
  }
  return found;
}

async function tableNames() {
  const tables = await sql<{ tablename: string }>`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`.execute(h.app.db);
  return tables.rows.map((t) => t.tablename);
}
