import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { StaffUsersTable } from '../../db/schema';

/** Staff users, their sessions and the audit log (migration 0041). */
export function consoleRepository(db: Db) {
  const userColumns = [
    'id',
    'brand_id',
    'hotel_id',
    'email',
    'name',
    'role',
    'password_hash',
    'totp_secret',
    'totp_pending_secret',
    'totp_last_step',
    'disabled_at',
  ] as const;
  return {
    findUserByEmail(email: string) {
      return db
        .selectFrom('staff_users')
        .select(userColumns)
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
    },

    findUser(id: number) {
      return db.selectFrom('staff_users').select(userColumns).where('id', '=', id).executeTakeFirst();
    },

    /** A new user; undefined when the email address is taken (any case). */
    async insertUser(trx: Db, user: Pick<StaffUsersTable, 'brand_id' | 'hotel_id' | 'email' | 'name' | 'role' | 'password_hash'>) {
      const row = await trx
        .insertInto('staff_users')
        .values(user)
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    async updateUser(
      trx: Db,
      id: number,
      values: {
        password_hash?: string;
        totp_secret?: string | null;
        totp_pending_secret?: string | null;
        totp_last_step?: number;
        last_signed_in_at?: Date;
      },
    ) {
      await trx.updateTable('staff_users').set(values).where('id', '=', id).execute();
    },

    /** Takes a TOTP time step for the user, once: false when it, or a later one, was taken before (a replay). */
    async useTotpStep(trx: Db, id: number, step: number): Promise<boolean> {
      const taken = await trx
        .updateTable('staff_users')
        .set({ totp_last_step: step })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .returning('id')
        .executeTakeFirst();
      return taken !== undefined;
    },

    /** Puts a secret's seal in place of its plain text, unless the column changed meanwhile. */
    async replaceSecret(id: number, column: 'totp_secret' | 'totp_pending_secret', plain: string, sealed: string) {
      await db
        .updateTable('staff_users')
        .set({ [column]: sealed })
        .where('id', '=', id)
        .where(column, '=', plain)
        .execute();
    },

    /** Secrets still stored as they were before sealing (ADR 0064). */
    plainTotpSecrets(sealedPrefix: string) {
      const plain = (column: 'totp_secret' | 'totp_pending_secret') =>
        sql<boolean>`${sql.ref(column)} IS NOT NULL AND ${sql.ref(column)} NOT LIKE ${`${sealedPrefix}%`}`;
      return db
        .selectFrom('staff_users')
        .select(['id', 'totp_secret', 'totp_pending_secret'])
        .where((eb) => eb.or([plain('totp_secret'), plain('totp_pending_secret')]))
        .execute();
    },

    /** The hotels a user works for: its own, or every hotel of its brand. */
    hotelsOf(user: { brand_id: number; hotel_id: number | null }) {
      let query = db
        .selectFrom('hotels')
        .select(['id', 'code', 'name', 'name_translations', 'currency', 'time_zone'])
        .where('brand_id', '=', user.brand_id);
      if (user.hotel_id !== null) query = query.where('id', '=', user.hotel_id);
      return query.orderBy('id').execute();
    },

    insertSession(session: { token_hash: string; staff_user_id: number; expires_at: Date }) {
      return db.insertInto('staff_sessions').values(session).execute();
    },

    findSession(tokenHash: string, now: Date) {
      return db
        .selectFrom('staff_sessions')
        .select('staff_user_id')
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    deleteSession(tokenHash: string) {
      return db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).execute();
    },

    /** Every session of the user ends (an owner disabled them). */
    deleteSessionsOf(trx: Db, userId: number) {
      return trx.deleteFrom('staff_sessions').where('staff_user_id', '=', userId).execute();
    },

    /** Every other session of the user ends (its password changed). */
    deleteOtherSessions(trx: Db, userId: number, keepTokenHash: string) {
      return trx.deleteFrom('staff_sessions').where('staff_user_id', '=', userId).where('token_hash', '!=', keepTokenHash).execute();
    },

    async audit(trx: Db, entry: { staff_user_id: number; hotel_id: number | null; action: string; before: unknown; after: unknown }) {
      await trx
        .insertInto('audit_log')
        .values({
          staff_user_id: entry.staff_user_id,
          hotel_id: entry.hotel_id,
          action: entry.action,
          before: entry.before === null ? null : JSON.stringify(entry.before),
          after: entry.after === null ? null : JSON.stringify(entry.after),
        })
        .execute();
    },

    /** A hotel's latest audit entries, newest first. */
    auditOf(hotelId: number, limit: number) {
      return db
        .selectFrom('audit_log as a')
        .innerJoin('staff_users as u', 'u.id', 'a.staff_user_id')
        .leftJoin('hotels as h', 'h.id', 'a.hotel_id')
        .select(['a.id', 'a.action', 'a.before', 'a.after', 'a.created_at', 'u.name', 'u.email', 'h.code as hotel_code'])
        .where('a.hotel_id', '=', hotelId)
        .orderBy('a.id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
export type ConsoleRepository = ReturnType<typeof consoleRepository>;
