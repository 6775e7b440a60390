import { describe, expect, it } from 'vitest';
import { amenitiesForWishes, budgetPerNight, majorUnits, mealsForWishes, requestedRooms, requestedStay } from './agency-request';

describe("a traveller's request as the agency search's filters", () => {
  it('turns wishes hotels state into amenities and breakfast into the meals filter; the rest stay wishes', () => {
    expect(amenitiesForWishes(['onsen', 'wifi', 'quiet', 'pets'])).toEqual(['onsen', 'free_wifi', 'pets']);
    expect(mealsForWishes(['dinner', 'breakfast'])).toBe('breakfast');
    expect(mealsForWishes(['dinner'])).toBeUndefined();
  });

  it('reads a budget per night, sharing one for the stay over its nights (none known: no limit)', () => {
    expect(budgetPerNight({ amount: 150, currency: 'USD', per: 'night' }, null)).toBe(150);
    expect(budgetPerNight({ amount: 100000, currency: 'JPY', per: 'stay' }, 3)).toBe(33333);
    expect(budgetPerNight({ amount: 100000, currency: 'JPY', per: 'stay' }, null)).toBeNull();
  });

  it('dates the stay from the check-in and the nights when no check-out was said', () => {
    expect(requestedStay({ checkin: '2030-01-30', nights: 3 })).toEqual({
      search_type: 'dated',
      checkin: '2030-01-30',
      checkout: '2030-02-02',
    });
    expect(requestedStay({ nights: 2 })).toEqual({ search_type: 'undated', nights: 2 });
    expect(requestedStay({})).toBeNull();
  });

  it('shares the adults over the rooms and keeps the children with their ages in the first', () => {
    expect(requestedRooms({ rooms: 3, adults: 4, children: [3, 9] })).toEqual([
      { adults: 2, children: 2, kids_ages: [3, 9], kids_tiers: [] },
      { adults: 1, children: 0, kids_ages: [], kids_tiers: [] },
      { adults: 1, children: 0, kids_ages: [], kids_tiers: [] },
    ]);
    expect(requestedRooms({ rooms: 1, children: [] })).toEqual([{ adults: 2, children: 0, kids_ages: [], kids_tiers: [] }]);
    // More rooms than adults: one adult in each.
    expect(requestedRooms({ rooms: 2, adults: 1, children: [] }).map((r) => r.adults)).toEqual([1, 1]);
  });

  it('writes minor units in major ones by the currency', () => {
    expect(majorUnits(30000, 'JPY')).toBe(30000);
    expect(majorUnits(15050, 'USD')).toBe(150.5);
  });
});
