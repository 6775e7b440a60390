import { describe, expect, it } from 'vitest';
import { formatList } from './list-words';

describe('a list in words', () => {
  it('is written as each language writes one', () => {
    expect(formatList(['2 single beds', '1 sofa bed'], 'en')).toBe('2 single beds and 1 sofa bed');
    expect(formatList(['シングルベッド2台', 'ソファベッド1台'], 'ja')).toBe('シングルベッド2台、ソファベッド1台');
    expect(formatList(['单人床2张', '沙发床1张'], 'zh_Hans')).toBe('单人床2张和沙发床1张');
    expect(formatList(['one'], 'ar')).toBe('one');
  });
});
