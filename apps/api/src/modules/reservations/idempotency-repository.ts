import type { AlongsideWrite } from '../../db/alongside';
import type { Db } from '../../db/connect';

/** What a request with an Idempotency-Key answered, as written with its booking. */
export interface KeyAnswer {
  requestHash: string;
  status: number;
  body: unknown;
}

/** The Idempotency-Keys of bookings (one row per client session's key), written in the booking's own transaction. */
export function idempotencyRepository(db: Db) {
  /**
   * The key's write: nothing when another request wrote the key first (its transaction has
   * committed by then; this one waited). Its RETURNING row tells whether it wrote.
   */
  function keyWrite(trx: Db, scope: string, key: string, answer: KeyAnswer) {
    return trx
      .insertInto('idempotency_keys')
      .values({ scope, key, request_hash: answer.requestHash, response_status: answer.status, response_body: JSON.stringify(answer.body) })
      .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
      .returning('key');
  }

  return {
    /** The key's write, for a statement of the booking's transaction to send along (false when taken: see keyWrite). */
    keyWrite: (trx: Db, scope: string, key: string, answer: KeyAnswer): AlongsideWrite => keyWrite(trx, scope, key, answer),

    /** Records what a request with this key answered, in the transaction that made it: false when another request wrote it first. */
    async recordKey(trx: Db, scope: string, key: string, answer: KeyAnswer): Promise<boolean> {
      return (await keyWrite(trx, scope, key, answer).executeTakeFirst()) !== undefined;
    },

    findKey(scope: string, key: string) {
      return db.selectFrom('idempotency_keys').selectAll().where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
    },

    /** The answer of a card booking whose charge has answered: until then its key answers "in progress". */
    async completeKey(trx: Db, scope: string, key: string, status: number, body: unknown) {
      await trx
        .updateTable('idempotency_keys')
        .set({ response_status: status, response_body: JSON.stringify(body) })
        .where('scope', '=', scope)
        .where('key', '=', key)
        .execute();
    },

    /** Frees a key whose booking was refused at payment, so the guest can try again with another card. */
    async releaseKey(scope: string, key: string) {
      await db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).execute();
    },
  };
}
