import { describe, expect, it } from 'vitest';
import { readPackageDraft, savePackageDraft, type PackageDraft } from './package-draft';

const chosen = { hotelCode: 'sakura-ginza', nights: 2, total: { cents: 92_000, currency: 'JPY' } } as unknown as PackageDraft;

describe('the package draft', () => {
  it('keeps the Idempotency-Key it was chosen with, so a retry sends the same', () => {
    savePackageDraft({ ...chosen, idempotencyKey: 'chosen-key' });
    expect(readPackageDraft()?.idempotencyKey).toBe('chosen-key');
    expect(readPackageDraft()?.idempotencyKey).toBe('chosen-key');
  });

  it('gives a draft kept without a key one, and the same one on every read after', () => {
    savePackageDraft(chosen);
    const key = readPackageDraft()?.idempotencyKey;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(readPackageDraft()?.idempotencyKey).toBe(key);
  });
});
