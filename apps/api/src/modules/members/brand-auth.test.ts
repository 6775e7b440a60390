import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedMember, firstError, startTestApp, type TestApp } from '../../testing/test-app';

const SECRET = 'sakura-site-shared-secret-0123456789abcdef';
let t: TestApp;
beforeAll(async () => (t = await startTestApp({ config: { BRAND_AUTH_SECRETS: { sakura: SECRET } } })));
afterAll(async () => t.close());

/** A token as Sakura's own member site would sign it. */
function brandToken(
  claims: Record<string, unknown>,
  options: { secret?: string; issuer?: string; audience?: string; issuedAt?: number } = {},
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(options.issuer ?? 'sakura')
    .setAudience(options.audience ?? 'yado')
    .setIssuedAt(options.issuedAt ?? Math.floor(Date.now() / 1000))
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode(options.secret ?? SECRET));
}

const customAuth = (token: string, hotel = 'sakura-ginza') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/hotels/${hotel}/membership/custom_auth`,
    payload: { token },
    headers: { 'tripla-locale': 'ja' },
  });

describe("signing in with a token from the brand's own site (§4 step 6)", () => {
  it('makes the member on first sign-in and signs the same one in after, their profile kept by the brand', async () => {
    const claims = { sub: 'SK-1001', email: 'Brand.Member@example.com', given_name: 'Kana', family_name: 'Ito' };
    const first = await customAuth(await brandToken(claims));
    expect(first.statusCode).toBe(200);
    const user = first.json().data.user;
    expect(user).toMatchObject({
      email: 'brand.member@example.com',
      first_name: 'Kana',
      last_name: 'Ito',
      locale: 'ja',
      profile_update_enabled: false,
    });
    const again = (await customAuth(await brandToken({ ...claims, email: 'changed@example.com' }))).json().data;
    expect(again.user.id).toBe(user.id);
    expect(again.access_token).not.toBe(first.json().data.access_token);
  });

  it('signs in the account that already has the email, which stays the member’s own', async () => {
    const token = await confirmedMember(t.app, 'own.account@example.com');
    const own = (await t.app.inject({ url: '/api/v1/user/me', headers: { authorization: `Bearer ${token}` } })).json().data.user;
    const signedIn = (await customAuth(await brandToken({ sub: 'SK-2002', email: 'own.account@example.com' }))).json().data;
    expect(signedIn.user).toMatchObject({ id: own.id, profile_update_enabled: true });
  });

  it('refuses a token signed with another secret, for another brand or audience, too old, or without an email', async () => {
    const claims = { sub: 'SK-3003', email: 'someone@example.com' };
    const refused = [
      await brandToken(claims, { secret: 'not-the-shared-secret-0123456789abcdef' }),
      await brandToken(claims, { issuer: 'formosa' }),
      await brandToken(claims, { audience: 'someone-else' }),
      await brandToken(claims, { issuedAt: Math.floor(Date.now() / 1000) - 11 * 60 }),
      await brandToken({ sub: 'SK-3003' }),
      'not-a-token',
    ];
    for (const token of refused) {
      const response = await customAuth(token);
      expect([response.statusCode, firstError(response.json()).code]).toEqual([401, 'BRAND_AUTH_INVALID']);
    }
    // Formosa has no site of its own configured.
    expect(firstError((await customAuth(await brandToken(claims, { issuer: 'formosa' }), 'formosa-daan')).json()).code).toBe(
      'BRAND_AUTH_UNAVAILABLE',
    );
  });
});
