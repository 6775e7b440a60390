import type { ProfileDetails } from '@yado/domain/members';
import type { Db } from '../../db/connect';

const MEMBER_COLUMNS = [
  'id',
  'brand_id',
  'email',
  'password_hash',
  'first_name',
  'last_name',
  'locale',
  'status',
  'confirmation_sent_at',
  'confirmed_at',
  'failed_sign_ins',
  'locked_until',
  'reset_password_sent_at',
  'promotion_email',
  'profile',
  'pending_email',
  'email_change_sent_at',
] as const;

export function membersRepository(db: Db) {
  return {
    findByEmail(brandId: number, email: string) {
      return db.selectFrom('users').select(MEMBER_COLUMNS).where('brand_id', '=', brandId).where('email', '=', email).executeTakeFirst();
    },
    findById(id: number) {
      return db.selectFrom('users').select(MEMBER_COLUMNS).where('id', '=', id).executeTakeFirst();
    },
    findByResetToken(tokenHash: string) {
      return db.selectFrom('users').select(MEMBER_COLUMNS).where('reset_password_token_hash', '=', tokenHash).executeTakeFirst();
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
    async resetPassword(id: number, passwordHash: string, at: Date) {
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('users')
          .set({
            password_hash: passwordHash,
            reset_password_token_hash: null,
            reset_password_sent_at: null,
            failed_sign_ins: 0,
            locked_until: null,
            status: 'active',
            confirmed_at: at,
          })
          .where('id', '=', id)
          .execute();
        await tx.deleteFrom('user_sessions').where('user_id', '=', id).execute();
      });
    },
    findByConfirmationToken(tokenHash: string) {
      return db.selectFrom('users').select(MEMBER_COLUMNS).where('confirmation_token_hash', '=', tokenHash).executeTakeFirst();
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
    /** Counts a failed sign-in; the attempt that reaches the limit locks the account until `lockUntil`. */
    async recordFailedSignIn(id: number, limit: number, lockUntil: Date) {
      const row = await db
        .updateTable('users')
        .set((eb) => ({ failed_sign_ins: eb('failed_sign_ins', '+', 1) }))
        .where('id', '=', id)
        .returning('failed_sign_ins')
        .executeTakeFirstOrThrow();
      if (row.failed_sign_ins >= limit) {
        await db.updateTable('users').set({ locked_until: lockUntil, failed_sign_ins: 0 }).where('id', '=', id).execute();
        return true;
      }
      return false;
    },
    async updateProfile(id: number, changes: { first_name: string; last_name: string; promotion_email: boolean; profile: ProfileDetails }) {
      await db
        .updateTable('users')
        .set({ ...changes, profile: JSON.stringify(changes.profile) })
        .where('id', '=', id)
        .execute();
    },
    /** Whether any account of the brand but this one uses the address (a provisional one too). */
    async emailInUse(brandId: number, email: string, exceptId: number) {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('brand_id', '=', brandId)
        .where('email', '=', email)
        .where('id', '!=', exceptId)
        .executeTakeFirst();
      return row !== undefined;
    },
    async startEmailChange(id: number, change: { pending_email: string; email_change_token_hash: string; email_change_sent_at: Date }) {
      await db.updateTable('users').set(change).where('id', '=', id).execute();
    },
    findByEmailChangeToken(tokenHash: string) {
      return db.selectFrom('users').select(MEMBER_COLUMNS).where('email_change_token_hash', '=', tokenHash).executeTakeFirst();
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
    async changePassword(id: number, passwordHash: string, keepSessionHash: string | null) {
      await db.transaction().execute(async (tx) => {
        await tx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
        let others = tx.deleteFrom('user_sessions').where('user_id', '=', id);
        if (keepSessionHash) others = others.where('token_hash', '!=', keepSessionHash);
        await others.execute();
      });
    },
    /** Removes a member: no more sessions, the person's details gone, the email free for a new sign-up. */
    async removeAccount(id: number, at: Date) {
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('users')
          .set({
            status: 'removed',
            removed_at: at,
            email: `removed-${id}@removed.invalid`,
            password_hash: '!',
            first_name: '',
            last_name: '',
            profile: '{}',
            pending_email: null,
            email_change_token_hash: null,
            confirmation_token_hash: null,
            reset_password_token_hash: null,
          })
          .where('id', '=', id)
          .execute();
        await tx.deleteFrom('user_sessions').where('user_id', '=', id).execute();
      });
    },
    async clearFailedSignIns(id: number) {
      await db.updateTable('users').set({ failed_sign_ins: 0, locked_until: null }).where('id', '=', id).execute();
    },
    async insertSession(row: { token_hash: string; user_id: number; expires_at: Date }) {
      await db.insertInto('user_sessions').values(row).execute();
    },
    findSessionMember(tokenHash: string, now: Date) {
      return db
        .selectFrom('user_sessions')
        .innerJoin('users', 'users.id', 'user_sessions.user_id')
        .select(['users.id', 'users.brand_id'])
        .where('user_sessions.token_hash', '=', tokenHash)
        .where('user_sessions.expires_at', '>', now)
        .executeTakeFirst();
    },
    async deleteSession(tokenHash: string) {
      await db.deleteFrom('user_sessions').where('token_hash', '=', tokenHash).execute();
    },
  };
}
export type MemberRow = NonNullable<Awaited<ReturnType<ReturnType<typeof membersRepository>['findByEmail']>>>;
