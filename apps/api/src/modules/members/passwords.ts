import { verify } from '@node-rs/argon2';

/** Stands where a password hash would be, for members without a password of their own: nothing verifies against it. */
export const NO_PASSWORD = '!';

/**
 * Whether the password is the member's. A member with no password of their own (made by an
 * external sign-in, or removed) has a placeholder that matches nothing.
 */
export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  if (!passwordHash.startsWith('$argon2')) return false;
  return verify(passwordHash, password);
}
