import type { Db } from '../../db/connect';

export function staffRepository(db: Db) {
  return {
    findActive(tokenHash: string) {
      return db
        .selectFrom('staff_credentials')
        .select(['id', 'hotel_id', 'name'])
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
    },

    async insert(credential: { hotel_id: number; name: string; token_hash: string }) {
      const { id } = await db.insertInto('staff_credentials').values(credential).returning('id').executeTakeFirstOrThrow();
      return id;
    },
  };
}
