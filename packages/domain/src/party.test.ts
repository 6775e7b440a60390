import { describe, expect, it } from 'vitest';
import {
  beddedGuests,
  checkCompanions,
  checkParty,
  checkUndatedParty,
  kidsAgesMismatch,
  normaliseRoom,
  occupancy,
  offeredCompanions,
  partyNights,
  ratedAdults,
  roomNightAmount,
  type PartyRules,
  type RoomParty,
} from './party';

const tiers: PartyRules['kidsTiers'] = [
  { code: 'A', child_option: 'meal_same_as_adult_bedding', charge_percent: 70, name: { en: 'Ages 6–11' } },
  { code: 'B', child_option: 'meal_yes', charge_percent: 50, name: { en: 'Ages 3–5, meals, sharing a bed' } },
  { code: 'C', child_option: 'meal_no', charge_percent: 0, name: { en: 'Under 3, sharing a bed' } },
];
const ages: PartyRules = { kidsType: 'ages', sharedBedType: 'per_adult', kidsTiers: [], maxGuestsPerRoom: 20, roomLimit: 3 };
const tiered: PartyRules = { ...ages, kidsType: 'tiers', kidsTiers: tiers };
const room = (over: Partial<RoomParty> = {}): RoomParty => ({ adults: 2, children: 0, kids_ages: [], kids_tiers: [], ...over });

describe('party rules', () => {
  it('caps the rooms of one search at the hotel limit', () => {
    expect(checkParty([room(), room(), room()], ages)).toBeNull();
    expect(checkParty([room(), room(), room(), room()], ages)).toMatchObject({ message: 'validation.too_many_rooms', values: { max: 3 } });
    expect(checkParty([], ages)?.message).toBe('validation.required');
  });

  it('needs an adult in every room and no more guests than max_guests_per_room', () => {
    expect(checkParty([room(), room({ adults: 0, children: 1 })], ages)).toMatchObject({ field: 'rooms.1.adults' });
    expect(checkParty([room({ adults: 3, children: 2 })], { ...ages, maxGuestsPerRoom: 4 })).toMatchObject({
      message: 'validation.too_many_guests',
      values: { max: 4 },
    });
    expect(checkParty([room({ adults: 3, children: 1 })], { ...ages, maxGuestsPerRoom: 4 })).toBeNull();
  });

  it('takes child ages from 0 to 17 only', () => {
    expect(checkParty([room({ children: 1, kids_ages: [17] })], ages)).toBeNull();
    expect(checkParty([room({ children: 1, kids_ages: [18] })], ages)?.message).toBe('validation.child_age');
  });

  it('accepts only the hotel tiers in tier mode', () => {
    expect(checkParty([room({ children: 1, kids_tiers: [{ code: 'Z', children: 1 }] })], tiered)?.message).toBe('validation.kids_tier');
  });

  it('limits children sharing a bed to one per adult, or one per room', () => {
    const twoSharing = room({
      adults: 1,
      children: 2,
      kids_tiers: [
        { code: 'B', children: 1 },
        { code: 'C', children: 1 },
      ],
    });
    expect(checkParty([twoSharing], tiered)?.message).toBe('validation.sharing_per_adult');
    expect(checkParty([{ ...twoSharing, adults: 2 }], tiered)).toBeNull();
    expect(checkParty([{ ...twoSharing, adults: 2 }], { ...tiered, sharedBedType: 'per_room' })?.message).toBe(
      'validation.sharing_per_room',
    );
    const bedded = room({ adults: 1, children: 3, kids_tiers: [{ code: 'A', children: 3 }] });
    expect(checkParty([bedded], tiered)).toBeNull();
  });

  it('counts a bed for adults and for children of tiers with bedding only', () => {
    const party = room({
      adults: 2,
      children: 3,
      kids_tiers: [
        { code: 'A', children: 1 },
        { code: 'B', children: 1 },
        { code: 'C', children: 1 },
      ],
    });
    expect(beddedGuests(party, tiered)).toBe(3);
    expect(beddedGuests(room({ adults: 2, children: 2 }), ages)).toBe(4);
  });

  it('derives the child count from the tiers and drops what the mode does not use', () => {
    const raw = room({
      children: 9,
      kids_ages: [4],
      kids_tiers: [
        { code: 'A', children: 2 },
        { code: 'B', children: 0 },
      ],
    });
    expect(normaliseRoom(raw, 'tiers')).toEqual(room({ children: 2, kids_tiers: [{ code: 'A', children: 2 }] }));
    expect(normaliseRoom(raw, 'ages')).toEqual(room({ children: 9, kids_ages: [4] }));
  });

  it('warns (kids) when ages do not match the children in ages mode', () => {
    expect(kidsAgesMismatch([room({ children: 2, kids_ages: [4] })], 'ages')).toBe(true);
    expect(kidsAgesMismatch([room({ children: 2, kids_ages: [4, 9] })], 'ages')).toBe(false);
    expect(kidsAgesMismatch([room({ children: 2 })], 'tiers')).toBe(false);
  });

  it('refuses undated search when rooms hold different parties', () => {
    expect(checkUndatedParty([room(), room()])).toBeNull();
    expect(checkUndatedParty([room(), room({ adults: 1 })])?.message).toBe('validation.undated_same_party');
  });

  it('charges each tiered child its share of the one-adult rate, and nothing in ages mode', () => {
    const party = room({
      children: 2,
      kids_tiers: [
        { code: 'A', children: 1 },
        { code: 'B', children: 1 },
      ],
    });
    expect(roomNightAmount(20000, 15000, party, tiered)).toBe(20000 + 10500 + 7500);
    expect(roomNightAmount(20000, 15000, room({ children: 2, kids_ages: [3, 8] }), ages)).toBe(20000);
  });
});

describe('party nights', () => {
  const rates = new Map([
    [
      1,
      new Map([
        [
          7,
          [
            { date: '2026-12-01', amount: 10000 },
            { date: '2026-12-02', amount: 12000 },
          ],
        ],
      ]),
    ],
    [
      2,
      new Map([
        [
          7,
          [
            { date: '2026-12-01', amount: 16000 },
            { date: '2026-12-02', amount: 18000 },
          ],
        ],
      ]),
    ],
  ]);

  it('prices each night from the room adults rate plus tiered children', () => {
    const party = room({ children: 1, kids_tiers: [{ code: 'A', children: 1 }] });
    expect(partyNights(rates, 7, party, tiered)).toEqual([
      { date: '2026-12-01', amount: 23000 },
      { date: '2026-12-02', amount: 26400 },
    ]);
    expect(ratedAdults([party, room({ adults: 3 })], 'tiers')).toEqual([1, 2, 3]);
    expect(ratedAdults([room({ children: 2, kids_ages: [1, 2] })], 'ages')).toEqual([2]);
  });

  it('has no price without a rate for the party', () => {
    expect(partyNights(rates, 8, room(), ages)).toBeNull();
    expect(partyNights(rates, 7, room({ adults: 3 }), ages)).toBeNull();
  });
});

describe('companions (§3)', () => {
  it('counts an adult companion as an adult and a child companion as a child of tier A', () => {
    expect(occupancy(room({ adults: 1, adult_companion: 2 }))).toEqual(room({ adults: 3 }));
    expect(occupancy(room({ kids_tiers: [{ code: 'B', children: 1 }], children: 1, kid_tier_A_companion: 1 }))).toEqual(
      room({
        children: 2,
        kids_tiers: [
          { code: 'B', children: 1 },
          { code: 'A', children: 1 },
        ],
      }),
    );
    expect(occupancy(room({ kids_tiers: [{ code: 'A', children: 1 }], children: 1, kid_tier_A_companion: 2 }))).toEqual(
      room({ children: 3, kids_tiers: [{ code: 'A', children: 3 }] }),
    );
    expect(occupancy(room())).toEqual(room());
  });

  it('takes only the tiers the program turns on, and child companions only where the hotel has tier A', () => {
    const both = ['adult_companion', 'kid_tier_A_companion'] as const;
    expect(checkCompanions([room({ adult_companion: 1, kid_tier_A_companion: 1 })], both, tiered)).toBeNull();
    expect(checkCompanions([room(), room({ adult_companion: 1 })], ['kid_tier_A_companion'], tiered)).toEqual({
      field: 'rooms.1.adult_companion',
      message: 'validation.companions_not_offered',
    });
    expect(checkCompanions([room({ kid_tier_A_companion: 1 })], both, ages)?.field).toBe('rooms.0.kid_tier_A_companion');
    expect(checkCompanions([room({ kid_tier_A_companion: 1 })], both, { ...tiered, kidsTiers: tiers.slice(1) })?.field).toBe(
      'rooms.0.kid_tier_A_companion',
    );
    expect(checkCompanions([room({ adult_companion: 0 })], [], tiered)).toBeNull();
  });

  it('offers the active tiers of a program, none without one', () => {
    const tier = (code: 'adult_companion' | 'kid_tier_A_companion', is_active: boolean) => ({ code, is_active, translation_map: {} });
    expect(offeredCompanions([tier('adult_companion', true), tier('kid_tier_A_companion', false)])).toEqual(['adult_companion']);
    expect(offeredCompanions(null)).toEqual([]);
  });

  it('tells rooms with different companions apart', () => {
    expect(checkUndatedParty([room({ adults: 1, adult_companion: 1 }), room({ adults: 1 })])).not.toBeNull();
  });
});
