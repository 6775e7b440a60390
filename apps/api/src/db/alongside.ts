import type { Compilable, OperationNodeSource } from 'kysely';
import type { ErrorKey } from '@yado/domain/errors';

/**
 * A write sent inside another statement of the same transaction, as one of its WITH queries rather
 * than a statement of its own: one round trip fewer while the transaction holds its locks (ADR 0063).
 * A write whose rows the statement counts ends with RETURNING.
 */
export type AlongsideWrite = OperationNodeSource & Compilable;

/**
 * A write a booking made in one statement stands on (ADR 0083), such as a coupon's use: it ends
 * with RETURNING, and when it writes no row the statement refuses itself with `refusal`, the
 * error the guest is told. Nothing else of the statement stands.
 */
export interface GatingWrite {
  write: AlongsideWrite;
  refusal: ErrorKey;
}
