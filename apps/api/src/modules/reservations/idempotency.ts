import type { AlongsideWrite } from '../../db/alongside';
import type { Db } from '../../db/connect';
import { inTransaction } from '../../db/transactions';
import { AppError } from '../../errors';
import { idempotencyRepository } from './idempotency-repository';

/** A booking request as its Idempotency-Key sees it: the key (if sent), where it is unique, and the request it was sent with. */
export interface IdempotentRequest {
  scope: string;
  key: string | undefined;
  requestHash: string;
}

/**
 * What the key of a booking made in one statement keeps (ADR 0083): the booking it made, shown
 * again as it stands when the request is retried, rather than the answer itself.
 */
export interface BookedReference {
  booked: { reservation_number: string; bypass_token: string };
}

export const isBookedReference = (body: unknown): body is BookedReference => typeof body === 'object' && body !== null && 'booked' in body;

/** Another request with the same key recorded its answer first. */
const KEY_TAKEN = new Error('idempotency key taken');
const WAITED = new Error('waited for a request in flight');
/** Refusals of requests whose key was free: nothing to look up before answering them. */
const unanswered = new WeakSet<object>();

/**
 * Idempotency-Key for bookings (Stripe semantics): the key is written once, with the answer, in
 * the booking's own transaction; a retry answers as the first request did.
 */
export function idempotentBookings(db: Db) {
  const repository = idempotencyRepository(db);

  /**
   * What an earlier request with this key answered; when none has, waits for one still in flight
   * (its uncommitted key holds a write of the same key) and reads again once it has ended.
   */
  async function answeredBefore(scope: string, key: string) {
    const found = await repository.findKey(scope, key);
    if (found) return found;
    await inTransaction(db, async (trx) => {
      await repository.recordKey(trx, scope, key, { requestHash: '', status: 0, body: {} });
      throw WAITED; // never kept: the write only waits its turn behind a request in flight
    }).catch((error: unknown) => {
      if (error !== WAITED) throw error;
    });
    return repository.findKey(scope, key);
  }

  return {
    /** Writes the key with its answer in the booking's transaction; when another request wrote it first, this one rolls back. */
    async record(trx: Db, request: IdempotentRequest, status: number, body: unknown) {
      const { scope, key, requestHash } = request;
      if (key && !(await repository.recordKey(trx, scope, key, { requestHash, status, body }))) throw KEY_TAKEN;
    },

    /**
     * The same record, sent inside a statement of the caller's (`send`), which answers whether the
     * key's write wrote: one round trip fewer while the booking holds its locks. `send` refuses
     * (throws an AppError) only once the key has been written.
     */
    async recordAlongside(
      trx: Db,
      request: IdempotentRequest,
      answer: { status: number; body: unknown },
      send: (keyWrite: AlongsideWrite | undefined) => Promise<boolean>,
    ) {
      const { scope, key, requestHash } = request;
      const written = await send(key ? repository.keyWrite(trx, scope, key, { requestHash, ...answer }) : undefined).catch(
        (error: unknown) => {
          // A refusal found once the key has written: no request before this one holds it, so none has an answer to replay.
          if (error instanceof AppError) unanswered.add(error);
          throw error;
        },
      );
      if (!written) throw KEY_TAKEN;
    },

    /** The answer of a card booking once its charge has answered. */
    complete: (trx: Db, request: IdempotentRequest, status: number, body: unknown) =>
      request.key ? repository.completeKey(trx, request.scope, request.key, status, body) : Promise.resolve(),

    /** Frees the key of a booking refused at payment, so the guest can try again with another card. */
    release: (request: IdempotentRequest) => (request.key ? repository.releaseKey(request.scope, request.key) : Promise.resolve()),

    /**
     * A failed request's answer: a retry of a booking already made answers as it did, even when the
     * price, the stock or a voucher has moved since (the first took them); otherwise the error stands.
     */
    async replayAfter<Body>(error: unknown, request: IdempotentRequest): Promise<{ status: number; replayed: true; body: Body }> {
      if (unanswered.has(error as object)) throw error;
      const previous = request.key ? await answeredBefore(request.scope, request.key) : undefined;
      if (!previous) throw error === KEY_TAKEN ? new AppError('idempotency_key_reused') : error;
      if (previous.request_hash !== request.requestHash) throw new AppError('idempotency_key_reused');
      // A card booking whose charge has not answered yet has no answer to give: the retry is told to wait.
      if (previous.response_status === 0) throw new AppError('idempotency_key_in_progress');
      return { status: previous.response_status, replayed: true, body: previous.response_body as Body };
    },
  };
}
