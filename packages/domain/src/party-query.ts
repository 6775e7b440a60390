import { kidsAgesMismatch, normaliseRoom, usesTiers, type KidsType, type RoomParty } from './party';
import { parseKidsAges, parseKidsTiers, parseRoomsParam } from './search-criteria';
import { DEFAULT_ADULTS } from './statuses';

/** The party a room search asks for (§2 parameters), as its query or an address holds it. */
export interface PartyQuery {
  rooms?: string | undefined;
  adults: number;
  children: number;
  kids_ages?: string | undefined;
  kids_tiers?: string | undefined;
  room_count: number;
}

/** The party an address (§2 parameters) asks for, as the room search's query reads it. */
export function partyQueryOf(params: URLSearchParams): PartyQuery {
  const count = (name: string, fallback: number) => Number(params.get(name) ?? fallback) || fallback;
  return {
    rooms: params.get('rooms') ?? undefined,
    adults: count('adults', DEFAULT_ADULTS),
    children: count('children', 0),
    kids_ages: params.get('kids_ages') ?? undefined,
    kids_tiers: params.get('kids_tiers') ?? undefined,
    room_count: count('room_count', 1),
  };
}

/** The rooms a query asks for: the rooms list when given, else room_count rooms of the single-room parameters. */
export function roomsFromQuery(query: PartyQuery, kidsType: KidsType): RoomParty[] {
  const listed = query.rooms ? parseRoomsParam(query.rooms) : null;
  const single: RoomParty = {
    adults: query.adults,
    children: query.children,
    kids_ages: parseKidsAges(query.kids_ages ?? null),
    kids_tiers: parseKidsTiers(query.kids_tiers ?? null),
  };
  return (listed ?? Array.from({ length: query.room_count }, () => single)).map((r) => normaliseRoom(r, kidsType));
}

/**
 * At a hotel that counts children by tier, children asked for without their tiers (by age, as the
 * agency site and links give them): a tier has no ages to place a child by, so the search is for
 * the adults alone until the guest picks each child's tier. Never at a hotel that counts by age.
 */
export function childrenWithoutTiers(query: PartyQuery, kidsType: KidsType): boolean {
  if (!usesTiers(kidsType)) return false;
  const placed = roomsFromQuery(query, kidsType);
  return roomsFromQuery(query, 'ages').some((room, i) => room.children > (placed[i]?.children ?? 0));
}

/**
 * §5 'kids': children asked for that the search could not place. Ages that do not match the
 * children's count; or, at a hotel that counts children by tier, children without their tiers
 * (childrenWithoutTiers).
 */
export function childrenUnplaced(query: PartyQuery, kidsType: KidsType): boolean {
  return usesTiers(kidsType) ? childrenWithoutTiers(query, kidsType) : kidsAgesMismatch(roomsFromQuery(query, 'ages'), kidsType);
}
