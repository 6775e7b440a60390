import type { Insertable } from 'kysely';
import type { ChallengeDisplay } from '@yado/domain/payments';
import type { Db } from '../../db/connect';
import type { MemberCardsTable, PaymentTransactionsTable } from '../../db/schema';

export type NewPaymentTransaction = Insertable<PaymentTransactionsTable>;

export function paymentsRepository(db: Db) {
  return {
    /** A payment's insert, to run alone or alongside another statement (opening.ts). */
    insertWrite(trx: Db, transaction: NewPaymentTransaction) {
      return trx.insertInto('payment_transactions').values(transaction);
    },

    find(id: string) {
      return db.selectFrom('payment_transactions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * The payment while it is still as opened: never sent to the gateway, nor answered or given up
     * since (a booking's recovery voids one left unanswered). Anything else is not charged again.
     */
    findUncharged(id: string) {
      return db
        .selectFrom('payment_transactions')
        .selectAll()
        .where('id', '=', id)
        .where('status', '=', 'pre_3d_secure')
        .where('gateway_reference', 'is', null)
        .where('challenge_url', 'is', null)
        .where('error_code', 'is', null)
        .executeTakeFirst();
    },

    /** The payment, its row locked until the caller's transaction ends. */
    lockById(trx: Db, id: string) {
      return trx.selectFrom('payment_transactions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    /**
     * What a reservation's guest has paid by card: the booking's own payment and the payment links
     * that paid its rest, oldest first.
     */
    capturedForReservation(reservationId: string) {
      return db
        .selectFrom('payment_transactions')
        .leftJoin('payment_links', 'payment_links.number', 'payment_transactions.payment_link_number')
        .selectAll('payment_transactions')
        .where('payment_transactions.status', '=', 'captured')
        .where((eb) =>
          eb.or([eb('payment_transactions.reservation_id', '=', reservationId), eb('payment_links.reservation_id', '=', reservationId)]),
        )
        .orderBy('payment_transactions.created_at')
        .execute();
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
        challenge_display?: ChallengeDisplay;
        gateway_reference?: string;
        amount?: number;
        save_card_token?: null;
      },
      at: Date,
    ) {
      await trx
        .updateTable('payment_transactions')
        .set({ ...changes, updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    /** Marks a payment still waiting for its challenge as expired; false when it was answered meanwhile. */
    async markExpired(id: string, errorCode: string, at: Date) {
      const marked = await db
        .updateTable('payment_transactions')
        .set({ error_code: errorCode, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'pre_3d_secure')
        .executeTakeFirst();
      return Number(marked.numUpdatedRows) === 1;
    },

    /** Refunds only add up: a settlement that read an older total never lowers it. */
    async recordRefunded(id: string, refunded: number, at: Date) {
      await db
        .updateTable('payment_transactions')
        .set((eb) => ({ refunded_amount: eb.fn('greatest', [eb.ref('refunded_amount'), eb.val(refunded)]), updated_at: at }))
        .where('id', '=', id)
        .execute();
    },

    /** A member's saved cards, newest first. */
    listCards(userId: number) {
      return db
        .selectFrom('member_cards')
        .select(['id', 'brand', 'last4', 'exp_month', 'exp_year'])
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('id', 'desc')
        .execute();
    },

    findCard(userId: number, id: number) {
      return db
        .selectFrom('member_cards')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async insertCard(card: Insertable<MemberCardsTable>) {
      await db
        .insertInto('member_cards')
        .values(card)
        .onConflict((oc) => oc.columns(['user_id', 'gateway', 'gateway_token']).where('deleted_at', 'is', null).doNothing())
        .execute();
    },

    async deleteCard(id: number, at: Date) {
      await db.updateTable('member_cards').set({ deleted_at: at }).where('id', '=', id).execute();
    },

    /** Marks an open link paid; false when it was not open (already paid, or closed). */
    async markLinkPaid(trx: Db, number: string, at: Date): Promise<boolean> {
      const marked = await trx
        .updateTable('payment_links')
        .set({ status: 'paid', paid_at: at, holder_device: null, held_until: null })
        .where('number', '=', number)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(marked.numUpdatedRows) === 1;
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
