import { hash, verify } from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { NO_PASSWORD, passwordMatches } from './passwords';

describe('a password checked against an account', () => {
  it('is checked against a hash even with no account, or one without a password, and never matches there', async () => {
    for (const missing of [null, NO_PASSWORD]) {
      // A check that would say yes to anything: the answer is still no, and a hash was checked.
      const check = vi.fn(async () => true);
      expect(await passwordMatches(missing, 'Sakura2026', check)).toBe(false);
      expect(check).toHaveBeenCalledTimes(1);
      const [checkedHash, typed] = check.mock.calls[0] as unknown as [string, string];
      expect(checkedHash.startsWith('$argon2')).toBe(true);
      expect(typed).toBe('Sakura2026');
      // The stand-in hash is made like a member's: the same work to check.
      expect(await verify(checkedHash, 'Sakura2026')).toBe(false);
    }
  });

  it("matches the account's own password only", async () => {
    const own = await hash('Sakura2026');
    expect(await passwordMatches(own, 'Sakura2026')).toBe(true);
    expect(await passwordMatches(own, 'Sakura2027')).toBe(false);
  });
});
