import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Stands where a password hash would be, for accounts without a password of their own: nothing verifies against it. */
export const NO_PASSWORD = '!';

let unmatchable: Promise<string> | undefined;
/** A hash of a random text no one types, made with the same parameters as members' own, once. */
const unmatchableHash = () => (unmatchable ??= hash(randomBytes(32).toString('hex')));

/**
 * Whether the password is the account's (a member's or a corporate user's). With no account (null),
 * or one with no password of its own (made by an external sign-in, or removed), a hash is checked
 * all the same and nothing matches: the answer takes as long, so its time does not tell them apart.
 */
export async function passwordMatches(
  passwordHash: string | null,
  password: string,
  /** The hash check; argon2's own. */
  check: (hash: string, password: string) => Promise<boolean> = verify,
): Promise<boolean> {
  if (passwordHash === null || !passwordHash.startsWith('$argon2')) {
    await check(await unmatchableHash(), password);
    return false;
  }
  return check(passwordHash, password);
}
