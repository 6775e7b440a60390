import { EMPTY_PROFILE_DETAILS, isSsoProvider, membershipNumber, type Member, type ProfileDetails } from '@yado/domain/members';
import { pickTranslation } from '@yado/domain/locales';
import type { MemberRow } from './repository';

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
    program: named(row.program_id, row.program_name, row.program_name_translations),
    rank: named(row.rank_id, row.rank_name, row.rank_name_translations),
    // §5: an external-provider user's profile is the provider's to keep.
    profile_update_enabled: row.provider === null && (row.update_member_profile_enabled ?? true),
    provider: isSsoProvider(row.provider) ? row.provider : null,
  };
}
