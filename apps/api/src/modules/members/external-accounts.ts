import type { Locale } from '@yado/domain/locales';
import { normaliseEmail, type BRAND_AUTH_PROVIDER, type SsoProvider } from '@yado/domain/members';
import type { Db } from '../../db/connect';
import { inTransaction } from '../../db/transactions';
import { AppError } from '../../errors';
import type { identitiesRepository } from './identities-repository';
import { chooseMembership } from './membership';
import type { membersRepository } from './repository';

/** Who a provider says signed in, from its ID token (§6 external sign-in). */
export interface ExternalIdentity {
  provider: SsoProvider | typeof BRAND_AUTH_PROVIDER;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  locale: Locale;
}

export type ExternalMember = { kind: 'member'; memberId: number } | { kind: 'link_required'; memberId: number; email: string };

/**
 * The members' side of an external sign-in: the member the identity is tied to; else, for an email
 * the provider has verified, a new member made from it; or, when that email already has an
 * account, that account, which the guest must prove with its password before the two are tied
 * (an email alone never hands over an account) — unless the brand itself vouches (linkByEmail).
 */
export async function resolveExternalMember(
  db: Db,
  repository: ReturnType<typeof membersRepository>,
  identities: ReturnType<typeof identitiesRepository>,
  brandId: number,
  identity: ExternalIdentity,
  options: { now: Date; mayMake: boolean; linkByEmail?: boolean },
): Promise<ExternalMember> {
  const known = await identities.findMemberId(brandId, identity.provider, identity.subject);
  if (known !== null) return { kind: 'member', memberId: known };
  if (!identity.email || !identity.emailVerified) throw new AppError('sso_email_missing');
  const email = normaliseEmail(identity.email);
  const existing = await repository.findByEmail(brandId, email);
  if (existing) {
    // The brand's own sign-in vouches for its member's address: the account is theirs already.
    if (options.linkByEmail && existing.status === 'active') {
      await identities.link({ user_id: existing.id, brand_id: brandId, provider: identity.provider, subject: identity.subject });
      return { kind: 'member', memberId: existing.id };
    }
    return { kind: 'link_required', memberId: existing.id, email: existing.email };
  }
  // Making a member is a sign-up: only where the brand takes them online.
  if (!options.mayMake) throw new AppError('sign_up_disabled');
  const membership = await chooseMembership(repository, brandId);
  const made = await inTransaction(db, (trx) =>
    identities.insertExternalMember(
      trx,
      {
        brand_id: brandId,
        email,
        first_name: identity.firstName,
        last_name: identity.lastName,
        locale: identity.locale,
        provider: identity.provider,
        ...membership,
      },
      identity.subject,
      options.now,
    ),
  );
  if (made !== null) return { kind: 'member', memberId: made };
  // Someone made an account with this email a moment ago: it is theirs to link.
  const racing = await repository.findByEmail(brandId, email);
  if (!racing) throw new AppError('sso_failed');
  return { kind: 'link_required', memberId: racing.id, email: racing.email };
}
