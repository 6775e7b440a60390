import { describe, expect, it } from 'vitest';
import {
  agencySearchQuerySchema,
  hotelMatches,
  inArea,
  matchScore,
  rankSuggestions,
  resolveSearchArea,
  sortHotels,
  type Ranked,
} from './agency-search';
import { placeById } from './places';

const hotel = (code: string, over: Partial<Ranked> = {}): Ranked => ({ code, price: 10000, rating: null, stars: 3, distance: 1, ...over });

describe('agency search', () => {
  it('reads its filters strictly', () => {
    const query = agencySearchQuerySchema.parse({ search_type: 'undated', stars: '4,5', amenities: 'onsen,pool', meals: 'breakfast' });
    expect(query).toMatchObject({ stars: ['4', '5'], amenities: ['onsen', 'pool'], sort: 'recommended', per_page: 10 });
    expect(agencySearchQuerySchema.safeParse({ search_type: 'undated', amenities: 'sauna' }).success).toBe(false);
    expect(agencySearchQuerySchema.safeParse({ search_type: 'undated', price_min: '5', price_max: '4' }).success).toBe(false);
    expect(agencySearchQuerySchema.safeParse({ checkin: '2030-01-01' }).success).toBe(false);
  });

  it('keeps a hotel when it has the stars, the rating and every amenity asked', () => {
    const h = {
      code: 'a',
      names: [],
      latitude: 0,
      longitude: 0,
      stars: 4,
      amenities: ['onsen', 'pool'],
      rating: { average: 4.2, count: 9 },
    };
    expect(hotelMatches(h, { stars: ['4'], rating_min: 4, amenities: ['onsen'] })).toBe(true);
    expect(hotelMatches(h, { stars: ['5'] })).toBe(false);
    expect(hotelMatches(h, { rating_min: 4.5 })).toBe(false);
    expect(hotelMatches(h, { amenities: ['onsen', 'spa'] })).toBe(false);
  });

  it('resolves a place by id, by any spelling, by a hotel name, or by the start of a spelling', () => {
    const hotels = [{ code: 'yu-hakone', names: ['Yu no Yado Hakone', '湯の宿 箱根'] }];
    expect(resolveSearchArea('kyoto', hotels)).toEqual({ place: placeById('kyoto') });
    expect(resolveSearchArea('ＴＯＫＹＯ', hotels)).toEqual({ place: placeById('tokyo') });
    expect(resolveSearchArea('湯の宿', hotels)).toEqual({ hotelCodes: ['yu-hakone'] });
    expect(resolveSearchArea('sappo', hotels)).toEqual({ place: placeById('sapporo') });
    expect(resolveSearchArea('atlantis', hotels)).toBeNull();
    expect(resolveSearchArea(undefined, hotels)).toEqual({ everywhere: true });
  });

  it('counts a hotel in a place within the radius of its kind', () => {
    const station = { place: placeById('tokyo-station')! };
    expect(inArea(station, { code: 'a', latitude: 35.6815, longitude: 139.7671 })).toBe(true);
    expect(inArea(station, { code: 'a', latitude: 35.6938, longitude: 139.7034 })).toBe(false);
  });

  it('orders by each sort, priced hotels first, ties by code', () => {
    const hotels = [
      hotel('c', { price: null }),
      hotel('b', { price: 8000, rating: { average: 4.5, count: 200 }, distance: 3 }),
      hotel('a', { price: 12000, rating: { average: 4.8, count: 2 }, distance: 0.5 }),
    ];
    expect(sortHotels(hotels, 'price').map((h) => h.code)).toEqual(['b', 'a', 'c']);
    expect(sortHotels(hotels, 'rating').map((h) => h.code)).toEqual(['a', 'b', 'c']);
    expect(sortHotels(hotels, 'distance').map((h) => h.code)).toEqual(['a', 'b', 'c']);
    // Many good reviews weigh more than a few excellent ones.
    expect(sortHotels(hotels, 'recommended').map((h) => h.code)).toEqual(['b', 'a', 'c']);
  });

  it('ranks suggestions: the same, then the start, a word start, inside, one letter off', () => {
    expect(matchScore('kyoto', 'Kyoto')).toBe(0);
    expect(matchScore('kyo', 'Kyoto Station')).toBe(1);
    expect(matchScore('station', 'Kyoto Station')).toBe(2);
    expect(matchScore('sappro', 'Sapporo')).toBe(4);
    expect(matchScore('xyz', 'Sapporo')).toBeNull();
    const candidates = [
      { kind: 'hotel' as const, id: 'kumo-kyoto-station', spellings: ['Kumo Hotel Kyoto Station'] },
      { kind: 'station' as const, id: 'kyoto-station', spellings: ['Kyoto Station'] },
      { kind: 'city' as const, id: 'kyoto', spellings: ['Kyoto'] },
    ];
    expect(rankSuggestions('kyo', candidates, 5).map((c) => c.id)).toEqual(['kyoto', 'kyoto-station', 'kumo-kyoto-station']);
    expect(rankSuggestions('kyoto', candidates, 1).map((c) => c.id)).toEqual(['kyoto']);
  });
});
