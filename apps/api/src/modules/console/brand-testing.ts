import { expect } from 'vitest';
import { firstError, type TestApp } from '../../testing/test-app';
import type { ConsoleHeaders } from './catalogue-testing';
import { consoleSession } from './reservations-testing';

/** The demo's console users a brand form's tests sign in as: the Sakura brand's owner, and those who are not. */
export async function brandFormUsers(t: TestApp) {
  return {
    owner: await consoleSession(t, 'owner', null),
    hotelOwner: await consoleSession(t, 'owner', 'sakura-myeongdong'),
    manager: await consoleSession(t, 'manager'),
    frontDesk: await consoleSession(t, 'front_desk'),
  };
}
export type BrandFormUsers = Awaited<ReturnType<typeof brandFormUsers>>;

/** A call to one of the brand's console forms (`brand_settings`, `brand_access`, …) through a hotel of the brand. */
export type BrandFormCall = (
  headers: ConsoleHeaders,
  hotel: string,
  method?: 'GET' | 'PUT',
  payload?: unknown,
) => Promise<Awaited<ReturnType<TestApp['app']['inject']>>>;

export const brandFormCall =
  (t: () => TestApp, form: string): BrandFormCall =>
  (headers, hotel, method = 'GET', payload) =>
    t().app.inject({
      method,
      url: `/api/v1/console/hotels/${hotel}/${form}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

/**
 * Only the brand's owners read or change the form: a hotel's own owner, a manager or the front desk
 * is refused (403), another brand's hotel is not found (404), whether reading or changing.
 */
export async function expectBrandOwnersOnly(call: BrandFormCall, users: BrandFormUsers, change: unknown) {
  for (const [headers, hotel] of [
    [users.hotelOwner, 'sakura-myeongdong'],
    [users.manager, 'sakura-ginza'],
    [users.frontDesk, 'sakura-ginza'],
  ] as const)
    for (const answer of [await call(headers, hotel), await call(headers, hotel, 'PUT', change)]) {
      expect(answer.statusCode).toBe(403);
      expect(firstError(answer.json()).code).toBe('CONSOLE_FORBIDDEN');
    }
  for (const answer of [await call(users.owner, 'formosa-daan'), await call(users.owner, 'formosa-daan', 'PUT', change)]) {
    expect(answer.statusCode).toBe(404);
    expect(firstError(answer.json()).code).toBe('HOTEL_NOT_FOUND');
  }
}
