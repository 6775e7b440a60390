import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { DEMO_LOTTERY_EVENT_ID } from '../../db/seed/lotteries';
import { bearer, confirmedMember, firstError, setTokyoStock, soldOn, startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';
import { createTestLottery, entryBody } from '../lotteries/testing';
import { consoleSession } from './reservations-testing';

let t: TestApp;
let manager: { cookie: string };
let frontDesk: { cookie: string };
let otherHotelOwner: { cookie: string };
let event: Awaited<ReturnType<typeof createTestLottery>>;
const checkin = tokyoDate(150);
const stay = { checkin, checkout: addDays(checkin, 1) };
const entrants = ['aoi', 'ren', 'mei'].map((name) => `console.lottery.${name}@example.com`);

beforeAll(async () => {
  t = await startTestApp({ config: { ACCOUNT_RATE_LIMIT: 1000, PER_ACCOUNT_RATE_LIMIT: 1000 } });
  manager = await consoleSession(t, 'manager');
  frontDesk = await consoleSession(t, 'front_desk');
  otherHotelOwner = await consoleSession(t, 'owner', 'formosa-daan');
  event = await createTestLottery(t.app, t.db, checkin);
  // Two Japanese rooms free on both nights of the stay window, for three entries asking for one.
  await setTokyoStock(t.db, 'JPN-WAS', checkin, addDays(checkin, 2), { total: 2, sold: 0 });
  for (const email of [...entrants, 'console.lottery.withdrawn@example.com']) {
    const token = await confirmedMember(t.app, email);
    const entered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/lottery_results',
      payload: entryBody(event, stay, email),
      headers: bearer(token),
    });
    expect(entered.statusCode, entered.body).toBe(201);
    if (email.includes('withdrawn')) {
      const number = entered.json().data.lottery_result.entry_number as string;
      await t.app.inject({ method: 'PUT', url: `/api/v1/lottery_results/${number}/cancel`, headers: bearer(token) });
    }
  }
});
afterAll(async () => t.close());

const base = '/api/v1/console/hotels/sakura-ginza/lottery-events';
const call = (headers: { cookie: string }, method: 'GET' | 'POST', path = '') => t.app.inject({ method, url: `${base}${path}`, headers });
const closeEntries = () => sql`UPDATE lottery_events SET entry_deadline = now() - interval '1 minute' WHERE id = ${event.id}`.execute(t.db);

interface Listed {
  id: string;
  state: string;
  entries: Record<string, number>;
  rooms: Array<{ room_type_code: string; rooms_free: number }>;
}

describe('lotteries in the console', () => {
  it('lists the hotel’s events with their dates, rooms, entries counted and state, to the front desk too', async () => {
    const answer = await call(frontDesk, 'GET');
    expect(answer.statusCode, answer.body).toBe(200);
    const { can_draw, lottery_events } = answer.json().data as { can_draw: boolean; lottery_events: Listed[] };
    expect(can_draw).toBe(false);
    expect(lottery_events.map((e) => e.id)).toContain(DEMO_LOTTERY_EVENT_ID);
    const listed = lottery_events.find((e) => e.id === event.id);
    expect(listed).toMatchObject({
      name: 'Test fireworks',
      state: 'open',
      entries_open: true,
      drawn: false,
      stay_start: checkin,
      stay_end: addDays(checkin, 2),
      entries: { total: 4, entered: 3, won: 0, lost: 0, booked: 0, cancelled: 1 },
    });
    expect(listed?.rooms.map((r) => r.room_type_code).sort()).toEqual(['DLX-KNG', 'JPN-WAS']);
    expect(listed?.rooms.find((r) => r.room_type_code === 'JPN-WAS')?.rooms_free).toBe(2);
  });

  it('shows an event with its entries, in the console’s language', async () => {
    const answer = await t.app.inject({ url: `${base}/${event.id}`, headers: { ...frontDesk, 'tripla-locale': 'ja' } });
    expect(answer.statusCode, answer.body).toBe(200);
    const detail = answer.json().data;
    expect(detail.lottery_event).toMatchObject({ id: event.id, name: 'テスト花火' });
    expect(detail.meta).toEqual({ page: 1, per_page: 50, total: 4, total_pages: 1 });
    expect(detail.entries.map((e: { status: string }) => e.status).sort()).toEqual(['cancelled', 'entered', 'entered', 'entered']);
    expect(detail.entries[0]).toMatchObject({ guest_name: 'Tanaka Aiko', adults: 2, room_type_code: 'JPN-WAS', nights: 1 });
    expect(detail.entries[0].entry_number).toMatch(/^L\d+$/);
  });

  it('refuses the draw while entries are open (LOTTERY_NOT_DRAWABLE), and to the front desk (CONSOLE_FORBIDDEN)', async () => {
    const early = await call(manager, 'POST', `/${event.id}/draw`);
    expect([early.statusCode, firstError(early.json()).code]).toEqual([409, 'LOTTERY_NOT_DRAWABLE']);
    await closeEntries();
    const desk = await call(frontDesk, 'POST', `/${event.id}/draw`);
    expect([desk.statusCode, firstError(desk.json()).code]).toEqual([403, 'CONSOLE_FORBIDDEN']);
    const listed = (await call(frontDesk, 'GET')).json().data.lottery_events.find((e: Listed) => e.id === event.id);
    expect(listed).toMatchObject({ state: 'closed', entries: { entered: 3 } });
  });

  it('answers 404 to another hotel’s staff and for an event it does not have', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['GET', `/${event.id}`],
      ['POST', `/${event.id}/draw`],
    ] as const)
      expect((await call(otherHotelOwner, method, path)).statusCode).toBe(404);
    const unknown = await call(manager, 'GET', '/0b5e1c1a-8a4f-4f43-9a0e-000000000000');
    expect([unknown.statusCode, firstError(unknown.json()).code]).toEqual([404, 3751]);
  });

  it('lets a manager draw once: never more winners than rooms, the rooms held, the rest not winners, audited', async () => {
    const drawn = await call(manager, 'POST', `/${event.id}/draw`);
    expect(drawn.statusCode, drawn.body).toBe(200);
    const detail = drawn.json().data;
    expect(detail.draw).toEqual({ winners: 2, not_winners: 1 });
    expect(detail.lottery_event).toMatchObject({ state: 'drawn', drawn: true, entries: { total: 4, won: 2, lost: 1, cancelled: 1 } });
    // Winners come first on the event's page.
    expect(detail.entries.map((e: { status: string }) => e.status)).toEqual(['won', 'won', 'lost', 'cancelled']);
    expect(await soldOn(t.db, 'JPN-WAS', checkin)).toEqual({ sold: 2, total: 2 });

    const again = await call(manager, 'POST', `/${event.id}/draw`);
    expect([again.statusCode, firstError(again.json()).code]).toEqual([409, 'LOTTERY_ALREADY_DRAWN']);

    const audit = (await t.app.inject({ url: '/api/v1/console/hotels/sakura-ginza/audit', headers: manager })).json().data
      .entries as Array<{ action: string; who: string; before: unknown; after: unknown }>;
    const drawnEntries = audit.filter((entry) => entry.action === 'lottery.drawn');
    expect(drawnEntries).toHaveLength(1);
    expect(drawnEntries[0]).toMatchObject({
      who: 'Haruka Sato <manager@sakura-ginza.example>',
      before: { event_id: event.id, entries: { entered: 3, won: 0 } },
      after: { event_id: event.id, winners: 2, not_winners: 1, entries: { entered: 0, won: 2, lost: 1 } },
    });
  });

  it('draws an event once when it is drawn twice at the same moment: the other is told it is drawn, and one draw is audited', async () => {
    const quiet = await createTestLottery(t.app, t.db, addDays(checkin, 7));
    await sql`UPDATE lottery_events SET entry_deadline = now() - interval '1 minute' WHERE id = ${quiet.id}`.execute(t.db);
    const answers = await Promise.all([call(manager, 'POST', `/${quiet.id}/draw`), call(manager, 'POST', `/${quiet.id}/draw`)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(firstError(answers.find((a) => a.statusCode === 409)!.json()).code).toBe('LOTTERY_ALREADY_DRAWN');
    const audit = (await t.app.inject({ url: '/api/v1/console/hotels/sakura-ginza/audit', headers: manager })).json().data
      .entries as Array<{ action: string; before: { event_id: string } }>;
    expect(audit.filter((entry) => entry.action === 'lottery.drawn' && entry.before.event_id === quiet.id)).toHaveLength(1);
  });
});
