import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffKey } from '../../db/seed/staff-keys';
import { firstError, startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => (t = await startTestApp({ config: { DEMO_MODE: false } })));
afterAll(async () => t.close());

const arrivals = (key: string) =>
  t.app.inject({
    url: `/api/v1/staff/hotels/sakura-ginza/reservations?date=${tokyoDate(3)}&kind=arrivals`,
    headers: { authorization: `Bearer ${key}` },
  });

describe('staff keys outside demo mode', () => {
  it('refuse the published demo keys, even where the demo seeded them, and take the hotel’s own', async () => {
    const demo = await arrivals(demoStaffKey('sakura-ginza'));
    expect([demo.statusCode, firstError(demo.json()).code]).toEqual([401, 'STAFF_UNAUTHORIZED']);
    const { key } = await t.app.staff.issue('sakura-ginza', 'Front desk');
    expect((await arrivals(key)).statusCode).toBe(200);
  });
});
