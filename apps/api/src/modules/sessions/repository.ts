import type { Db } from '../../db/connect';

export function clientSessionsRepository(db: Db) {
  return {
    async insert(row: { id: string; token_hash: string; api_key: string | null; expires_at: Date }) {
      await db.insertInto('client_sessions').values(row).execute();
    },
    async findActiveByTokenHash(tokenHash: string, now: Date) {
      return db
        .selectFrom('client_sessions')
        .select(['id', 'expires_at'])
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },
  };
}
