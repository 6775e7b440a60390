import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowBrandOrigins, firstError, startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // The brand's own booking site, where its mails' links may lead.
  await allowBrandOrigins(t.app, t.db, 'sakura', ['https://book.example']);
});
afterAll(async () => t.close());

async function signUp(email: string, promotionEmail: boolean) {
  const password = 'Sakura2026';
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/membership/sign_up',
    headers: { origin: 'https://book.example' },
    payload: {
      email,
      email_confirmation: email,
      password,
      password_confirmation: password,
      first_name: 'Aiko',
      last_name: 'Tanaka',
      promotion_email: promotionEmail,
    },
  });
  const mail = (await t.app.inject({ url: `/api/v1/demo/mailbox?to=${encodeURIComponent(email)}` })).json().data[0];
  return mail as { body: string };
}
const unsubscribeLink = (body: string) => body.match(/https:\/\/book\.example\/unsubscribe-email\/confirmation\?\S+/)?.[0];
const status = (hotel: string, token: string) =>
  t.app.inject({ url: `/api/v1/hotels/${hotel}/marketing_email/subscription_status?token=${token}` });
const unsubscribe = (hotel: string, token: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/hotels/${hotel}/marketing_email/unsubscribe`, payload: { token } });

describe('offers by email: the unsubscribe link', () => {
  it('comes only in mails to members who asked for offers', async () => {
    expect(unsubscribeLink((await signUp('no.offers@example.com', false)).body)).toBeUndefined();
    const link = unsubscribeLink((await signUp('offers.please@example.com', true)).body);
    expect(link).toMatch(/\?code=sakura-ginza&token=[\w-]+&locale=en$/);
  });

  it('shows who it is for, turns offers off once, and is not valid elsewhere', async () => {
    const link = new URL(unsubscribeLink((await signUp('leaving.offers@example.com', true)).body)!);
    const token = link.searchParams.get('token')!;
    const before = await status('sakura-ginza', token);
    expect(before.json().data).toEqual({ email: 'leaving.offers@example.com', brand: 'Sakura Hotels', subscribed: true });

    const done = await unsubscribe('sakura-ginza', token);
    expect(done.json().data).toMatchObject({ subscribed: false });
    expect((await status('sakura-ginza', token)).json().data.subscribed).toBe(false);
    expect((await unsubscribe('sakura-ginza', token)).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select('promotion_email')
      .where('email', '=', 'leaving.offers@example.com')
      .executeTakeFirstOrThrow();
    expect(row.promotion_email).toBe(false);

    for (const response of [await status('sakura-ginza', 'not-a-token'), await unsubscribe('formosa-daan', token)]) {
      expect([response.statusCode, firstError(response.json()).code]).toEqual([404, 'UNSUBSCRIBE_LINK_INVALID']);
    }
  });
});
