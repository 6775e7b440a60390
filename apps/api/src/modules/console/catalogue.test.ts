import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { firstError, searchTokyo, setTokyoStock, startTestApp, tokyoMonday, type TestApp } from '../../testing/test-app';
import { planBody, roomTypeBody } from './catalogue-testing';
import { bookFor, consoleSession } from './reservations-testing';

let t: TestApp;
let manager: { cookie: string };
let frontDesk: { cookie: string };
let otherHotelOwner: { cookie: string };
beforeAll(async () => {
  t = await startTestApp({ config: { ACCOUNT_RATE_LIMIT: 1000, PER_ACCOUNT_RATE_LIMIT: 1000 } });
  manager = await consoleSession(t, 'manager');
  frontDesk = await consoleSession(t, 'front_desk');
  otherHotelOwner = await consoleSession(t, 'owner', 'formosa-daan');
});
afterAll(async () => t.close());

const base = '/api/v1/console/hotels/sakura-ginza';
const call = (headers: { cookie: string }, method: 'GET' | 'POST' | 'PATCH', path: string, payload?: unknown) =>
  t.app.inject({ method, url: `${base}${path}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const newRoomType = roomTypeBody({
  code: 'gdn-twn',
  names: { ja: '庭園ツイン', en: 'Garden Twin' },
  descriptions: { en: 'Twin beds facing the garden.' },
  size_sqm: 24,
});

const newPlan = planBody({
  code: 'SPRING',
  names: { ja: '春の特別プラン', en: 'Spring special' },
  meals: 'breakfast',
  room_type_codes: ['MOD-DBL', 'GDN-TWN'],
  sort_order: 90,
});

async function latestAudit(action: string) {
  const entries = (await call(manager, 'GET', '/audit')).json().data.entries as Array<{
    action: string;
    before: unknown;
    after: unknown;
    who: string;
  }>;
  return entries.find((entry) => entry.action === action);
}

/** The Moderate Double's plans in the widget's search for one night the test gave stock. */
async function doublePlans(checkin: string) {
  const rooms = await searchTokyo(t.app, { checkin, checkout: addDays(checkin, 1), adults: 2 });
  return rooms.find((room) => room.room_type_code === 'MOD-DBL')?.room_plans ?? [];
}

describe('the console catalogue', () => {
  const night = tokyoMonday(140);
  beforeAll(async () => setTokyoStock(t.db, 'MOD-DBL', night, addDays(night, 2), { total: 5, sold: 0 }));

  it('lists room types and plans with every language, to the front desk too, which may not edit', async () => {
    const roomTypes = (await call(frontDesk, 'GET', '/room-types')).json().data;
    expect(roomTypes).toMatchObject({ hotel_locale: 'ja', can_edit: false });
    expect(roomTypes.room_types.find((rt: { code: string }) => rt.code === 'MOD-DBL')).toMatchObject({
      names: { ja: 'モデレートダブル', en: 'Moderate Double' },
      beds: [{ type: 'double', count: 1 }],
      wifi: 'free',
    });
    const plans = (await call(manager, 'GET', '/plans')).json().data;
    expect(plans.can_edit).toBe(true);
    expect(plans.plans.find((p: { code: string }) => p.code === 'RO')).toMatchObject({
      meals: 'none',
      cancellation_policy_code: 'STANDARD',
      room_type_codes: expect.arrayContaining(['MOD-DBL']),
    });
    expect(plans.cancellation_policies.map((p: { code: string }) => p.code)).toEqual(expect.arrayContaining(['STANDARD', 'NONREF']));
  });

  it('creates a room type and a plan selling it, each audited with who and what', async () => {
    const created = await call(manager, 'POST', '/room-types', newRoomType);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.room_type).toMatchObject({ code: 'GDN-TWN', size_tatami: 15, names: { en: 'Garden Twin' } });
    const audit = await latestAudit('catalogue.room_type_created');
    expect(audit).toMatchObject({ before: null, after: { code: 'GDN-TWN' }, who: expect.stringContaining('manager@sakura-ginza.example') });

    const plan = await call(manager, 'POST', '/plans', newPlan);
    expect(plan.statusCode, plan.body).toBe(201);
    expect(plan.json().data.plan).toMatchObject({ code: 'SPRING', room_type_codes: ['MOD-DBL', 'GDN-TWN'] });
    const roomPlanCodes = await t.db
      .selectFrom('room_plans')
      .select('room_plan_code')
      .where('room_plan_code', 'like', '%-SPRING')
      .execute();
    expect(roomPlanCodes.map((rp) => rp.room_plan_code).sort()).toEqual(['GDN-TWN-SPRING', 'MOD-DBL-SPRING']);
    expect(await latestAudit('catalogue.plan_created')).toMatchObject({ before: null, after: { code: 'SPRING', meals: 'breakfast' } });

    const again = await call(manager, 'POST', '/plans', newPlan);
    expect(again.statusCode).toBe(409);
    expect(firstError(again.json())).toMatchObject({ code: 2101, details: { base: [{ field: 'code' }] } });
    const roomTypeAgain = await call(manager, 'POST', '/room-types', newRoomType);
    expect([roomTypeAgain.statusCode, firstError(roomTypeAgain.json()).code]).toEqual([409, 'ROOM_TYPE_CODE_TAKEN']);
  });

  it('renames a plan and changes its meals, and the widget search shows both at once', async () => {
    const before = (await doublePlans(night)).find((p) => p.room_plan_code === 'MOD-DBL-RO');
    expect(before).toMatchObject({ room_plan_name: 'Room only', meals: 'none' });

    const changed = await call(manager, 'PATCH', '/plans/RO', {
      names: { ja: '素泊まり（改）', en: 'Room only, renewed' },
      meals: 'breakfast',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = (await doublePlans(night)).find((p) => p.room_plan_code === 'MOD-DBL-RO');
    expect(after).toMatchObject({ room_plan_name: 'Room only, renewed', meals: 'breakfast' });

    const audit = await latestAudit('catalogue.plan_changed');
    expect(audit).toMatchObject({ before: { code: 'RO', meals: 'none', names: { en: 'Room only' } }, after: { meals: 'breakfast' } });
    // What the change left out stays as it was.
    expect(audit?.after).toMatchObject({ cancellation_policy_code: 'STANDARD', room_type_codes: expect.arrayContaining(['MOD-DBL']) });
  });

  it('renames a room type, and the widget search shows it at once', async () => {
    await doublePlans(night);
    const changed = await call(manager, 'PATCH', '/room-types/MOD-DBL', {
      names: { ja: 'モデレートダブル', en: 'Moderate Double, city view' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const rooms = await searchTokyo(t.app, { checkin: night, checkout: addDays(night, 1), adults: 2 });
    expect(rooms.find((room) => room.room_type_code === 'MOD-DBL')?.room_type_name).toBe('Moderate Double, city view');
    expect(await latestAudit('catalogue.room_type_changed')).toMatchObject({
      before: { names: { en: 'Moderate Double' } },
      after: { names: { en: 'Moderate Double, city view' } },
    });
  });

  it('refuses the front desk every change (CONSOLE_FORBIDDEN) and changes nothing', async () => {
    const answers = await Promise.all([
      call(frontDesk, 'POST', '/room-types', { ...newRoomType, code: 'DESK-RT' }),
      call(frontDesk, 'PATCH', '/room-types/MOD-DBL', { sleeps: 4, max_adults: 4 }),
      call(frontDesk, 'POST', '/plans', { ...newPlan, code: 'DESK' }),
      call(frontDesk, 'PATCH', '/plans/RO', { meals: 'all' }),
    ]);
    expect(answers.map((a) => [a.statusCode, firstError(a.json()).code])).toEqual(Array(4).fill([403, 'CONSOLE_FORBIDDEN']));
    const plans = (await call(frontDesk, 'GET', '/plans')).json().data.plans as Array<{ code: string; meals: string }>;
    expect(plans.find((p) => p.code === 'RO')?.meals).toBe('breakfast');
    expect(plans.some((p) => p.code === 'DESK')).toBe(false);
  });

  it("answers another hotel's user as if the hotel did not exist (404), for reads and changes", async () => {
    const answers = await Promise.all([
      call(otherHotelOwner, 'GET', '/room-types'),
      call(otherHotelOwner, 'GET', '/plans'),
      call(otherHotelOwner, 'PATCH', '/plans/RO', { meals: 'all' }),
      call(otherHotelOwner, 'POST', '/room-types', { ...newRoomType, code: 'OTHER' }),
    ]);
    expect(answers.map((a) => [a.statusCode, firstError(a.json()).code])).toEqual(Array(4).fill([404, 'HOTEL_NOT_FOUND']));
    expect((await call(manager, 'PATCH', '/plans/NO-SUCH', { meals: 'all' })).statusCode).toBe(404);
  });

  it('names each field that is wrong, and refuses a signed-out call', async () => {
    const fieldsOf = (body: unknown) =>
      (firstError(body).details.base as Array<{ field?: string; message?: string }>).map((b) => [b.field, b.message]);
    const badShape = await call(manager, 'POST', '/plans', {
      ...newPlan,
      code: 'spring sale',
      meals: 'lunch',
      sale_start_date: '2030-02-30',
    });
    expect(badShape.statusCode).toBe(422);
    expect(firstError(badShape.json()).code).toBe(1000);
    expect(fieldsOf(badShape.json())).toEqual([
      ['code', 'validation.catalogue_code'],
      ['meals', undefined],
      ['sale_start_date', 'validation.date'],
    ]);

    const badRules = await call(manager, 'PATCH', '/plans/RO', {
      names: { en: 'No Japanese name' },
      payment_types: [],
      sale_start_date: '2030-04-01',
      sale_end_date: '2030-03-31',
    });
    expect(badRules.statusCode).toBe(422);
    expect(fieldsOf(badRules.json())).toEqual([
      ['names.ja', 'validation.name_in_hotel_language'],
      ['payment_types', 'validation.payment_type_required'],
      ['sale_end_date', 'validation.sale_period'],
    ]);
    // A yen hotel cannot take a Korean domestic card: a plan paid only that way could never be booked.
    const notTaken = await call(manager, 'PATCH', '/plans/RO', { payment_types: ['credit_card_krw_domestic'] });
    expect(fieldsOf(notTaken.json())).toEqual([['payment_types', 'validation.payment_type_not_taken']]);
    const offered = (await call(manager, 'GET', '/plans')).json().data.payment_types as string[];
    expect(offered).toEqual(expect.arrayContaining(['on_site', 'credit_card']));
    expect(offered).not.toContain('credit_card_krw_domestic');
    const unknown = await call(manager, 'PATCH', '/plans/RO', {
      room_type_codes: ['MOD-DBL', 'PENTHOUSE'],
      cancellation_policy_code: 'STANDARD',
    });
    expect(fieldsOf(unknown.json())).toEqual([['room_type_codes.1', 'validation.invalid']]);
    const tooManyAdults = await call(manager, 'PATCH', '/room-types/MOD-DBL', { max_adults: 5 });
    expect(fieldsOf(tooManyAdults.json())).toEqual([['max_adults', 'validation.adults_over_sleeps']]);
    expect((await call({ cookie: '' }, 'GET', '/plans')).statusCode).toBe(401);
  });

  it('takes a room type off a plan when no one booked it there, and keeps it with a reservation (2201)', async () => {
    const dropped = await call(manager, 'PATCH', '/plans/SPRING', { room_type_codes: ['MOD-DBL'] });
    expect(dropped.json().data.plan.room_type_codes).toEqual(['MOD-DBL']);
    expect(
      await t.db.selectFrom('room_plans').select('id').where('room_plan_code', '=', 'GDN-TWN-SPRING').executeTakeFirst(),
    ).toBeUndefined();

    const checkin = addDays(night, 1);
    await bookFor(
      t,
      await t.session(),
      { first_name: 'Aiko', last_name: 'Tanaka', email: 'aiko@example.com' },
      checkin,
      addDays(checkin, 1),
    );
    const refused = await call(manager, 'PATCH', '/plans/RO', { room_type_codes: ['STD-SGL'] });
    expect(refused.statusCode).toBe(409);
    expect(firstError(refused.json())).toMatchObject({ code: 2201, payloads: { room_type: 'MOD-DBL' } });
  });

  it("keeps a plan's meals while it has upcoming reservations (PLAN_MEALS_BOOKED), and lets them change once none are left", async () => {
    const checkin = addDays(night, 1);
    const booked = await bookFor(
      t,
      await t.session(),
      { first_name: 'Ren', last_name: 'Mori', email: 'ren@example.com' },
      checkin,
      addDays(checkin, 1),
    );
    const mealsOfBooking = async () =>
      (await t.app.inject({ url: `${base}/reservations/${booked.reservation_number}`, headers: manager })).json().data.reservation.rooms[0]
        .meals as string;
    const mealsBefore = await mealsOfBooking();

    const refused = await call(manager, 'PATCH', '/plans/RO', { meals: 'all' });
    expect(refused.statusCode).toBe(409);
    expect(firstError(refused.json())).toMatchObject({
      code: 'PLAN_MEALS_BOOKED',
      details: { base: [{ field: 'meals', message: 'validation.plan_meals_booked' }] },
    });
    expect(await mealsOfBooking()).toBe(mealsBefore);
    // Other changes to the plan still go through.
    expect((await call(manager, 'PATCH', '/plans/RO', { minimum_nights: 1 })).statusCode).toBe(200);

    // Once every stay on the plan is over or cancelled, the meals may change.
    const onPlan = t.db
      .selectFrom('reservation_rooms as rr')
      .innerJoin('room_plans as rp', 'rp.id', 'rr.room_plan_id')
      .innerJoin('plans as p', 'p.id', 'rp.plan_id')
      .select('rr.reservation_id')
      .where('p.hotel_plan_code', '=', 'RO')
      .where('p.hotel_id', '=', t.db.selectFrom('hotels').select('id').where('code', '=', 'sakura-ginza'));
    const ids = (await onPlan.execute()).map((row) => row.reservation_id);
    const past = addDays(tokyoMonday(0), -30);
    await t.db
      .updateTable('reservations')
      .set({ checkin_date: past, checkout_date: addDays(past, 1) })
      .where('id', 'in', ids)
      .where('id', '!=', ids[0]!)
      .execute();
    await t.db.updateTable('reservations').set({ status: 'cancelled' }).where('id', '=', ids[0]!).execute();
    const allowed = await call(manager, 'PATCH', '/plans/RO', { meals: 'all' });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().data.plan.meals).toBe('all');
  });
});
