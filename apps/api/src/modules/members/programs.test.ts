import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmedMember, firstError, startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(async () => t.close());

interface Program {
  id: number;
  code: string;
  name: string;
  update_member_profile_enabled: boolean;
  ranks: Array<{ id: number; code: string; name: string; points_to_unlock: number }>;
}

const me = async (token: string) => (await t.app.inject({ url: '/api/v1/user/me', headers: bearer(token) })).json().data.user;
const switchTo = (token: string, programId: number) =>
  t.app.inject({ method: 'POST', url: '/api/v1/membership/switch', headers: bearer(token), payload: { program_id: programId } });
const saveNames = (token: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/user/me',
    headers: bearer(token),
    payload: { first_name: 'Hana', last_name: 'Mori', promotion_email: false },
  });

async function programs(hotel = 'sakura-ginza', locale = 'en'): Promise<Program[]> {
  const response = await t.app.inject({ url: `/api/v1/hotels/${hotel}/membership_programs`, headers: { 'tripla-locale': locale } });
  return response.json().data.programs;
}

describe('membership programs and ranks', () => {
  it("lists the brand's programs, each with its ranks from the lowest, in the asked language", async () => {
    const listed = await programs();
    expect(listed.map((p) => [p.code, p.update_member_profile_enabled, p.ranks.map((r) => [r.code, r.points_to_unlock])])).toEqual([
      [
        'club',
        true,
        [
          ['blossom', 0],
          ['silver', 3000],
          ['gold', 10000],
        ],
      ],
      ['partners', false, [['partner', 0]]],
    ]);
    expect((await programs('sakura-ginza', 'ja')).map((p) => p.name)).toEqual(['さくらクラブ', 'さくらパートナーズ']);
    expect((await programs('formosa-daan')).map((p) => p.code)).toEqual(['club']);
  });

  it("puts a new member in the brand's first program at its lowest rank, or in the program asked for", async () => {
    const [club, partners] = await programs();
    const token = await confirmedMember(t.app, 'club.member@example.com');
    expect(await me(token)).toMatchObject({
      program: { id: club!.id, name: 'Sakura Club' },
      rank: { id: club!.ranks[0]!.id, name: 'Blossom' },
      profile_update_enabled: true,
    });

    const password = 'Sakura2026';
    const signUp = (email: string, programId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/hotels/sakura-ginza/membership/sign_up',
        payload: {
          email,
          email_confirmation: email,
          password,
          password_confirmation: password,
          first_name: 'Ren',
          last_name: 'Ito',
          program_id: programId,
        },
      });
    expect((await signUp('partner.member@example.com', partners!.id)).statusCode).toBe(201);
    const [formosaClub] = await programs('formosa-daan');
    const elsewhere = await signUp('wrong.brand@example.com', formosaClub!.id);
    expect([elsewhere.statusCode, firstError(elsewhere.json()).code]).toEqual([404, 'PROGRAM_NOT_FOUND']);
  });

  it('switches program to its lowest rank; a program that keeps profiles elsewhere refuses profile changes', async () => {
    const [club, partners] = await programs();
    const token = await confirmedMember(t.app, 'switching@example.com');
    const switched = await switchTo(token, partners!.id);
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data.user).toMatchObject({
      program: { name: 'Sakura Partners' },
      rank: { name: 'Partner' },
      profile_update_enabled: false,
    });
    const refused = await saveNames(token);
    expect([refused.statusCode, firstError(refused.json()).code]).toEqual([403, 'PROFILE_UPDATE_DISABLED']);
    expect(await me(token)).toMatchObject({ first_name: 'Aiko' });

    await switchTo(token, club!.id);
    expect((await saveNames(token)).statusCode).toBe(200);
    const [formosaClub] = await programs('formosa-daan');
    expect(firstError((await switchTo(token, formosaClub!.id)).json()).code).toBe('PROGRAM_NOT_FOUND');
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/v1/membership/switch', payload: { program_id: club!.id } });
    expect(signedOut.statusCode).toBe(401);
  });

  it("shows a notice labelled for a program or a rank to that program's or rank's members only", async () => {
    const [club, partners] = await programs();
    await sql`INSERT INTO additional_questions (hotel_id, question_type, text, ownable_type, labels, position)
      VALUES (1, 'notification', 'For Sakura Club members', 'Hotel', ${`{membership_program_${club!.id}}`}, 21),
             (1, 'notification', 'For partners', 'Hotel', ${`{membership_rank_${partners!.ranks[0]!.id}}`}, 22)`.execute(t.db);
    // As the console does after changing the hotel's questions: this server reads its catalogue afresh.
    t.app.hotels.catalogueChanged('sakura-ginza');
    const notices = async (token?: string) => {
      const response = await t.app.inject({
        url: '/api/v1/hotels/sakura-ginza/additional_questions?place=place_booking_process',
        headers: token ? bearer(token) : {},
      });
      return (response.json().data.questions as Array<{ text: string }>).map((q) => q.text).filter((text) => text.startsWith('For '));
    };
    expect(await notices()).toEqual([]);
    const token = await confirmedMember(t.app, 'notice.reader@example.com');
    expect(await notices(token)).toEqual(['For Sakura Club members']);
    await switchTo(token, partners!.id);
    expect(await notices(token)).toEqual(['For partners']);
  });
});
