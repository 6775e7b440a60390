/** PostgreSQL's codes for a write a constraint refused, as both drivers report them on the error. */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const DEADLOCK_DETECTED = '40P01';

const sqlState = (error: unknown) => (typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined);

/** A row with the same unique key was written first (a race the check before the insert cannot see). */
export const isUniqueViolation = (error: unknown) => sqlState(error) === UNIQUE_VIOLATION;

/** A row the write refers to is gone (deleted by another transaction since it was read). */
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === FOREIGN_KEY_VIOLATION;

/** PostgreSQL rolled the transaction back to break a deadlock: nothing of it stands. */
export const isDeadlock = (error: unknown) => sqlState(error) === DEADLOCK_DETECTED;

/** The constraint a refused write broke, as both drivers name it on the error. */
export const violatedConstraint = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null ? ((error as { constraint?: string }).constraint ?? undefined) : undefined;

/** What `refuse_statement` (migration 0070) refused a statement for: its reason, or undefined for any other error. */
export const refusalOf = (error: unknown): string | undefined =>
  sqlState(error) === 'YD001' ? ((error as { message?: string }).message ?? undefined) : undefined;
