import type { Db } from '../../db/connect';

export interface NewTemporaryStorage {
  id: string;
  hotel_id: number;
  client_session_id: string;
  draft: Record<string, unknown>;
  email: string | null;
  locale: string;
  expires_at: Date;
  /** A price held while the guest pays (ADR 0060), set only by the hand-off. */
  price_hold?: Record<string, unknown>;
}

/** Guests' booking drafts kept on the server (§7 temporary_storages). */
export function temporaryStoragesRepository(db: Db) {
  return {
    async insert(row: NewTemporaryStorage) {
      await db
        .insertInto('temporary_storages')
        .values({
          ...row,
          draft: JSON.stringify(row.draft),
          price_hold: row.price_hold ? JSON.stringify(row.price_hold) : null,
          updated_at: new Date(),
        })
        .execute();
    },

    /** Replaces a live draft; false when there is none by that id (unknown or past its week). */
    async update(id: string, change: { draft: Record<string, unknown>; email: string | null; locale: string }, now: Date) {
      const updated = await db
        .updateTable('temporary_storages')
        .set({ draft: JSON.stringify(change.draft), email: change.email, locale: change.locale, updated_at: now, recovery_mailed_at: null })
        .where('id', '=', id)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    find(id: string, now: Date) {
      return db
        .selectFrom('temporary_storages')
        .innerJoin('hotels', 'hotels.id', 'temporary_storages.hotel_id')
        .selectAll('temporary_storages')
        .select('hotels.code as hotel_code')
        .where('temporary_storages.id', '=', id)
        .where('temporary_storages.expires_at', '>', now)
        .executeTakeFirst();
    },

    /** The price held on a live draft of this hotel for this client session (ADR 0060); undefined when there is none. */
    async priceHold(id: string, hotelId: number, clientSessionId: string, now: Date) {
      const row = await db
        .selectFrom('temporary_storages')
        .select('price_hold')
        .where('id', '=', id)
        .where('hotel_id', '=', hotelId)
        .where('client_session_id', '=', clientSessionId)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row?.price_hold ?? undefined;
    },

    /** Marks the recovery mail sent, once: false when another run or a newer draft got there first. */
    async markMailed(id: string, lastChange: Date, now: Date) {
      const updated = await db
        .updateTable('temporary_storages')
        .set({ recovery_mailed_at: now })
        .where('id', '=', id)
        .where('recovery_mailed_at', 'is', null)
        .where('updated_at', '=', lastChange)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },
  };
}
export type TemporaryStorageRow = NonNullable<Awaited<ReturnType<ReturnType<typeof temporaryStoragesRepository>['find']>>>;
