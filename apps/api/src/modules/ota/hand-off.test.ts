import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { PRICE_HOLD_MINUTES } from '@yado/domain/price-hold';
import { firstError, setHotelStock, startTestApp, tokyoMonday, type TestApp } from '../../testing/test-app';
import { sandboxToken } from '../payments/testing';

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await startTestApp();
  session = await t.session();
  // The seed sells each agency hotel out one night in 37: the tests' stays have rooms whatever the day.
  await setHotelStock(t.db, hotel, tokyoMonday(30), addDays(tokyoMonday(58), 7), { total: 10, sold: 0 });
});
afterAll(async () => t.close());

// An agency hotel in Kyoto, paid in advance on either of its plans; weekday stays the tests own.
const hotel = 'kumo-kyoto-station';
const twoAdults = [{ adults: 2, children: 0, kids_ages: [], kids_tiers: [] }];

const handOff = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ota/v1/hand-offs',
    headers: { 'client-session': session },
    payload: { hotel_code: hotel, rooms: twoAdults, locale: 'en', ...payload },
  });

/** Room plans of this hotel only: agency hotels share their room plan codes. */
const hotelPlans = sql`(SELECT rp.id FROM room_plans rp JOIN plans p ON p.id = rp.plan_id JOIN hotels h ON h.id = p.hotel_id WHERE h.code = ${hotel})`;

async function moveRate(planCode: string, checkin: string, by: number) {
  await sql`UPDATE room_rates SET amount = amount + ${by}
    WHERE stay_date = ${checkin} AND room_plan_id IN ${hotelPlans}
      AND room_plan_id IN (SELECT id FROM room_plans WHERE room_plan_code = ${planCode})`.execute(t.db);
}

async function setPaymentMethods(planCode: string, methods: string[]) {
  await sql`UPDATE plans SET payment_methods = ${methods}::text[]
    WHERE hotel_plan_code = ${planCode} AND hotel_id = (SELECT id FROM hotels WHERE code = ${hotel})`.execute(t.db);
  t.app.hotels.clearCache();
}

/** Books the held draft's plan as the widget would, paid as asked (in advance by card unless told). */
async function book(
  held: { draft: { roomTypeCode: string; roomPlanCode: string; checkin: string; checkout: string } },
  input: { storageId?: string; totalCents: number; paymentType?: string; adults?: number; roomPlanCode?: string; session?: string },
) {
  const paymentType = input.paymentType ?? 'pre_paid';
  const card = paymentType === 'on_site' ? {} : { card_token: await sandboxToken(t.app, '4242424242424242') };
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/hotels/${hotel}/reservations`,
    headers: { 'client-session': input.session ?? session },
    payload: {
      checkin_date: held.draft.checkin,
      checkout_date: held.draft.checkout,
      locale: 'en',
      rooms: [
        {
          room_type_code: held.draft.roomTypeCode,
          room_plan_code: input.roomPlanCode ?? held.draft.roomPlanCode,
          adults: input.adults ?? 2,
          first_name: 'Ren',
          last_name: 'Sato',
        },
      ],
      guest: { first_name: 'Ren', last_name: 'Sato', email: 'ren.sato@example.com', phone: '+819012345678' },
      payment: { type: paymentType, ...card },
      total_price: { cents: input.totalCents, currency_iso: 'JPY' },
      booking_method: 'tripla_ota',
      ...(input.storageId ? { temporary_storage_id: input.storageId } : {}),
    },
  });
}

const storedHold = (number: string) =>
  t.db
    .selectFrom('reservations')
    .select(['price_hold', 'total_price', 'payment_type'])
    .where('reservation_number', '=', number)
    .executeTakeFirstOrThrow();

describe('the pay-in-advance hand-off (ADR 0060)', () => {
  it("picks the hotel's cheapest plan paid in advance, as the room search prices it, and keeps its draft with the hold", async () => {
    const checkin = tokyoMonday(30);
    const checkout = addDays(checkin, 2);
    const search = await t.app.inject({ url: `/api/v1/hotels/${hotel}/rooms?checkin=${checkin}&checkout=${checkout}&adults=2` });
    const plans = (search.json().data.rooms as Array<{ room_plans: Array<{ room_plan_code: string; prices: { total_price: number } }> }>)
      .flatMap((room) => room.room_plans)
      .sort((a, b) => a.prices.total_price - b.prices.total_price);
    const before = Date.now();
    const started = await handOff({ checkin, checkout, currency: 'USD' });
    expect(started.statusCode, started.body).toBe(201);
    const answer = started.json().data;
    expect(answer).toMatchObject({
      hotel_code: hotel,
      total: plans[0]?.prices.total_price,
      currency: 'JPY',
      continue_path: `/reservation/resume/${answer.storage_id}?code=${hotel}`,
    });
    expect(answer.converted).toMatchObject({ currency: 'USD' });
    expect(answer.draft).toMatchObject({ roomPlanCode: plans[0]?.room_plan_code, paymentMethods: ['pre_paid'], paymentType: 'pre_paid' });
    const expires = Date.parse(answer.hold_expires_at) - before;
    expect(expires).toBeGreaterThanOrEqual(PRICE_HOLD_MINUTES * 60_000 - 1000);
    expect(expires).toBeLessThanOrEqual(PRICE_HOLD_MINUTES * 60_000 + 5000);
    // The kept draft opens like any other.
    const restored = await t.app.inject({ url: `/api/ota/v1/temporary_storages/${answer.storage_id}` });
    expect(restored.json().data).toMatchObject({ check: 'unchanged', draft: { roomPlanCode: plans[0]?.room_plan_code } });

    // Breakfast asked for is breakfast booked; a plan that cannot be paid in advance is passed over.
    const breakfast = (await handOff({ checkin, checkout, meals: 'breakfast' })).json().data;
    expect(breakfast.draft.meals).not.toBe('none');
    await setPaymentMethods('RO', ['on_site']);
    const withoutRoomOnly = (await handOff({ checkin, checkout })).json().data;
    expect(withoutRoomOnly.draft.roomPlanCode).toMatch(/-BF$/);
    await setPaymentMethods('RO', ['on_site', 'on_site_credit_card_required', 'pre_paid']);
  });

  it('answers NOTHING_TO_PAY_IN_ADVANCE (422) when no plan of the hotel can be paid in advance for the stay', async () => {
    const checkin = tokyoMonday(37);
    await setPaymentMethods('RO', ['on_site']);
    await setPaymentMethods('BF', ['on_site']);
    const refused = await handOff({ checkin, checkout: addDays(checkin, 1) });
    await setPaymentMethods('RO', ['on_site', 'on_site_credit_card_required', 'pre_paid']);
    await setPaymentMethods('BF', ['on_site', 'credit_card_deposit', 'pre_paid']);
    expect([refused.statusCode, firstError(refused.json()).code]).toEqual([422, 'NOTHING_TO_PAY_IN_ADVANCE']);
    const badStay = await handOff({ checkin, checkout: checkin });
    expect(badStay.statusCode).toBe(422);
  });

  it('refuses a child given by age at a hotel that prices children by age group (CHILDREN_TIERS_REQUIRED), and holds it in its group', async () => {
    const checkin = tokyoMonday(51);
    const stay = { checkin, checkout: addDays(checkin, 1) };
    const tiersHotel = 'yu-hakone';
    await setHotelStock(t.db, tiersHotel, checkin, stay.checkout, { total: 10, sold: 0 });
    const family = (child: Record<string, unknown>) => [{ adults: 2, children: 1, kids_ages: [], kids_tiers: [], ...child }];

    const byAge = await handOff({ ...stay, hotel_code: tiersHotel, rooms: family({ kids_ages: [5] }) });
    expect([byAge.statusCode, firstError(byAge.json()).code]).toEqual([422, 'CHILDREN_TIERS_REQUIRED']);
    const inGroup = await handOff({ ...stay, hotel_code: tiersHotel, rooms: family({ kids_tiers: [{ code: 'A', children: 1 }] }) });
    expect(inGroup.statusCode).toBe(201);
    expect(inGroup.json().data.draft.rooms).toMatchObject([{ adults: 2, children: 1, kids_tiers: [{ code: 'A', children: 1 }] }]);
    // A hotel that counts children by age takes the child as given.
    const atAgesHotel = await handOff({ ...stay, rooms: family({ kids_ages: [5] }) });
    expect(atAgesHotel.statusCode).toBe(201);
    expect(atAgesHotel.json().data.draft.rooms).toMatchObject([{ adults: 2, children: 1, kids_ages: [5] }]);
  });

  it('books at the held total when the rate rose during the hold, and at the lower price when it fell', async () => {
    const checkin = tokyoMonday(44);
    const held = (await handOff({ checkin, checkout: addDays(checkin, 1) })).json().data;
    await moveRate(held.draft.roomPlanCode, checkin, 3000);
    // The hold is the session's that made it: the same draft booked from another session is priced as today.
    const elsewhere = await book(held, { storageId: held.storage_id, totalCents: held.total, session: await t.session() });
    expect([elsewhere.statusCode, firstError(elsewhere.json()).code]).toEqual([409, 'PRICE_CHANGED']);
    expect(elsewhere.json().errors[0].payloads.total_price.cents).toBe(held.total + 3300);
    const rose = await book(held, { storageId: held.storage_id, totalCents: held.total });
    expect(rose.statusCode, rose.body).toBe(201);
    const booked = rose.json().data;
    expect([booked.reservation.total_price, booked.reservation.payment.amount]).toEqual([held.total, held.total]);
    expect(await storedHold(booked.reservation_number)).toMatchObject({
      payment_type: 'pre_paid',
      total_price: held.total,
      price_hold: { held_total: held.total, price_then: held.total + 3300, held_until: held.hold_expires_at },
    });

    const later = tokyoMonday(51);
    const again = (await handOff({ checkin: later, checkout: addDays(later, 1) })).json().data;
    await moveRate(again.draft.roomPlanCode, later, -2000);
    // A price that fell is asked again, so what the guest confirms is what is charged.
    const asked = await book(again, { storageId: again.storage_id, totalCents: again.total });
    expect([asked.statusCode, firstError(asked.json()).code]).toEqual([409, 'PRICE_CHANGED']);
    expect(asked.json().errors[0].payloads.total_price.cents).toBe(again.total - 2200);
    const fell = await book(again, { storageId: again.storage_id, totalCents: again.total - 2200 });
    expect(fell.statusCode, fell.body).toBe(201);
    expect(fell.json().data.reservation.total_price).toBe(again.total - 2200);
  });

  it('holds nothing after the hold ends, nor for another plan, party or way of paying', async () => {
    const checkin = tokyoMonday(58);
    const held = (await handOff({ checkin, checkout: addDays(checkin, 1) })).json().data;
    await moveRate(held.draft.roomPlanCode, checkin, 1000);
    await moveRate(held.draft.roomPlanCode.replace(/-RO$/, '-BF'), checkin, 1000);
    const priceChanged = async (response: Awaited<ReturnType<typeof book>>) => {
      expect([response.statusCode, firstError(response.json()).code], response.body).toEqual([409, 'PRICE_CHANGED']);
      return firstError(response.json()).payloads as { total_price: { cents: number } };
    };
    await priceChanged(await book(held, { storageId: held.storage_id, totalCents: held.total, adults: 1 }));
    await priceChanged(await book(held, { storageId: held.storage_id, totalCents: held.total, paymentType: 'on_site' }));
    await priceChanged(
      await book(held, {
        storageId: held.storage_id,
        totalCents: held.total,
        roomPlanCode: held.draft.roomPlanCode.replace(/-RO$/, '-BF'),
      }),
    );
    await priceChanged(await book(held, { totalCents: held.total }));

    // Once the hold has ended, the hotel's price now is the price, as for any booking.
    await sql`UPDATE temporary_storages SET price_hold = jsonb_set(price_hold, '{expires_at}', to_jsonb(${new Date(Date.now() - 1000).toISOString()}::text))
      WHERE id = ${held.storage_id}`.execute(t.db);
    const expired = await priceChanged(await book(held, { storageId: held.storage_id, totalCents: held.total }));
    expect(expired.total_price.cents).toBe(held.total + 1100);
    const atPriceNow = await book(held, { storageId: held.storage_id, totalCents: held.total + 1100 });
    expect(atPriceNow.statusCode, atPriceNow.body).toBe(201);
    expect((await storedHold(atPriceNow.json().data.reservation_number)).price_hold).toBeNull();
  });
});
