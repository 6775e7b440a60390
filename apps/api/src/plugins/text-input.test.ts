import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestApp, type TestApp } from '../testing/test-app';
import { unstorableTextAt } from './text-input';

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await startTestApp();
  session = await t.session();
});
afterAll(async () => t.close());

describe('text PostgreSQL cannot keep', () => {
  it('is found at any depth, in values and keys, without recursion', () => {
    expect(unstorableTextAt({ guest: { first_name: 'Yui' }, rooms: [{ last_name: 'Tanaka' }] })).toBeNull();
    expect(unstorableTextAt({ rooms: [{}, { last_name: 'Ta\u0000naka' }] })).toEqual(['rooms', 1, 'last_name']);
    expect(unstorableTextAt({ answers: { 'a\u0000': 1 } })).toEqual(['answers', 'a\u0000']);
    expect(unstorableTextAt({ note: 'half a pair \ud800' })).toEqual(['note']);
    expect(unstorableTextAt({ note: 'a whole pair 🏨' })).toBeNull();
    const deep = JSON.parse('['.repeat(20_000) + '"\\u0000"' + ']'.repeat(20_000));
    expect(unstorableTextAt(deep)).toHaveLength(20_000);
  });

  it('is refused as invalid input (1000) in a path, a query string or a body, for every route', async () => {
    const answers = await Promise.all([
      t.app.inject({ url: '/api/v1/hotels/sakura%00ginza/settings/booking_widget' }),
      t.app.inject({ url: '/api/v1/hotel_brands/sakura/reservations/1234%00?email=a%40example.com' }),
      t.app.inject({ url: '/api/v1/demo/mailbox?to=a%00b' }),
      t.app.inject({
        method: 'POST',
        url: '/api/v1/hotels/sakura-ginza/reservations',
        headers: { 'client-session': session },
        payload: { guest: { first_name: 'Yui\u0000' } },
      }),
      t.app.inject({ method: 'POST', url: '/api/v1/hotels/sakura-ginza/membership/sign_in', payload: { email: '\ud800', password: 'x' } }),
    ]);
    expect(answers.map((a) => [a.statusCode, firstError(a.json()).code, firstError(a.json()).details.base[0]?.field])).toEqual([
      [422, 1000, 'code'],
      [422, 1000, 'number'],
      [422, 1000, 'to'],
      [422, 1000, 'guest.first_name'],
      [422, 1000, 'email'],
    ]);
  });
});
