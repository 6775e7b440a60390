import { describe, expect, it } from 'vitest';
import { sha256 } from '../../crypto';
import { untilWaitingForLocks } from '../../testing/lock-waits';
import { postgresTestApp } from '../../testing/postgres-app';
import { bearer, confirmedMember } from '../../testing/test-app';
import { memberSessionsRepository } from './member-sessions-repository';

const t = postgresTestApp();

/**
 * A member signed in a month ago: the access token has ended, its refresh token has not. The
 * session the confirmation link started is another device's, and stays.
 */
async function endedSession(email: string) {
  const otherDevice = await confirmedMember(t.app, email);
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/membership/sign_in',
    payload: { email, password: 'Sakura2026' },
  });
  const session = signedIn.json().data as { access_token: string; refresh_token: string };
  await t.db
    .updateTable('user_sessions')
    .set({ expires_at: new Date(Date.now() - 60_000) })
    .where('token_hash', '=', sha256(session.access_token))
    .execute();
  return { ...session, otherDevice };
}

/** The live sessions of an ended one's member, but the other device's. */
const liveSessions = (session: { otherDevice: string }, email: string) =>
  t.db
    .selectFrom('user_sessions')
    .innerJoin('users', 'users.id', 'user_sessions.user_id')
    .select('user_sessions.token_hash')
    .where('users.email', '=', email)
    .where('user_sessions.renewed_at', 'is', null)
    .where('user_sessions.token_hash', '!=', sha256(session.otherDevice))
    .execute();

/**
 * Renews a session by its refresh token as the server does, held open until a sign-out sent with
 * `signOutWith` waits for its rows, then committed: the sign-out's answer. `renewedBefore` is the
 * session the refresh token was renewed into before, if any.
 */
async function signOutDuringRenewal(session: { refresh_token: string }, signOutWith: string, renewedBefore: string | null) {
  const repository = memberSessionsRepository(t.db);
  let signOut: Promise<{ statusCode: number }> | undefined;
  await t.db.transaction().execute(async (trx) => {
    const now = new Date();
    const taken = await repository.takeByRefreshToken(trx, sha256(session.refresh_token), now, new Date(now.getTime() - 60_000));
    expect(taken?.renewed_into ?? null).toBe(renewedBefore);
    signOut = t.app.inject({ method: 'POST', url: '/api/v1/membership/sign_out', headers: bearer(signOutWith), payload: {} });
    await untilWaitingForLocks(t.db, 1, 'the sign-out');
    const renewedInto = sha256(`renewed while ${signOutWith} signed out`);
    const day = new Date(now.getTime() + 86_400_000);
    await repository.insert(trx, {
      token_hash: renewedInto,
      user_id: taken!.id,
      expires_at: day,
      refresh_token_hash: sha256(`refresh of ${renewedInto}`),
      refresh_expires_at: day,
      signed_in_with: null,
    });
    await repository.renewedInto(trx, taken!.token_hash, taken!.renewed_into, renewedInto);
  });
  return signOut!;
}

describe('one refresh token sent many times at once in its grace, on PostgreSQL', () => {
  it('renews each time, one after another, and leaves one live session (ADR 0081)', async () => {
    const session = await endedSession('many.tabs@example.com');

    const renewals = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'POST', url: '/api/v1/membership/refresh', payload: { refresh_token: session.refresh_token } }),
      ),
    );
    expect(
      renewals.map((renewal) => renewal.statusCode),
      renewals[0]?.body,
    ).toEqual(Array(10).fill(200));
    const live = await Promise.all(
      renewals.map(
        async (renewal) => (await t.app.inject({ url: '/api/v1/user/me', headers: bearer(renewal.json().data.access_token) })).statusCode,
      ),
    );
    expect(live.filter((status) => status === 200)).toHaveLength(1);
  });

  it('signs out beside renewals of the same session without a failure, and leaves nothing live', async () => {
    const session = await endedSession('racing.out@example.com');
    const renew = () =>
      t.app.inject({ method: 'POST', url: '/api/v1/membership/refresh', payload: { refresh_token: session.refresh_token } });
    const first = await renew();
    const answers = await Promise.all([
      renew(),
      t.app.inject({ method: 'POST', url: '/api/v1/membership/sign_out', headers: bearer(first.json().data.access_token), payload: {} }),
      renew(),
    ]);
    expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
    // Whatever renewed after the sign-out is the only session left of it.
    expect((await liveSessions(session, 'racing.out@example.com')).length).toBeLessThanOrEqual(1);
  });

  it('ends the session a renewal made while the sign-out waited for its rows', async () => {
    const session = await endedSession('waiting.out@example.com');
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/membership/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    // The old token renewed again, while the sign-out is sent with the session the first renewal made.
    const firstToken = first.json().data.access_token as string;
    expect((await signOutDuringRenewal(session, firstToken, sha256(firstToken))).statusCode).toBe(204);
    expect(await liveSessions(session, 'waiting.out@example.com')).toEqual([]);
  });

  it('ends the session a renewal of the signed-out session itself made while the sign-out waited', async () => {
    const session = await endedSession('waiting.self@example.com');
    expect((await signOutDuringRenewal(session, session.access_token, null)).statusCode).toBe(204);
    expect(await liveSessions(session, 'waiting.self@example.com')).toEqual([]);
  });

  it("changes the password beside renewals of the member's sessions without a failure, ending every other session", async () => {
    const session = await endedSession('racing.password@example.com');
    const renew = () =>
      t.app.inject({ method: 'POST', url: '/api/v1/membership/refresh', payload: { refresh_token: session.refresh_token } });
    await renew();
    // The member changes the password on another device, whose session stays; this one's end.
    const device = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/membership/sign_in',
      payload: { email: 'racing.password@example.com', password: 'Sakura2026' },
    });
    const kept = device.json().data as { access_token: string };
    const answers = await Promise.all([
      renew(),
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/membership/password',
        headers: bearer(kept.access_token),
        payload: { current_password: 'Sakura2026', password: 'Sakura2027!', password_confirmation: 'Sakura2027!' },
      }),
      renew(),
    ]);
    expect(
      answers.map((answer) => answer.statusCode < 500),
      answers.map((answer) => answer.body).join(' '),
    ).toEqual([true, true, true]);
    expect(answers[1]?.statusCode).toBe(204);
  });
});
