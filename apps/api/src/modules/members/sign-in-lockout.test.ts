import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedMember, firstError, startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(async () => t.close());

const signIn = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/membership/sign_in',
    payload: { email, password },
    remoteAddress,
  });

/** Everything an answer says: status, code, title, details. */
async function answers(email: string, remoteAddress: string, tries: number) {
  const seen: Array<{ status: number; body: unknown }> = [];
  for (let i = 0; i < tries; i++) {
    const response = await signIn(email, `Wrong${i}2026`, remoteAddress);
    seen.push({ status: response.statusCode, body: response.json() });
  }
  return seen;
}

describe('failed sign-ins (§5 1301)', () => {
  it('hold back the address that made them, not the member signing in from elsewhere', async () => {
    await confirmedMember(t.app, 'victim@example.com');
    const stranger = await answers('victim@example.com', '192.0.2.50', 6);
    expect(stranger.map((a) => a.status)).toEqual([422, 422, 422, 422, 423, 423]);
    expect(firstError(stranger[5]?.body).code).toBe(1301);
    const owner = await signIn('victim@example.com', 'Sakura2026', '198.51.100.7');
    expect(owner.statusCode).toBe(200);
  });

  it('answer an email no one has exactly as one a member has: same statuses, codes and messages', async () => {
    await confirmedMember(t.app, 'member.here@example.com');
    const known = await answers('member.here@example.com', '192.0.2.51', 6);
    const unknown = await answers('no.member.here@example.com', '192.0.2.52', 6);
    expect(unknown).toEqual(known);
    expect(firstError(known[0]?.body).code).toBe('SIGN_IN_FAILED');
    expect(firstError(known[4]?.body)).toMatchObject({ code: 1301, payloads: { minutes: 30 } });
  });
});
