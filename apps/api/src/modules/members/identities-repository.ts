import type { Db } from '../../db/connect';
import { NO_PASSWORD } from '../../passwords';

/** External sign-in identities (§6): a provider's subject tied to one member of a brand. */
export function identitiesRepository(db: Db) {
  return {
    async findMemberId(brandId: number, provider: string, subject: string): Promise<number | null> {
      const row = await db
        .selectFrom('user_identities')
        .innerJoin('users', 'users.id', 'user_identities.user_id')
        .select('users.id')
        .where('user_identities.brand_id', '=', brandId)
        .where('user_identities.provider', '=', provider)
        .where('user_identities.subject', '=', subject)
        .where('users.status', '=', 'active')
        .executeTakeFirst();
      return row?.id ?? null;
    },
    /** Ties the identity to the member; false when it is already tied (to anyone). */
    async link(row: { user_id: number; brand_id: number; provider: string; subject: string }): Promise<boolean> {
      const inserted = await db
        .insertInto('user_identities')
        .values(row)
        .onConflict((oc) => oc.columns(['brand_id', 'provider', 'subject']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },
    /** A member made by the provider: confirmed by it, with no password of their own, and the identity tied. */
    async insertExternalMember(
      trx: Db,
      member: {
        brand_id: number;
        email: string;
        first_name: string;
        last_name: string;
        locale: string;
        provider: string;
        program_id: number | null;
        rank_id: number | null;
      },
      subject: string,
      now: Date,
    ): Promise<number | null> {
      const inserted = await trx
        .insertInto('users')
        .values({ ...member, password_hash: NO_PASSWORD, confirmation_token_hash: null, status: 'active', confirmed_at: now })
        .onConflict((oc) => oc.columns(['brand_id', 'email']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return null;
      await trx
        .insertInto('user_identities')
        .values({ user_id: inserted.id, brand_id: member.brand_id, provider: member.provider, subject })
        .execute();
      return inserted.id;
    },
    async removeAll(userId: number) {
      await db.deleteFrom('user_identities').where('user_id', '=', userId).execute();
    },
  };
}
