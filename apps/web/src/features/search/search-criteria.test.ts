import { describe, expect, it } from 'vitest';
import { criteriaFromParams } from './search-criteria';

const today = '2026-11-21';
const read = (query: string) => criteriaFromParams(new URLSearchParams(query), today);

describe('search criteria from the URL', () => {
  it('reads the §2 parameters as given', () => {
    expect(read('checkin=2026-12-01&checkout=2026-12-03&adults=3&children=1&order=price_high_to_low')).toEqual({
      checkin: '2026-12-01',
      checkout: '2026-12-03',
      adults: 3,
      children: 1,
      order: 'price_high_to_low',
    });
  });

  it('starts today for one night with two adults when nothing is given', () => {
    expect(read('')).toEqual({ checkin: today, checkout: '2026-11-22', adults: 2, children: 0, order: 'price_low_to_high' });
  });

  it('moves a past or malformed check-in to today, keeping a check-out that still fits', () => {
    expect(read('checkin=2026-11-01&checkout=2026-11-23')).toMatchObject({ checkin: today, checkout: '2026-11-23' });
    expect(read('checkin=21-11-2026&checkout=2026-11-24')).toMatchObject({ checkin: today, checkout: '2026-11-24' });
  });

  it('falls back to one night for a reversed or overlong stay', () => {
    expect(read('checkin=2026-12-05&checkout=2026-12-05').checkout).toBe('2026-12-06');
    expect(read('checkin=2026-12-05&checkout=2027-02-05').checkout).toBe('2026-12-06');
  });

  it('ignores guest counts and orders it does not know', () => {
    expect(read('adults=0&children=-1&order=cheapest')).toMatchObject({ adults: 2, children: 0, order: 'price_low_to_high' });
    expect(read('adults=2.5&children=x')).toMatchObject({ adults: 2, children: 0 });
  });
});
