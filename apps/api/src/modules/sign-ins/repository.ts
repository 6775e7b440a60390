import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/** Failed sign-ins per account name and client address (the sign_in_failures table). */
export function signInFailuresRepository(db: Db) {
  return {
    async lockedUntil(accountKey: string, clientAddress: string): Promise<Date | null> {
      const row = await db
        .selectFrom('sign_in_failures')
        .select('locked_until')
        .where('account_key', '=', accountKey)
        .where('client_address', '=', clientAddress)
        .executeTakeFirst();
      return row?.locked_until ?? null;
    },

    /**
     * One more failure in a row, counted from one again when the last was before `countSince` or
     * ended a lock. Answers the count. Rows quiet since then (their locks, which start at their last
     * failure, over too) are dropped on the way.
     */
    async recordFailure(accountKey: string, clientAddress: string, now: Date, countSince: Date): Promise<number> {
      await db.deleteFrom('sign_in_failures').where('last_failed_at', '<', countSince).execute();
      const row = await sql<{ failures: number }>`
        INSERT INTO sign_in_failures (account_key, client_address, failures, last_failed_at)
        VALUES (${accountKey}, ${clientAddress}, 1, ${now})
        ON CONFLICT (account_key, client_address) DO UPDATE SET
          failures = CASE
            WHEN sign_in_failures.last_failed_at < ${countSince} OR sign_in_failures.locked_until IS NOT NULL THEN 1
            ELSE sign_in_failures.failures + 1
          END,
          last_failed_at = ${now},
          locked_until = NULL
        RETURNING failures`.execute(db);
      return row.rows[0]?.failures ?? 1;
    },

    async lock(accountKey: string, clientAddress: string, until: Date) {
      await db
        .updateTable('sign_in_failures')
        .set({ locked_until: until, failures: 0 })
        .where('account_key', '=', accountKey)
        .where('client_address', '=', clientAddress)
        .execute();
    },

    async clear(accountKey: string, clientAddress?: string) {
      let query = db.deleteFrom('sign_in_failures').where('account_key', '=', accountKey);
      if (clientAddress !== undefined) query = query.where('client_address', '=', clientAddress);
      await query.execute();
    },
  };
}
