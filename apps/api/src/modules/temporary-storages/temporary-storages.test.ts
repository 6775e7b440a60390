import { addDays } from '@yado/domain/dates';
import { formatMoney } from '@yado/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, firstError, quotedTotal, setTokyoStock, startTestApp, tokyoMonday, type TestApp } from '../../testing/test-app';

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await startTestApp();
  session = await t.session();
});
afterAll(async () => t.close());

const party = [{ adults: 2, children: 0, kids_ages: [], kids_tiers: [] }];

async function draftFor(checkin: string, nights = 1) {
  const checkout = addDays(checkin, nights);
  // Rooms the test controls, whatever the demo seed sold on these nights.
  await setTokyoStock(t.db, 'MOD-DBL', checkin, checkout, { total: 5, sold: 0 });
  const total = await quotedTotal(t.app, { checkin, checkout, roomPlanCode: 'MOD-DBL-RO' });
  return {
    hotelCode: 'sakura-ginza',
    checkin,
    checkout,
    rooms: party,
    roomTypeCode: 'MOD-DBL',
    roomPlanCode: 'MOD-DBL-RO',
    planName: 'Room only',
    price: { total, withoutTax: 0, tax: 0, currency: 'JPY', nights: [] },
    guest: { first_name: 'Ren' },
    idempotencyKey: 'kept-with-the-draft',
  };
}

const save = (payload: object, headers: Record<string, string> = { 'client-session': session }) =>
  t.app.inject({ method: 'POST', url: '/api/ota/v1/temporary_storages', headers, payload });
const restore = (id: string) => t.app.inject({ url: `/api/ota/v1/temporary_storages/${id}` });
const mailsTo = async (email: string) =>
  (await t.app.inject({ url: `/api/v1/demo/mailbox?to=${encodeURIComponent(email)}` })).json().data as Array<{
    subject: string;
    body: string;
    link: string | null;
  }>;

describe('temporary storages (§7)', () => {
  it('keeps a draft as the widget wrote it and says the hotel asks the same price', async () => {
    const draft = await draftFor(tokyoMonday(40));
    const saved = await save({ draft, locale: 'en' });
    expect(saved.statusCode, saved.body).toBe(201);
    const { id } = saved.json().data;
    expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const restored = await restore(id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ hotel_code: 'sakura-ginza', check: 'unchanged', total_price_now: draft.price.total });
    // What the widget keeps beside the stay travels back untouched.
    expect(restored.json().data.draft).toMatchObject({
      planName: 'Room only',
      guest: { first_name: 'Ren' },
      idempotencyKey: 'kept-with-the-draft',
    });
  });

  it('says when the price has moved, and when the room can no longer be booked', async () => {
    const checkin = tokyoMonday(47);
    const draft = await draftFor(checkin);
    const cheaper = { ...draft, price: { ...draft.price, total: draft.price.total - 100 } };
    const moved = await restore((await save({ draft: cheaper })).json().data.id);
    expect(moved.json().data).toMatchObject({ check: 'price_changed', total_price_now: draft.price.total });

    const id = (await save({ draft })).json().data.id;
    await setTokyoStock(t.db, 'MOD-DBL', checkin, addDays(checkin, 1), { total: 3, sold: 3 });
    expect((await restore(id)).json().data).toMatchObject({ check: 'unavailable', total_price_now: null });
  });

  it('prices a draft of rooms on different room types and plans (from the recommender) room by room', async () => {
    const checkin = tokyoMonday(75);
    const checkout = addDays(checkin, 1);
    const draft = await draftFor(checkin);
    await setTokyoStock(t.db, 'STD-SGL', checkin, checkout, { total: 5, sold: 0 });
    const single = await quotedTotal(t.app, { checkin, checkout, roomPlanCode: 'STD-SGL-NR', adults: 1 });
    const mixed = {
      ...draft,
      rooms: [...party, { adults: 1, children: 0, kids_ages: [], kids_tiers: [] }],
      roomChoices: [
        { roomTypeCode: 'MOD-DBL', roomPlanCode: 'MOD-DBL-RO', hotelPlanCode: 'RO' },
        { roomTypeCode: 'STD-SGL', roomPlanCode: 'STD-SGL-NR', hotelPlanCode: 'NR' },
      ],
      price: { ...draft.price, total: draft.price.total + single },
    };
    const saved = await save({ draft: mixed });
    expect(saved.statusCode, saved.body).toBe(201);
    const restored = (await restore(saved.json().data.id)).json().data;
    expect(restored).toMatchObject({ check: 'unchanged', total_price_now: mixed.price.total });
    expect(restored.draft.roomChoices).toEqual(mixed.roomChoices);

    // One room gone is the draft gone.
    await setTokyoStock(t.db, 'STD-SGL', checkin, checkout, { total: 5, sold: 5 });
    expect((await restore(saved.json().data.id)).json().data).toMatchObject({ check: 'unavailable', total_price_now: null });

    const oneShort = await save({ draft: { ...mixed, roomChoices: mixed.roomChoices.slice(0, 1) } });
    expect([oneShort.statusCode, firstError(oneShort.json()).details.base[0]?.field]).toEqual([422, 'draft.roomChoices']);
  });

  it('replaces a draft by its id, and refuses a bad draft, a bad id or an unknown one with a clear code', async () => {
    const draft = await draftFor(tokyoMonday(54));
    const { id } = (await save({ draft })).json().data;
    const longer = await draftFor(tokyoMonday(54), 2);
    const replaced = await t.app.inject({ method: 'PUT', url: `/api/ota/v1/temporary_storages/${id}`, payload: { draft: longer } });
    expect(replaced.statusCode).toBe(200);
    expect((await restore(id)).json().data.draft.checkout).toBe(longer.checkout);

    const backwards = await save({ draft: { ...draft, checkout: addDays(draft.checkin, -1) } });
    expect([backwards.statusCode, firstError(backwards.json()).code]).toEqual([422, 1000]);
    const huge = await save({ draft: { ...draft, guest: { note: 'x'.repeat(20_000) } } });
    expect(huge.statusCode).toBe(422);
    const otherHotel = await t.app.inject({
      method: 'PUT',
      url: `/api/ota/v1/temporary_storages/${id}`,
      payload: { draft: { ...draft, hotelCode: 'formosa-daan' } },
    });
    expect(otherHotel.statusCode).toBe(422);
    expect((await restore('not valid!')).statusCode).toBe(422);
    const unknown = await restore('a'.repeat(32));
    expect([unknown.statusCode, firstError(unknown.json()).code]).toEqual([404, 'TEMPORARY_STORAGE_NOT_FOUND']);
    expect((await save({ draft }, {})).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('mails the recovery link once when the guest has left for an hour, at the configured origin, and not after they booked', async () => {
    const left = 'left.the.booking@example.com';
    const draft = await draftFor(tokyoMonday(61));
    // What the draft claims it cost is the client's word: the mail names the hotel's price.
    const claimed = { ...draft, price: { ...draft.price, total: 1 } };
    const headers = { 'client-session': session, origin: 'https://evil.example' };
    const { id } = (await save({ draft: claimed, email: left, locale: 'ja' }, headers)).json().data;
    // Too soon: the guest may still be booking.
    await t.app.jobs.runDue(new Date(Date.now() + 10 * 60_000));
    expect(await mailsTo(left)).toEqual([]);
    await t.app.jobs.runDue(new Date(Date.now() + 61 * 60_000));
    const [mail, ...more] = await mailsTo(left);
    expect(more).toEqual([]);
    expect(mail?.subject).toContain('さくらホテル銀座');
    expect(mail?.body).toContain(formatMoney(draft.price.total, 'JPY', 'ja'));
    expect(mail?.link).toMatch(new RegExp(`^http://localhost:\\d+/reservation/resume/${id}\\?code=sakura-ginza$`));
    expect(mail?.link).not.toContain('evil');
    await t.app.jobs.runDue(new Date(Date.now() + 180 * 60_000));
    expect(await mailsTo(left)).toHaveLength(1);

    // A guest who books after saving gets no recovery mail.
    const booker = 'booked.after.all@example.com';
    const second = await draftFor(tokyoMonday(68));
    await save({ draft: second, email: booker });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/reservations',
      headers: { 'client-session': session },
      payload: bookingBody({ checkin: second.checkin, checkout: second.checkout, totalCents: second.price.total, email: booker }),
    });
    expect(booked.statusCode).toBe(201);
    await t.app.jobs.runDue(new Date(Date.now() + 61 * 60_000));
    expect((await mailsTo(booker)).filter((m) => m.link?.includes('/reservation/resume/'))).toEqual([]);
  });
});
