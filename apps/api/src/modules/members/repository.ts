import type { ProfileDetails } from '@yado/domain/members';
import type { Db } from '../../db/connect';
import { NO_PASSWORD } from '../../passwords';

const MEMBER_COLUMNS = [
  'users.id',
  'users.brand_id',
  'users.email',
  'users.password_hash',
  'users.first_name',
  'users.last_name',
  'users.locale',
  'users.status',
  'users.confirmation_sent_at',
  'users.confirmed_at',
  'users.reset_password_sent_at',
  'users.promotion_email',
  'users.profile',
  'users.pending_email',
  'users.email_change_sent_at',
  'users.provider',
] as const;

/**
 * Ends every session of a member but the one kept: locked oldest first, the order a renewal and a
 * sign-out take a member's sessions in (ADR 0081), so a password change beside a renewal waits
 * for it rather than deadlocks.
 */
async function endSessions(trx: Db, userId: number, keepSessionHash: string | null) {
  let sessions = trx.selectFrom('user_sessions').select('token_hash').where('user_id', '=', userId);
  if (keepSessionHash) sessions = sessions.where('token_hash', '!=', keepSessionHash);
  const ended = await sessions.orderBy('created_at').orderBy('token_hash').forUpdate().execute();
  if (ended.length > 0)
    await trx
      .deleteFrom('user_sessions')
      .where(
        'token_hash',
        'in',
        ended.map((session) => session.token_hash),
      )
      .execute();
}

export function membersRepository(db: Db) {
  /** Members with the names of their program and rank (none for members from before programs). */
  const selectMembers = () =>
    db
      .selectFrom('users')
      .leftJoin('membership_programs as program', 'program.id', 'users.program_id')
      .leftJoin('membership_ranks as rank', 'rank.id', 'users.rank_id')
      .select(MEMBER_COLUMNS)
      .select([
        'users.program_id',
        'users.rank_id',
        'program.name as program_name',
        'program.name_translations as program_name_translations',
        'program.points_enabled as program_points_enabled',
        'program.update_member_profile_enabled',
        'program.additional_tiers as program_additional_tiers',
        'rank.name as rank_name',
        'rank.name_translations as rank_name_translations',
      ]);

  return {
    /** Whether a user is an active member of the brand: a removed member is given nothing. */
    async isActiveMemberOfBrand(trx: Db, userId: number, brandId: number): Promise<boolean> {
      const found = await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .where('brand_id', '=', brandId)
        .where('status', '=', 'active')
        .executeTakeFirst();
      return found !== undefined;
    },

    findByEmail(brandId: number, email: string) {
      return selectMembers().where('users.brand_id', '=', brandId).where('users.email', '=', email).executeTakeFirst();
    },
    findById(id: number) {
      return selectMembers().where('users.id', '=', id).executeTakeFirst();
    },
    findByResetToken(tokenHash: string) {
      return selectMembers().where('users.reset_password_token_hash', '=', tokenHash).executeTakeFirst();
    },
    async startPasswordReset(id: number, tokenHash: string, sentAt: Date) {
      await db
        .updateTable('users')
        .set({ reset_password_token_hash: tokenHash, reset_password_sent_at: sentAt })
        .where('id', '=', id)
        .execute();
    },
    /**
     * The new password, in one transaction with ending every session of the member: whoever knew
     * the old one is signed out. The link proved the mailbox, so a provisional member is confirmed.
     */
    async resetPassword(trx: Db, id: number, passwordHash: string, at: Date) {
      await trx
        .updateTable('users')
        .set({
          password_hash: passwordHash,
          reset_password_token_hash: null,
          reset_password_sent_at: null,
          status: 'active',
          confirmed_at: at,
        })
        .where('id', '=', id)
        .execute();
      await endSessions(trx, id, null);
      // The provider's sign-in no longer finds the account; used again, it makes a new one.
      await trx.deleteFrom('user_identities').where('user_id', '=', id).execute();
    },
    findByConfirmationToken(tokenHash: string) {
      return selectMembers().where('users.confirmation_token_hash', '=', tokenHash).executeTakeFirst();
    },
    async insertProvisional(row: {
      brand_id: number;
      email: string;
      password_hash: string;
      first_name: string;
      last_name: string;
      locale: string;
      promotion_email: boolean;
      confirmation_token_hash: string;
      confirmation_sent_at: Date;
      program_id: number | null;
      rank_id: number | null;
    }) {
      const inserted = await db
        .insertInto('users')
        .values(row)
        .onConflict((oc) => oc.columns(['brand_id', 'email']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted?.id ?? null;
    },
    /** A provisional member signing up again: the latest details and a fresh link. */
    async refreshProvisional(
      id: number,
      row: {
        password_hash: string;
        first_name: string;
        last_name: string;
        locale: string;
        promotion_email: boolean;
        confirmation_token_hash: string;
        confirmation_sent_at: Date;
        program_id: number | null;
        rank_id: number | null;
      },
    ) {
      await db.updateTable('users').set(row).where('id', '=', id).where('status', '=', 'provisional').execute();
    },
    async newConfirmationToken(id: number, tokenHash: string, sentAt: Date) {
      await db
        .updateTable('users')
        .set({ confirmation_token_hash: tokenHash, confirmation_sent_at: sentAt })
        .where('id', '=', id)
        .execute();
    },
    async activate(id: number, at: Date) {
      await db.updateTable('users').set({ status: 'active', confirmed_at: at }).where('id', '=', id).execute();
    },
    async updateProfile(id: number, changes: { first_name: string; last_name: string; promotion_email: boolean; profile: ProfileDetails }) {
      await db
        .updateTable('users')
        .set({ ...changes, profile: JSON.stringify(changes.profile) })
        .where('id', '=', id)
        .execute();
    },
    async startEmailChange(id: number, change: { pending_email: string; email_change_token_hash: string; email_change_sent_at: Date }) {
      await db.updateTable('users').set(change).where('id', '=', id).execute();
    },
    findByEmailChangeToken(tokenHash: string) {
      return selectMembers().where('users.email_change_token_hash', '=', tokenHash).executeTakeFirst();
    },
    /** The pending address becomes the email, unless another account of the brand took it meanwhile (false). */
    async completeEmailChange(id: number) {
      const changed = await db
        .updateTable('users as u')
        .set((eb) => ({ email: eb.ref('u.pending_email').$castTo<string>(), pending_email: null, email_change_token_hash: null }))
        .where('u.id', '=', id)
        .where('u.pending_email', 'is not', null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('users as other')
                .select('other.id')
                .whereRef('other.brand_id', '=', 'u.brand_id')
                .whereRef('other.email', '=', 'u.pending_email')
                .whereRef('other.id', '!=', 'u.id'),
            ),
          ),
        )
        .returning('u.id')
        .executeTakeFirst();
      return changed !== undefined;
    },
    /** A new password while signed in: every other session of the member ends. */
    async changePassword(trx: Db, id: number, passwordHash: string, keepSessionHash: string | null) {
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
      await endSessions(trx, id, keepSessionHash);
    },
    /** Removes a member: no more sessions, the person's details gone, the email free for a new sign-up. */
    async removeAccount(trx: Db, id: number, at: Date) {
      await trx
        .updateTable('users')
        .set({
          status: 'removed',
          removed_at: at,
          email: `removed-${id}@removed.invalid`,
          password_hash: NO_PASSWORD,
          first_name: '',
          last_name: '',
          profile: '{}',
          pending_email: null,
          email_change_token_hash: null,
          unsubscribe_token: null,
          confirmation_token_hash: null,
          reset_password_token_hash: null,
        })
        .where('id', '=', id)
        .execute();
      await endSessions(trx, id, null);
      // The provider's sign-in no longer finds the account; used again, it makes a new one.
      await trx.deleteFrom('user_identities').where('user_id', '=', id).execute();
    },
    /** A brand's programs in the order it lists them, each with its ranks from the lowest. */
    async programsOf(brandId: number) {
      const programs = await db
        .selectFrom('membership_programs')
        .select(['id', 'code', 'name', 'name_translations', 'update_member_profile_enabled', 'additional_tiers'])
        .where('brand_id', '=', brandId)
        .orderBy('position')
        .orderBy('id')
        .execute();
      if (programs.length === 0) return [];
      const ranks = await db
        .selectFrom('membership_ranks')
        .select(['id', 'program_id', 'code', 'name', 'name_translations', 'points_to_unlock'])
        .where(
          'program_id',
          'in',
          programs.map((p) => p.id),
        )
        .orderBy('points_to_unlock')
        .orderBy('id')
        .execute();
      return programs.map((program) => ({ ...program, ranks: ranks.filter((r) => r.program_id === program.id) }));
    },
    async setMembership(id: number, membership: { program_id: number | null; rank_id: number | null }) {
      await db.updateTable('users').set(membership).where('id', '=', id).execute();
    },
    /** The member's unsubscribe token, made on first ask and the same after. */
    async unsubscribeToken(id: number, fresh: string) {
      const row = await db
        .updateTable('users')
        .set((eb) => ({ unsubscribe_token: eb.fn.coalesce('unsubscribe_token', eb.val(fresh)) }))
        .where('id', '=', id)
        .returning('unsubscribe_token')
        .executeTakeFirstOrThrow();
      return row.unsubscribe_token as string;
    },
    findByUnsubscribeToken(token: string) {
      return selectMembers().where('users.unsubscribe_token', '=', token).where('users.status', '!=', 'removed').executeTakeFirst();
    },
    async setPromotionEmail(id: number, promotionEmail: boolean) {
      await db.updateTable('users').set({ promotion_email: promotionEmail }).where('id', '=', id).execute();
    },
  };
}
export type MemberRow = NonNullable<Awaited<ReturnType<ReturnType<typeof membersRepository>['findByEmail']>>>;
