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
