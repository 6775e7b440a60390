import { ORGANIZATION_SESSION_HOURS, isOrganizationAdmin, periodRange } from '@yado/domain/organization-users';
import type { AdminReportQuery, OrganizationSignIn } from '@yado/domain/organizations';
import { newSecretToken, sha256 } from '../../crypto';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import type { SignInThrottle } from '../sign-ins/service';
import type { SignedInOrganizationUser } from '../../plugins/organization';
import type { HotelsService } from '../hotels/service';
import type { ReservationsService } from '../reservations/service';
import { presentOrganizationUser, type OrganizationStay } from './presenter';
import { organizationsRepository } from './repository';

/**
 * Corporate users (§1, §6): they sign in with an account ID and password where the brand has
 * corporate sign-in on, book for their organization, and an admin of it sees its stays.
 */
export function organizationsService(db: Db, hotels: HotelsService, reservations: ReservationsService, signIns: SignInThrottle) {
  const repository = organizationsRepository(db);

  return {
    /**
     * Account ID and password; the same answers, in the same time, for an unknown account and a wrong
     * password, and a back-off for the address after failures (1301), as for members.
     */
    async signIn(hotelCode: string, input: OrganizationSignIn, clientAddress: string, now = new Date()) {
      const { hotel } = await hotels.getCatalogue(hotelCode);
      if (!hotel.brand.settings.membership_setting.corporate_login_enabled) throw new AppError('corporate_login_disabled');
      const user = await repository.findUser(hotel.brand.id, input.account_id);
      await signIns.check(
        {
          accountKey: `organization:${hotel.brand.id}:${input.account_id}`,
          clientAddress,
          passwordHash: user?.password_hash ?? null,
          password: input.password,
        },
        'corporate_sign_in_failed',
        now,
      );
      // The check passes only for an account's own password.
      if (!user) throw new AppError('corporate_sign_in_failed');
      const token = newSecretToken(32);
      const expiresAt = new Date(now.getTime() + ORGANIZATION_SESSION_HOURS * 3_600_000);
      await repository.insertSession({ token_hash: sha256(token), organization_user_id: user.id, expires_at: expiresAt });
      return { access_token: token, expires_at: expiresAt.toISOString(), user: presentOrganizationUser(user) };
    },

    async resolveSession(token: string, now = new Date()): Promise<SignedInOrganizationUser | null> {
      const row = await repository.findBySession(sha256(token), now);
      return row ? { id: row.id, brandId: row.brand_id, organizationId: row.organization_id, role: row.role } : null;
    },

    /** The corporate user a session token names (401 CORPORATE_SIGNED_OUT when it names none). */
    async me(token: string | null, now = new Date()) {
      const row = token ? await repository.findBySession(sha256(token), now) : undefined;
      if (!row) throw new AppError('corporate_signed_out');
      return presentOrganizationUser(row);
    },

    signOut: (token: string) => repository.deleteSession(sha256(token)),

    /** The organization's stays in a period, for its admin only (§6: role contains admin). */
    async stays(
      user: SignedInOrganizationUser,
      organizationId: number,
      query: AdminReportQuery,
      locale: string,
    ): Promise<OrganizationStay[]> {
      if (user.organizationId !== organizationId || !isOrganizationAdmin(user.role)) throw new AppError('organization_admin_only');
      const [stays, names] = await Promise.all([
        reservations.listForOrganization(organizationId, periodRange(query.year, query.period), locale),
        repository.userNames(organizationId),
      ]);
      return stays.map(({ booked_by_user_id, ...stay }) => ({
        ...stay,
        booked_by: booked_by_user_id === null ? null : (names.get(booked_by_user_id) ?? null),
      }));
    },
  };
}
export type OrganizationsService = ReturnType<typeof organizationsService>;
