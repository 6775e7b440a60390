import { describe, expect, it } from 'vitest';
import { sha256 } from '../../crypto';
import { postgresTestApp } from '../../testing/postgres-app';
import { bearer, confirmedMember } from '../../testing/test-app';

const t = postgresTestApp();

describe('one refresh token sent many times at once in its grace, on PostgreSQL', () => {
  it('renews each time, one after another, and leaves one live session (ADR 0081)', async () => {
    await confirmedMember(t.app, 'many.tabs@example.com');
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/membership/sign_in',
      payload: { email: 'many.tabs@example.com', password: 'Sakura2026' },
    });
    const session = signedIn.json().data as { access_token: string; refresh_token: string };
    await t.db
      .updateTable('user_sessions')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('token_hash', '=', sha256(session.access_token))
      .execute();

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
});
