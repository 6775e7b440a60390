import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { bookingBody, firstError, quotedTotal, setTokyoStock, tokyoMonday, type TestApp } from '../../testing/test-app';
import { catalogueCall, fieldsOf, startCatalogueTest, type ConsoleHeaders } from './catalogue-testing';

let t: TestApp, manager: ConsoleHeaders, frontDesk: ConsoleHeaders, otherHotelOwner: ConsoleHeaders, session: string;
beforeAll(async () => ({ t, manager, frontDesk, otherHotelOwner, session } = await startCatalogueTest()));
afterAll(async () => t.close());

const call = catalogueCall(() => t);

async function latestAudit(action: string) {
  const entries = (await call(manager, 'GET', '/audit')).json().data.entries as Array<{ action: string; before: unknown; after: unknown }>;
  return entries.find((entry) => entry.action === action);
}

// Nights whose room stock the tests set; far enough ahead that no order deadline has passed.
const night = tokyoMonday(170);
const checkout = addDays(night, 2);

const newExtra = {
  code: 'sake-set',
  names: { ja: '利き酒セット', en: 'Sake tasting set' },
  descriptions: { en: 'Three local sakes, served in the room.' },
  extra_type: 'generic',
  unit: 'room',
  min_quantity: 1,
  max_quantity: 2,
  order_deadline_hours: 24,
  delivery_times: [],
  sort_order: 5,
  on_sale: true,
  sale: { from: night, to: addDays(night, 6), price: 2000, stock: 3 },
};

interface WidgetExtra {
  id: number;
  code: string;
  name: string;
  dates: Array<{ date: string; price_without_tax: number; left: number }>;
}
/** The extras the widget lists for a stay, on the booking's plans when given. */
async function widgetExtras(checkin = night, planCodes?: string): Promise<WidgetExtra[]> {
  const plans = planCodes === undefined ? '' : `&hotel_plan_codes=${planCodes}`;
  const response = await t.app.inject({
    url: `/api/v1/hotels/sakura-ginza/extras?checkin_date=${checkin}&checkout_date=${addDays(checkin, 2)}&locale=en${plans}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.extras;
}

async function bookingWithExtra(extraId: number, quantity: number, priceWithTax: number, roomPlanCode = 'MOD-DBL-RO') {
  const rooms = await quotedTotal(t.app, { checkin: night, checkout, roomPlanCode });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/reservations',
    headers: { 'client-session': session },
    payload: {
      ...bookingBody({ checkin: night, checkout, totalCents: rooms + priceWithTax * quantity, roomPlanCode }),
      extras: [{ extra_id: extraId, quantity }],
    },
  });
}

async function bookWithExtra(extraId: number, quantity: number, priceWithTax: number) {
  const response = await bookingWithExtra(extraId, quantity, priceWithTax);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

describe('extras in the console catalogue', () => {
  beforeAll(async () => setTokyoStock(t.db, 'MOD-DBL', night, checkout, { total: 5, sold: 0 }));

  it('lists the hotel’s extras with their sale, to the front desk too, which may not edit', async () => {
    const listed = (await call(frontDesk, 'GET', '/extras')).json().data;
    expect(listed).toMatchObject({ hotel_locale: 'ja', can_edit: false });
    expect(listed.extras.find((e: { code: string }) => e.code === 'KAISEKI')).toMatchObject({
      names: { en: 'Kaiseki dinner' },
      extra_type: 'dated',
      unit: 'person',
      delivery_times: ['18:00', '19:30'],
      on_sale: true,
      sale: { price: 12000, stock: 8 },
    });
  });

  it('adds an extra, audited, which the widget offers for a stay on its dates at once', async () => {
    expect((await widgetExtras()).some((e) => e.code === 'SAKE-SET')).toBe(false);
    const created = await call(manager, 'POST', '/extras', newExtra);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.extra).toMatchObject({
      code: 'SAKE-SET',
      sale: { from: night, to: addDays(night, 6), price: 2000, stock: 3 },
    });
    expect(await latestAudit('catalogue.extra_created')).toMatchObject({ before: null, after: { code: 'SAKE-SET', unit: 'room' } });

    const offered = (await widgetExtras()).find((e) => e.code === 'SAKE-SET');
    expect(offered).toMatchObject({ name: 'Sake tasting set', dates: [{ date: night, price_without_tax: 2000, left: 3 }] });
    // Outside its dates it is not offered.
    expect((await widgetExtras(addDays(night, 7))).some((e) => e.code === 'SAKE-SET')).toBe(false);

    const again = await call(manager, 'POST', '/extras', newExtra);
    expect([again.statusCode, firstError(again.json()).code]).toEqual([409, 'EXTRA_CODE_TAKEN']);
  });

  it('takes an extra off sale and back, and renames it, each shown by the widget at once', async () => {
    expect((await call(manager, 'PATCH', '/extras/SAKE-SET', { on_sale: false })).statusCode).toBe(200);
    expect((await widgetExtras()).some((e) => e.code === 'SAKE-SET')).toBe(false);
    const renamed = await call(manager, 'PATCH', '/extras/SAKE-SET', {
      on_sale: true,
      names: { ja: '利き酒三種', en: 'Three-sake tasting' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await widgetExtras()).find((e) => e.code === 'SAKE-SET')?.name).toBe('Three-sake tasting');
    expect(await latestAudit('catalogue.extra_changed')).toMatchObject({
      before: { names: { en: 'Sake tasting set' } },
      after: { names: { en: 'Three-sake tasting' }, on_sale: true },
    });
  });

  it('names each field that is wrong', async () => {
    const badShape = await call(manager, 'POST', '/extras', { ...newExtra, code: 'bad code', unit: 'kg', delivery_times: ['25:00'] });
    expect(badShape.statusCode).toBe(422);
    expect(fieldsOf(badShape.json())).toEqual([
      ['code', 'validation.catalogue_code'],
      ['unit', undefined],
      ['delivery_times.0', 'validation.time'],
    ]);
    const badRules = await call(manager, 'PATCH', '/extras/SAKE-SET', {
      names: { en: 'No Japanese name' },
      min_quantity: 3,
      max_quantity: 2,
      delivery_times: ['18:00', '18:00'],
      sale: { from: addDays(night, 3), to: addDays(night, 2), price: 2000, stock: 3 },
    });
    expect(badRules.statusCode).toBe(422);
    expect(fieldsOf(badRules.json())).toEqual([
      ['names.ja', 'validation.name_in_hotel_language'],
      ['max_quantity', 'validation.quantity_range'],
      ['delivery_times.1', 'validation.duplicate'],
      ['sale.to', 'validation.sale_period'],
    ]);
    const past = await call(manager, 'PATCH', '/extras/SAKE-SET', { sale: { from: '2020-01-01', to: '2020-01-02', price: 1, stock: 1 } });
    expect(fieldsOf(past.json())).toEqual([['sale.from', 'validation.sale_past']]);
    expect((await call(manager, 'PATCH', '/extras/NO-SUCH', { on_sale: false })).statusCode).toBe(404);
  });

  it('keeps what guests booked (EXTRA_BOOKED): kind, unit, a sold date’s price and sold stock; the rest may change', async () => {
    const extra = (await widgetExtras()).find((e) => e.code === 'SAKE-SET')!;
    const booked = await bookWithExtra(extra.id, 2, 2200);
    expect(booked.reservation.extras).toEqual([expect.objectContaining({ name: 'Three-sake tasting', quantity: 2, total_price: 4400 })]);

    const refused = await call(manager, 'PATCH', '/extras/SAKE-SET', {
      unit: 'person',
      extra_type: 'dated',
      sale: { from: night, to: addDays(night, 6), price: 2500, stock: 1 },
    });
    expect(refused.statusCode).toBe(409);
    expect(firstError(refused.json()).code).toBe('EXTRA_BOOKED');
    expect(fieldsOf(refused.json())).toEqual([
      ['extra_type', 'validation.extra_booked'],
      ['unit', 'validation.extra_booked'],
      ['sale.price', 'validation.extra_price_booked'],
      ['sale.stock', 'validation.stock_below_sold'],
    ]);
    const listed = (await call(manager, 'GET', '/extras')).json().data.extras.find((e: { code: string }) => e.code === 'SAKE-SET');
    expect(listed).toMatchObject({ unit: 'room', extra_type: 'generic', booked: true, sale: { price: 2000, stock: 3 } });

    // A new price from the day after the booked one, and more stock on the booked day, go through.
    const later = await call(manager, 'PATCH', '/extras/SAKE-SET', {
      sale: { from: addDays(night, 1), to: addDays(night, 6), price: 2500, stock: 4 },
    });
    expect(later.statusCode, later.body).toBe(200);
    const more = await call(manager, 'PATCH', '/extras/SAKE-SET', { sale: { from: night, to: night, price: 2000, stock: 6 } });
    expect(more.statusCode, more.body).toBe(200);
    expect((await widgetExtras()).find((e) => e.code === 'SAKE-SET')?.dates).toEqual([
      expect.objectContaining({ date: night, price_without_tax: 2000, left: 4 }),
    ]);
    expect((await widgetExtras(addDays(night, 1))).find((e) => e.code === 'SAKE-SET')?.dates[0]).toMatchObject({ price_without_tax: 2500 });

    // Once the booking is cancelled, the extra may change kind.
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reservations/${booked.reservation_number}/cancel`,
      payload: { bypass_token: booked.bypass_token, cancellation_fee_displayed: 0 },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await call(manager, 'PATCH', '/extras/SAKE-SET', { unit: 'person' })).statusCode).toBe(200);
  });

  it('refuses the front desk every change (CONSOLE_FORBIDDEN), and another hotel’s user sees no hotel (404)', async () => {
    const desk = await Promise.all([
      call(frontDesk, 'POST', '/extras', { ...newExtra, code: 'DESK' }),
      call(frontDesk, 'PATCH', '/extras/SAKE-SET', { on_sale: false }),
    ]);
    expect(desk.map((a) => [a.statusCode, firstError(a.json()).code])).toEqual(Array(2).fill([403, 'CONSOLE_FORBIDDEN']));
    const other = await Promise.all([
      call(otherHotelOwner, 'GET', '/extras'),
      call(otherHotelOwner, 'POST', '/extras', { ...newExtra, code: 'OTHER' }),
      call(otherHotelOwner, 'PATCH', '/extras/SAKE-SET', { on_sale: false }),
    ]);
    expect(other.map((a) => [a.statusCode, firstError(a.json()).code])).toEqual(Array(3).fill([404, 'HOTEL_NOT_FOUND']));
    expect((await widgetExtras()).some((e) => e.code === 'SAKE-SET')).toBe(true);
  });

  it('offers an extra limited to a plan only with that plan: listed and booked with it, not listed and refused (1100) with another', async () => {
    const limited = await call(manager, 'POST', '/extras', { ...newExtra, code: 'BF-SAKE', plan_codes: ['BF'] });
    expect(limited.statusCode, limited.body).toBe(201);
    expect(limited.json().data.extra.plan_codes).toEqual(['BF']);
    expect((await call(manager, 'GET', '/extras')).json().data.plans).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'BF' }), expect.objectContaining({ code: 'RO' })]),
    );

    const withBreakfast = (await widgetExtras(night, 'BF')).find((e) => e.code === 'BF-SAKE');
    expect(withBreakfast).toMatchObject({ dates: [{ date: night, price_without_tax: 2000 }] });
    expect((await widgetExtras(night, 'RO')).some((e) => e.code === 'BF-SAKE')).toBe(false);
    expect((await widgetExtras(night, 'BF,RO')).some((e) => e.code === 'BF-SAKE')).toBe(false);
    // Without the booking's plans, only extras offered with every plan are listed.
    expect((await widgetExtras(night)).some((e) => e.code === 'BF-SAKE')).toBe(false);
    expect((await widgetExtras(night, 'RO')).some((e) => e.code === 'SAKE-SET')).toBe(true);

    const refused = await bookingWithExtra(withBreakfast!.id, 1, 2200, 'MOD-DBL-RO');
    expect([refused.statusCode, firstError(refused.json()).code]).toEqual([422, 1100]);
    const booked = await bookingWithExtra(withBreakfast!.id, 1, 2200, 'MOD-DBL-BF');
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data.reservation.extras).toEqual([expect.objectContaining({ quantity: 1, total_price: 2200 })]);

    // None ticked again: every plan.
    expect((await call(manager, 'PATCH', '/extras/BF-SAKE', { plan_codes: [] })).statusCode).toBe(200);
    expect((await widgetExtras(night, 'RO')).some((e) => e.code === 'BF-SAKE')).toBe(true);
  });

  it('refuses a plan the hotel lacks by its place in the list, keeping the extra as it was', async () => {
    const unknown = await call(manager, 'PATCH', '/extras/BF-SAKE', { plan_codes: ['BF', 'NO-SUCH'] });
    expect([unknown.statusCode, firstError(unknown.json()).code]).toEqual([422, 1000]);
    expect(fieldsOf(unknown.json())).toEqual([['plan_codes.1', 'validation.invalid']]);
    const created = await call(manager, 'POST', '/extras', { ...newExtra, code: 'NO-PLAN', plan_codes: ['GHOST'] });
    expect(fieldsOf(created.json())).toEqual([['plan_codes.0', 'validation.invalid']]);
    const listed = (await call(manager, 'GET', '/extras')).json().data.extras as Array<{ code: string; plan_codes: string[] }>;
    expect(listed.find((e) => e.code === 'BF-SAKE')?.plan_codes).toEqual([]);
    expect(listed.some((e) => e.code === 'NO-PLAN')).toBe(false);
  });
});
