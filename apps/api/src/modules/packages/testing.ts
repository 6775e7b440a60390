import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { addDays } from '@yado/domain/dates';
import { sandboxToken } from '../payments/testing';
import type { PackageState } from '@yado/domain/wire/packages';
import { setTokyoStock, soldOn, startTestApp, tokyoMonday } from '../../testing/test-app';

/** The Tokyo demo hotel's plan paid in full by card, the one the package tests book. */
export const PACKAGE_PLAN = { room_type_code: 'MOD-DBL', room_plan_code: 'MOD-DBL-NR' };

type Answer = {
  data: {
    outbound: Array<{ offer_id: string; flight_number: string; supplement: number; available: boolean; seats_left: number }>;
    return: Array<{ offer_id: string; flight_number: string; supplement: number; available: boolean; seats_left: number }>;
    plans: Array<{ room_plan_code: string; room_type_code: string; package_price: number; cancellation_policy_id: number }>;
  };
};

/** A package search at the Tokyo hotel from Sapporo (CTS) unless told otherwise. */
export async function searchPackages(app: FastifyInstance, query: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries({ departure_airport: 'CTS', ...query }).map(([k, v]): [string, string] => [k, String(v)]));
  return app.inject({ url: `/api/v1/hotels/sakura-ginza/packages?${qs}` });
}

/**
 * A booking request for the cheapest flights there and back with the Tokyo plan, as the widget
 * would send it after a search, paid with the card given; passengers named as given (two adults).
 */
export async function packageBody(
  app: FastifyInstance,
  input: { checkin: string; checkout: string; card?: string; surname?: string; locale?: string; rooms?: number },
) {
  const rooms = input.rooms ?? 1;
  const search = await searchPackages(app, { checkin: input.checkin, checkout: input.checkout, adults: 2, room_count: rooms });
  if (search.statusCode !== 200) throw new Error(`package search failed: ${search.body}`);
  const answer = (search.json() as Answer).data;
  const cheapest = (offers: Answer['data']['outbound']) => offers.find((offer) => offer.available && offer.supplement === 0);
  const outbound = cheapest(answer.outbound);
  const inbound = cheapest(answer.return);
  const plan = answer.plans.find((p) => p.room_plan_code === PACKAGE_PLAN.room_plan_code);
  if (!outbound || !inbound || !plan) throw new Error('no package to book');
  const surname = input.surname ?? 'Tanaka';
  // The hotel's cancellation terms for the stay, as the booking page shows them (ADR 0080).
  const policy = await app.inject({
    url: `/api/v1/hotels/sakura-ginza/cancellation_policies?policy_id=${plan.cancellation_policy_id}&checkin=${input.checkin}`,
  });
  const terms = (policy.json() as { data: Array<{ terms: string }> }).data[0]?.terms;
  return {
    body: {
      checkin_date: input.checkin,
      checkout_date: input.checkout,
      locale: input.locale ?? 'ja',
      ...PACKAGE_PLAN,
      rooms: Array.from({ length: rooms }, () => ({ adults: 2, children: 0, first_name: 'Yui', last_name: surname })),
      departure_airport: 'CTS',
      cabin: 'economy',
      outbound_offer_id: outbound.offer_id,
      return_offer_id: inbound.offer_id,
      passengers: Array.from({ length: rooms * 2 }, (_, i) => ({ first_name: i % 2 ? 'Ren' : 'Yui', last_name: surname, type: 'adult' })),
      guest: { first_name: 'Yui', last_name: 'Tanaka', email: 'yui.tanaka@example.com', phone: '+819012345678' },
      payment: { card_token: await sandboxToken(app, input.card ?? '4242424242424242') },
      total_price: { cents: plan.package_price, currency_iso: 'JPY' },
      cancellation_policy_terms: terms,
    },
    outbound,
    inbound,
  };
}

export function bookPackage(app: FastifyInstance, session: string, body: unknown, memberToken?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/packages/reservations',
    headers: { 'client-session': session, ...(memberToken ? { authorization: `Bearer ${memberToken}` } : {}) },
    payload: body as Record<string, unknown>,
  });
}

/** Seats held and sold on one flight's economy cabin on a day (none before its first hold). */
export async function seatsOn(db: Db, offerId: string) {
  const [flight, date, cabin] = offerId.split('.');
  const row = await sql<{ held: number; sold: number }>`
    SELECT held, sold FROM sandbox_flight_seats WHERE flight_number = ${flight} AND departure_date = ${date} AND cabin = ${cabin}`.execute(
    db,
  );
  return row.rows[0] ?? { held: 0, sold: 0 };
}

export async function packageStates(db: Db) {
  return (await db.selectFrom('package_bookings').select(['id', 'state', 'failure_code']).orderBy('created_at').execute()).map(
    (row) => row.state,
  );
}

/** A stay of two nights on its own Monday, `weeks` apart from the others, with five rooms of stock the test controls. */
export async function packageStay(db: Db, weeks: number) {
  const checkin = tokyoMonday(21 + weeks * 7);
  const checkout = addDays(checkin, 2);
  await setTokyoStock(db, PACKAGE_PLAN.room_type_code, checkin, checkout, { total: 5, sold: 0 });
  return { checkin, checkout };
}

/** Rooms sold on a stay's first night and the seats held and sold on its two flights. */
export async function roomsAndSeats(
  db: Db,
  stay: { checkin: string },
  flights: { outbound: { offer_id: string }; inbound: { offer_id: string } },
) {
  return {
    rooms: (await soldOn(db, PACKAGE_PLAN.room_type_code, stay.checkin)).sold,
    outbound: await seatsOn(db, flights.outbound.offer_id),
    inbound: await seatsOn(db, flights.inbound.offer_id),
  };
}

/** A booked package as its guest holds it: the reservation number and its bypass token. */
export interface GuestPackage {
  number: string;
  token: string;
}

/** A call on the guest's package, as manage booking makes it (the bypass token as a header). */
export const asPackageGuest = (app: FastifyInstance, pkg: GuestPackage, path: string, method: 'GET' | 'PUT' = 'GET', payload?: object) =>
  app.inject({
    method,
    url: `/api/v1/reservations/${pkg.number}${path}`,
    headers: { 'x-bypass-token': pkg.token },
    ...(payload ? { payload } : {}),
  });

/** The guest cancels the whole package at the total fee they were shown. */
export const cancelPackageAsGuest = (app: FastifyInstance, pkg: GuestPackage, totalFee: number) =>
  asPackageGuest(app, pkg, '/package/cancel', 'PUT', { bypass_token: pkg.token, total_fee_displayed: totalFee });

/**
 * A test app whose package bookings tell `steps.reached` each step they record: a test replaces it
 * to act at a step (sell the rooms out, or stop the runner there by throwing), then puts it back.
 */
export async function startPackageTestApp() {
  const steps = { reached: async (_state: PackageState): Promise<void> => undefined };
  const t = await startTestApp({ packageStepReached: (state) => steps.reached(state) });
  return { t, steps, session: await t.session() };
}
