import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { firstError, searchTokyo, setTokyoStock, tokyoDate, tokyoMonday, type TestApp } from '../../testing/test-app';
import { catalogueCall, fieldsOf, startCatalogueTest, type ConsoleHeaders } from './catalogue-testing';
import { consoleSession } from './reservations-testing';

let t: TestApp, manager: ConsoleHeaders, frontDesk: ConsoleHeaders, otherBrandOwner: ConsoleHeaders, myeongdongOwner: ConsoleHeaders;
beforeAll(async () => {
  ({ t, manager, frontDesk, otherHotelOwner: otherBrandOwner } = await startCatalogueTest());
  myeongdongOwner = await consoleSession(t, 'owner', 'sakura-myeongdong');
});
afterAll(async () => t.close());

const call = catalogueCall(() => t);
/** A change at another hotel's console, as the user whose headers are given. */
const postAt = (hotel: string, headers: ConsoleHeaders, path: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/console/hotels/${hotel}${path}`,
    headers,
    ...(payload ? { payload: payload as object } : {}),
  });

/** A one-night stay on the Moderate Double, its stock set here; no seeded promotion is for its room-only plan. */
const checkin = tokyoMonday(45);
const stay = { checkin, checkout: addDays(checkin, 1) };

const newPromotion = (overrides: Record<string, unknown> = {}) => ({
  name: 'Moderate 10% off',
  name_translations: { ja: 'モデレート10%オフ' },
  discount_target_type: 'all_users',
  discount_type: 'percentage',
  discount_value: 10,
  target_mode: 'include',
  hotel_plan_codes: ['RO'],
  room_type_codes: ['MOD-DBL'],
  stay_start: stay.checkin,
  stay_end: stay.checkin,
  booking_start: tokyoDate(-1),
  booking_end: tokyoDate(60),
  ...overrides,
});

async function moderateRoomOnly() {
  const rooms = await searchTokyo(t.app, { ...stay, adults: 2 });
  const plan = rooms.flatMap((room) => room.room_plans).find((p) => p.room_plan_code === 'MOD-DBL-RO');
  if (!plan) throw new Error('MOD-DBL-RO not found');
  return plan;
}

async function auditEntries(action: string) {
  const entries = (await call(manager, 'GET', '/audit')).json().data.entries as Array<{ action: string; before: unknown; after: unknown }>;
  return entries.filter((entry) => entry.action === action);
}

describe('console promotions', () => {
  it("lists the hotel's promotions and the plans and room types it has, for every role", async () => {
    const response = await call(frontDesk, 'GET', '/promotions');
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ can_edit: false, currency: 'JPY', hotel_locale: 'ja' });
    expect(data.plans.map((p: { code: string }) => p.code)).toContain('RO');
    expect(data.room_types.map((r: { code: string }) => r.code)).toContain('MOD-DBL');
    expect(data.promotions.find((p: { code: string | null }) => p.code === 'GINZA15')).toMatchObject({
      discount_target_type: 'coupon',
      status: 'active',
      ended_at: null,
    });
    expect((await call(manager, 'GET', '/promotions')).json().data.can_edit).toBe(true);
  });

  it('makes a promotion for a manager, audited, and prices the widget’s search at once; ended, it no longer does', async () => {
    await setTokyoStock(t.db, 'MOD-DBL', stay.checkin, stay.checkout, { total: 5, sold: 0 });
    const before = await moderateRoomOnly();
    expect(before.promotion).toBeNull();

    const made = await call(manager, 'POST', '/promotions', newPromotion());
    expect(made.statusCode, made.body).toBe(201);
    const { promotion } = made.json().data;
    expect(promotion).toMatchObject({ name: 'Moderate 10% off', status: 'active', name_translations: { ja: 'モデレート10%オフ' } });
    const [created] = await auditEntries('promotion.created');
    expect(created).toMatchObject({ before: null, after: { id: promotion.id, discount_value: 10, hotel_plan_codes: ['RO'] } });

    const priced = await moderateRoomOnly();
    expect(priced.promotion).toMatchObject({ id: promotion.id, price_before: before.prices.total_price });
    expect(priced.prices.total_price).toBeLessThan(before.prices.total_price);
    // Another plan of the room type is not the promotion's.
    const rooms = await searchTokyo(t.app, { ...stay, adults: 2 });
    const breakfast = rooms.flatMap((room) => room.room_plans).find((p) => p.room_plan_code === 'MOD-DBL-BF');
    expect(breakfast?.promotion?.id).not.toBe(promotion.id);

    const ended = await call(manager, 'POST', `/promotions/${promotion.id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data.promotion).toMatchObject({ id: promotion.id, status: 'ended', ended_at: expect.any(String) });
    const [endEntry] = await auditEntries('promotion.ended');
    expect(endEntry).toMatchObject({ before: { id: promotion.id, status: 'active' }, after: { status: 'ended' } });
    const after = await moderateRoomOnly();
    expect(after.promotion).toBeNull();
    expect(after.prices.total_price).toBe(before.prices.total_price);

    const again = await call(manager, 'POST', `/promotions/${promotion.id}/end`);
    expect([again.statusCode, firstError(again.json()).code]).toEqual([409, 'PROMOTION_ENDED']);
    const listed = (await call(manager, 'GET', '/promotions')).json().data.promotions;
    expect(listed.find((p: { id: number }) => p.id === promotion.id)).toMatchObject({ status: 'ended' });
  });

  it('ends a coupon promotion’s code with it: the code no longer applies to a search', async () => {
    await setTokyoStock(t.db, 'MOD-DBL', stay.checkin, stay.checkout, { total: 5, sold: 0 });
    const made = await call(manager, 'POST', '/promotions', newPromotion({ discount_target_type: 'coupon', code: 'MODCODE' }));
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.promotion.id;
    const withCode = async () =>
      (await searchTokyo(t.app, { ...stay, adults: 2, promo_code: 'MODCODE' }))
        .flatMap((room) => room.room_plans)
        .find((p) => p.room_plan_code === 'MOD-DBL-RO')?.promotion?.id;
    expect(await withCode()).toBe(id);
    expect((await call(manager, 'POST', `/promotions/${id}/end`)).statusCode).toBe(200);
    expect(await withCode()).toBeUndefined();
  });

  it('lets an owner make and end a promotion at their own hotel only', async () => {
    const seoul = newPromotion({ hotel_plan_codes: [], room_type_codes: [], discount_type: 'amount', discount_value: 5000 });
    const made = await postAt('sakura-myeongdong', myeongdongOwner, '/promotions', seoul);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.promotion).toMatchObject({ currency: 'KRW', discount_value: 5000, hotel_code: 'sakura-myeongdong' });
    const id = made.json().data.promotion.id;
    const fromGinza = await call(manager, 'POST', `/promotions/${id}/end`);
    expect([fromGinza.statusCode, firstError(fromGinza.json()).code]).toEqual([404, 'PROMOTION_NOT_FOUND']);
    expect((await call(myeongdongOwner, 'POST', '/promotions', newPromotion())).statusCode).toBe(404);
    expect((await postAt('sakura-myeongdong', myeongdongOwner, `/promotions/${id}/end`)).statusCode).toBe(200);
  });

  it('refuses the front desk (403) and another hotel’s staff (404), writing nothing', async () => {
    const refused = await call(frontDesk, 'POST', '/promotions', newPromotion({ name: 'Desk deal' }));
    expect([refused.statusCode, firstError(refused.json()).code]).toEqual([403, 'CONSOLE_FORBIDDEN']);
    const elsewhere = await call(otherBrandOwner, 'POST', '/promotions', newPromotion({ name: 'Daan deal' }));
    expect([elsewhere.statusCode, firstError(elsewhere.json()).code]).toEqual([404, 'HOTEL_NOT_FOUND']);
    expect((await call(otherBrandOwner, 'GET', '/promotions')).statusCode).toBe(404);
    const seeded = (await call(manager, 'GET', '/promotions')).json().data.promotions as Array<{ id: number; name: string }>;
    expect(seeded.map((p) => p.name)).not.toContain('Desk deal');
    expect(seeded.map((p) => p.name)).not.toContain('Daan deal');
    const anyId = seeded.find((p) => p.name === 'Early summer 10% off')!.id;
    expect(firstError((await call(frontDesk, 'POST', `/promotions/${anyId}/end`)).json()).code).toBe('CONSOLE_FORBIDDEN');
    const daanEnd = await postAt('formosa-daan', otherBrandOwner, `/promotions/${anyId}/end`);
    expect([daanEnd.statusCode, firstError(daanEnd.json()).code]).toEqual([404, 'PROMOTION_NOT_FOUND']);
    expect(
      (await call(manager, 'GET', '/promotions')).json().data.promotions.find((p: { id: number }) => p.id === anyId).ended_at,
    ).toBeNull();
  });

  it('refuses bad terms by field: over 100 %, backwards periods, unknown codes, a coupon without its code', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ discount_value: 150 }, 'discount_value'],
      [{ stay_start: addDays(checkin, 3), stay_end: checkin }, 'stay_end'],
      [{ booking_start: tokyoDate(10), booking_end: tokyoDate(5) }, 'booking_end'],
      [{ hotel_plan_codes: ['NOPE'] }, 'hotel_plan_codes'],
      [{ room_type_codes: ['MOD-DBL', 'NOPE-RT'] }, 'room_type_codes'],
      [{ discount_target_type: 'coupon' }, 'code'],
      [{ name: ' ' }, 'name'],
      [{ stay_end: '2027-02-30' }, 'stay_end'],
      [{ discount_target_type: 'staff_only' }, 'discount_target_type'],
      [{ discount_target_type: 'payment', code: 'CARD10' }, 'code'],
    ];
    for (const [bad, field] of cases) {
      const refused = await call(manager, 'POST', '/promotions', newPromotion(bad));
      expect([JSON.stringify(bad), refused.statusCode, firstError(refused.json()).code]).toEqual([JSON.stringify(bad), 422, 1000]);
      expect(fieldsOf(refused.json()).map(([name]) => name)).toContain(field);
    }
    const unknown = await call(manager, 'POST', '/promotions/99999999/end');
    expect([unknown.statusCode, firstError(unknown.json()).code]).toEqual([404, 'PROMOTION_NOT_FOUND']);
  });

  it('makes a card offer: the search shows it as the price of paying by card, not as everyone’s', async () => {
    const night = addDays(checkin, 7);
    await setTokyoStock(t.db, 'MOD-DBL', night, addDays(night, 1), { total: 5, sold: 0 });
    const search = async () =>
      (await searchTokyo(t.app, { checkin: night, checkout: addDays(night, 1), adults: 2 }))
        .flatMap((room) => room.room_plans)
        .find((p) => p.room_plan_code === 'MOD-DBL-BF');
    const before = await search();
    expect(before?.card_offer).toBeNull();
    const made = await call(
      manager,
      'POST',
      '/promotions',
      newPromotion({
        name: 'Card 20% off',
        discount_target_type: 'payment',
        discount_value: 20,
        hotel_plan_codes: ['BF'],
        stay_start: night,
        stay_end: night,
      }),
    );
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.promotion).toMatchObject({ discount_target_type: 'payment', code: null });
    const after = await search();
    expect(after?.promotion).toEqual(before?.promotion);
    expect(after?.prices.total_price).toBe(before?.prices.total_price);
    expect(after?.card_offer).toMatchObject({ name: 'Card 20% off' });
    expect(after!.card_offer!.total_price).toBeLessThan(after!.prices.total_price);
  });

  it('refuses a code the hotel already has, whatever its case (409, by its field)', async () => {
    const taken = await call(manager, 'POST', '/promotions', newPromotion({ discount_target_type: 'coupon', code: 'ginza15' }));
    expect([taken.statusCode, firstError(taken.json()).code]).toEqual([409, 'PROMOTION_CODE_TAKEN']);
    expect(firstError(taken.json()).details.base).toEqual([expect.objectContaining({ field: 'code', message: 'validation.code_taken' })]);
  });
});
