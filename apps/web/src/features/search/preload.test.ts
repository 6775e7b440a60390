import { describe, expect, it } from 'vitest';
import { criteriaFromParams, searchQuery } from '@yado/domain/search-criteria';
import { preloadCriteria } from './preload';

const preload = (query: string) => preloadCriteria(new URLSearchParams(query));

describe('what the results page can preload before the hotel settings arrive', () => {
  it('is the same search the page will send, for a dated link', () => {
    const query = 'code=sakura-ginza&checkin=2026-12-01&checkout=2026-12-03&adults=3&kids_tiers=A:1&type=plans';
    const later = criteriaFromParams(new URLSearchParams(query), { today: '2026-11-21', kidsType: 'tiers' });
    const early = preload(query);
    expect(early && searchQuery(early)).toEqual(searchQuery(later));
  });

  it('is the same undated search whatever today is', () => {
    const query = 'search_type=undated&nights=2&adults=2';
    const later = criteriaFromParams(new URLSearchParams(query), { today: '2026-11-21', kidsType: 'ages' });
    const early = preload(query);
    expect(early && searchQuery(early)).toEqual(searchQuery(later));
  });

  it('is nothing when the search depends on the hotel: no dates, or children without ages or tiers', () => {
    expect(preload('adults=2')).toBeNull();
    expect(preload('checkin=2026-12-01&checkout=2026-12-02&children=1')).toBeNull();
    expect(preload(`checkin=2026-12-01&checkout=2026-12-02&rooms=${encodeURIComponent('[{"adults":1}]')}`)).toBeNull();
  });
});
