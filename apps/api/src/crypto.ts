import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe secret handed to a client once; only its hash is stored. */
export function newSecretToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
