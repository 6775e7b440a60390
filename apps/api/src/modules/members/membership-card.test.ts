import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedMember, firstError, startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let staffKey: string;
beforeAll(async () => {
  t = await startTestApp();
  staffKey = (await t.app.staff.issue('sakura-ginza', 'Front desk')).key;
});
afterAll(async () => t.close());

const card = async (token: string) =>
  (await t.app.inject({ url: '/api/v1/membership/card', headers: { authorization: `Bearer ${token}` } })).json().data as {
    membership_id: string;
    encrypted_membership_id: string | null;
    qr_code_svg: string | null;
  };
const scan = (encrypted: string, key = staffKey, hotel = 'sakura-ginza') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/staff/hotels/${hotel}/members/scan`,
    headers: { authorization: `Bearer ${key}` },
    payload: { encrypted_membership_id: encrypted },
  });

describe('the membership QR code (§3 encrypted_membership_id)', () => {
  it('shows the member’s number and a QR code of its sealed form, which the hotel’s front desk reads back', async () => {
    const token = await confirmedMember(t.app, 'card@example.com');
    const me = (await t.app.inject({ url: '/api/v1/user/me', headers: { authorization: `Bearer ${token}` } })).json().data.user;
    const first = await card(token);
    expect(first.membership_id).toBe(String(me.id).padStart(10, '0'));
    expect(me.membership_id).toBe(first.membership_id);
    expect(first.qr_code_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // The number itself is not in the code, and each showing seals it afresh.
    expect(first.encrypted_membership_id).not.toContain(first.membership_id);
    const second = await card(token);
    expect(second.encrypted_membership_id).not.toBe(first.encrypted_membership_id);

    for (const shown of [first, second]) {
      const scanned = await scan(shown.encrypted_membership_id as string);
      expect(scanned.statusCode).toBe(200);
      expect(scanned.json().data.user).toMatchObject({ email: 'card@example.com', membership_id: first.membership_id });
    }
  });

  it('refuses a changed code, another brand’s member, and anyone without the hotel’s staff key', async () => {
    const token = await confirmedMember(t.app, 'scanned@example.com');
    const { encrypted_membership_id: encrypted } = await card(token);
    const code = encrypted as string;
    const changed = `${code.slice(0, -2)}${code.endsWith('AA') ? 'BB' : 'AA'}`;
    expect([(await scan(changed)).statusCode, firstError((await scan(changed)).json()).code]).toEqual([404, 'MEMBER_NOT_FOUND']);
    expect((await scan('not-a-code')).statusCode).toBe(404);
    expect((await scan(code, 'not-a-staff-key')).statusCode).toBe(401);
    // The Seoul hotel is Sakura's too; a Formosa hotel's desk does not know Sakura's members.
    const formosaKey = (await t.app.staff.issue('formosa-daan', 'Front desk')).key;
    expect(firstError((await scan(code, formosaKey, 'formosa-daan')).json()).code).toBe('MEMBER_NOT_FOUND');
    expect((await t.app.inject({ url: '/api/v1/membership/card' })).statusCode).toBe(401);
  });

  it('shows only the number where the brand turned the QR code off', async () => {
    const token = await confirmedMember(t.app, 'formosa.card@example.com', undefined, 'formosa-daan');
    const shown = await card(token);
    expect(shown).toMatchObject({ encrypted_membership_id: null, qr_code_svg: null });
    expect(shown.membership_id).toMatch(/^\d{10}$/);
  });
});
