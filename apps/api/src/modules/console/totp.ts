import { Secret, TOTP } from 'otpauth';
import { openSeal, seal } from '../../crypto';

/** What marks a sealed secret; a secret without it was stored before sealing (base32 never has a colon). */
export const SEALED_TOTP_PREFIX = 'sealed:';

/** RFC 6238 with the parameters every authenticator app reads: SHA-1, 6 digits, 30 seconds. */
export const totpFor = (email: string, secret: string) =>
  new TOTP({ issuer: 'Yado', label: email, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** A fresh secret to enrol (160 bits, as RFC 4226 advises), in base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/**
 * The time step a code belongs to: now's, or one either side (clocks drift); null when it is none
 * of them. The step, not the code, is what may be used once.
 */
export function stepOfCode(email: string, secret: string, code: string, now: Date): number | null {
  const totp = totpFor(email, secret);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

/**
 * TOTP secrets at rest (ADR 0064): sealed with AES-256-GCM under TOTP_SECRET_KEY, so a copy of the
 * database alone gives no one the codes. A plain secret from before is still read, until the server
 * seals it at start.
 */
export function totpSecretBox(key: Buffer) {
  return {
    seal: (secret: string) => `${SEALED_TOTP_PREFIX}${seal(secret, key)}`,

    open(stored: string): string {
      if (!stored.startsWith(SEALED_TOTP_PREFIX)) return stored;
      const secret = openSeal(stored.slice(SEALED_TOTP_PREFIX.length), key);
      // Not a wrong code but a wrong key: say so to the operator, not to the user.
      if (secret === null) throw new Error('A TOTP secret does not open with TOTP_SECRET_KEY: was the key changed?');
      return secret;
    },

    isSealed: (stored: string) => stored.startsWith(SEALED_TOTP_PREFIX),
  };
}
export type TotpSecretBox = ReturnType<typeof totpSecretBox>;
