import type { Insertable } from 'kysely';
import type { Db } from '../../../db/connect';
import type { SandboxGatewayPaymentsTable, SandboxGatewayTokensTable } from '../../../db/schema';

/** The sandbox gateway's own records: what a real gateway keeps on its side of the line. */
export function sandboxRepository(db: Db) {
  return {
    async insertToken(token: Insertable<SandboxGatewayTokensTable>) {
      await db.insertInto('sandbox_gateway_tokens').values(token).execute();
    },

    /** A reusable copy of a token, made once however often it is asked for. */
    async saveToken(token: string, savedAs: string) {
      const found = await db.selectFrom('sandbox_gateway_tokens').selectAll().where('token', '=', token).executeTakeFirst();
      if (!found) return false;
      await db
        .insertInto('sandbox_gateway_tokens')
        .values({ ...found, token: savedAs, reusable: true, created_at: undefined })
        .onConflict((oc) => oc.column('token').doNothing())
        .execute();
      return true;
    },

    async disableToken(token: string) {
      await db.updateTable('sandbox_gateway_tokens').set({ reusable: false }).where('token', '=', token).execute();
    },

    findToken(token: string) {
      return db.selectFrom('sandbox_gateway_tokens').selectAll().where('token', '=', token).executeTakeFirst();
    },

    async insertPayment(payment: Insertable<SandboxGatewayPaymentsTable>) {
      await db.insertInto('sandbox_gateway_payments').values(payment).execute();
    },

    findByReference(merchantReference: string) {
      return db.selectFrom('sandbox_gateway_payments').selectAll().where('merchant_reference', '=', merchantReference).executeTakeFirst();
    },

    findPayment(id: string) {
      return db.selectFrom('sandbox_gateway_payments').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Gives back part of a captured payment, once per key; answers the total refunded since, or
     * 'more_than_captured' (and refunds nothing) when it would exceed what was taken.
     */
    async refund(trx: Db, paymentId: string, amount: number, key: string): Promise<number | 'more_than_captured'> {
      // Locked first, so refunds of one payment (and retries of one key) take turns.
      const payment = await trx
        .selectFrom('sandbox_gateway_payments')
        .select(['status', 'amount', 'refunded_amount'])
        .where('id', '=', paymentId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const repeated = await trx.selectFrom('sandbox_gateway_refunds').select('key').where('key', '=', key).executeTakeFirst();
      if (repeated) return payment.refunded_amount;
      if (payment.status !== 'captured' || payment.refunded_amount + amount > payment.amount) return 'more_than_captured';
      await trx.insertInto('sandbox_gateway_refunds').values({ key, payment_id: paymentId, amount }).execute();
      const updated = await trx
        .updateTable('sandbox_gateway_payments')
        .set((eb) => ({ refunded_amount: eb('refunded_amount', '+', amount) }))
        .where('id', '=', paymentId)
        .returning('refunded_amount')
        .executeTakeFirstOrThrow();
      return updated.refunded_amount;
    },

    /** Moves a payment on, only from the states given; answers the new event sequence, or null when it was not in them. */
    async transition(id: string, from: string[], to: { status: string; decline_code?: string | null }) {
      const row = await db
        .updateTable('sandbox_gateway_payments')
        .set((eb) => ({ status: to.status, decline_code: to.decline_code ?? null, event_sequence: eb('event_sequence', '+', 1) }))
        .where('id', '=', id)
        .where('status', 'in', from)
        .returning(['event_sequence'])
        .executeTakeFirst();
      return row ? row.event_sequence : null;
    },
  };
}
export type SandboxRepository = ReturnType<typeof sandboxRepository>;
