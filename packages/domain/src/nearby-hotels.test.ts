import { describe, expect, it } from 'vitest';
import { cityName, nearbyCandidates, type HotelLocation } from './nearby-hotels';

const hotel = (code: string, at: Partial<HotelLocation> = {}): HotelLocation => ({
  code,
  latitude: null,
  longitude: null,
  placeId: null,
  country: 'JP',
  ...at,
});

describe('nearby hotels', () => {
  const ginza = hotel('ginza', { latitude: 35.6717, longitude: 139.765 });

  it('orders the other hotels by distance and leaves out the searched one and those too far', () => {
    const found = nearbyCandidates(ginza, [
      ginza,
      hotel('yokohama', { placeId: 'yokohama' }),
      hotel('shinjuku', { latitude: 35.6909, longitude: 139.7003 }),
      hotel('osaka', { placeId: 'osaka' }),
      hotel('seoul', { placeId: 'seoul', country: 'KR' }),
    ]);
    expect(found.map((c) => c.hotel.code)).toEqual(['shinjuku', 'yokohama']);
    expect(found[0]?.distanceKm).toBeGreaterThan(5);
    expect(found[0]?.distanceKm).toBeLessThan(7);
  });

  it('puts hotels whose distance cannot be known after the placed ones, same country only, in the brand order', () => {
    const found = nearbyCandidates(ginza, [
      hotel('unknown-b'),
      hotel('abroad', { country: 'KR' }),
      hotel('asakusa', { placeId: 'tokyo-asakusa' }),
      hotel('unknown-a'),
    ]);
    expect(found.map((c) => [c.hotel.code, c.distanceKm === null])).toEqual([
      ['asakusa', false],
      ['unknown-b', true],
      ['unknown-a', true],
    ]);
  });

  it('from a hotel with no known position, offers the same country in the brand order', () => {
    const found = nearbyCandidates(hotel('here'), [hotel('b', { placeId: 'osaka' }), hotel('c', { country: 'TW' }), hotel('a')]);
    expect(found.map((c) => c.hotel.code)).toEqual(['b', 'a']);
  });

  it('names the city of a place in the locale', () => {
    expect(cityName('tokyo-ginza', 'ja')).toBe('東京');
    expect(cityName('kyoto', 'en')).toBe('Kyoto');
    expect(cityName(null, 'en')).toBeNull();
  });
});
