import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedMember, firstError, startTestApp, type TestApp } from '../../testing/test-app';
import { signInAtProvider, startOpenIdProvider, type TestOpenIdProvider } from '../../testing/openid-provider';

const WIDGET = 'http://localhost:3000';

let idp: TestOpenIdProvider;
let t: TestApp;
beforeAll(async () => {
  idp = await startOpenIdProvider({
    redirectUris: [`${WIDGET}/sso/custom/callback`],
    accounts: {
      aiko: { email: 'Aiko.Sso@example.com', email_verified: true, given_name: 'Aiko', family_name: 'Sato' },
      mei: { email: 'mei.owner@example.com', email_verified: true, given_name: 'Mei', family_name: 'Lin' },
      unverified: { email: 'nobody@example.com', email_verified: false },
      anonymous: {},
    },
  });
  t = await startTestApp({
    config: {
      SSO_PROVIDERS: [
        { id: 'open_id', issuer: idp.issuer, client_id: idp.clientId, client_secret: idp.clientSecret, scope: 'openid email profile' },
      ],
    },
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

async function start(returnTo = '/my-account?code=sakura-ginza', provider = 'open_id') {
  const query = new URLSearchParams({ return_to: returnTo, locale: 'ja' });
  return t.app.inject({ url: `/api/v1/hotels/sakura-ginza/sso/${provider}/start?${query}`, headers: { origin: WIDGET } });
}

/** Starts at our API, signs in at the provider as `login`, and answers the query it sends back to the widget. */
async function providerCallback(login: string, returnTo?: string) {
  const started = await start(returnTo);
  expect(started.statusCode).toBe(302);
  return signInAtProvider(String(started.headers.location), login);
}

const finish = (query: string) => t.app.inject({ method: 'POST', url: '/api/v1/sso/callback', payload: { query } });
const link = (linkToken: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/sso/link', payload: { link_token: linkToken, password } });
const me = (token: string) => t.app.inject({ url: '/api/v1/user/me', headers: { authorization: `Bearer ${token}` } });

describe('external sign-in with OpenID Connect (§6)', () => {
  it('lists the configured providers and sends the guest to the provider with PKCE, state and nonce', async () => {
    const listed = await t.app.inject({ url: '/api/v1/hotels/sakura-ginza/sso/providers' });
    expect(listed.json().data).toEqual([{ id: 'open_id', name: null }]);
    const started = await start();
    const location = new URL(String(started.headers.location));
    expect(location.origin).toBe(idp.issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: idp.clientId,
      redirect_uri: `${WIDGET}/sso/custom/callback`,
      response_type: 'code',
      code_challenge_method: 'S256',
      scope: 'openid email profile',
      ui_locales: 'ja',
    });
    expect(location.searchParams.get('state')).toMatch(/.{20,}/);
    expect(location.searchParams.get('nonce')).toMatch(/.{20,}/);
    const unknown = await start(undefined, 'facebook');
    expect([unknown.statusCode, firstError(unknown.json()).code]).toEqual([404, 'SSO_PROVIDER_UNKNOWN']);
  });

  it('makes a member from a verified email, signs the same one in next time, and keeps their profile the provider’s', async () => {
    const first = await finish(await providerCallback('aiko'));
    expect(first.statusCode).toBe(200);
    const body = first.json().data;
    expect(body).toMatchObject({ status: 'signed_in', hotel_code: 'sakura-ginza', return_to: '/my-account?code=sakura-ginza' });
    expect(body.session.user).toMatchObject({
      email: 'aiko.sso@example.com',
      first_name: 'Aiko',
      last_name: 'Sato',
      provider: 'open_id',
      profile_update_enabled: false,
      locale: 'ja',
      program: { name: 'さくらクラブ' },
    });
    expect((await me(body.session.access_token)).json().data.user.email).toBe('aiko.sso@example.com');
    // §5: an external-provider user cannot change the profile here.
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/me',
      headers: { authorization: `Bearer ${body.session.access_token}` },
      payload: { first_name: 'Aiko', last_name: 'Tanaka', promotion_email: false },
    });
    expect([update.statusCode, firstError(update.json()).code]).toEqual([403, 'PROFILE_UPDATE_DISABLED']);
    // No password of their own: the password sign-in does not let anyone in.
    const byPassword = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/membership/sign_in',
      payload: { email: 'aiko.sso@example.com', password: '!' },
    });
    expect(firstError(byPassword.json()).code).toBe('SIGN_IN_FAILED');

    const again = (await finish(await providerCallback('aiko'))).json().data;
    expect(again.session.user.id).toBe(body.session.user.id);
    expect(again.session.access_token).not.toBe(body.session.access_token);
  });

  it('links the sign-in to the account that has the email, once its password is given', async () => {
    const ownToken = await confirmedMember(t.app, 'mei.owner@example.com', { first_name: 'Mei', last_name: 'Lin' });
    const own = (await me(ownToken)).json().data.user;
    const pending = (await finish(await providerCallback('mei'))).json().data;
    expect(pending).toMatchObject({ status: 'link_required', email: 'mei.owner@example.com', provider: 'open_id' });

    const wrong = await link(pending.link_token, 'NotIt2026');
    expect(firstError(wrong.json()).code).toBe('SIGN_IN_FAILED');
    const linked = await link(pending.link_token, 'Sakura2026');
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data.session.user).toMatchObject({ id: own.id, provider: null, profile_update_enabled: true });
    // Used once.
    expect(firstError((await link(pending.link_token, 'Sakura2026')).json()).code).toBe('SSO_EXPIRED');
    // From now on the provider signs straight into the same account.
    const next = (await finish(await providerCallback('mei'))).json().data;
    expect(next).toMatchObject({ status: 'signed_in', session: { user: { id: own.id } } });
  });

  it('refuses a replayed, late, refused or unverifiable callback, and an address outside the widget', async () => {
    const query = await providerCallback('aiko', 'https://evil.example/steal');
    const used = await finish(query);
    expect(used.json().data.return_to).toBe('/booking/result?code=sakura-ginza');
    const replay = await finish(query);
    expect([replay.statusCode, firstError(replay.json()).code]).toEqual([410, 'SSO_EXPIRED']);

    const late = await providerCallback('aiko');
    await t.db
      .updateTable('sso_attempts')
      .set({ created_at: new Date(Date.now() - 11 * 60_000) })
      .where('finished_at', 'is', null)
      .execute();
    expect(firstError((await finish(late)).json()).code).toBe('SSO_EXPIRED');

    const tampered = new URLSearchParams(await providerCallback('aiko'));
    tampered.set('code', 'not-the-code');
    expect(firstError((await finish(tampered.toString())).json()).code).toBe('SSO_FAILED');

    const started = new URL(String((await start()).headers.location));
    const refused = new URLSearchParams({ error: 'access_denied', state: started.searchParams.get('state') ?? '', iss: idp.issuer });
    const denied = await finish(refused.toString());
    expect([denied.statusCode, firstError(denied.json()).code]).toEqual([502, 'SSO_FAILED']);

    for (const login of ['unverified', 'anonymous']) {
      const refusedEmail = await finish(await providerCallback(login));
      expect([refusedEmail.statusCode, firstError(refusedEmail.json()).code]).toEqual([422, 'SSO_EMAIL_MISSING']);
    }
  });
});
