import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedMember } from '../apps/api/src/testing/test-app';
import { freePort, startOpenIdProvider, type TestOpenIdProvider } from '../apps/api/src/testing/openid-provider';
import { expectAccessible, newPage, screenshot, startHarness, watchPageErrors, type Harness } from './support/harness';

let idp: TestOpenIdProvider;
let h: Harness;
beforeAll(async () => {
  // The provider must know the widget's callback address before either starts.
  const port = await freePort();
  idp = await startOpenIdProvider({
    redirectUris: [`http://127.0.0.1:${port}/sso/custom/callback`],
    accounts: {
      hana: { email: 'hana.sso@example.com', email_verified: true, given_name: 'Hana', family_name: 'Mori' },
      ken: { email: 'ken.owner@example.com', email_verified: true, given_name: 'Ken', family_name: 'Abe' },
    },
  });
  h = await startHarness(
    {
      SSO_PROVIDERS: [
        { id: 'open_id', issuer: idp.issuer, client_id: idp.clientId, client_secret: idp.clientSecret, scope: 'openid email profile' },
      ],
    },
    { port },
  );
});
afterAll(async () => {
  await h?.close();
  await idp?.close();
});

/** From the widget's sign-in page through the provider's own sign-in page, as `login`. */
async function signInWithOpenId(page: Page, login: string) {
  await page.getByRole('link', { name: 'Sign in with OpenID' }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

describe('signing in with an OpenID provider', () => {
  it('makes a member on first sign-in, back where the guest started, with the profile kept by the provider', async () => {
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    await page.goto(`${h.baseUrl}/sign-in?code=sakura-ginza&return_to=${encodeURIComponent('/my-account?code=sakura-ginza')}`);
    await page.getByRole('heading', { name: 'Or sign in with' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'sso-sign-in-page');
    await signInWithOpenId(page, 'hana');

    await page.getByRole('heading', { name: 'My account', exact: true }).waitFor();
    // The callback's code and state are gone from the address.
    expect(page.url()).not.toContain('state=');
    await page.getByRole('link', { name: 'Hello, Hana' }).waitFor();
    await page.getByText('Your name and details come from your OpenID sign-in; change them there.').waitFor();
    expect(await page.getByRole('textbox', { name: 'First name (English)', exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'sso-my-account');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('links the provider to the account that has its email once its password is given, keeping what was typed on a mistake', async () => {
    await confirmedMember(h.app.app, 'ken.owner@example.com', { first_name: 'Ken', last_name: 'Abe' });
    const page = await newPage(h);
    await page.goto(`${h.baseUrl}/sign-in?code=sakura-ginza`);
    await signInWithOpenId(page, 'ken');

    await page.getByRole('heading', { name: 'Link your OpenID sign-in' }).waitFor();
    await page.getByText('You already have an account with ken.owner@example.com.').waitFor();
    const password = page.getByLabel(/^Password/);
    await password.fill('NotMine2026');
    await page.getByRole('button', { name: 'Link and sign in' }).click();
    await page.getByText('The email address or the password is not right.').waitFor();
    expect(await password.inputValue()).toBe('NotMine2026');
    await expectAccessible(page);
    await screenshot(page, 'sso-link-account');
    await password.fill('Sakura2026');
    await page.getByRole('button', { name: 'Link and sign in' }).click();
    await page.getByRole('link', { name: 'Hello, Ken' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/booking/result');

    // Signed out here, the provider (which still knows the guest) signs straight into the same account.
    await page.getByRole('link', { name: 'Hello, Ken' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.goto(`${h.baseUrl}/sign-in?code=sakura-ginza`);
    await page.getByRole('link', { name: 'Sign in with OpenID' }).click();
    await page.getByRole('link', { name: 'Hello, Ken' }).waitFor();
    await page.context().close();
  });
});
