import type { Db } from '../connect';
import { inTransaction } from '../transactions';
import type { CompanionTierRow } from '../schema';
import { inEveryLanguage } from './translations';

interface SeedProgram {
  brand: string;
  code: string;
  name: Record<string, string>;
  updateMemberProfileEnabled: boolean;
  companions?: CompanionTierRow[];
  /**
   * Points (ADR 0042): a point is one unit of `currency`, spent in `step`s from `minimum`, valid
   * `validMonths` after it was added (ADR 0049; never expiring without).
   */
  points?: { currency: string; step: number; minimum: number; validMonths?: number };
  ranks: Array<{ code: string; name: Record<string, string>; pointsToUnlock: number; earnBasisPoints?: number }>;
}

/**
 * The demo's programs: Sakura's club with three ranks, whose members collect points in yen (1 % to
 * 3 % of a stay by rank, valid for 12 months) and may bring companions (an adult, and a child of the hotels' tier A), and
 * a partners' program without points whose members'
 * details come from their employer (so they cannot change their profile here); Formosa's one club.
 */
const PROGRAMS: SeedProgram[] = [
  {
    brand: 'sakura',
    code: 'club',
    name: { en: 'Sakura Club', ja: 'さくらクラブ' },
    updateMemberProfileEnabled: true,
    companions: [
      {
        code: 'adult_companion',
        is_active: true,
        name_translations: {
          en: 'Adult companions',
          ja: '同伴者(大人)',
        },
      },
      {
        code: 'kid_tier_A_companion',
        is_active: true,
        name_translations: {
          en: 'Child companions (6–11)',
          ja: '同伴者(小学生)',
        },
      },
    ],
    points: { currency: 'JPY', step: 100, minimum: 500, validMonths: 12 },
    ranks: [
      { code: 'blossom', name: { en: 'Blossom', ja: 'ブロッサム' }, pointsToUnlock: 0, earnBasisPoints: 100 },
      { code: 'silver', name: { en: 'Silver', ja: 'シルバー' }, pointsToUnlock: 3000, earnBasisPoints: 200 },
      { code: 'gold', name: { en: 'Gold', ja: 'ゴールド' }, pointsToUnlock: 10000, earnBasisPoints: 300 },
    ],
  },
  {
    brand: 'sakura',
    code: 'partners',
    name: { en: 'Sakura Partners', ja: 'さくらパートナーズ' },
    updateMemberProfileEnabled: false,
    ranks: [{ code: 'partner', name: { en: 'Partner', ja: 'パートナー' }, pointsToUnlock: 0 }],
  },
  {
    brand: 'formosa',
    code: 'club',
    name: { en: 'Formosa Club', ja: 'フォルモサクラブ' },
    updateMemberProfileEnabled: true,
    ranks: [{ code: 'member', name: { en: 'Member', ja: 'メンバー' }, pointsToUnlock: 0 }],
  },
];

const pointsColumns = (program: SeedProgram) => ({
  points_enabled: program.points !== undefined,
  point_currency: program.points?.currency ?? 'JPY',
  point_spend_step: program.points?.step ?? 100,
  point_spend_minimum: program.points?.minimum ?? 100,
  points_valid_months: program.points?.validMonths ?? null,
});

/** Adds the demo programs and ranks once. */
export async function seedMembershipPrograms(db: Db): Promise<void> {
  for (const [position, program] of PROGRAMS.entries()) {
    const brand = await db.selectFrom('hotel_brands').select('id').where('code', '=', program.brand).executeTakeFirst();
    if (!brand) continue;
    const exists = await db
      .selectFrom('membership_programs')
      .select('id')
      .where('brand_id', '=', brand.id)
      .where('code', '=', program.code)
      .executeTakeFirst();
    if (exists) {
      // A demo database from before points gets them on its next start.
      await db.updateTable('membership_programs').set(pointsColumns(program)).where('id', '=', exists.id).execute();
      for (const rank of program.ranks)
        await db
          .updateTable('membership_ranks')
          .set({ earn_basis_points: rank.earnBasisPoints ?? 0 })
          .where('program_id', '=', exists.id)
          .where('code', '=', rank.code)
          .execute();
      continue;
    }
    await inTransaction(db, async (trx) => {
      const { id } = await trx
        .insertInto('membership_programs')
        .values({
          brand_id: brand.id,
          code: program.code,
          name: program.name.en ?? program.code,
          name_translations: JSON.stringify(inEveryLanguage(program.name)),
          update_member_profile_enabled: program.updateMemberProfileEnabled,
          additional_tiers: JSON.stringify(
            (program.companions ?? []).map((c) => ({ ...c, name_translations: inEveryLanguage(c.name_translations) })),
          ),
          position,
          ...pointsColumns(program),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const rank of program.ranks)
        await trx
          .insertInto('membership_ranks')
          .values({
            program_id: id,
            code: rank.code,
            name: rank.name.en ?? rank.code,
            name_translations: JSON.stringify(inEveryLanguage(rank.name)),
            points_to_unlock: rank.pointsToUnlock,
            earn_basis_points: rank.earnBasisPoints ?? 0,
          })
          .execute();
    });
  }
}
