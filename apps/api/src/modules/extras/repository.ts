import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/connect';
import type { ReservationExtrasTable } from '../../db/schema';

/** An extra priced for a reservation, as it is stored with it. */
export type PricedExtra = Omit<Insertable<ReservationExtrasTable>, 'id' | 'reservation_id' | 'created_at'> & {
  delivery_time: string | null;
  answer: string | null;
};

/** One extra's quantity on one date, as stock is counted. */
export interface ExtraStock {
  extraId: number;
  date: string;
  quantity: number;
}

/** Adds up quantities per extra and date, in (extra, date) order: the order every transaction locks them in. */
function grouped(stock: ExtraStock[]): ExtraStock[] {
  const byKey = new Map<string, ExtraStock>();
  for (const s of stock) {
    const key = `${s.extraId}/${s.date}`;
    byKey.set(key, { ...s, quantity: (byKey.get(key)?.quantity ?? 0) + s.quantity });
  }
  return [...byKey.values()].sort((a, b) => a.extraId - b.extraId || a.date.localeCompare(b.date));
}

export function extrasRepository(db: Db) {
  return {
    /** A hotel's extras on sale, with their price and stock left on each date of a window (inclusive). */
    async offers(hotelId: number, from: string, to: string) {
      const extras = await db
        .selectFrom('extras')
        .selectAll()
        .where('hotel_id', '=', hotelId)
        .where('is_active', '=', true)
        .orderBy('position')
        .orderBy('id')
        .execute();
      const dates = extras.length
        ? await db
            .selectFrom('extra_inventory')
            .select(['extra_id', 'stock_date', 'price', sql<number>`(total - sold)::int`.as('left')])
            .where(
              'extra_id',
              'in',
              extras.map((e) => e.id),
            )
            .where('stock_date', '>=', from)
            .where('stock_date', '<=', to)
            .orderBy('stock_date')
            .execute()
        : [];
      return extras.map((extra) => ({ ...extra, dates: dates.filter((d) => d.extra_id === extra.id) }));
    },

    /** Takes stock for every line or none: false when a date lacks what is asked. */
    async take(trx: Db, stock: ExtraStock[]): Promise<boolean> {
      for (const line of grouped(stock)) {
        await trx
          .selectFrom('extra_inventory')
          .select('sold')
          .where('extra_id', '=', line.extraId)
          .where('stock_date', '=', line.date)
          .forUpdate()
          .execute();
        const taken = await trx
          .updateTable('extra_inventory')
          .set((eb) => ({ sold: eb('sold', '+', line.quantity) }))
          .where('extra_id', '=', line.extraId)
          .where('stock_date', '=', line.date)
          .where(sql<boolean>`sold + ${line.quantity} <= total`)
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) !== 1) return false;
      }
      return true;
    },

    async release(trx: Db, stock: ExtraStock[]) {
      for (const line of grouped(stock)) {
        await trx
          .updateTable('extra_inventory')
          .set((eb) => ({ sold: eb('sold', '-', line.quantity) }))
          .where('extra_id', '=', line.extraId)
          .where('stock_date', '=', line.date)
          .execute();
      }
    },

    async insertLines(trx: Db, reservationId: string, lines: PricedExtra[]) {
      if (lines.length === 0) return;
      await trx
        .insertInto('reservation_extras')
        .values(lines.map((line) => ({ ...line, reservation_id: reservationId })))
        .execute();
    },

    linesFor(trx: Db, reservationId: string) {
      return trx
        .selectFrom('reservation_extras')
        .innerJoin('extras', 'extras.id', 'reservation_extras.extra_id')
        .select([
          'reservation_extras.id',
          'reservation_extras.extra_id',
          'reservation_extras.stock_date',
          'reservation_extras.delivery_time',
          'reservation_extras.quantity',
          'reservation_extras.unit_price',
          'reservation_extras.price_without_tax',
          'reservation_extras.tax',
          'reservation_extras.total_price',
          'reservation_extras.answer',
          'extras.name',
          'extras.name_translations',
          'extras.extra_type',
          'extras.unit',
        ])
        .where('reservation_extras.reservation_id', '=', reservationId)
        .orderBy('reservation_extras.id')
        .execute();
    },
  };
}
