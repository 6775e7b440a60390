import { expect } from 'vitest';
import { DEMO_CONSOLE_USERS } from '../../db/seed/console-users';
import { bookingBody, quotedTotal, type TestApp } from '../../testing/test-app';

/** A demo console user of a hotel (README), by role; of no hotel in particular (the Sakura brand's owner) with null. */
export const demoConsoleUser = (role: string, hotel: string | null = 'sakura-ginza') =>
  DEMO_CONSOLE_USERS.find((u) => u.role === role && u.hotel === hotel)!;

/** Signs a demo user in and answers the headers that carry their session. */
export const consoleSession = (t: TestApp, role: string, hotel: string | null = 'sakura-ginza') =>
  consoleSessionOf(t, demoConsoleUser(role, hotel));

/** Signs a console user in and answers the headers that carry their session. */
export async function consoleSessionOf(t: TestApp, user: { email: string; password: string }) {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/console/session', payload: user });
  expect(response.statusCode).toBe(200);
  return { cookie: String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '' };
}

/** The demo's Sakura brand owner: of no hotel in particular, so of every hotel of the brand. */
export const SAKURA_BRAND_OWNER = demoConsoleUser('owner', null);

export interface Guest {
  first_name: string;
  last_name: string;
  first_name_kana?: string;
  last_name_kana?: string;
  email: string;
  phone?: string;
  locale?: string;
}

/** A room-only Moderate Double at sakura-ginza, paid at the hotel, for the guest given. */
export async function bookFor(t: TestApp, session: string, guest: Guest, checkin: string, checkout: string) {
  const totalCents = await quotedTotal(t.app, { checkin, checkout, roomPlanCode: 'MOD-DBL-RO' });
  const body = bookingBody({ checkin, checkout, totalCents, locale: guest.locale ?? 'en', email: guest.email });
  const { locale: _locale, ...details } = guest;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/reservations',
    headers: { 'client-session': session },
    payload: { ...body, guest: { ...body.guest, ...details } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { reservation_number: string; reservation: { version: number; rooms: Array<{ id: number }> } };
}
