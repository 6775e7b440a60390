import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/** The hotel's settings (a JSON object of §3 init settings) and its brand's defaults and languages, as its console edits them. */
export function hotelSettingsRepository(db: Db) {
  const settingsOf = (trx: Db, hotelId: number) =>
    trx
      .selectFrom('hotels')
      .innerJoin('hotel_brands', 'hotel_brands.id', 'hotels.brand_id')
      .select(['hotels.settings', 'hotel_brands.settings as brand_settings', 'hotel_brands.book_languages as brand_languages'])
      .where('hotels.id', '=', hotelId);

  return {
    read: (hotelId: number) => settingsOf(db, hotelId).executeTakeFirstOrThrow(),

    /** The settings locked for a change, so two editors' changes apply one after the other. */
    lock: (trx: Db, hotelId: number) => settingsOf(trx, hotelId).forUpdate('hotels').executeTakeFirstOrThrow(),

    /**
     * Writes the keys changed over the stored ones and removes those forgotten (the hotel takes the
     * brand's value again); the others (search, children, coupons) stay as they are.
     */
    async merge(trx: Db, hotelId: number, changed: Record<string, unknown>, forgotten: readonly string[]) {
      const kept = forgotten.length === 0 ? sql`settings` : sql`(settings - ARRAY[${sql.join(forgotten)}]::text[])`;
      await trx
        .updateTable('hotels')
        .set({ settings: sql<string>`${kept} || ${JSON.stringify(changed)}::jsonb` })
        .where('id', '=', hotelId)
        .execute();
    },
  };
}
