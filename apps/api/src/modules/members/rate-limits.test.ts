import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestApp, type TestApp } from '../../testing/test-app';

const PROXY = '10.0.0.1';
let t: TestApp;
beforeAll(async () => (t = await startTestApp({ config: { ACCOUNT_RATE_LIMIT: 3, PER_ACCOUNT_RATE_LIMIT: 2, TRUSTED_PROXIES: [PROXY] } })));
afterAll(async () => t.close());

const signIn = (email: string, from: { remoteAddress?: string; forwardedFor?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/membership/sign_in',
    payload: { email, password: 'Guess2026' },
    ...(from.remoteAddress ? { remoteAddress: from.remoteAddress } : {}),
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
  });
/** The error codes of calls made one after another. */
const codes = async (calls: Array<() => Promise<{ json(): unknown }>>) => {
  const answered: Array<string | number> = [];
  for (const call of calls) answered.push(firstError((await call()).json()).code);
  return answered;
};

describe('account calls are limited per client address (§4 security)', () => {
  it('answers 429 once an address has tried too many passwords in a minute', async () => {
    const tried = await codes([1, 2, 3, 4].map((i) => () => signIn(`guess${i}@example.com`)));
    expect(tried).toEqual(['SIGN_IN_FAILED', 'SIGN_IN_FAILED', 'SIGN_IN_FAILED', 'TOO_MANY_REQUESTS']);
    // Search is not an account call: still answered.
    expect((await t.app.inject({ url: '/api/v1/hotels/sakura-ginza/rooms?adults=2&search_type=undated' })).statusCode).toBe(200);
  });

  it('counts each kind of call on its own', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const forgot = await t.app.inject({
        method: 'POST',
        url: '/api/v1/hotels/sakura-ginza/membership/start_reset_password_process',
        payload: { email: `nobody${i}@example.com`, locale: 'en' },
      });
      statuses.push(forgot.statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });

  it('does not believe an X-Forwarded-For the client wrote itself', async () => {
    const from = '192.0.2.10';
    const forged = [1, 2, 3, 4].map(
      (i) => () => signIn(`forged${i}@example.com`, { remoteAddress: from, forwardedFor: `198.51.100.${i}` }),
    );
    expect(await codes(forged)).toEqual(['SIGN_IN_FAILED', 'SIGN_IN_FAILED', 'SIGN_IN_FAILED', 'TOO_MANY_REQUESTS']);
  });

  it('counts the client behind a trusted proxy (TRUSTED_PROXIES) by the address the proxy forwards', async () => {
    const viaProxy = (i: number, client: string) =>
      signIn(`proxied${client}.${i}@example.com`, { remoteAddress: PROXY, forwardedFor: client });
    const first = await codes([1, 2, 3, 4].map((i) => () => viaProxy(i, '203.0.113.1')));
    expect(first.at(-1)).toBe('TOO_MANY_REQUESTS');
    // Another guest behind the same proxy has a limit of their own.
    expect(firstError((await viaProxy(1, '203.0.113.2')).json()).code).toBe('SIGN_IN_FAILED');
  });
});

describe('account calls are limited per account too', () => {
  it('stops many addresses taking turns at one email, and leaves other accounts alone', async () => {
    const turns = ['192.0.2.21', '192.0.2.22', '192.0.2.23'].map(
      (address) => () => signIn('Target@Example.com ', { remoteAddress: address }),
    );
    expect(await codes(turns)).toEqual(['SIGN_IN_FAILED', 'SIGN_IN_FAILED', 'TOO_MANY_REQUESTS']);
    expect(firstError((await signIn('someone.else@example.com', { remoteAddress: '192.0.2.24' })).json()).code).toBe('SIGN_IN_FAILED');
  });

  it('stops one mailbox being flooded with reset mails from many addresses', async () => {
    const statuses: number[] = [];
    for (const address of ['192.0.2.31', '192.0.2.32', '192.0.2.33']) {
      const forgot = await t.app.inject({
        method: 'POST',
        url: '/api/v1/hotels/sakura-ginza/membership/start_reset_password_process',
        payload: { email: 'flooded@example.com', locale: 'en' },
        remoteAddress: address,
      });
      statuses.push(forgot.statusCode);
    }
    expect(statuses).toEqual([404, 404, 429]);
  });
});
