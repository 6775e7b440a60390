import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => (t = await startTestApp({ config: { ACCOUNT_RATE_LIMIT: 3 } })));
afterAll(async () => t.close());

describe('account calls are limited per client address (§4 security)', () => {
  it('answers 429 once an address has tried too many passwords in a minute', async () => {
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/hotels/sakura-ginza/membership/sign_in',
        payload: { email: 'guess@example.com', password: 'Guess2026' },
      });
    const codes: Array<string | number> = [];
    for (let i = 0; i < 4; i++) codes.push(firstError((await signIn()).json()).code);
    expect(codes).toEqual(['SIGN_IN_FAILED', 'SIGN_IN_FAILED', 'SIGN_IN_FAILED', 'TOO_MANY_REQUESTS']);
    // Search is not an account call: still answered.
    expect((await t.app.inject({ url: '/api/v1/hotels/sakura-ginza/rooms?adults=2&search_type=undated' })).statusCode).toBe(200);
  });

  it('counts each kind of call on its own', async () => {
    const forgot = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/hotels/sakura-ginza/membership/start_reset_password_process',
        payload: { email: 'nobody@example.com', locale: 'en' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await forgot()).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});
