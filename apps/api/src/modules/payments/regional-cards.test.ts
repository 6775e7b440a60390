import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { WRONG_KOREAN_PIN_PREFIX } from './sandbox/test-cards';
import { bookingBody, firstError, startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await startTestApp();
  session = await t.session();
});
afterAll(async () => t.close());

const CHALLENGE_CARD = '4000000000003220';

/** A card as the hosted fields turn it into a token; `korean` adds the domestic card's birth date and PIN digits. */
function tokenize(number: string, korean?: { birth_date: string; pin_prefix: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/sandbox-gateway/tokens',
    payload: { number, holder_name: 'JIWOO KIM', exp_month: 12, exp_year: 2035, cvv: '739', ...korean },
  });
}
async function token(number: string, korean?: { birth_date: string; pin_prefix: string }) {
  const response = await tokenize(number, korean);
  expect(response.statusCode).toBe(201);
  return response.json().token as string;
}

const CURRENCIES: Record<string, string> = { 'sakura-ginza': 'JPY', 'sakura-myeongdong': 'KRW', 'formosa-daan': 'TWD' };

/** Books a plan of a hotel at the price its search quotes, paid as asked. */
async function book(hotel: string, roomPlanCode: string, checkin: string, payment: object, extra: object = {}) {
  const checkout = addDays(checkin, 1);
  const search = await t.app.inject({ url: `/api/v1/hotels/${hotel}/rooms?checkin=${checkin}&checkout=${checkout}&adults=2` });
  const plan = search
    .json()
    .data.rooms.flatMap((room: { room_plans: Array<{ room_plan_code: string; prices: { total_price: number } }> }) => room.room_plans)
    .find((p: { room_plan_code: string }) => p.room_plan_code === roomPlanCode);
  if (!plan) throw new Error(`no ${roomPlanCode} at ${hotel} on ${checkin}`);
  const roomTypeCode = roomPlanCode.split('-').slice(0, 2).join('-');
  const body = bookingBody({ checkin, checkout, roomTypeCode, roomPlanCode, totalCents: plan.prices.total_price });
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/hotels/${hotel}/reservations`,
    headers: { 'client-session': session },
    payload: { ...body, total_price: { cents: plan.prices.total_price, currency_iso: CURRENCIES[hotel] }, payment, ...extra },
  });
}

describe('Korean domestic cards (§5)', () => {
  it('has the gateway check the birth date and PIN digits, and keeps neither', async () => {
    const badBirth = await tokenize('4242424242424242', { birth_date: '901301', pin_prefix: '12' });
    expect([badBirth.statusCode, firstError(badBirth.json()).details.base[0]]).toEqual([
      422,
      expect.objectContaining({ code: 1000, field: 'birth_date' }),
    ]);
    const badPin = await tokenize('4242424242424242', { birth_date: '900101', pin_prefix: '1' });
    expect([badPin.statusCode, firstError(badPin.json()).details.base[0]]).toEqual([
      422,
      expect.objectContaining({ code: 1000, field: 'pin_prefix' }),
    ]);
    const checked = await tokenize('4242424242424242', { birth_date: '900101', pin_prefix: '12' });
    expect(checked.json()).toMatchObject({ brand: 'visa', last4: '4242', korean_checked: true });
    const kept = JSON.stringify(await t.db.selectFrom('sandbox_gateway_tokens').selectAll().execute());
    expect(kept).not.toContain('900101');
  });

  it('is paid in won without 3-D Secure once checked, refused unchecked, and declined for the wrong PIN digits', async () => {
    const checkin = tokyoDate(61);
    const unchecked = await book('sakura-myeongdong', 'STD-DBL-NR', checkin, {
      type: 'credit_card_krw_domestic',
      card_token: await token('4242424242424242'),
    });
    expect([unchecked.statusCode, firstError(unchecked.json()).code]).toEqual([422, 'KOREAN_CARD_CHECK_REQUIRED']);

    // The card that would ask for 3-D Secure abroad pays at once, checked the Korean way.
    const paid = await book('sakura-myeongdong', 'STD-DBL-NR', checkin, {
      type: 'credit_card_krw_domestic',
      card_token: await token(CHALLENGE_CARD, { birth_date: '900101', pin_prefix: '12' }),
    });
    expect(paid.statusCode).toBe(201);
    const { reservation } = paid.json().data;
    expect([reservation.status, reservation.payment.status, reservation.payment.currency]).toEqual(['done', 'captured', 'KRW']);

    const wrongPin = await book('sakura-myeongdong', 'STD-DBL-NR', tokyoDate(62), {
      type: 'credit_card_krw_domestic',
      card_token: await token('4242424242424242', { birth_date: '900101', pin_prefix: WRONG_KOREAN_PIN_PREFIX }),
    });
    expect([wrongPin.statusCode, firstError(wrongPin.json()).code]).toEqual([402, 3004]);
  });

  it('leaves a card from abroad to 3-D Secure', async () => {
    const response = await book('sakura-myeongdong', 'STD-DBL-NR', tokyoDate(63), {
      type: 'credit_card_krw_international',
      card_token: await token(CHALLENGE_CARD),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.reservation.payment.status).toBe('pre_3d_secure');
  });
});

describe('Taiwanese card types and where each type is taken (§4)', () => {
  it('takes a deposit in New Taiwan dollars at the Taipei hotel', async () => {
    const response = await book('formosa-daan', 'SUP-QN-BF', tokyoDate(64), {
      type: 'twd_credit_card_deposit',
      card_token: await token('4242424242424242'),
    });
    expect(response.statusCode).toBe(201);
    const { reservation } = response.json().data;
    expect(reservation.payment).toMatchObject({ status: 'captured', currency: 'TWD' });
    expect(reservation.paid_online).toBe(Math.round(reservation.total_price * 0.3));
    expect(reservation.due_at_hotel).toBe(reservation.total_price - reservation.paid_online);
  });

  it('offers each hotel only the types of its currency, and refuses another', async () => {
    const options = async (hotel: string) =>
      (await t.app.inject({ url: `/api/v1/hotels/${hotel}/settings/booking_widget` })).json().data.payment_options as string[];
    expect(await options('sakura-myeongdong')).toEqual(
      expect.arrayContaining(['credit_card_krw_domestic', 'credit_card_krw_international']),
    );
    expect(await options('sakura-myeongdong')).not.toContain('twd_credit_card');
    expect(await options('formosa-daan')).toEqual(expect.arrayContaining(['twd_credit_card', 'twd_credit_card_deposit']));
    expect(await options('sakura-ginza')).not.toContain('credit_card_krw_domestic');

    const elsewhere = await book('sakura-ginza', 'MOD-DBL-NR', tokyoDate(64), {
      type: 'twd_credit_card',
      card_token: await token('4242424242424242'),
    });
    expect([elsewhere.statusCode, firstError(elsewhere.json()).code]).toEqual([422, 'PAYMENT_METHOD_NOT_ACCEPTED']);
  });

  it('pays the Korean and Taiwanese types in their own currency only', async () => {
    const response = await book(
      'formosa-daan',
      'SUP-QN-NR',
      tokyoDate(65),
      { type: 'twd_credit_card', card_token: await token('4242424242424242') },
      { mcp_currency: 'USD', exchange_rate_id: 1 },
    );
    expect([response.statusCode, firstError(response.json()).code]).toEqual([422, 'CURRENCY_NOT_OFFERED']);
  });
});
