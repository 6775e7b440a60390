import { LOCK_MINUTES, SIGN_IN_ATTEMPTS } from '@yado/domain/members';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import { passwordMatches } from '../../passwords';
import { signInFailuresRepository } from './repository';

const MINUTE_MS = 60_000;

/** One password try: the account as named (known or not), from one client address. */
export interface SignInAttempt {
  /** The name tried, made one per brand and kind of account, e.g. member:1:aiko@example.com. */
  accountKey: string;
  clientAddress: string;
  /** The account's password hash; null when no account has the name. */
  passwordHash: string | null;
  password: string;
}

/**
 * Password sign-ins that neither tell who has an account nor let a stranger lock one (§5 1301).
 * Failures count per account name and client address, for names of accounts and names of none
 * alike: the fifth in a row makes that address wait LOCK_MINUTES for that name (1301), while the
 * owner, from their own address, signs in as ever. Spreading guesses over many addresses runs into
 * the per-account rate limit instead.
 */
type SecondFactorFailure = 'totp_invalid' | 'totp_used';
type SignInFailure = 'sign_in_failed' | 'corporate_sign_in_failed' | 'console_sign_in_failed' | SecondFactorFailure;

export function signInThrottle(db: Db) {
  const repository = signInFailuresRepository(db);

  /** Counts a failure; the last one allowed locks the name for this address. */
  async function fail(accountKey: string, clientAddress: string, failure: SignInFailure, now: Date): Promise<never> {
    const countSince = new Date(now.getTime() - LOCK_MINUTES * MINUTE_MS);
    const failures = await repository.recordFailure(accountKey, clientAddress, now, countSince);
    if (failures < SIGN_IN_ATTEMPTS) throw new AppError(failure);
    await repository.lock(accountKey, clientAddress, new Date(now.getTime() + LOCK_MINUTES * MINUTE_MS));
    throw new AppError('account_locked', { minutes: LOCK_MINUTES });
  }

  return {
    /**
     * Passes when the password is the account's; otherwise throws `failure`, or 1301 with the minutes
     * left once the address has failed too often at this name. An unknown name costs the same hash
     * check and earns the same answers as a wrong password.
     */
    async check(
      attempt: SignInAttempt,
      failure: SignInFailure,
      now = new Date(),
      options: { secondFactorFollows?: boolean } = {},
    ): Promise<void> {
      const { accountKey, clientAddress } = attempt;
      const lockedUntil = (await repository.lockedUntil(accountKey, clientAddress))?.getTime() ?? 0;
      if (lockedUntil > now.getTime())
        throw new AppError('account_locked', { minutes: Math.ceil((lockedUntil - now.getTime()) / MINUTE_MS) });
      if (await passwordMatches(attempt.passwordHash, attempt.password)) {
        // With a second factor still to pass, the count stands until it has: a right password does
        // not buy unlimited guesses at the code.
        if (!options.secondFactorFollows) await repository.clear(accountKey, clientAddress);
        return;
      }
      await fail(accountKey, clientAddress, failure, now);
    },

    /** A wrong second factor (or a code used before) counts as a failed sign-in, toward the same lock. */
    failSecondFactor: (accountKey: string, clientAddress: string, now = new Date(), failure: SecondFactorFailure = 'totp_invalid') =>
      fail(accountKey, clientAddress, failure, now),

    /** The whole sign-in passed: the count at this name from this address starts afresh. */
    passed: (accountKey: string, clientAddress: string) => repository.clear(accountKey, clientAddress),

    /** A password changed by its owner starts every address's count at this name afresh. */
    forget: (accountKey: string) => repository.clear(accountKey),
  };
}
export type SignInThrottle = ReturnType<typeof signInThrottle>;
