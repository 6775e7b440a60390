import type { Db } from '../connect';
import type { CompanionTierRow } from '../schema';

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
    name: { en: 'Sakura Club', ja: 'さくらクラブ', ko: '사쿠라 클럽', zh_Hant: '櫻花俱樂部' },
    updateMemberProfileEnabled: true,
    companions: [
      {
        code: 'adult_companion',
        is_active: true,
        name_translations: {
          en: 'Adult companions',
          ja: '同伴者(大人)',
          ko: '동반자(성인)',
          zh_Hans: '同行成人',
          zh_Hant: '同行成人',
          id: 'Pendamping dewasa',
          th: 'ผู้ติดตาม (ผู้ใหญ่)',
          ar: 'مرافقون بالغون',
        },
      },
      {
        code: 'kid_tier_A_companion',
        is_active: true,
        name_translations: {
          en: 'Child companions (6–11)',
          ja: '同伴者(小学生)',
          ko: '동반자(어린이 6–11세)',
          zh_Hans: '同行儿童(6–11岁)',
          zh_Hant: '同行兒童(6–11歲)',
          id: 'Pendamping anak (6–11)',
          th: 'ผู้ติดตาม (เด็ก 6–11 ปี)',
          ar: 'أطفال مرافقون (6–11)',
        },
      },
    ],
    ranks: [
      { code: 'blossom', name: { en: 'Blossom', ja: 'ブロッサム', ko: '블로섬', zh_Hant: '花蕾' }, pointsToUnlock: 0 },
      { code: 'silver', name: { en: 'Silver', ja: 'シルバー', ko: '실버', zh_Hant: '銀卡' }, pointsToUnlock: 3000 },
      { code: 'gold', name: { en: 'Gold', ja: 'ゴールド', ko: '골드', zh_Hant: '金卡' }, pointsToUnlock: 10000 },
    ],
  },
  {
    brand: 'sakura',
    code: 'partners',
    name: { en: 'Sakura Partners', ja: 'さくらパートナーズ', ko: '사쿠라 파트너스', zh_Hant: '櫻花合作夥伴' },
    updateMemberProfileEnabled: false,
    ranks: [{ code: 'partner', name: { en: 'Partner', ja: 'パートナー', ko: '파트너', zh_Hant: '合作夥伴' }, pointsToUnlock: 0 }],
  },
  {
    brand: 'formosa',
    code: 'club',
    name: { en: 'Formosa Club', ja: 'フォルモサクラブ', zh_Hant: '福爾摩沙俱樂部' },
    updateMemberProfileEnabled: true,
    ranks: [{ code: 'member', name: { en: 'Member', ja: 'メンバー', zh_Hant: '會員' }, pointsToUnlock: 0 }],
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
    await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('membership_programs')
        .values({
          brand_id: brand.id,
          code: program.code,
          name: program.name.en ?? program.code,
          name_translations: JSON.stringify(program.name),
          update_member_profile_enabled: program.updateMemberProfileEnabled,
          additional_tiers: JSON.stringify(program.companions ?? []),
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
            name_translations: JSON.stringify(rank.name),
            points_to_unlock: rank.pointsToUnlock,
          })
          .execute();
    });
  }
}
