import { describe, expect, it } from 'vitest';
import { consoleReservationsQuerySchema, consoleSearchTerms } from './console-reservations';

describe('console reservation search', () => {
  it('reads full-width text as half-width and katakana as hiragana, and names without spaces', () => {
    expect(consoleSearchTerms('  Ｙｕｉ　Tanaka ')).toMatchObject({ name: 'yuitanaka', email: 'yui tanaka', phoneDigits: null });
    expect(consoleSearchTerms('タナカ ユイ').name).toBe('たなかゆい');
    expect(consoleSearchTerms('ygn-1234').number).toBe('YGN-1234');
  });

  it('looks for phone digits without the leading zeros of a national number', () => {
    expect(consoleSearchTerms('090-1234-5678').phoneDigits).toBe('9012345678');
    expect(consoleSearchTerms('+81 90 1234 5678').phoneDigits).toBe('819012345678');
    expect(consoleSearchTerms('12').phoneDigits).toBeNull();
    expect(consoleSearchTerms('Room 12345').phoneDigits).toBeNull();
  });

  it('asks a search for two characters at least, and a list for none', () => {
    expect(consoleReservationsQuerySchema.safeParse({ view: 'search', q: ' a ' }).success).toBe(false);
    expect(consoleReservationsQuerySchema.safeParse({ view: 'search', q: 'ab' }).success).toBe(true);
    expect(consoleReservationsQuerySchema.parse({})).toMatchObject({ view: 'arrivals', page: 1 });
  });
});
