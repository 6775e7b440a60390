import type { Db } from '../../db/connect';

export function currenciesRepository(db: Db) {
  return {
    /** The newest rate from one currency to another. */
    latest(base: string, quote: string) {
      return db
        .selectFrom('exchange_rates')
        .selectAll()
        .where('base', '=', base)
        .where('quote', '=', quote)
        .orderBy('taken_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    byId(id: number) {
      return db.selectFrom('exchange_rates').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insert(rates: Array<{ base: string; quote: string; rate: number; taken_at: Date }>) {
      if (rates.length) await db.insertInto('exchange_rates').values(rates).execute();
    },
  };
}
