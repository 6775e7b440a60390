import { describe, expect, it } from 'vitest';
import type { AgencyHotelAnswer } from './api';
import { whyItFits } from './why-it-fits';

const hotel = (overrides: Partial<AgencyHotelAnswer> = {}): AgencyHotelAnswer => ({
  code: 'h1',
  name: 'Hotel',
  brand: { code: 'b', name: 'Brand' },
  place: { id: 'kyoto', kind: 'city', name: 'Kyoto' },
  latitude: 35,
  longitude: 135,
  distance_km: 0.6,
  stars: 4,
  rating: { average: 4.2, count: 40 },
  amenities: [
    { code: 'onsen', name: 'Hot spring' },
    { code: 'free_wifi', name: 'Free Wi-Fi' },
  ],
  price: {
    currency: 'JPY',
    total: 50000,
    per_night: 25000,
    nights: 2,
    from: false,
    converted: { currency: 'JPY', total: 50000, per_night: 25000 },
    adults_only: false,
  },
  rooms_left: 4,
  photo: null,
  ...overrides,
});

describe('why a hotel fits a search in words', () => {
  it('names the budget it is within, breakfast, each wish its amenities answer, and a place close by', () => {
    const reasons = whyItFits(hotel(), {
      wishes: ['breakfast', 'onsen', 'wifi', 'pool', 'quiet'],
      budget: { amount: 30000, currency: 'JPY', per: 'night' },
      meals: 'breakfast',
      placeName: 'Kyoto',
    });
    expect(reasons.map((r) => r.kind)).toEqual(['budget', 'breakfast', 'amenity', 'amenity', 'near']);
    expect(reasons.filter((r) => r.kind === 'amenity').map((r) => (r.kind === 'amenity' ? r.amenity : ''))).toEqual(['onsen', 'free_wifi']);
  });

  it('never claims a budget the price is over, in another currency, or for a "from" price', () => {
    const asked = { wishes: [], budget: { amount: 20000, currency: 'JPY', per: 'night' as const }, placeName: null };
    expect(whyItFits(hotel(), asked)).toEqual([]);
    const dollars = hotel({ price: { ...hotel().price!, converted: { currency: 'USD', total: 33000, per_night: 16500 } } });
    expect(whyItFits(dollars, { ...asked, budget: { ...asked.budget, amount: 1_000_000 } })).toEqual([]);
    expect(
      whyItFits(hotel({ price: { ...hotel().price!, from: true } }), { ...asked, budget: { ...asked.budget, amount: 99999 } }),
    ).toEqual([]);
  });

  it('reads a budget for the stay against the total, in major units', () => {
    const dollars = hotel({
      price: { ...hotel().price!, currency: 'USD', converted: { currency: 'USD', total: 45000, per_night: 22500 } },
    });
    expect(whyItFits(dollars, { wishes: [], budget: { amount: 450, currency: 'USD', per: 'stay' }, placeName: null })).toHaveLength(1);
    expect(whyItFits(dollars, { wishes: [], budget: { amount: 449, currency: 'USD', per: 'stay' }, placeName: null })).toHaveLength(0);
  });

  it('says nothing without a budget or wishes, and no breakfast when the search did not keep to it', () => {
    expect(whyItFits(hotel(), { wishes: ['breakfast'], budget: null, placeName: null })).toEqual([]);
  });
});
