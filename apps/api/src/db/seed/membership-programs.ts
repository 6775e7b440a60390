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
  ranks: Array<{ code: string; name: Record<string, string>; pointsToUnlock: number }>;
}

/**
 * The demo's programs: Sakura's club with three ranks, whose members may bring companions (an
 * adult, and a child of the hotels' tier A), and a partners' program whose members'
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
    ranks: [
      { code: 'blossom', name: { en: 'Blossom', ja: 'ブロッサム' }, pointsToUnlock: 0 },
      { code: 'silver', name: { en: 'Silver', ja: 'シルバー' }, pointsToUnlock: 3000 },
      { code: 'gold', name: { en: 'Gold', ja: 'ゴールド' }, pointsToUnlock: 10000 },
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
    if (exists) continue;
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
          })
          .execute();
    });
  }
}
