import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { firstError, startTestApp, type TestApp } from '../../testing/test-app';
import { totpSecretBox } from './totp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const STEP_MS = 30_000;
let accounts = 0;

/** A new front-desk user of sakura-ginza, signed in: the cookie and their password. */
async function newAccount() {
  const account = { brandId: 1, hotelId: 1, email: `totp-${++accounts}@sakura-ginza.example`, name: 'Rin', role: 'front_desk' as const };
  const password = 'Totp-Rules-2026';
  await t.app.consoleAccounts.create({ ...account, password });
  const headers = (await signIn(account.email, password)).headers;
  return { email: account.email, password, headers };
}

async function signIn(email: string, password: string, totp_code?: string) {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/console/session', payload: { email, password, totp_code } });
  return { response, headers: { cookie: String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '' } };
}

/** Enrols and confirms a second factor; answers its TOTP, the secret shown and the code that confirmed it. */
async function enrol(headers: { cookie: string }) {
  const { secret } = (await t.app.inject({ method: 'POST', url: '/api/v1/console/me/totp', headers })).json().data as { secret: string };
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  const confirmCode = totp.generate();
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/console/me/totp/confirm',
    headers,
    payload: { totp_code: confirmCode },
  });
  expect(confirmed.json().data.user.totp_enabled).toBe(true);
  return { totp, secret, confirmCode };
}

const rowOf = (email: string) =>
  t.db
    .selectFrom('staff_users')
    .select(['totp_secret', 'totp_pending_secret', 'totp_last_step'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();

/** The code of the step after now's (good once the current step's was used), and that step. */
function nextCode(totp: TOTP) {
  const timestamp = Date.now() + STEP_MS;
  return { code: totp.generate({ timestamp }), step: Math.floor(timestamp / STEP_MS) };
}
/** A code no step near now has. */
const wrongCode = (totp: TOTP) => {
  const near = new Set([-1, 0, 1, 2].map((n) => totp.generate({ timestamp: Date.now() + n * STEP_MS })));
  return ['000000', '111111', '222222', '333333', '444444'].find((c) => !near.has(c))!;
};

describe('TOTP secrets at rest', () => {
  it('stores the enrolling and the enrolled secret sealed, never as the key the user was shown', async () => {
    const { email, headers } = await newAccount();
    const { secret } = (await t.app.inject({ method: 'POST', url: '/api/v1/console/me/totp', headers })).json().data as { secret: string };
    const pending = (await rowOf(email)).totp_pending_secret ?? '';
    expect(pending).toMatch(/^sealed:/);
    expect(pending).not.toContain(secret);
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    await t.app.inject({ method: 'POST', url: '/api/v1/console/me/totp/confirm', headers, payload: { totp_code: totp.generate() } });
    const row = await rowOf(email);
    expect(row.totp_secret).toMatch(/^sealed:/);
    expect(row.totp_secret).not.toContain(secret);
    expect(row.totp_pending_secret).toBeNull();
  });

  it('reads a secret stored plain before sealing, and seals it at start', async () => {
    const { email, password, headers } = await newAccount();
    const { totp, secret } = await enrol(headers);
    await t.db.updateTable('staff_users').set({ totp_secret: secret }).where('email', '=', email).execute();
    expect((await signIn(email, password, nextCode(totp).code)).response.statusCode).toBe(200);
    expect(await t.app.consoleAccounts.sealPlainSecrets()).toBe(1);
    const sealed = (await rowOf(email)).totp_secret ?? '';
    expect(sealed).toMatch(/^sealed:/);
    expect(totpSecretBox(Buffer.from(testConfig().TOTP_SECRET_KEY, 'hex')).open(sealed)).toBe(secret);
    expect(await t.app.consoleAccounts.sealPlainSecrets()).toBe(0);
  });

  it('opens a seal with its key only, and no changed seal at all', () => {
    const key = randomBytes(32);
    const box = totpSecretBox(key);
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => totpSecretBox(randomBytes(32)).open(sealed)).toThrow(/TOTP_SECRET_KEY/);
    // The next to last character changes (the last may hold only padding bits).
    const tampered = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(tampered).not.toBe(sealed);
    expect(() => box.open(tampered)).toThrow(/TOTP_SECRET_KEY/);
  });
});

describe('a TOTP code is good once', () => {
  it('refuses the code that turned the factor on, and a code that already signed in, as used', async () => {
    const { email, password, headers } = await newAccount();
    const { totp, confirmCode } = await enrol(headers);
    const confirming = await signIn(email, password, confirmCode);
    expect(confirming.response.statusCode).toBe(422);
    expect(firstError(confirming.response.json()).code).toBe('TOTP_USED');

    const { code, step } = nextCode(totp);
    expect((await signIn(email, password, code)).response.statusCode).toBe(200);
    const replayed = await signIn(email, password, code);
    expect(firstError(replayed.response.json()).code).toBe('TOTP_USED');
    expect(replayed.headers.cookie).toBe('');
    // An older step is no better, even while it is inside the drift allowed.
    expect(firstError((await signIn(email, password, totp.generate())).response.json()).code).toBe('TOTP_USED');
    expect((await rowOf(email)).totp_last_step).toBe(step);
  });

  it('takes one of two sign-ins racing with the same code, never both', async () => {
    const { email, password, headers } = await newAccount();
    const { totp } = await enrol(headers);
    const { code } = nextCode(totp);
    const answers = await Promise.all([signIn(email, password, code), signIn(email, password, code)]);
    expect(answers.map((a) => a.response.statusCode).sort()).toEqual([200, 422]);
  });
});

describe('turning the second factor off', () => {
  it('asks for the password and a current, unused code, and is audited', async () => {
    const { email, password, headers } = await newAccount();
    const { totp, confirmCode } = await enrol(headers);
    const off = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/v1/console/me/totp/disable', headers, payload });
    const { code } = nextCode(totp);
    expect(firstError((await off({ password: 'Wrong-Pass-2026', totp_code: code })).json()).code).toBe('CURRENT_PASSWORD_WRONG');
    expect(firstError((await off({ password, totp_code: wrongCode(totp) })).json()).code).toBe('TOTP_INVALID');
    expect(firstError((await off({ password, totp_code: confirmCode })).json()).code).toBe('TOTP_USED');
    expect((await rowOf(email)).totp_secret).not.toBeNull();

    const turnedOff = await off({ password, totp_code: code });
    expect(turnedOff.statusCode).toBe(200);
    expect(turnedOff.json().data.user.totp_enabled).toBe(false);
    expect(await rowOf(email)).toMatchObject({ totp_secret: null, totp_pending_secret: null });
    expect((await signIn(email, password)).response.statusCode).toBe(200);
    const audit = await t.app.inject({ url: '/api/v1/console/hotels/sakura-ginza/audit', headers });
    expect(audit.json().data.entries[0]).toMatchObject({
      action: 'account.totp_disabled',
      before: { totp_enabled: true },
      after: { totp_enabled: false },
    });
  });
});

describe('enrolling again while the factor is on', () => {
  it('is refused, so only the password and a current code change the factor', async () => {
    const { email, password, headers } = await newAccount();
    const { totp } = await enrol(headers);
    const enrolled = (await rowOf(email)).totp_secret;

    const again = await t.app.inject({ method: 'POST', url: '/api/v1/console/me/totp', headers });
    expect(again.statusCode).toBe(409);
    expect(firstError(again.json()).code).toBe('TOTP_ALREADY_ENABLED');
    expect(again.body).not.toContain('otpauth');
    expect(await rowOf(email)).toMatchObject({ totp_secret: enrolled, totp_pending_secret: null });

    // A secret left enrolling from before does not replace the factor either.
    const stale = new Secret({ size: 20 });
    const box = totpSecretBox(Buffer.from(testConfig().TOTP_SECRET_KEY, 'hex'));
    await t.db
      .updateTable('staff_users')
      .set({ totp_pending_secret: box.seal(stale.base32) })
      .where('email', '=', email)
      .execute();
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/console/me/totp/confirm',
      headers,
      payload: { totp_code: new TOTP({ secret: stale }).generate() },
    });
    expect(confirmed.statusCode).toBe(409);
    expect(firstError(confirmed.json()).code).toBe('TOTP_ALREADY_ENABLED');
    expect((await rowOf(email)).totp_secret).toBe(enrolled);

    // Turned off with the password and a current code, it enrols anew.
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/v1/console/me/totp/disable',
      headers,
      payload: { password, totp_code: nextCode(totp).code },
    });
    expect(off.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/console/me/totp', headers })).statusCode).toBe(200);
  });
});
