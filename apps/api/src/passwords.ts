import { verify } from '@node-rs/argon2';
import { LOCK_MINUTES, SIGN_IN_ATTEMPTS } from '@yado/domain/members';
import { AppError } from './errors';

/** Stands where a password hash would be, for accounts without a password of their own: nothing verifies against it. */
export const NO_PASSWORD = '!';

/**
 * Whether the password is the account's (a member's or a corporate user's). A member with no
 * password of their own (made by an external sign-in, or removed) has a placeholder that matches nothing.
 */
export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  if (!passwordHash.startsWith('$argon2')) return false;
  return verify(passwordHash, password);
}

/** An account that signs in with a password and is locked after failures in a row (§5 1301). */
export interface LockableAccount {
  id: number;
  password_hash: string;
  failed_sign_ins: number;
  locked_until: Date | string | null;
}

/** Where an account's failures are counted: one more (true once it reaches the limit and locks), or none again. */
export interface FailureCounter {
  recordFailedSignIn(id: number, limit: number, lockUntil: Date): Promise<boolean>;
  clearFailedSignIns(id: number): Promise<void>;
}

/**
 * Checks a password against an account: a locked account is refused even with the right password
 * (1301, with the minutes left); the failure that reaches the limit locks it. A wrong password
 * throws `failure`, the same answer as an unknown account.
 */
export async function checkPasswordWithLock(
  account: LockableAccount,
  password: string,
  counter: FailureCounter,
  failure: 'sign_in_failed' | 'corporate_sign_in_failed',
  now: Date,
): Promise<void> {
  const lockedUntil = account.locked_until ? new Date(account.locked_until).getTime() : 0;
  if (lockedUntil > now.getTime()) throw new AppError('account_locked', { minutes: Math.ceil((lockedUntil - now.getTime()) / 60_000) });
  if (!(await passwordMatches(account.password_hash, password))) {
    const locked = await counter.recordFailedSignIn(account.id, SIGN_IN_ATTEMPTS, new Date(now.getTime() + LOCK_MINUTES * 60_000));
    throw locked ? new AppError('account_locked', { minutes: LOCK_MINUTES }) : new AppError(failure);
  }
}

/** A right password after failures starts the count afresh. */
export async function clearFailures(account: LockableAccount, counter: FailureCounter) {
  if (account.failed_sign_ins > 0 || account.locked_until) await counter.clearFailedSignIns(account.id);
}
