import { EMPTY_PROFILE_DETAILS, isSsoProvider, membershipNumber, type Member, type ProfileDetails } from '@yado/domain/members';
import { pickTranslation } from '@yado/domain/locales';
import type { CompanionTier } from '@yado/domain/party';
import type { CompanionTierRow } from '../../db/schema';
import type { MemberRow } from './repository';

/** A program's companion tiers as §3 names them: each with its names by locale, for the widget to pick from. */
export function presentCompanionTiers(tiers: CompanionTierRow[] | null): CompanionTier[] {
  return (tiers ?? []).map((tier) => ({ code: tier.code, is_active: tier.is_active, translation_map: tier.name_translations }));
}

function programOf(row: MemberRow): Member['program'] {
  if (row.program_id === null || row.program_name === null) return null;
  return {
    id: row.program_id,
    name: pickTranslation(row.program_name_translations ?? {}, row.locale, row.program_name),
    additional_tiers_attributes: presentCompanionTiers(row.program_additional_tiers),
  };
}

/** A member as the API shows them, from the row the repository selects (program and rank named). */
export function present(row: MemberRow): Member {
  const named = (id: number | null, name: string | null, translations: Record<string, string> | null) =>
    id !== null && name !== null ? { id, name: pickTranslation(translations ?? {}, row.locale, name) } : null;
  return {
    ...EMPTY_PROFILE_DETAILS,
    // Written only through profileDetailsSchema; a member who never saved it has none.
    ...(row.profile as Partial<ProfileDetails>),
    id: row.id,
    membership_id: membershipNumber(row.id),
    email: row.email,
    pending_email: row.pending_email,
    first_name: row.first_name,
    last_name: row.last_name,
    locale: row.locale,
    promotion_email: row.promotion_email,
    program: programOf(row),
    rank: named(row.rank_id, row.rank_name, row.rank_name_translations),
    point_program_enabled: row.program_points_enabled ?? false,
    // §5: an external-provider user's profile is the provider's to keep.
    profile_update_enabled: row.provider === null && (row.update_member_profile_enabled ?? true),
    provider: isSsoProvider(row.provider) ? row.provider : null,
  };
}
