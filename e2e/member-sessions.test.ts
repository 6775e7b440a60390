import { SignJWT } from 'jose';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../apps/api/src/crypto';
import { confirmedMember } from '../apps/api/src/testing/test-app';
import { expectAccessible, newPage, startHarness, watchPageErrors, type Harness } from './support/harness';

let h: Harness;
const BRAND_SECRET = 'sakura-site-shared-secret-for-the-e2e-0123';
beforeAll(async () => (h = await startHarness({ BRAND_AUTH_SECRETS: { sakura: BRAND_SECRET } })));
afterAll(async () => h?.close());

const results = () => `${h.baseUrl}/booking/result?code=sakura-ginza`;

async function apiSignIn(email: string) {
  const response = await h.app.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/membership/sign_in',
    payload: { email, password: 'Sakura2026' },
  });
  return response.json().data as { access_token: string; refresh_token: string };
}

/** Signs in on the widget's page as a guest would, and waits for the greeting. */
async function signInOnPage(page: Page, email: string, firstName: string) {
  await page.goto(`${h.baseUrl}/sign-in?code=sakura-ginza`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel(/^Password/).fill('Sakura2026');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: `Hello, ${firstName}` }).waitFor();
}

/** The member's session as the widget keeps it in the page's local storage. */
const storedSession = async (page: Page) =>
  JSON.parse(await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.startsWith('yado_member:'))?.[1] ?? 'null')) as {
    access_token: string;
  } | null;

/** Ends a session's access token, as a month would; its refresh token still renews it. */
const endAccessToken = (accessToken: string) =>
  h.app.db
    .updateTable('user_sessions')
    .set({ expires_at: new Date(Date.now() - 60_000) })
    .where('token_hash', '=', sha256(accessToken))
    .execute();

describe('session start-up (§4)', () => {
  it('opens the widget signed in from a one-time link, once, and keeps no token in the address', async () => {
    const token = await confirmedMember(h.app.app, 'one.time@example.com', { first_name: 'Rin', last_name: 'Oda' });
    const issued = await h.app.app.inject({
      method: 'POST',
      url: '/api/v1/membership/tokens',
      headers: { authorization: `Bearer ${token}` },
    });
    const link = `${results()}&one_time_access_token=${issued.json().data.one_time_access_token}`;

    const page = await newPage(h);
    const errors = watchPageErrors(page);
    await page.goto(link);
    await page.getByRole('link', { name: 'Hello, Rin' }).waitFor();
    expect(page.url()).not.toContain('one_time_access_token');
    expect(errors).toEqual([]);
    await page.context().close();

    // Spent: the same link opens the widget signed out.
    const again = await newPage(h);
    await again.goto(link);
    await again.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
    await again.context().close();
  });

  it('signs in afresh from a refresh token in the address', async () => {
    await confirmedMember(h.app.app, 'handed.over@example.com', { first_name: 'Sho', last_name: 'Ueda' });
    const session = await apiSignIn('handed.over@example.com');
    const page = await newPage(h);
    await page.goto(`${results()}&refresh_token=${session.refresh_token}`);
    await page.getByRole('link', { name: 'Hello, Sho' }).waitFor();
    expect(page.url()).not.toContain('refresh_token');
    await page.context().close();
  });

  it("signs in with a token from the brand's own site on the results page, in place of whoever was signed in", async () => {
    const token = await new SignJWT({ sub: 'SK-77', email: 'kana.site@example.com', given_name: 'Kana', family_name: 'Ito' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('sakura')
      .setAudience('yado')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(BRAND_SECRET));
    const signedIn = await confirmedMember(h.app.app, 'someone.else@example.com', { first_name: 'Ren', last_name: 'Oki' });
    const issued = await h.app.app.inject({
      method: 'POST',
      url: '/api/v1/membership/tokens',
      headers: { authorization: `Bearer ${signedIn}` },
    });
    const page = await newPage(h);
    await page.goto(`${results()}&one_time_access_token=${issued.json().data.one_time_access_token}`);
    await page.getByRole('link', { name: 'Hello, Ren' }).waitFor();

    await page.goto(`${results()}&accessToken=${token}`);
    await page.getByRole('link', { name: 'Hello, Kana' }).waitFor();
    expect(page.url()).not.toContain('accessToken');
    await page.context().close();
  });

  it('renews an ended session with its refresh token unnoticed, and signs out with the notice when the server forgot it', async () => {
    await confirmedMember(h.app.app, 'long.stay@example.com', { first_name: 'Yuki', last_name: 'Hara' });
    const page = await newPage(h);
    await signInOnPage(page, 'long.stay@example.com', 'Yuki');
    const first = (await storedSession(page))?.access_token ?? '';

    // A month later the access token has ended; its refresh token has not.
    await endAccessToken(first);
    await page.goto(`${h.baseUrl}/my-account?code=sakura-ginza`);
    await page.getByRole('heading', { name: 'My account', exact: true }).waitFor();
    await expect.poll(async () => (await storedSession(page))?.access_token).not.toBe(first);
    expect(await page.getByText('You have been signed out. Please sign in again.').count()).toBe(0);

    // The server ends every session of the member (as a password change elsewhere would).
    await h.app.db.deleteFrom('user_sessions').execute();
    await page.goto(results());
    await page.getByText('You have been signed out. Please sign in again.').waitFor();
    await page.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
    await page.context().close();
  });

  it('keeps a second tab signed in when the first renewed the session they share', async () => {
    await confirmedMember(h.app.app, 'two.tabs@example.com', { first_name: 'Mio', last_name: 'Sato' });
    const first = await newPage(h);
    await signInOnPage(first, 'two.tabs@example.com', 'Mio');
    const second = await first.context().newPage();
    const errors = watchPageErrors(second);
    await second.goto(results());
    await second.getByRole('link', { name: 'Hello, Mio' }).waitFor();
    const stored = () => storedSession(first);
    const before = (await stored())?.access_token ?? '';

    // The access token ends; the first tab renews it, and the server ends the old session.
    await endAccessToken(before);
    await first.goto(`${h.baseUrl}/my-account?code=sakura-ginza`);
    await first.getByRole('heading', { name: 'My account', exact: true }).waitFor();
    await expect.poll(async () => (await stored())?.access_token).not.toBe(before);
    const renewed = (await stored())?.access_token;

    // The second tab, still holding the old token, asks for the account without reloading.
    await second.getByRole('link', { name: 'Hello, Mio' }).click();
    await second.getByRole('heading', { name: 'My account', exact: true }).waitFor();
    expect(await second.getByText('You have been signed out. Please sign in again.').count()).toBe(0);
    expect((await stored())?.access_token).toBe(renewed);
    expect(errors).toEqual([]);
    await first.context().close();
  });

  it("stays signed in when the page left before its renewal's answer arrived", async () => {
    await confirmedMember(h.app.app, 'left.early@example.com', { first_name: 'Aoi', last_name: 'Mori' });
    const page = await newPage(h);
    await signInOnPage(page, 'left.early@example.com', 'Aoi');
    const before = (await storedSession(page))?.access_token ?? '';
    await endAccessToken(before);

    // The page renews the session on the server, then leaves before the answer comes back.
    let renewedOnServer!: () => void;
    const renewed = new Promise<void>((resolve) => (renewedOnServer = resolve));
    await page.route(
      '**/membership/refresh',
      async (route) => {
        await route.fetch();
        renewedOnServer();
      },
      { times: 1 },
    );
    await page.getByRole('link', { name: 'Hello, Aoi' }).click();
    await renewed;
    expect((await storedSession(page))?.access_token).toBe(before);

    // Opened again with only the old tokens, it renews once more and the member is still signed in.
    await page.goto(`${h.baseUrl}/my-account?code=sakura-ginza`);
    await page.getByRole('heading', { name: 'My account', exact: true }).waitFor();
    await expect.poll(async () => (await storedSession(page))?.access_token).not.toBe(before);
    expect(await page.getByText('You have been signed out. Please sign in again.').count()).toBe(0);
    await page.context().close();
  });

  it('shows no member entries where the brand has member sign-in off, and says so on its member pages', async () => {
    await h.app.db
      .updateTable('hotel_brands')
      .set({ settings: sql`jsonb_set(settings, '{membership_setting,login_enabled}', 'false'::jsonb)` })
      .where('code', '=', 'formosa')
      .execute();
    h.app.app.hotels.clearCache();
    const page = await newPage(h);
    await page.goto(`${h.baseUrl}/booking/result?code=formosa-daan&locale=en`);
    await page.getByRole('article').first().waitFor();
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Find my reservation' }).waitFor();
    expect(await header.getByRole('link', { name: /^Sign (in|up)$/ }).count()).toBe(0);
    await page.goto(`${h.baseUrl}/sign-in?code=formosa-daan&locale=en`);
    await page.getByRole('alert').filter({ hasText: 'Members do not sign in here for this hotel.' }).waitFor();
    await page.goto(`${h.baseUrl}/sign-up?code=formosa-daan&locale=en`);
    await page.getByRole('alert').filter({ hasText: 'New members cannot sign up online for this hotel.' }).waitFor();
    await page.context().close();
  });
  it('locks the account after five wrong passwords, keeping the email typed, and refuses even the right one while locked', async () => {
    const email = 'locked.out@example.com';
    await confirmedMember(h.app.app, email);
    const page = await newPage(h);
    await page.goto(`${h.baseUrl}/sign-in?code=sakura-ginza`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    const signIn = page.getByRole('main').getByRole('button', { name: 'Sign in' });
    for (let attempt = 1; attempt <= 4; attempt++) {
      await page.getByLabel(/^Password/).fill(`Wrong${attempt}2026`);
      await signIn.click();
      await page.getByText('The email address or the password is not right.').waitFor();
    }
    await page.getByLabel(/^Password/).fill('Wrong52026');
    await signIn.click();
    await page.getByText('This account is locked after too many failed sign-ins. Please try again in 30 minutes.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(email);
    await page.getByLabel(/^Password/).fill('Sakura2026');
    await signIn.click();
    await page.getByText(/This account is locked/).waitFor();
    expect(await page.getByRole('link', { name: /^Hello/ }).count()).toBe(0);
    await expectAccessible(page);
    await page.context().close();
  });
});
