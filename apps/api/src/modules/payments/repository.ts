import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database, PaymentTransactionsTable } from '../../db/schema';

export type NewPaymentTransaction = Insertable<PaymentTransactionsTable>;

export function paymentsRepository(db: Db) {
  return {
    transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    async insert(trx: Db, transaction: NewPaymentTransaction) {
      await trx.insertInto('payment_transactions').values(transaction).execute();
    },

    find(id: string, trx: Db = db, forUpdate = false) {
      const query = trx.selectFrom('payment_transactions').selectAll().where('id', '=', id);
      return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
    },

    /** The reservation's latest payment: what its pages show. */
    latestForReservation(reservationId: string) {
      return db
        .selectFrom('payment_transactions')
        .selectAll()
        .where('reservation_id', '=', reservationId)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async update(
      trx: Db,
      id: string,
      changes: {
        status?: string;
        error_code?: string | null;
        challenge_url?: string | null;
        gateway_reference?: string;
        amount?: number;
        refunded_amount?: number;
      },
      at: Date,
    ) {
      await trx
        .updateTable('payment_transactions')
        .set({ ...changes, updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    /** Records a gateway event; false when it was already applied. */
    async recordEvent(trx: Db, event: { gateway: string; event_id: string; transaction_id: string; type: string }) {
      const inserted = await trx
        .insertInto('payment_events')
        .values(event)
        .onConflict((oc) => oc.columns(['gateway', 'event_id']).doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    },
  };
}
