import type { Compilable, OperationNodeSource } from 'kysely';

/**
 * A write sent inside another statement of the same transaction, as one of its WITH queries rather
 * than a statement of its own: one round trip fewer while the transaction holds its locks (ADR 0063).
 * A write whose rows the statement counts ends with RETURNING.
 */
export type AlongsideWrite = OperationNodeSource & Compilable;
