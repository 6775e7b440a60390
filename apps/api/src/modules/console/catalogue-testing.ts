import { expect } from 'vitest';
import { firstError, startTestApp, type TestApp } from '../../testing/test-app';
import { consoleSession } from './reservations-testing';

/** The Tokyo hotel's console catalogue, as each of its tests calls it. */
export const CATALOGUE_BASE = '/api/v1/console/hotels/sakura-ginza';

export type ConsoleHeaders = { cookie: string };

/** Who the catalogue tests sign in as: one who edits, one who only reads, and an owner of another hotel. */
export async function catalogueSessions(t: TestApp) {
  return {
    manager: await consoleSession(t, 'manager'),
    frontDesk: await consoleSession(t, 'front_desk'),
    otherHotelOwner: await consoleSession(t, 'owner', 'formosa-daan'),
  };
}

/** A test app for the catalogue's tests, its users signed in, and a guest's session for booking. */
export async function startCatalogueTest() {
  const t = await startTestApp({ config: { ACCOUNT_RATE_LIMIT: 1000, PER_ACCOUNT_RATE_LIMIT: 1000 } });
  return { t, ...(await catalogueSessions(t)), session: await t.session() };
}

/** Calls a path under the hotel's console as the user whose headers are given. */
export const catalogueCall =
  (t: () => TestApp) => (headers: ConsoleHeaders, method: 'GET' | 'POST' | 'PATCH', path: string, payload?: unknown) =>
    t().app.inject({
      method,
      url: `${CATALOGUE_BASE}${path}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

/** An error answer's field problems, as [field, message] pairs in order. */
export const fieldsOf = (body: unknown) =>
  (firstError(body).details.base as Array<{ field?: string; message?: string }>).map((b) => [b.field, b.message]);

/** The answer refuses the input (422, the console's `invalid`) with at least these problems by field. */
export function expectRefusedByField(answer: { statusCode: number; json: () => unknown }, problems: Array<[string, string]>) {
  expect(answer.statusCode).toBe(422);
  expect(firstError(answer.json()).code).toBe(1000);
  expect(fieldsOf(answer.json())).toEqual(expect.arrayContaining(problems));
}

/** A room type as the console's form sends it, with what a test names in place of its defaults. */
export const roomTypeBody = (fields: { code: string; names: Record<string, string> } & Record<string, unknown>) => ({
  descriptions: {},
  beds: [{ type: 'single', count: 2 }],
  sleeps: 2,
  max_adults: 2,
  size_sqm: 20,
  bath: true,
  shower: true,
  toilet: true,
  smoking: false,
  wifi: 'free',
  sort_order: 50,
  ...fields,
});

/** A plan as the console's form sends it (room only, paid at the hotel, the STANDARD policy), with what a test names. */
export const planBody = (fields: { code: string; names: Record<string, string>; room_type_codes: string[] } & Record<string, unknown>) => ({
  descriptions: {},
  meals: 'none',
  payment_types: ['on_site'],
  deposit_percentage: null,
  cancellation_policy_code: 'STANDARD',
  members_only: false,
  secret_code: null,
  sale_start_date: null,
  sale_end_date: null,
  languages: [],
  minimum_nights: 1,
  sort_order: 50,
  ...fields,
});
