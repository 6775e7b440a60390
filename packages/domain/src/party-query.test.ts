import { describe, expect, it } from 'vitest';
import { childrenUnplaced, childrenWithoutTiers, partyQueryOf } from './party-query';

const address = (query: string) => partyQueryOf(new URLSearchParams(query));

describe('children a search could not place (the kids warning)', () => {
  it('are ages that do not match the children, at a hotel that asks for ages', () => {
    expect(childrenUnplaced(address('adults=2&children=2&kids_ages=4'), 'ages')).toBe(true);
    expect(childrenUnplaced(address('adults=2&children=2&kids_ages=4,9'), 'ages')).toBe(false);
  });

  it('are children given without their tiers, at a hotel that counts them by tier', () => {
    expect(childrenUnplaced(address('adults=2&children=1&kids_ages=5'), 'tiers')).toBe(true);
    expect(childrenUnplaced(address('adults=2&children=2&kids_tiers=A:1'), 'tiers')).toBe(true);
    expect(childrenUnplaced(address('adults=2&children=1&kids_tiers=A:1'), 'tiers')).toBe(false);
    expect(childrenUnplaced(address('adults=2&kids_tiers=A:1'), 'tiers')).toBe(false);
    expect(childrenUnplaced(address('adults=2'), 'tiers_with_meal_and_bed_as_extras')).toBe(false);
  });

  it('leave the price to the adults alone only at a hotel that counts children by tier (childrenWithoutTiers)', () => {
    expect(childrenWithoutTiers(address('adults=2&children=1&kids_ages=5'), 'tiers')).toBe(true);
    expect(childrenWithoutTiers(address('adults=2&children=1&kids_tiers=A:1'), 'tiers')).toBe(false);
    // A child whose age is missing still stays in the room at a hotel that counts by age: it is placed, if unnamed.
    expect(childrenWithoutTiers(address('adults=2&children=2&kids_ages=4'), 'ages')).toBe(false);
    expect(childrenUnplaced(address('adults=2&children=2&kids_ages=4'), 'ages')).toBe(true);
  });

  it('reads a room per party of the rooms list, and counts that are not numbers as their default', () => {
    const rooms = encodeURIComponent(JSON.stringify([{ adults: 2, children: 1 }, { adults: 1 }]));
    expect(childrenUnplaced(address(`rooms=${rooms}`), 'tiers')).toBe(true);
    expect(address('adults=x&children=&room_count=0')).toMatchObject({ adults: 2, children: 0, room_count: 1 });
  });
});
