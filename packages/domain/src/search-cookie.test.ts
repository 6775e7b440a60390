import { describe, expect, it } from 'vitest';
import { decodeSearchCookie, encodeSearchCookie, hasSearchParams } from './search-cookie';
import { criteriaFromParams } from './search-criteria';

const context = { today: '2026-11-21', kidsType: 'tiers' as const };
const read = (query: string) => criteriaFromParams(new URLSearchParams(query), context);

describe('search cookie', () => {
  it('keeps the §3 fields as base64 JSON and restores the same search', () => {
    const rooms = encodeURIComponent(JSON.stringify([{ adults: 2, kids_tiers: [{ code: 'A', children: 1 }] }, { adults: 1 }]));
    const criteria = read(`checkin=2026-12-01&checkout=2026-12-03&rooms=${rooms}&type=plans`);
    const value = encodeSearchCookie(criteria, 'https://hotel.example/ゆ');
    const json = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0))));
    expect(Object.keys(json).sort()).toEqual(
      [
        'adults',
        'checkin',
        'checkout',
        'is_day_use',
        'kids_tiers',
        'nights',
        'parentUrl',
        'room_count',
        'rooms',
        'search_type',
        'type',
      ].sort(),
    );
    expect(json).toMatchObject({
      parentUrl: 'https://hotel.example/ゆ',
      room_count: 2,
      adults: 2,
      kids_tiers: [{ code: 'A', children: 1 }],
    });
    const restored = decodeSearchCookie(value);
    expect(restored && criteriaFromParams(restored, context)).toEqual(criteria);
  });

  it('reads nothing from a cookie that is not ours', () => {
    expect(decodeSearchCookie('not base64!')).toBeNull();
    expect(decodeSearchCookie(btoa('{"checkin":'))).toBeNull();
    expect(decodeSearchCookie(null)).toBeNull();
  });

  it('is used only when the URL does not say what to search', () => {
    expect(hasSearchParams(new URLSearchParams('code=sakura-ginza&locale=ja&utm_source=x'))).toBe(false);
    expect(hasSearchParams(new URLSearchParams('code=sakura-ginza&checkin=2026-12-01'))).toBe(true);
  });
});
