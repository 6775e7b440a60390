import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  bookingBody,
  confirmedMember,
  firstError,
  searchTokyo,
  setHotelStock,
  startTestApp,
  tokyoDate,
  type TestApp,
} from '../../testing/test-app';

let t: TestApp;
let session: string;
let clubMember: string;
beforeAll(async () => {
  t = await startTestApp();
  session = await t.session();
  // Sign-up puts a member in the brand's first program: Sakura Club, which offers both companion tiers.
  clubMember = await confirmedMember(t.app, 'companions@example.com');
});
afterAll(async () => t.close());

const stay = { checkin: tokyoDate(44), checkout: tokyoDate(45) };
// Rooms free at the Tokyo hotel on the stay's night, whatever the demo seed sold on it.
beforeAll(async () => setHotelStock(t.db, 'sakura-ginza', stay.checkin, stay.checkout, { total: 5, sold: 0 }));
const withCompanions = [{ adults: 1, children: 0, kids_tiers: [], adult_companion: 1, kid_tier_A_companion: 1 }];
const search = (rooms: unknown, token?: string, hotel = 'sakura-ginza') =>
  t.app.inject({
    url: `/api/v1/hotels/${hotel}/rooms?${new URLSearchParams({ ...stay, rooms: JSON.stringify(rooms) })}`,
    headers: token ? bearer(token) : {},
  });

describe('companions (§3 additional_tiers_attributes, rooms adult_companion / kid_tier_A_companion)', () => {
  it("names the tiers a member's program turns on, in every language", async () => {
    const me = (await t.app.inject({ url: '/api/v1/user/me', headers: bearer(clubMember) })).json().data.user;
    const tiers = me.program.additional_tiers_attributes as Array<{
      code: string;
      is_active: boolean;
      translation_map: Record<string, string>;
    }>;
    expect(tiers.map((tier) => [tier.code, tier.is_active])).toEqual([
      ['adult_companion', true],
      ['kid_tier_A_companion', true],
    ]);
    expect(tiers[0]?.translation_map.ja).toBe('同伴者(大人)');
  });

  it('prices and fits companions as the adults and tier-A children they are, and says what matched', async () => {
    const rooms = (await searchTokyo(t.app, { ...stay, rooms: JSON.stringify(withCompanions) }, clubMember)).flatMap((r) => r.room_plans);
    const plain = (await searchTokyo(t.app, { ...stay, adults: 2, kids_tiers: 'A:1' }, clubMember)).flatMap((r) => r.room_plans);
    expect(rooms.length).toBeGreaterThan(0);
    // The same rooms and the same prices as two adults and a tier-A child: companions are guests like the rest.
    expect(rooms.map((p) => [p.room_plan_code, p.prices.total_price])).toEqual(plain.map((p) => [p.room_plan_code, p.prices.total_price]));
    expect(rooms[0]?.matched_search_criteria).toEqual({
      adults_count: 1,
      children_count: 0,
      adults_with_companion: 2,
      children_with_kid_tier_A_companion: 1,
    });
    const answer = (await search(withCompanions, clubMember)).json().data;
    expect(answer.party[0]).toMatchObject({ adults: 1, adult_companion: 1, kid_tier_A_companion: 1 });
  });

  it('counts companions against the room: the single room is for one, companion or not', async () => {
    const codes = async (query: Record<string, string | number>) =>
      (await searchTokyo(t.app, { ...stay, ...query }, clubMember)).map((room) => room.room_type_code);
    expect(await codes({ adults: 1 })).toContain('STD-SGL');
    expect(await codes({ rooms: JSON.stringify([{ adults: 1, adult_companion: 1 }]) })).not.toContain('STD-SGL');
  });

  it('refuses companions to a guest, a member of another program, and child companions where the hotel has no tier A', async () => {
    const guest = await search(withCompanions);
    expect(guest.statusCode).toBe(422);
    expect(firstError(guest.json()).details.base[0]).toMatchObject({
      field: 'rooms.0.adult_companion',
      error: 'Companions are for signed-in members whose program offers them',
    });

    // Myeongdong (same brand) counts children by age: an adult companion is fine, a child companion is not.
    const seoulStay = new URLSearchParams({ ...stay, rooms: JSON.stringify([{ adults: 1, adult_companion: 1 }]) });
    const seoulAdult = await t.app.inject({ url: `/api/v1/hotels/sakura-myeongdong/rooms?${seoulStay}`, headers: bearer(clubMember) });
    expect(seoulAdult.statusCode).toBe(200);
    const seoulChild = await search([{ adults: 1, kid_tier_A_companion: 1 }], clubMember, 'sakura-myeongdong');
    expect(firstError(seoulChild.json()).details.base[0]).toMatchObject({ field: 'rooms.0.kid_tier_A_companion' });

    const partner = await confirmedMember(t.app, 'partner.companions@example.com');
    const programs = (await t.app.inject({ url: '/api/v1/hotels/sakura-ginza/membership_programs' })).json().data.programs;
    const partners = programs.find((p: { code: string }) => p.code === 'partners');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/membership/switch',
      headers: bearer(partner),
      payload: { program_id: partners.id },
    });
    const refused = await search(withCompanions, partner);
    expect(firstError(refused.json()).details.base[0]).toMatchObject({ field: 'rooms.0.adult_companion' });
  });

  it('books companions at the searched price and keeps them on the room, counted among its guests', async () => {
    const [roomType] = await searchTokyo(t.app, { ...stay, rooms: JSON.stringify(withCompanions) }, clubMember);
    // Room only is paid at the hotel this far ahead.
    const plan = roomType?.room_plans.find((p) => p.room_plan_code.endsWith('-RO'));
    if (!roomType || !plan) throw new Error('nothing offered for the party');
    const body = bookingBody({
      ...stay,
      roomTypeCode: roomType.room_type_code,
      roomPlanCode: plan.room_plan_code,
      totalCents: plan.prices.total_price,
      adults: 1,
      email: 'companions@example.com',
    });
    const rooms = body.rooms.map((room) => ({ ...room, kids_tiers: [], adult_companion: 1, kid_tier_A_companion: 1 }));

    const asGuest = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/reservations',
      headers: { 'client-session': session },
      payload: { ...body, rooms },
    });
    expect(firstError(asGuest.json()).details.base[0]).toMatchObject({ field: 'rooms.0.adult_companion' });

    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/reservations',
      headers: { 'client-session': session, ...bearer(clubMember) },
      payload: { ...body, rooms },
    });
    expect(booked.statusCode).toBe(201);
    const room = booked.json().data.reservation.rooms[0];
    expect(room).toMatchObject({
      adults: 2,
      children: 1,
      kids_tiers: [{ code: 'A', children: 1 }],
      adult_companion: 1,
      kid_tier_A_companion: 1,
    });
    expect(booked.json().data.reservation.total_price).toBe(plan.prices.total_price);
  });
});
