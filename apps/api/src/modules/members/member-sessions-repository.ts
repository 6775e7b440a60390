import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/** Members' sessions with their refresh tokens, and one-time access tokens (§4 session start-up). */
export function memberSessionsRepository(db: Db) {
  const withMember = (trx: Db) =>
    trx
      .selectFrom('user_sessions')
      .innerJoin('users', 'users.id', 'user_sessions.user_id')
      .leftJoin('membership_programs', 'membership_programs.id', 'users.program_id')
      .select([
        'membership_programs.additional_tiers as program_additional_tiers',
        'users.id',
        'users.brand_id',
        'users.program_id',
        'users.rank_id',
        'user_sessions.token_hash',
        'user_sessions.expires_at',
        'user_sessions.refresh_expires_at',
        'user_sessions.signed_in_with',
        'user_sessions.renewed_at',
      ])
      .where('users.status', '=', 'active');

  return {
    async insert(
      trx: Db,
      row: {
        token_hash: string;
        user_id: number;
        expires_at: Date;
        refresh_token_hash: string;
        refresh_expires_at: Date;
        signed_in_with: string | null;
      },
    ) {
      await trx.insertInto('user_sessions').values(row).execute();
    },
    /** The session a token names, ended or not: the caller tells a live one from one its refresh token can renew. */
    findByToken(tokenHash: string) {
      return withMember(db).where('user_sessions.token_hash', '=', tokenHash).executeTakeFirst();
    },
    /**
     * Takes the session a refresh token names to renew it: marks it renewed (the first time only), or
     * finds it renewed since `graceStart`, with the session it was renewed into then. Undefined when
     * unknown, late, or renewed before the grace. In a transaction, the row stays locked to its end,
     * so renewals of one token take turns.
     */
    async takeByRefreshToken(trx: Db, refreshTokenHash: string, now: Date, graceStart: Date) {
      const found = await withMember(trx)
        .where('user_sessions.refresh_token_hash', '=', refreshTokenHash)
        .where('user_sessions.refresh_expires_at', '>', now)
        .executeTakeFirst();
      if (!found) return undefined;
      const taken = await trx
        .updateTable('user_sessions')
        .set({ renewed_at: sql<Date>`coalesce(renewed_at, ${now})` })
        .where('token_hash', '=', found.token_hash)
        .where((eb) => eb.or([eb('renewed_at', 'is', null), eb('renewed_at', '>', graceStart)]))
        .returning(['token_hash', 'renewed_into'])
        .executeTakeFirst();
      return taken ? { ...found, renewed_into: taken.renewed_into } : undefined;
    },
    /**
     * Records the session a renewed one was renewed into, and ends the one it was renewed into before
     * with every session renewed from that one in turn: one live session at most descends from a
     * renewed one.
     */
    async renewedInto(trx: Db, renewedTokenHash: string, previous: string | null, next: string) {
      if (previous)
        await sql`
          WITH RECURSIVE later(token_hash, next) AS (
            SELECT token_hash, renewed_into FROM user_sessions WHERE token_hash = ${previous}
            UNION SELECT s.token_hash, s.renewed_into FROM user_sessions s JOIN later l ON s.token_hash = l.next
          )
          DELETE FROM user_sessions WHERE token_hash IN (SELECT token_hash FROM later)`.execute(trx);
      await trx.updateTable('user_sessions').set({ renewed_into: next }).where('token_hash', '=', renewedTokenHash).execute();
    },
    /** Forgets a member's sessions renewed before `cutoff`: their grace is over, nothing can use them. */
    async deleteRenewedBefore(userId: number, cutoff: Date) {
      await db.deleteFrom('user_sessions').where('user_id', '=', userId).where('renewed_at', '<=', cutoff).execute();
    },
    findMember(userId: number) {
      return db.selectFrom('users').select(['id', 'brand_id']).where('id', '=', userId).where('status', '=', 'active').executeTakeFirst();
    },
    /**
     * Locks the sessions named with their whole lineage: every session renewed into them, one from
     * another, and every one they were renewed into (a chain of renewals within their grace), oldest
     * first (the order a renewal takes them in, so the two wait for each other rather than deadlock),
     * and answers their token hashes. A lineage is short: sessions renewed before the grace are gone
     * at the next renewal. A renewal that committed while this waited may have added a session the
     * statement could not see: the caller asks again from what it locked until nothing is new.
     */
    async lockLineage(trx: Db, tokenHashes: string[]) {
      const named = sql.join(tokenHashes);
      const { rows } = await sql<{ token_hash: string }>`
        WITH RECURSIVE renewed_from(token_hash) AS (
          SELECT token_hash FROM user_sessions WHERE token_hash IN (${named})
          UNION SELECT s.token_hash FROM user_sessions s JOIN renewed_from r ON s.renewed_into = r.token_hash
        ), renewed_into(token_hash, next) AS (
          SELECT token_hash, renewed_into FROM user_sessions WHERE token_hash IN (${named})
          UNION SELECT s.token_hash, s.renewed_into FROM user_sessions s JOIN renewed_into r ON s.token_hash = r.next
        )
        SELECT token_hash FROM user_sessions
        WHERE token_hash IN (SELECT token_hash FROM renewed_from UNION SELECT token_hash FROM renewed_into)
        ORDER BY created_at, token_hash
        FOR UPDATE`.execute(trx);
      return rows.map((row) => row.token_hash);
    },
    async deleteSessions(trx: Db, tokenHashes: string[]) {
      if (tokenHashes.length) await trx.deleteFrom('user_sessions').where('token_hash', 'in', tokenHashes).execute();
    },
    async insertOneTimeToken(row: { token_hash: string; user_id: number; expires_at: Date; signed_in_with: string | null }) {
      await db.insertInto('one_time_access_tokens').values(row).execute();
    },
    /** Spends a one-time token: its member when it was good; 'spent' when used before; undefined when unknown or late. */
    async spendOneTimeToken(tokenHash: string, now: Date) {
      const spent = await db
        .updateTable('one_time_access_tokens')
        .set({ spent_at: now })
        .where('token_hash', '=', tokenHash)
        .where('spent_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['user_id', 'signed_in_with'])
        .executeTakeFirst();
      if (spent) return { userId: spent.user_id, signedInWith: spent.signed_in_with };
      const used = await db
        .selectFrom('one_time_access_tokens')
        .select('token_hash')
        .where('token_hash', '=', tokenHash)
        .where('spent_at', 'is not', null)
        .executeTakeFirst();
      return used ? ('spent' as const) : undefined;
    },
  };
}
