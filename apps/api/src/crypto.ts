import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** A random URL-safe secret handed to a client once; only its hash is stored. */
export function newSecretToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Seals a short text with AES-256-GCM under a 32-byte key: only the key's holder reads it, and a
 * changed seal does not open. base64url of IV, tag and ciphertext.
 */
export function seal(text: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The text of a seal made with the key, or null for anything else. */
export function openSeal(sealed: string, key: Buffer): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    if (raw.length < 29) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
