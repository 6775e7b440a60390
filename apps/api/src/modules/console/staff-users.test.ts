import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestApp, type TestApp } from '../../testing/test-app';
import { demoConsoleUser } from './reservations-testing';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

type Headers = { cookie: string };

async function signIn(email: string, password: string) {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/console/session', payload: { email, password } });
  return { response, headers: { cookie: String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '' } };
}
const demoSignIn = async (role: string, hotel: string) =>
  (await signIn(demoConsoleUser(role, hotel).email, demoConsoleUser(role, hotel).password)).headers;

const staffUrl = (hotel: string, rest = '') => `/api/v1/console/hotels/${hotel}/staff_users${rest}`;
const list = (headers: Headers, hotel: string) => t.app.inject({ url: staffUrl(hotel), headers });
const create = (headers: Headers, hotel: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: staffUrl(hotel), headers, payload });
const changeRole = (headers: Headers, hotel: string, id: number, role: string) =>
  t.app.inject({ method: 'PUT', url: staffUrl(hotel, `/${id}/role`), headers, payload: { role } });
const disable = (headers: Headers, hotel: string, id: number) =>
  t.app.inject({ method: 'POST', url: staffUrl(hotel, `/${id}/disable`), headers });
const enable = (headers: Headers, hotel: string, id: number) =>
  t.app.inject({ method: 'POST', url: staffUrl(hotel, `/${id}/enable`), headers });
const auditOf = async (headers: Headers, hotel: string) =>
  (await t.app.inject({ url: `/api/v1/console/hotels/${hotel}/audit`, headers })).json().data.entries as Array<{
    action: string;
    who: string;
    before: unknown;
    after: unknown;
  }>;
const idOf = async (email: string) =>
  (await t.db.selectFrom('staff_users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

describe("a hotel's staff, managed by its owners", () => {
  it('lists the staff and adds a front-desk user with a strong initial password, audited, who signs in', async () => {
    const owner = await demoSignIn('owner', 'sakura-myeongdong');
    const before = await list(owner, 'sakura-myeongdong');
    expect(before.statusCode).toBe(200);
    // The hotel's own owner, and the brand's (every hotel of it), whom the hotel's owner does not manage.
    expect(before.json().data.staff).toEqual([
      expect.objectContaining({ email: 'owner@sakura.example', role: 'owner', scope: 'brand', can_manage: false }),
      expect.objectContaining({
        email: 'owner@sakura-myeongdong.example',
        role: 'owner',
        scope: 'hotel',
        totp_enabled: false,
        disabled: false,
        can_manage: true,
      }),
    ]);
    expect(before.json().data.staff[1].last_signed_in_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    const desk = { email: 'Jiwoo@sakura-myeongdong.example', name: 'Jiwoo Kim', role: 'front_desk', password: 'Desk-Start-2026' };
    const weak = await create(owner, 'sakura-myeongdong', { ...desk, password: 'password' });
    expect(weak.statusCode).toBe(422);
    expect(firstError(weak.json()).details.base).toEqual([
      expect.objectContaining({ field: 'password', message: 'validation.password_rules' }),
    ]);

    const created = await create(owner, 'sakura-myeongdong', desk);
    expect(created.statusCode).toBe(201);
    expect(created.json().data.member).toMatchObject({
      email: desk.email,
      role: 'front_desk',
      scope: 'hotel',
      last_signed_in_at: null,
      can_manage: true,
    });
    const again = await create(owner, 'sakura-myeongdong', { ...desk, email: 'jiwoo@SAKURA-myeongdong.example' });
    expect(again.statusCode).toBe(409);
    expect(firstError(again.json()).code).toBe('STAFF_EMAIL_TAKEN');

    const signedIn = await signIn(desk.email, desk.password);
    expect(signedIn.response.json().data.user).toMatchObject({ role: 'front_desk', hotels: [{ code: 'sakura-myeongdong' }] });
    const [entry] = await auditOf(owner, 'sakura-myeongdong');
    expect(entry).toMatchObject({
      action: 'staff.created',
      before: null,
      after: { email: desk.email, name: desk.name, role: 'front_desk', disabled: false },
    });
    expect(entry?.who).toContain('owner@sakura-myeongdong.example');
  });

  it('adds every console user the same way: the password rules, and a taken address (any case) answered as taken', async () => {
    const user = { brandId: 1, hotelId: 1, email: 'Hina@sakura-ginza.example', name: 'Hina', role: 'manager' as const };
    await expect(t.app.consoleAccounts.create({ ...user, password: 'weak' })).rejects.toMatchObject({ code: 1300 });
    const id = await t.app.consoleAccounts.create({ ...user, password: 'Hina-Start-2026' });
    expect(id).toBe(await idOf(user.email));
    await expect(
      t.app.consoleAccounts.create({ ...user, email: ' hina@SAKURA-ginza.example ', password: 'Hina-Start-2026' }),
    ).rejects.toMatchObject({ code: 'STAFF_EMAIL_TAKEN', status: 409 });
  });

  it('is for owners only: managers and the front desk are refused, another hotel and its users are not found', async () => {
    const targetId = await idOf(demoConsoleUser('front_desk', 'sakura-ginza').email);
    for (const role of ['manager', 'front_desk']) {
      const headers = await demoSignIn(role, 'sakura-ginza');
      const answers = [
        await list(headers, 'sakura-ginza'),
        await create(headers, 'sakura-ginza', { email: 'x@sakura-ginza.example', name: 'X', role: 'owner', password: 'Make-Me-Owner-1' }),
        await changeRole(headers, 'sakura-ginza', targetId, 'owner'),
        await disable(headers, 'sakura-ginza', targetId),
      ];
      expect(answers.map((a) => a.statusCode)).toEqual([403, 403, 403, 403]);
      expect(answers.map((a) => firstError(a.json()).code)).toEqual(Array(4).fill('CONSOLE_FORBIDDEN'));
    }
    const owner = await demoSignIn('owner', 'formosa-daan');
    expect((await list(owner, 'sakura-ginza')).statusCode).toBe(404);
    expect((await disable(owner, 'sakura-ginza', targetId)).statusCode).toBe(404);
    // Another hotel's user through the owner's own hotel: not found either, and unchanged.
    const throughOwn = await changeRole(owner, 'formosa-daan', targetId, 'owner');
    expect(throughOwn.statusCode).toBe(404);
    expect(firstError(throughOwn.json()).code).toBe('STAFF_USER_NOT_FOUND');
    expect((await disable(owner, 'formosa-daan', targetId)).statusCode).toBe(404);
    expect(
      (await t.db.selectFrom('staff_users').select(['role', 'disabled_at']).where('id', '=', targetId).executeTakeFirstOrThrow()).role,
    ).toBe('front_desk');
    expect((await list({ cookie: '' }, 'formosa-daan')).statusCode).toBe(401);
  });

  it("changes a user's role, audited with before and after, and never leaves the hotel without an owner", async () => {
    const owner = await demoSignIn('owner', 'sakura-myeongdong');
    const ownerId = await idOf('owner@sakura-myeongdong.example');
    // The brand's owner (seeded) answers for every hotel, but does not count as this hotel's owner.
    const demote = await changeRole(owner, 'sakura-myeongdong', ownerId, 'manager');
    expect(demote.statusCode).toBe(422);
    expect(firstError(demote.json()).code).toBe('LAST_OWNER');
    expect(firstError((await disable(owner, 'sakura-myeongdong', ownerId)).json()).code).toBe('LAST_OWNER');

    const made = await create(owner, 'sakura-myeongdong', {
      email: 'seoyeon@sakura-myeongdong.example',
      name: 'Seoyeon Lee',
      role: 'manager',
      password: 'Mgr-Start-2026',
    });
    const id = made.json().data.member.id as number;
    const promoted = await changeRole(owner, 'sakura-myeongdong', id, 'owner');
    expect(promoted.json().data.member).toMatchObject({ id, role: 'owner' });
    const [entry] = await auditOf(owner, 'sakura-myeongdong');
    expect(entry).toMatchObject({
      action: 'staff.role_changed',
      before: { id, email: 'seoyeon@sakura-myeongdong.example', role: 'manager' },
      after: { id, email: 'seoyeon@sakura-myeongdong.example', role: 'owner' },
    });
    // With two owners either may step down, but not both.
    expect((await changeRole(owner, 'sakura-myeongdong', id, 'front_desk')).json().data.member.role).toBe('front_desk');
    expect(firstError((await changeRole(owner, 'sakura-myeongdong', ownerId, 'front_desk')).json()).code).toBe('LAST_OWNER');
  });

  it('disables a user: their session ends at once, they cannot sign in again, and the last owner stays', async () => {
    const daan = demoConsoleUser('owner', 'formosa-daan');
    const first = await demoSignIn('owner', 'formosa-daan');
    const second = { email: 'mei@formosa-daan.example', name: 'Mei Lin', role: 'owner', password: 'Second-Owner-2026' };
    expect((await create(first, 'formosa-daan', second)).statusCode).toBe(201);
    const secondOwner = (await signIn(second.email, second.password)).headers;

    const firstId = await idOf(daan.email);
    const disabled = await disable(secondOwner, 'formosa-daan', firstId);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data.member).toMatchObject({ id: firstId, disabled: true, can_manage: true });
    expect(await t.db.selectFrom('staff_sessions').select('token_hash').where('staff_user_id', '=', firstId).execute()).toEqual([]);
    const gone = await t.app.inject({ url: '/api/v1/console/me', headers: first });
    expect(firstError(gone.json()).code).toBe('CONSOLE_SIGNED_OUT');
    const refused = await signIn(daan.email, daan.password);
    expect(refused.response.statusCode).toBe(422);
    expect(firstError(refused.response.json()).code).toBe('CONSOLE_SIGN_IN_FAILED');
    const [entry] = await auditOf(secondOwner, 'formosa-daan');
    expect(entry).toMatchObject({
      action: 'staff.disabled',
      before: { id: firstId, disabled: false },
      after: { id: firstId, disabled: true },
    });

    // The one active owner left can neither disable nor demote themselves.
    const secondId = await idOf(second.email);
    expect(firstError((await disable(secondOwner, 'formosa-daan', secondId)).json()).code).toBe('LAST_OWNER');
    expect(firstError((await changeRole(secondOwner, 'formosa-daan', secondId, 'manager')).json()).code).toBe('LAST_OWNER');
    expect(
      (await list(secondOwner, 'formosa-daan')).json().data.staff.map((m: { email: string; disabled: boolean }) => [m.email, m.disabled]),
    ).toEqual([
      [second.email, false],
      [daan.email, true],
    ]);
  });

  it('enables a disabled user again for owners only, audited: they sign in with their password as before', async () => {
    const daan = demoConsoleUser('owner', 'formosa-daan');
    const firstId = await idOf(daan.email);
    const owner = (await signIn('mei@formosa-daan.example', 'Second-Owner-2026')).headers;
    expect((await signIn(daan.email, daan.password)).response.statusCode).toBe(422);

    // Another hotel's owner does not find the user; a manager or the front desk may not enable anyone.
    expect(firstError((await enable(await demoSignIn('owner', 'sakura-myeongdong'), 'formosa-daan', firstId)).json()).code).toBe(
      'HOTEL_NOT_FOUND',
    );
    const ginzaDeskId = await idOf(demoConsoleUser('front_desk', 'sakura-ginza').email);
    for (const role of ['manager', 'front_desk']) {
      const refused = await enable(await demoSignIn(role, 'sakura-ginza'), 'sakura-ginza', ginzaDeskId);
      expect(refused.statusCode).toBe(403);
      expect(firstError(refused.json()).code).toBe('CONSOLE_FORBIDDEN');
    }

    const enabled = await enable(owner, 'formosa-daan', firstId);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().data.member).toMatchObject({ id: firstId, disabled: false, can_manage: true });
    const [entry] = await auditOf(owner, 'formosa-daan');
    expect(entry).toMatchObject({
      action: 'staff.enabled',
      before: { id: firstId, disabled: true },
      after: { id: firstId, disabled: false },
    });
    expect((await signIn(daan.email, daan.password)).response.statusCode).toBe(200);

    // Enabling an active user changes nothing and audits nothing.
    expect((await enable(owner, 'formosa-daan', firstId)).json().data.member.disabled).toBe(false);
    expect((await auditOf(owner, 'formosa-daan')).filter((e) => e.action === 'staff.enabled')).toHaveLength(1);
  });

  // Last: the brand's owner adds a user at Ginza.
  it("keeps a hotel's owner to its own staff within the brand; the brand's owners work for every hotel of it", async () => {
    const ginzaDesk = demoConsoleUser('front_desk', 'sakura-ginza');
    const deskId = await idOf(ginzaDesk.email);
    const emailsOf = async (headers: Headers, hotel: string) =>
      ((await list(headers, hotel)).json().data.staff as Array<{ email: string }>).map((m) => m.email);

    // sakura-myeongdong's owner, of the same brand as sakura-ginza: not its staff, nor its users.
    const myeongdong = await demoSignIn('owner', 'sakura-myeongdong');
    const otherHotel = await list(myeongdong, 'sakura-ginza');
    expect(otherHotel.statusCode).toBe(404);
    expect(firstError(otherHotel.json()).code).toBe('HOTEL_NOT_FOUND');
    expect((await changeRole(myeongdong, 'sakura-ginza', deskId, 'manager')).statusCode).toBe(404);
    for (const answer of [
      await changeRole(myeongdong, 'sakura-myeongdong', deskId, 'manager'),
      await disable(myeongdong, 'sakura-myeongdong', deskId),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(firstError(answer.json()).code).toBe('STAFF_USER_NOT_FOUND');
    }
    expect(await t.db.selectFrom('staff_users').select(['role', 'disabled_at']).where('id', '=', deskId).executeTakeFirstOrThrow()).toEqual(
      { role: 'front_desk', disabled_at: null },
    );
    expect(await emailsOf(myeongdong, 'sakura-myeongdong')).not.toContain(ginzaDesk.email);

    // An owner of the brand: each hotel's list has that hotel's users and the brand's, no other hotel's.
    const brandOwner = demoConsoleUser('owner', null);
    const brand = (await signIn(brandOwner.email, brandOwner.password)).headers;
    const ginzaStaff = await emailsOf(brand, 'sakura-ginza');
    expect(ginzaStaff).toEqual(expect.arrayContaining([ginzaDesk.email, brandOwner.email]));
    expect(ginzaStaff).not.toContain('owner@sakura-myeongdong.example');
    const added = await create(brand, 'sakura-ginza', {
      email: 'sora@sakura-ginza.example',
      name: 'Sora Ito',
      role: 'front_desk',
      password: 'Ginza-Start-2026',
    });
    expect(added.statusCode).toBe(201);
    expect(await emailsOf(brand, 'sakura-myeongdong')).not.toContain('sora@sakura-ginza.example');
    // Through another hotel's page, a hotel's user is still not found, even for the brand's owner.
    const myeongdongOwnerId = await idOf('owner@sakura-myeongdong.example');
    const throughGinza = await disable(brand, 'sakura-ginza', myeongdongOwnerId);
    expect(throughGinza.statusCode).toBe(404);
    expect(firstError(throughGinza.json()).code).toBe('STAFF_USER_NOT_FOUND');
    // The brand's owner does not count as a hotel's owner: Myeongdong keeps its own, and the brand its one owner.
    const brandOwnerId = await idOf(brandOwner.email);
    expect(firstError((await disable(brand, 'sakura-myeongdong', myeongdongOwnerId)).json()).code).toBe('LAST_OWNER');
    expect(firstError((await changeRole(brand, 'sakura-ginza', brandOwnerId, 'manager')).json()).code).toBe('LAST_OWNER');
    // The hotel's owner sees the brand's owner in the list, but does not manage them.
    const seen = ((await list(myeongdong, 'sakura-myeongdong')).json().data.staff as Array<{ email: string }>).find(
      (m) => m.email === brandOwner.email,
    );
    expect(seen).toMatchObject({ scope: 'brand', can_manage: false });
  });
});
