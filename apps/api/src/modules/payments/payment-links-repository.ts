import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect';
import type { PaymentLinksTable } from '../../db/schema';

/** Payment links and their hold by one device at a time. */
export function paymentLinksRepository(db: Db) {
  return {
    find(number: string) {
      return db.selectFrom('payment_links').selectAll().where('number', '=', number).executeTakeFirst();
    },

    /** The open link that pays the rest of a reservation, if one is open. */
    openForReservation(reservationId: string) {
      return db
        .selectFrom('payment_links')
        .selectAll()
        .where('reservation_id', '=', reservationId)
        .where('status', '=', 'open')
        .executeTakeFirst();
    },

    async insert(trx: Db, link: Insertable<PaymentLinksTable>) {
      await trx.insertInto('payment_links').values(link).execute();
    },

    async cancel(number: string) {
      await db
        .updateTable('payment_links')
        .set({ status: 'cancelled' })
        .where('number', '=', number)
        .where('status', '=', 'open')
        .execute();
    },

    /** The link's latest payment try. */
    latestTransaction(number: string) {
      return db
        .selectFrom('payment_transactions')
        .selectAll()
        .where('payment_link_number', '=', number)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /**
     * Holds an open link for a device until a time, unless another device holds it now; answers
     * whether this device holds it.
     */
    async hold(number: string, device: string, until: Date, now: Date): Promise<boolean> {
      const held = await db
        .updateTable('payment_links')
        .set({ holder_device: device, held_until: until })
        .where('number', '=', number)
        .where('status', '=', 'open')
        .where((eb) => eb.or([eb('holder_device', 'is', null), eb('holder_device', '=', device), eb('held_until', '<', now)]))
        .executeTakeFirst();
      return Number(held.numUpdatedRows) === 1;
    },
  };
}
