import type { NightRate } from './pricing';
import { DEFAULT_ADULTS, type ChildOption } from './statuses';
import type { ValidationMessageKey } from './validation';

/** Oldest age a child can be given; from 18 a guest counts as an adult. */
export const MAX_CHILD_AGE = 17;
/** Most rooms any search may ask for, whatever a hotel's limit says. */
export const MAX_ROOMS = 10;

export interface KidsTierCount {
  code: string;
  children: number;
}

/** Who sleeps in one room of a search or a booking (§3 rooms: adults, children, kids_tiers; ages in ages mode). */
export interface RoomParty {
  adults: number;
  children: number;
  kids_ages: number[];
  kids_tiers: KidsTierCount[];
  /** A member's travel companions beyond the adults and children (§3 companions), where their program offers them. */
  adult_companion?: number;
  kid_tier_A_companion?: number;
}

/** The companion tiers a membership program may turn on (§3 additional_tiers_attributes). */
export const COMPANION_CODES = ['adult_companion', 'kid_tier_A_companion'] as const;
export type CompanionCode = (typeof COMPANION_CODES)[number];
/** Kids tier code 'A' means companion supported (§3): a child companion is a child of that tier. */
export const COMPANION_KIDS_TIER = 'A';

/** A companion tier of a program (§3 additional_tiers_attributes): on or off, named per locale. */
export interface CompanionTier {
  code: CompanionCode;
  is_active: boolean;
  translation_map: Record<string, string>;
}

/** The companion tiers a member may bring: those their program turns on (none for a guest). */
export function offeredCompanions(tiers: ReadonlyArray<Pick<CompanionTier, 'code' | 'is_active'>> | null | undefined): CompanionCode[] {
  return (tiers ?? []).filter((tier) => tier.is_active).map((tier) => tier.code);
}

export const companionsIn = (room: RoomParty) => (room.adult_companion ?? 0) + (room.kid_tier_A_companion ?? 0);

/**
 * Who occupies a room, companions counted in: an adult companion is an adult and a child
 * companion a child of tier A, for beds, rates and the room's limits alike.
 */
export function occupancy(room: RoomParty): RoomParty {
  const adultCompanions = room.adult_companion ?? 0;
  const kidCompanions = room.kid_tier_A_companion ?? 0;
  const { adults, children, kids_ages, kids_tiers } = room;
  if (adultCompanions === 0 && kidCompanions === 0) return { adults, children, kids_ages, kids_tiers };
  const inTierA = kids_tiers.some((t) => t.code === COMPANION_KIDS_TIER);
  const tiers =
    kidCompanions === 0
      ? kids_tiers
      : inTierA
        ? kids_tiers.map((t) => (t.code === COMPANION_KIDS_TIER ? { ...t, children: t.children + kidCompanions } : t))
        : [...kids_tiers, { code: COMPANION_KIDS_TIER, children: kidCompanions }];
  return { adults: adults + adultCompanions, children: children + kidCompanions, kids_ages, kids_tiers: tiers };
}

/** A party as a viewer may search it: companions they may not bring (signed out, say) become ordinary guests. */
export function companionsAsOffered(
  rooms: RoomParty[],
  offered: readonly CompanionCode[],
  rules: Pick<PartyRules, 'kidsType' | 'kidsTiers'>,
): RoomParty[] {
  if (!checkCompanions(rooms, offered, rules)) return rooms;
  return rooms.map((room) => normaliseRoom(occupancy(room), rules.kidsType));
}

/** The companion tiers a viewer may add to a room at this hotel: the program's, the child one only with tier A. */
export function companionTiersAt<T extends Pick<CompanionTier, 'code' | 'is_active'>>(
  tiers: readonly T[] | null | undefined,
  rules: Pick<PartyRules, 'kidsType' | 'kidsTiers'>,
): T[] {
  return (tiers ?? []).filter((tier) => checkCompanions([{ ...emptyRoom(1), [tier.code]: 1 }], offeredCompanions(tiers), rules) === null);
}

/**
 * §3 companions: only where the member's program turns the tier on, and child companions only
 * where the hotel counts children by tiers and has tier A.
 */
export function checkCompanions(
  rooms: RoomParty[],
  offered: readonly CompanionCode[],
  rules: Pick<PartyRules, 'kidsType' | 'kidsTiers'>,
): PartyProblem | null {
  const kidTierKept = usesTiers(rules.kidsType) && rules.kidsTiers.some((t) => t.code === COMPANION_KIDS_TIER);
  for (const [i, room] of rooms.entries()) {
    if ((room.adult_companion ?? 0) > 0 && !offered.includes('adult_companion'))
      return { field: `rooms.${i}.adult_companion`, message: 'validation.companions_not_offered' };
    if ((room.kid_tier_A_companion ?? 0) > 0 && !(offered.includes('kid_tier_A_companion') && kidTierKept))
      return { field: `rooms.${i}.kid_tier_A_companion`, message: 'validation.companions_not_offered' };
  }
  return null;
}

export const KIDS_TYPES = ['tiers', 'tiers_with_meal_and_bed_as_extras', 'ages'] as const;
export type KidsType = (typeof KIDS_TYPES)[number];

/** A hotel's child tier: which §4 child option it stands for and what it costs against one adult. */
export interface KidsTierSetting {
  code: string;
  child_option: ChildOption;
  /** Share of the one-adult nightly rate charged per child of this tier, in percent. */
  charge_percent: number;
  name: Record<string, string>;
}

export interface PartyRules {
  kidsType: KidsType;
  sharedBedType: 'per_adult' | 'per_room';
  kidsTiers: KidsTierSetting[];
  maxGuestsPerRoom: number;
  /** Rooms one search may ask for: multi_rooms_search_limit where multi-room search is on, else 1. */
  roomLimit: number;
}

export type PartyProblem = { field: string; message: ValidationMessageKey; values?: Record<string, unknown> };

export const usesTiers = (kidsType: KidsType) => kidsType !== 'ages';

/** Child options with their own bed; the others share an adult's. */
const hasBedding = (option: ChildOption) => option.endsWith('_bedding');

export function emptyRoom(adults = DEFAULT_ADULTS): RoomParty {
  return { adults, children: 0, kids_ages: [], kids_tiers: [] };
}

/** In tier mode the tiers say how many children there are; the count follows them. */
export function normaliseRoom(room: RoomParty, kidsType: KidsType): RoomParty {
  if (!usesTiers(kidsType)) return { ...room, kids_tiers: [] };
  const tiers = room.kids_tiers.filter((t) => t.children > 0);
  return { ...room, kids_ages: [], kids_tiers: tiers, children: tiers.reduce((sum, t) => sum + t.children, 0) };
}

/** The init settings a party is checked against (§3), as the API holds them and the widget receives them. */
export interface PartySettings {
  kids_setting: { kids_type: KidsType; shared_bed_type: 'per_adult' | 'per_room' };
  kids_tiers: KidsTierSetting[];
  max_guests_per_room: number;
  multi_rooms_search_enabled: boolean;
  multi_rooms_search_limit: number;
}

/** A hotel's party rules from its init settings: multi_rooms_search_limit where multi-room search is on, else one room. */
export function partyRulesFrom(settings: PartySettings): PartyRules {
  return {
    kidsType: settings.kids_setting.kids_type,
    sharedBedType: settings.kids_setting.shared_bed_type,
    kidsTiers: settings.kids_tiers,
    maxGuestsPerRoom: settings.max_guests_per_room,
    roomLimit: settings.multi_rooms_search_enabled ? settings.multi_rooms_search_limit : 1,
  };
}

function tierOf(rules: Pick<PartyRules, 'kidsTiers'>, code: string) {
  return rules.kidsTiers.find((t) => t.code === code);
}

/** Guests that need a bed of their own: adults, and children unless their tier shares a bed. */
export function beddedGuests(room: RoomParty, rules: Pick<PartyRules, 'kidsType' | 'kidsTiers'>): number {
  if (!usesTiers(rules.kidsType)) return room.adults + room.children;
  const sharing = room.kids_tiers.reduce((sum, t) => {
    const tier = tierOf(rules, t.code);
    return sum + (tier && !hasBedding(tier.child_option) ? t.children : 0);
  }, 0);
  return room.adults + room.children - sharing;
}

/**
 * §5 party rules: rooms within the hotel's multi-room limit; at least one adult per room; no
 * more guests than max_guests_per_room; in tier mode only the hotel's tiers, and children who
 * share a bed limited to one per adult (per_adult) or one per room (per_room).
 */
export function checkParty(rooms: RoomParty[], rules: PartyRules): PartyProblem | null {
  if (rooms.length < 1) return { field: 'rooms', message: 'validation.required' };
  if (rooms.length > rules.roomLimit) return { field: 'rooms', message: 'validation.too_many_rooms', values: { max: rules.roomLimit } };
  for (const [i, room] of rooms.entries()) {
    const field = (name: string) => `rooms.${i}.${name}`;
    if (room.adults < 1) return { field: field('adults'), message: 'validation.adults_required' };
    if (room.adults + room.children > rules.maxGuestsPerRoom)
      return { field: field('adults'), message: 'validation.too_many_guests', values: { max: rules.maxGuestsPerRoom } };
    if (room.kids_ages.some((age) => !Number.isInteger(age) || age < 0 || age > MAX_CHILD_AGE))
      return { field: field('kids_ages'), message: 'validation.child_age', values: { max: MAX_CHILD_AGE } };
    if (!usesTiers(rules.kidsType)) continue;
    if (room.kids_tiers.some((t) => !tierOf(rules, t.code))) return { field: field('kids_tiers'), message: 'validation.kids_tier' };
    const sharing = room.adults + room.children - beddedGuests(room, rules);
    const sharingLimit = rules.sharedBedType === 'per_adult' ? room.adults : 1;
    if (sharing > sharingLimit)
      return {
        field: field('kids_tiers'),
        message: rules.sharedBedType === 'per_adult' ? 'validation.sharing_per_adult' : 'validation.sharing_per_room',
      };
  }
  return null;
}

/** Undated search needs every room alike (§5): one party is priced for all. */
export function checkUndatedParty(rooms: RoomParty[]): PartyProblem | null {
  const key = (r: RoomParty) =>
    `${r.adults}/${r.children}/${r.kids_tiers.map((t) => `${t.code}${t.children}`).join()}/${r.adult_companion ?? 0}/${r.kid_tier_A_companion ?? 0}`;
  return rooms.every((r) => key(r) === key(rooms[0] as RoomParty)) ? null : { field: 'rooms', message: 'validation.undated_same_party' };
}

/** §5: ages given for children must match their count, else the 'kids' warning asks for them again. */
export function kidsAgesMismatch(rooms: RoomParty[], kidsType: KidsType): boolean {
  return !usesTiers(kidsType) && rooms.some((r) => r.children > 0 && r.kids_ages.length !== r.children);
}

/** Rooms that ask for the same party: one price and one room type fit them all. */
export function sameParty(a: RoomParty, b: RoomParty): boolean {
  return checkUndatedParty([a, b]) === null;
}

/**
 * One child's charge for a night: its tier's share of the one-adult rate, rounded to the unit.
 * Children in ages mode are not charged; hotels that charge for them use tiers.
 */
function childNightCharge(oneAdultRate: number, tier: Pick<KidsTierSetting, 'charge_percent'> | undefined): number {
  return tier ? Math.round((oneAdultRate * tier.charge_percent) / 100) : 0;
}

/** A room's nightly amount: the rate for its adults plus each tiered child's charge. */
export function roomNightAmount(
  adultsRate: number,
  oneAdultRate: number,
  room: RoomParty,
  rules: Pick<PartyRules, 'kidsType' | 'kidsTiers'>,
): number {
  if (!usesTiers(rules.kidsType)) return adultsRate;
  return room.kids_tiers.reduce((sum, t) => sum + t.children * childNightCharge(oneAdultRate, tierOf(rules, t.code)), adultsRate);
}

/** Rates per adults count, per room plan, per night: what search and booking both price from. */
export type RatesByAdults = Map<number, Map<number, NightRate[]>>;

/** Adult counts whose rates a party needs: each room's, and one adult's where tiered children are charged from it. */
export function ratedAdults(rooms: RoomParty[], kidsType: KidsType): number[] {
  const counts = new Set(rooms.map((r) => r.adults));
  if (usesTiers(kidsType) && rooms.some((r) => r.children > 0)) counts.add(1);
  return [...counts].sort((a, b) => a - b);
}

/** One room's nights under a room plan, children included; null when a night has no rate. */
export function partyNights(
  rates: RatesByAdults,
  roomPlanId: number,
  room: RoomParty,
  rules: Pick<PartyRules, 'kidsType' | 'kidsTiers'>,
): NightRate[] | null {
  const nights = rates.get(room.adults)?.get(roomPlanId);
  if (!nights) return null;
  if (!usesTiers(rules.kidsType) || room.children === 0) return nights;
  const single = rates.get(1)?.get(roomPlanId);
  if (!single) return null;
  return nights.map((night, i) => ({ date: night.date, amount: roomNightAmount(night.amount, single[i]?.amount ?? 0, room, rules) }));
}
