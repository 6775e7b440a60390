import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { CURRENCIES } from '@yado/domain/money';
import { sql } from 'kysely';
import { seedExchangeRates } from '../../db/seed/exchange-rates';
import { bookingBody, firstError, quotedTotal, setHotelStock, startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';
import { sandboxToken } from '../payments/testing';

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await startTestApp();
  session = await t.session();
});
afterAll(async () => t.close());

const stay = { checkin: tokyoDate(130), checkout: tokyoDate(131), adults: 2 };
async function search(hotel: string, currency?: string) {
  const qs = new URLSearchParams(
    Object.entries({ ...stay, ...(currency ? { currency } : {}) }).map(([k, v]): [string, string] => [k, String(v)]),
  );
  return t.app.inject({ url: `/api/v1/hotels/${hotel}/rooms?${qs}` });
}

describe('prices in the currency the guest chose', () => {
  // Rooms free at the Tokyo hotel on the searched night, whatever the demo seed sold on it.
  beforeAll(async () => setHotelStock(t.db, 'sakura-ginza', stay.checkin, stay.checkout, { total: 5, sold: 0 }));

  it('come beside the hotel currency, at a named rate', async () => {
    const data = (await search('sakura-ginza', 'usd')).json().data;
    expect(data.currency).toBe('JPY');
    expect(data.mcp_currency).toBe('USD');
    expect(data.exchange_rate).toMatchObject({ id: expect.any(Number), rate: expect.closeTo(1 / 150, 10) });
    const plan = data.rooms[0].room_plans[0];
    // Yen have no minor unit, dollars two: ¥15,000 is $100.00, 10000 cents.
    expect(plan.prices.mcp_total_price).toEqual({ cents: Math.round((plan.prices.total_price / 150) * 100), currency_iso: 'USD' });
  });

  it('are not added for the hotel currency, an unknown code, or a hotel that shows only its own', async () => {
    for (const [hotel, currency] of [
      ['sakura-ginza', 'JPY'],
      ['sakura-ginza', 'XYZ'],
      ['sakura-myeongdong', 'USD'],
    ] as const) {
      const data = (await search(hotel, currency)).json().data;
      expect([data.mcp_currency, data.exchange_rate, data.rooms[0]?.room_plans[0]?.prices.mcp_total_price]).toEqual([
        null,
        null,
        undefined,
      ]);
    }
  });

  it('give the page the rate to show its prices with, where the hotel shows other currencies', async () => {
    const rate = async (hotel: string, currency: string) =>
      (await t.app.inject({ url: `/api/v1/hotels/${hotel}/exchange_rate?currency=${currency}` })).json().data.exchange_rate;
    expect(await rate('sakura-ginza', 'eur')).toMatchObject({ base: 'JPY', currency: 'EUR', rate: expect.closeTo(0.92 / 150, 10) });
    expect(await rate('sakura-ginza', 'JPY')).toBeNull();
    expect(await rate('sakura-myeongdong', 'USD')).toBeNull();
  });

  it('has a demo rate for every currency a guest can choose, so none is chosen with nothing to show', async () => {
    const missing: string[] = [];
    for (const { code } of CURRENCIES.filter((currency) => currency.code !== 'JPY')) {
      const answer = await t.app.inject({ url: `/api/v1/hotels/sakura-ginza/exchange_rate?currency=${code}` });
      if (answer.json().data.exchange_rate?.currency !== code) missing.push(code);
    }
    expect(missing).toEqual([]);
  });

  it("gives a demo kept from before a currency was added that currency's rates when seeded again", async () => {
    await sql`DELETE FROM exchange_rates WHERE quote = 'VND'`.execute(t.db);
    const before = await sql<{ n: number }>`SELECT count(*)::int AS n FROM exchange_rates`.execute(t.db);
    await seedExchangeRates(t.db);
    const after = await sql<{ base: string }>`SELECT base FROM exchange_rates WHERE quote = 'VND' ORDER BY base`.execute(t.db);
    expect(after.rows.map((row) => row.base)).toEqual(['JPY', 'KRW', 'TWD']);
    const total = await sql<{ n: number }>`SELECT count(*)::int AS n FROM exchange_rates`.execute(t.db);
    expect(total.rows[0]!.n).toBe(before.rows[0]!.n + 3);
  });

  it('refuses a currency that is not three letters', async () => {
    const response = await search('sakura-ginza', 'dollars');
    expect([response.statusCode, firstError(response.json()).code]).toEqual([422, 1000]);
  });
});

describe('booking in the currency the guest chose', () => {
  async function book(input: { currency: string; rateId?: number; card?: string; type?: string; checkin?: string; roomPlanCode?: string }) {
    const checkin = input.checkin ?? tokyoDate(136);
    const checkout = addDays(checkin, 1);
    const roomPlanCode = input.roomPlanCode ?? 'MOD-DBL-NR';
    const totalCents = await quotedTotal(t.app, { checkin, checkout, roomPlanCode });
    const rate = (await search('sakura-ginza', 'USD')).json().data.exchange_rate;
    const payment = input.card
      ? { type: input.type ?? 'credit_card', card_token: await sandboxToken(t.app, input.card) }
      : { type: input.type ?? 'on_site' };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/reservations',
      headers: { 'client-session': session },
      payload: {
        ...bookingBody({ checkin, checkout, roomPlanCode, totalCents }),
        payment,
        mcp_currency: input.currency,
        exchange_rate_id: input.rateId ?? rate.id,
      },
    });
    return { response, totalCents, rate };
  }

  it('charges the card the converted amount and keeps the currency with the booking', async () => {
    const { response, totalCents } = await book({ currency: 'USD', card: '4242424242424242' });
    expect(response.statusCode).toBe(201);
    const { reservation } = response.json().data;
    const usd = Math.round((totalCents / 150) * 100);
    expect(reservation.total_price).toBe(totalCents);
    expect(reservation.mcp_total_price).toEqual({ cents: usd, currency_iso: 'USD' });
    expect(reservation.payment).toMatchObject({ status: 'captured', amount: usd, currency: 'USD' });
    // Cancelling this non-refundable stay costs all of it: told in yen, and in the dollars the card is charged.
    expect(reservation.cancellation).toMatchObject({ fee: totalCents, fee_charged: { cents: usd, currency_iso: 'USD' } });
  });

  it('is by Visa or Mastercard only, and by card only', async () => {
    const jcb = await book({ currency: 'USD', card: '3530111333300000' });
    expect(firstError(jcb.response.json()).code).toBe('CARD_BRAND_NOT_ACCEPTED');
    // A plan that may be paid at the hotel, well before any fee: only the currency refuses it.
    const atHotel = await book({ currency: 'USD', roomPlanCode: 'MOD-DBL-RO' });
    expect(firstError(atHotel.response.json()).code).toBe('CURRENCY_CARD_ONLY');
  });

  it('asks the guest to recheck the price when the rate changed after they saw it', async () => {
    const { rate } = await book({ currency: 'USD', card: '4242424242424242', checkin: tokyoDate(138) });
    await t.db
      .insertInto('exchange_rates')
      .values({ base: 'JPY', quote: 'USD', rate: 1 / 160, taken_at: new Date() })
      .execute();
    const { response, totalCents } = await book({ currency: 'USD', card: '4242424242424242', rateId: rate.id, checkin: tokyoDate(140) });
    expect([response.statusCode, firstError(response.json()).code]).toEqual([409, 'EXCHANGE_RATE_UPDATED']);
    const { payloads } = firstError(response.json()) as unknown as {
      payloads: { exchange_rate: { id: number }; mcp_total_price: { cents: number } };
    };
    expect(payloads.exchange_rate.id).not.toBe(rate.id);
    expect(payloads.mcp_total_price.cents).toBe(Math.round((totalCents / 160) * 100));
  });
});
