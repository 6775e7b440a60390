import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_RENEWAL_GRACE_SECONDS } from '@yado/domain/members';
import { sha256 } from '../../crypto';
import { bearer, confirmedMember, firstError, startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(async () => t.close());

const identity = (hotel: string, options: { token?: string; oneTime?: string } = {}) =>
  t.app.inject({
    url: `/api/v1/hotels/${hotel}/identity${options.oneTime ? `?one_time_access_token=${options.oneTime}` : ''}`,
    headers: options.token ? bearer(options.token) : {},
  });
const me = (token: string) => t.app.inject({ url: '/api/v1/user/me', headers: bearer(token) });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/membership/refresh', payload: { refresh_token: refreshToken } });

async function signIn(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/membership/sign_in',
    payload: { email, password: 'Sakura2026' },
  });
  return response.json().data as { access_token: string; refresh_token: string; user: { id: number } };
}

/** Moves a session's end (and its refresh token's) into the past, as time would. */
async function age(accessToken: string, parts: { ended: boolean; refreshEnded: boolean }) {
  const past = new Date(Date.now() - 60_000);
  const later = new Date(Date.now() + 86_400_000);
  await t.db
    .updateTable('user_sessions')
    .set({ expires_at: parts.ended ? past : later, refresh_expires_at: parts.refreshEnded ? past : later })
    .where('token_hash', '=', sha256(accessToken))
    .execute();
}

const sessionRow = (accessToken: string) =>
  t.db.selectFrom('user_sessions').select('renewed_at').where('token_hash', '=', sha256(accessToken)).executeTakeFirst();

/** Moves when a renewed session was renewed that many seconds into the past, as time would; returns when. */
async function renewedAgo(accessToken: string, seconds: number) {
  const renewedAt = new Date(Date.now() - seconds * 1000);
  await t.db.updateTable('user_sessions').set({ renewed_at: renewedAt }).where('token_hash', '=', sha256(accessToken)).execute();
  return renewedAt;
}

describe('session start-up (§4 steps 2–5) and the identity call', () => {
  it('names the member of a live session, and gives reset codes for an unknown or another brand’s token', async () => {
    await confirmedMember(t.app, 'startup@example.com');
    const session = await signIn('startup@example.com');
    const known = (await identity('sakura-ginza', { token: session.access_token })).json();
    expect(known.meta.reset_code).toBeNull();
    expect(known.data.user).toMatchObject({ id: session.user.id, email: 'startup@example.com' });
    expect(known.data.session.access_token).toBe(session.access_token);

    expect((await identity('sakura-ginza', { token: 'never-issued' })).json()).toMatchObject({
      data: { session: null, user: null },
      meta: { reset_code: 3401 },
    });
    // A Sakura session at a Formosa hotel: the brand does not match.
    expect((await identity('formosa-daan', { token: session.access_token })).json().meta.reset_code).toBe(3402);
    expect((await identity('sakura-ginza')).json()).toEqual({ data: { session: null, user: null }, meta: { reset_code: null } });
  });

  it('starts a session from a one-time access token once; spent, unknown, late or another brand’s gives its code', async () => {
    await confirmedMember(t.app, 'handover@example.com');
    const session = await signIn('handover@example.com');
    const issue = async () =>
      (await t.app.inject({ method: 'POST', url: '/api/v1/membership/tokens', headers: bearer(session.access_token) })).json().data
        .one_time_access_token as string;
    const oneTime = await issue();
    const opened = (await identity('sakura-ginza', { oneTime })).json();
    expect(opened.meta.reset_code).toBeNull();
    expect(opened.data.user.id).toBe(session.user.id);
    expect(opened.data.session.access_token).not.toBe(session.access_token);
    expect((await me(opened.data.session.access_token)).statusCode).toBe(200);

    expect((await identity('sakura-ginza', { oneTime })).json().meta.reset_code).toBe(3403);
    expect((await identity('sakura-ginza', { oneTime: 'made-up' })).json().meta.reset_code).toBe(3401);
    const late = await issue();
    await t.db
      .updateTable('one_time_access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', sha256(late))
      .execute();
    expect((await identity('sakura-ginza', { oneTime: late })).json().meta.reset_code).toBe(3401);
    expect((await identity('formosa-daan', { oneTime: await issue() })).json().meta.reset_code).toBe(3402);
    // Only a member can hand one over.
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/membership/tokens' })).statusCode).toBe(401);
  });

  it('renews an ended session with its refresh token (IDP_EXPIRED 4000 until then), rotating the token', async () => {
    await confirmedMember(t.app, 'renew@example.com');
    const session = await signIn('renew@example.com');
    await age(session.access_token, { ended: true, refreshEnded: false });
    const expired = await me(session.access_token);
    expect([expired.statusCode, firstError(expired.json()).code]).toEqual([403, 4000]);
    expect(firstError((await identity('sakura-ginza', { token: session.access_token })).json()).code).toBe(4000);

    const renewed = await refresh(session.refresh_token);
    expect(renewed.statusCode).toBe(200);
    const next = renewed.json().data;
    expect(next.user.id).toBe(session.user.id);
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect((await me(next.access_token)).statusCode).toBe(200);

    // For a grace, the old session asks to be renewed, and its refresh token renews it again: a page
    // that left before the first renewal's answer arrived holds only the old tokens (ADR 0081).
    expect(firstError((await me(session.access_token)).json()).code).toBe(4000);
    expect(firstError((await identity('sakura-ginza', { token: session.access_token })).json()).code).toBe(4000);
    const again = await refresh(session.refresh_token);
    expect(again.statusCode).toBe(200);
    const latest = again.json().data as { access_token: string; refresh_token: string };
    expect(latest.access_token).not.toBe(next.access_token);
    expect((await me(latest.access_token)).statusCode).toBe(200);
    // In place of the session it was renewed into first: one session at most lives on from it.
    expect((await me(next.access_token)).statusCode).toBe(401);

    // After it, the old session and its refresh token are gone.
    await renewedAgo(session.access_token, MEMBER_RENEWAL_GRACE_SECONDS + 1);
    expect(firstError((await me(session.access_token)).json()).code).toBe('NOT_SIGNED_IN');
    expect((await identity('sakura-ginza', { token: session.access_token })).json().meta.reset_code).toBe(3401);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    // The next renewal forgets it.
    expect((await refresh(latest.refresh_token)).statusCode).toBe(200);
    expect(await sessionRow(session.access_token)).toBeUndefined();
  });

  it('renews a token at once in its grace as often as it is sent together, leaving one session', async () => {
    await confirmedMember(t.app, 'racing@example.com');
    const session = await signIn('racing@example.com');
    await age(session.access_token, { ended: true, refreshEnded: false });
    const renewals = await Promise.all(Array.from({ length: 5 }, () => refresh(session.refresh_token)));
    expect(renewals.map((renewal) => renewal.statusCode)).toEqual(Array(5).fill(200));
    const live = await Promise.all(renewals.map(async (renewal) => (await me(renewal.json().data.access_token)).statusCode));
    expect(live.filter((status) => status === 200)).toHaveLength(1);
  });

  it('keeps the grace from the first renewal, and ends it with a sign-out from either session, not another device’s', async () => {
    await confirmedMember(t.app, 'graced@example.com');
    const session = await signIn('graced@example.com');
    await age(session.access_token, { ended: true, refreshEnded: false });
    expect((await refresh(session.refresh_token)).statusCode).toBe(200);
    const firstRenewal = await renewedAgo(session.access_token, MEMBER_RENEWAL_GRACE_SECONDS - 5);
    const late = (await refresh(session.refresh_token)).json().data as { access_token: string };
    // Renewing again did not start the grace afresh.
    expect((await sessionRow(session.access_token))?.renewed_at).toEqual(firstRenewal);

    const other = await signIn('graced@example.com');
    await age(other.access_token, { ended: true, refreshEnded: false });
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
    const signOut = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/membership/sign_out', headers: bearer(token), payload: {} });
    expect((await signOut(late.access_token)).statusCode).toBeLessThan(300);
    expect((await me(late.access_token)).statusCode).toBe(401);
    // The session it was renewed from renews nothing since.
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    // Another device's renewal in its grace is its own.
    const otherAgain = await refresh(other.refresh_token);
    expect(otherAgain.statusCode).toBe(200);

    // Signed out from the old session (a page whose renewal's answer never came), the one renewed from it ends too.
    expect((await signOut(other.access_token)).statusCode).toBeLessThan(300);
    expect((await me(otherAgain.json().data.access_token)).statusCode).toBe(401);
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
  });

  it('ends a whole chain of renewals in their grace with a sign-out from its newest session', async () => {
    await confirmedMember(t.app, 'chained@example.com');
    const first = await signIn('chained@example.com');
    await age(first.access_token, { ended: true, refreshEnded: false });
    const second = (await refresh(first.refresh_token)).json().data as { access_token: string; refresh_token: string };
    await age(second.access_token, { ended: true, refreshEnded: false });
    const third = (await refresh(second.refresh_token)).json().data as { access_token: string; refresh_token: string };
    expect((await me(third.access_token)).statusCode).toBe(200);

    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/v1/membership/sign_out',
      headers: bearer(third.access_token),
      payload: {},
    });
    expect(signedOut.statusCode).toBeLessThan(300);
    // Neither session before it, the first two renewed within their grace, renews anything since.
    for (const refreshToken of [first.refresh_token, second.refresh_token, third.refresh_token])
      expect((await refresh(refreshToken)).statusCode).toBe(401);
    expect(
      await t.db
        .selectFrom('user_sessions')
        .select('token_hash')
        .where(
          'token_hash',
          'in',
          [first, second, third].map((s) => sha256(s.access_token)),
        )
        .execute(),
    ).toEqual([]);
  });

  it('renewed again in its grace, leaves one live session of it, even after a renewal of the one it was renewed into', async () => {
    await confirmedMember(t.app, 'regrown@example.com');
    const first = await signIn('regrown@example.com');
    await age(first.access_token, { ended: true, refreshEnded: false });
    const second = (await refresh(first.refresh_token)).json().data as { access_token: string; refresh_token: string };
    await age(second.access_token, { ended: true, refreshEnded: false });
    const third = (await refresh(second.refresh_token)).json().data as { access_token: string };
    // The first page never heard of its renewal and renews again: the sessions renewed from it before end.
    const again = (await refresh(first.refresh_token)).json().data as { access_token: string };
    expect((await me(again.access_token)).statusCode).toBe(200);
    expect((await me(third.access_token)).statusCode).toBe(401);
    expect((await me(second.access_token)).statusCode).toBe(401);
  });

  it('signs a member out for good once the refresh token has ended too', async () => {
    await confirmedMember(t.app, 'lapsed@example.com');
    const session = await signIn('lapsed@example.com');
    await age(session.access_token, { ended: true, refreshEnded: true });
    expect(firstError((await me(session.access_token)).json()).code).toBe('NOT_SIGNED_IN');
    expect((await identity('sakura-ginza', { token: session.access_token })).json().meta.reset_code).toBe(3401);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });
});
