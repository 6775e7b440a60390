import { hash } from '@node-rs/argon2';
import { addDays } from '@yado/domain/dates';
import type { Db } from '../connect';
import { inTransaction } from '../transactions';

/** The demo member's sign-in (README): a Sakura Club member with points and history. */
export const DEMO_MEMBER = { email: 'hanako@example.com', password: 'Sakura2026' };

/**
 * Hanako, a Sakura Club member at Blossom with 2,850 ranking points: the next stay at Sakura Hotel
 * Ginza moves her to Silver (3,000) once its points are posted. Her history has two stays' points,
 * a welcome bonus from the hotel, and an exchange to the partner; her balance is 2,750.
 */
export async function seedDemoMembers(db: Db, start: string): Promise<void> {
  const brand = await db.selectFrom('hotel_brands').select('id').where('code', '=', 'sakura').executeTakeFirst();
  const hotel = await db.selectFrom('hotels').select('id').where('code', '=', 'sakura-ginza').executeTakeFirst();
  const program = await db
    .selectFrom('membership_programs')
    .innerJoin('membership_ranks', 'membership_ranks.program_id', 'membership_programs.id')
    .select(['membership_programs.id as program_id', 'membership_ranks.id as rank_id'])
    .where('membership_programs.code', '=', 'club')
    .where('membership_ranks.code', '=', 'blossom')
    .where('membership_programs.brand_id', '=', brand?.id ?? -1)
    .executeTakeFirst();
  if (!brand || !hotel || !program) return;
  const exists = await db
    .selectFrom('users')
    .select('id')
    .where('brand_id', '=', brand.id)
    .where('email', '=', DEMO_MEMBER.email)
    .executeTakeFirst();
  if (exists) return;
  const at = (daysAgo: number) => new Date(`${addDays(start, -daysAgo)}T03:00:00Z`);
  await inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('users')
      .values({
        brand_id: brand.id,
        email: DEMO_MEMBER.email,
        password_hash: await hash(DEMO_MEMBER.password),
        first_name: 'Hanako',
        last_name: 'Sato',
        locale: 'ja',
        status: 'active',
        confirmed_at: at(400),
        program_id: program.program_id,
        rank_id: program.rank_id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const entry = (daysAgo: number, fields: { kind: 'gained' | 'adjusted' | 'exchanged'; points: number; ranking_points?: number }) => ({
      user_id: id,
      hotel_id: fields.kind === 'exchanged' ? null : hotel.id,
      created_at: at(daysAgo),
      posted_at: at(daysAgo),
      ...fields,
    });
    await trx
      .insertInto('point_entries')
      .values([
        { ...entry(380, { kind: 'adjusted', points: 500 }), note: 'Welcome to Sakura Club' },
        entry(300, { kind: 'gained', points: 1_200, ranking_points: 1_200 }),
        entry(120, { kind: 'gained', points: 1_650, ranking_points: 1_650 }),
        {
          ...entry(60, { kind: 'exchanged', points: -600 }),
          exchange_type: 'digico',
          exchange_reference: 'DIGICO-DEMO00000001',
          exchange_valid_until: addDays(start, 120),
        },
      ])
      .execute();
  });
}
