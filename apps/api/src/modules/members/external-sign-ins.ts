import type { Locale } from '@yado/domain/locales';
import { BRAND_AUTH_PROVIDER } from '@yado/domain/members';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import type { HotelsService } from '../hotels/service';
import type { BrandSettings } from '../hotels/settings';
import { verifyBrandToken } from './brand-auth';
import { resolveExternalMember, type ExternalIdentity } from './external-accounts';
import type { identitiesRepository } from './identities-repository';
import { present } from './presenter';
import type { membersRepository } from './repository';
import type { NewMemberSession } from './member-sessions';

interface Dependencies {
  db: Db;
  repository: ReturnType<typeof membersRepository>;
  identities: ReturnType<typeof identitiesRepository>;
  hotels: HotelsService;
  brandOf(hotelCode: string, locale: string): Promise<{ id: number; settings: BrandSettings }>;
  membershipOpen(brand: { settings: BrandSettings }): { signUp: boolean };
  startSession(userId: number, now: Date, signedInWith?: string | null): Promise<NewMemberSession>;
  /** Brand code to the secret its own site signs tokens with (§4 step 6). */
  brandAuthSecrets: Record<string, string>;
}

/** Members signed in by someone else: an OpenID provider (§6) or the brand's own site (§4 step 6). */
export function externalSignIns(deps: Dependencies) {
  const { db, repository, identities, hotels, brandOf, membershipOpen, startSession } = deps;
  return {
    /**
     * §6 external sign-in: signs in the member the identity names or makes; when its email already
     * has an account, says so (the caller asks for that account's password, then links).
     */
    async externalSignIn(hotelCode: string, identity: ExternalIdentity, now = new Date()) {
      const brand = await brandOf(hotelCode, identity.locale);
      const open = membershipOpen(brand);
      const found = await resolveExternalMember(db, repository, identities, brand.id, identity, { now, mayMake: open.signUp });
      if (found.kind === 'link_required') return found;
      const member = await repository.findById(found.memberId);
      if (!member) throw new AppError('sso_failed');
      // The session remembers the provider: the loyalty provider's members have its promotions (ADR 0047).
      return { kind: 'signed_in' as const, session: { ...(await startSession(member.id, now, identity.provider)), user: present(member) } };
    },

    /**
     * §4 step 6: a token from the brand's own sign-in signs its member in here, made or linked by
     * the email the brand vouches for (no password asked: the brand's site already did).
     */
    async brandSignIn(hotelCode: string, token: string, locale: Locale, now = new Date()) {
      const { hotel } = await hotels.getCatalogue(hotelCode);
      const secret = deps.brandAuthSecrets[hotel.brand.code];
      if (!secret) throw new AppError('brand_auth_unavailable');
      const claims = await verifyBrandToken(token, hotel.brand.code, secret);
      if (!claims) throw new AppError('brand_auth_invalid');
      const identity = {
        provider: BRAND_AUTH_PROVIDER,
        subject: claims.subject,
        email: claims.email,
        emailVerified: true,
        firstName: claims.firstName,
        lastName: claims.lastName,
        locale,
      };
      const found = await resolveExternalMember(db, repository, identities, hotel.brand.id, identity, {
        now,
        mayMake: true,
        linkByEmail: true,
      });
      const member = await repository.findById(found.memberId);
      if (!member) throw new AppError('brand_auth_invalid');
      return { ...(await startSession(member.id, now)), user: present(member) };
    },

    /** Refuses to start an external sign-in where members do not sign in (§2). */
    async assertSignInOpen(hotelCode: string) {
      membershipOpen(await brandOf(hotelCode, 'en'));
    },

    /** Ties an external identity to a member who has just proven their account (signIn with its password). */
    async linkIdentity(memberId: number, hotelCode: string, identity: Pick<ExternalIdentity, 'provider' | 'subject'>) {
      const brand = await brandOf(hotelCode, 'en');
      if (!(await identities.link({ user_id: memberId, brand_id: brand.id, ...identity }))) throw new AppError('sso_expired');
    },
  };
}
