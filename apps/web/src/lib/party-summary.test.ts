import { describe, expect, it } from 'vitest';
import type { RoomParty } from '@yado/domain/party';
import { partySummary, reservedParty } from './party-summary';
import type { TFunction } from './translator';

/** Names the key and its count, so the test reads what was asked for, in order. */
const t: TFunction = (key, options) => `${key.split('.')[1]}=${String(options?.count)}`;
const room = (over: Partial<RoomParty> = {}): RoomParty => ({ adults: 2, children: 0, kids_ages: [], kids_tiers: [], ...over });

describe('the party in one line', () => {
  it('names only the adults for one room of adults', () => {
    expect(partySummary(t, [room()])).toBe('adults_count=2');
  });

  it('counts rooms, then everyone staying across them, companions apart', () => {
    const rooms = [room({ children: 1 }), room({ adults: 1, adult_companion: 1, kid_tier_A_companion: 1 })];
    expect(partySummary(t, rooms)).toBe('rooms=2 · adults_count=3 · children_count=1 · companions_count=2');
  });
});

describe('a reserved room as it was asked', () => {
  it('takes its companions out of the adults and children they are counted among', () => {
    const reserved = { ...room({ adults: 3, children: 2 }), adult_companion: 1, kid_tier_A_companion: 1 };
    expect(reservedParty(reserved)).toMatchObject({ adults: 2, children: 1, adult_companion: 1, kid_tier_A_companion: 1 });
  });
});
