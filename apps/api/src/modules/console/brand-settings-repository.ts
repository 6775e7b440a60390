import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/** The brand's settings (a JSON object) and languages, and its hotels, as its owners' console edits them (ADR 0074). */
export function brandSettingsRepository(db: Db) {
  const brandOf = (trx: Db, brandId: number) =>
    trx.selectFrom('hotel_brands').select(['settings', 'book_languages']).where('id', '=', brandId);

  return {
    read: (brandId: number) => brandOf(db, brandId).executeTakeFirstOrThrow(),

    /** The brand locked for a change, so two owners' changes apply one after the other. */
    lock: (trx: Db, brandId: number) => brandOf(trx, brandId).forUpdate().executeTakeFirstOrThrow(),

    /** Every hotel of the brand, which its defaults reach. */
    hotelsOf: (brandId: number) => db.selectFrom('hotels').select(['code', 'name']).where('brand_id', '=', brandId).orderBy('id').execute(),

    /** Writes the settings keys changed over the stored ones, and the languages when they changed. */
    async merge(trx: Db, brandId: number, changed: Record<string, unknown>, languages: string[] | undefined) {
      await trx
        .updateTable('hotel_brands')
        .set({
          settings: sql<string>`settings || ${JSON.stringify(changed)}::jsonb`,
          ...(languages === undefined ? {} : { book_languages: languages }),
        })
        .where('id', '=', brandId)
        .execute();
    },
  };
}
