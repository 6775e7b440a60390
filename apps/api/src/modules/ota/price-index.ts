import { addDays, nightsBetween } from '@yado/domain/dates';
import type { MealFilter } from '@yado/domain/agency-search';
import { roomNightAmount, type PartyRules, type RoomParty } from '@yado/domain/party';
import { priceStay } from '@yado/domain/pricing';
import type { Db } from '../../db/connect';
import { noticesOf } from '../../db/notifications';
import type { Catalogue, CatalogueRoomPlan, CatalogueRoomType, HotelsService } from '../hotels/service';
import type { InventoryService } from '../inventory/service';
import { gridShapeOf } from '../search/grid-shape';
import { firstCheckin } from '../stay-rules/stay';
import { fitsParty, partyRules, planVisible } from '../stay-rules/plans';

/** Days ahead the index holds a hotel's lowest rates for (dated searches beyond it are priced on the page only). */
export const INDEX_DAYS = 120;
/** Days an undated search looks ahead for its "from" prices, as the room search does. */
export const UNDATED_LOOKAHEAD_DAYS = 60;
/** While the database's notices cannot be heard, a hotel's summary is trusted this long. */
const UNHEARD_MAX_AGE_MS = 5_000;
/** A summary is looked at again this often, and built again when its hotel's catalogue was read again (new plans, rooms). */
const MAX_AGE_MS = 60_000;
/** How often a summary checks whether the hotel's first check-in moved on (a new day). */
const DAY_CHECK_MS = 10_000;

type MealClass = 'any' | MealFilter;
const MEAL_CLASSES: MealClass[] = ['any', 'breakfast', 'room_only'];

/**
 * One room type's lowest nights: per adults count, the lowest rate each day among its plans of a
 * meal class (-1: none), beside the rooms it has free each day. A party is priced on one room type
 * that fits every room of it, as the room search books it (fitsParty).
 */
export interface RoomTypeFloor {
  roomType: CatalogueRoomType;
  free: Int32Array;
  byAdults: Map<number, Int32Array>;
}

type Floors = Record<MealClass, RoomTypeFloor[]>;

/**
 * Lowest nights among the plans a stay of `minNights` nights or more may use, in every language
 * (`locale` null) or in every language and `locale`'s own plans.
 */
export interface PriceTier {
  locale: string | null;
  minNights: number;
  floors: Floors;
}

/**
 * One hotel's lowest rates as the agency search filters and orders by them (ADR 0050): per tier
 * (the plans a stay's length and language open), meal class, room type and adults count, the lowest
 * one-room night each day among the plans anyone can book. The page a search returns is priced by
 * the room search.
 */
export interface HotelPrices {
  hotelId: number;
  code: string;
  today: string;
  currency: string;
  taxRatePercent: number;
  rules: PartyRules;
  /** Fewest minimum nights first; one tier per language with plans of its own. */
  tiers: PriceTier[];
  /** The hotel's plans by meal class, for the room search of the page. */
  planCodes: Record<MealFilter, string[]>;
  photo: string | null;
  catalogue: Catalogue;
  builtAt: number;
  dayCheckedAt: number;
}

const mealClassOf = (meals: string): MealFilter => (meals === 'none' ? 'room_only' : 'breakfast');

/** Plans the index prices: what any guest can book without a code (for some stay length, in some language). */
function listable(catalogue: Catalogue, today: string): CatalogueRoomPlan[] {
  const { settings } = catalogue.hotel;
  return catalogue.roomPlans.filter(
    (rp) =>
      !rp.plan.isDayUse &&
      rp.plan.lotteryEventId === null &&
      !rp.plan.membersOnly &&
      (!rp.plan.bookingStartDate || rp.plan.bookingStartDate <= today) &&
      planVisible(rp.plan, { locale: rp.plan.languages[0] ?? '', secretCode: null, siteController: settings.hotel_site_controller }),
  );
}

/** The tiers a hotel's plans make: every minimum stay its plans ask, in every language and in each language with plans of its own. */
function tiersOf(plans: CatalogueRoomPlan[]): Array<{ locale: string | null; minNights: number; plans: CatalogueRoomPlan[] }> {
  const minima = [...new Set(plans.map((rp) => Math.max(1, rp.plan.minimumNights)))].sort((a, b) => a - b);
  const locales = [null, ...new Set(plans.flatMap((rp) => rp.plan.languages))];
  return locales.flatMap((locale) =>
    minima.map((minNights) => ({
      locale,
      minNights,
      plans: plans.filter(
        (rp) =>
          rp.plan.minimumNights <= minNights && (rp.plan.languages.length === 0 || (locale !== null && rp.plan.languages.includes(locale))),
      ),
    })),
  );
}

/** The tier a stay of `nights` nights in `locale` is priced from: the most plans it may use. */
export function tierFor(prices: HotelPrices, locale: string, nights: number): PriceTier | null {
  let best: PriceTier | null = null;
  for (const tier of prices.tiers) {
    if (tier.minNights > nights || (tier.locale !== null && tier.locale !== locale)) continue;
    if (!best || tier.minNights > best.minNights || (tier.minNights === best.minNights && tier.locale !== null)) best = tier;
  }
  return best;
}

async function buildPrices(hotels: HotelsService, inventory: InventoryService, code: string): Promise<HotelPrices | null> {
  const catalogue = await hotels.getCatalogue(code).catch(() => null);
  if (!catalogue) return null;
  const { hotel } = catalogue;
  const today = firstCheckin(catalogue);
  const range = { start: today, end: addDays(today, INDEX_DAYS - 1) };
  const view = await inventory.searchView(gridShapeOf(catalogue, today));
  const plans = listable(catalogue, today);
  const roomTypeIds = [...new Set(plans.map((rp) => rp.roomType.id))];
  const free = await view.freeRooms(roomTypeIds, range);
  const roomTypes = new Map(catalogue.roomTypes.map((roomType) => [roomType.id, roomType]));
  const floorsOf = async (plans: CatalogueRoomPlan[], meal: MealClass): Promise<RoomTypeFloor[]> => {
    const windows = plans
      .filter((rp) => meal === 'any' || mealClassOf(rp.plan.meals) === meal)
      .map((rp) => ({
        id: rp.id,
        roomTypeId: rp.roomType.id,
        from: rp.plan.saleStartDate && rp.plan.saleStartDate > range.start ? rp.plan.saleStartDate : range.start,
        to: rp.plan.saleEndDate && rp.plan.saleEndDate < range.end ? rp.plan.saleEndDate : range.end,
      }));
    const byRoomType = await view.lowestRatesByRoomType(windows, range);
    return [...byRoomType].flatMap(([roomTypeId, byAdults]) => {
      const roomType = roomTypes.get(roomTypeId);
      return roomType ? [{ roomType, free: free.get(roomTypeId) ?? new Int32Array(INDEX_DAYS).fill(-1), byAdults }] : [];
    });
  };
  const tiers = await Promise.all(
    tiersOf(plans).map(async ({ locale, minNights, plans: open }) => {
      const [any, breakfast, roomOnly] = await Promise.all(MEAL_CLASSES.map((meal) => floorsOf(open, meal)));
      return { locale, minNights, floors: { any: any ?? [], breakfast: breakfast ?? [], room_only: roomOnly ?? [] } };
    }),
  );
  const codesOf = (meal: MealFilter) => [...new Set(plans.filter((rp) => mealClassOf(rp.plan.meals) === meal).map((rp) => rp.plan.code))];
  return {
    hotelId: hotel.id,
    code: hotel.code,
    today,
    currency: hotel.currency,
    taxRatePercent: hotel.taxRatePercent,
    rules: partyRules(hotel),
    tiers,
    planCodes: { breakfast: codesOf('breakfast'), room_only: codesOf('room_only') },
    photo: catalogue.roomTypes[0]?.images[0]?.url ?? null,
    catalogue,
    builtAt: Date.now(),
    dayCheckedAt: Date.now(),
  };
}

/** Days between two dates, the last pair kept: a search asks it of every hotel, nearly all with the same first check-in. */
let lastDays = { from: '', to: '', days: 0 };
function daysFrom(from: string, to: string): number {
  if (lastDays.from !== from || lastDays.to !== to) lastDays = { from, to, days: nightsBetween(from, to) };
  return lastDays.days;
}

/** A stay as the index reads it: from `checkin` for `nights`, or undated (the lowest night of the coming weeks). */
export type IndexStay = { checkin: string; nights: number } | { undated: true; nights: number };

/**
 * The party's lowest total for the stay (tax included, the hotel's currency) as the index sees
 * it, with the room search's own rules for children and tax: on one room type that fits every room
 * of the party and has as many rooms free each night; null when none has.
 */
export function lowestTotal(prices: HotelPrices, meal: MealClass, rooms: RoomParty[], stay: IndexStay, locale: string): number | null {
  const tier = tierFor(prices, locale, stay.nights);
  if (!tier) return null;
  const stays: Array<{ perRoom: number[][]; subtotal: number }> = [];
  let least = Number.POSITIVE_INFINITY;
  for (const floor of tier.floors[meal]) {
    if (!fitsParty(floor.roomType, rooms, prices.rules)) continue;
    const perRoom = roomTypeNights(prices, floor, rooms, stay);
    if (!perRoom) continue;
    const subtotal = perRoom.reduce((sum, nights) => nights.reduce((a, b) => a + b, sum), 0);
    stays.push({ perRoom, subtotal });
    least = Math.min(least, subtotal);
  }
  // Tax is a share of each room's subtotal, rounded per room: only stays within a unit a room of the
  // least before tax can be the least with it, and only those are priced in full.
  let lowest: number | null = null;
  for (const { perRoom, subtotal } of stays) {
    if (subtotal > least + rooms.length) continue;
    const total = priceStay(
      perRoom.map((nights) => nights.map((amount) => ({ date: '', amount }))),
      prices,
      prices.currency,
    ).total_price;
    if (lowest === null || total < lowest) lowest = total;
  }
  return lowest;
}

/** Each room's nights on one room type, null when a night has no rate or too few rooms free. */
function roomTypeNights(prices: HotelPrices, floor: RoomTypeFloor, rooms: RoomParty[], stay: IndexStay): number[][] | null {
  const nightOf = (day: number): number[] | null => {
    if (day < 0 || day >= INDEX_DAYS || (floor.free[day] as number) < rooms.length) return null;
    const amounts: number[] = [];
    for (const room of rooms) {
      const rate = floor.byAdults.get(room.adults)?.[day] ?? -1;
      if (rate < 0) return null;
      amounts.push(roomNightAmount(rate, Math.max(0, floor.byAdults.get(1)?.[day] ?? 0), room, prices.rules));
    }
    return amounts;
  };
  if ('undated' in stay) {
    // The cheapest night before tax is the cheapest with it (tax is a share of each room's subtotal): that one, each night.
    let best: number[] | null = null;
    let bestSum = Number.POSITIVE_INFINITY;
    for (let day = 0; day < UNDATED_LOOKAHEAD_DAYS; day++) {
      const night = nightOf(day);
      const sum = night ? night.reduce((a, b) => a + b, 0) : Number.POSITIVE_INFINITY;
      if (night && sum < bestSum) {
        best = night;
        bestSum = sum;
      }
    }
    return best && best.map((amount) => Array.from({ length: stay.nights }, () => amount));
  }
  const first = daysFrom(prices.today, stay.checkin);
  const perRoom: number[][] = rooms.map(() => []);
  for (let night = 0; night < stay.nights; night++) {
    const amounts = nightOf(first + night);
    if (!amounts) return null;
    amounts.forEach((amount, i) => perRoom[i]?.push(amount));
  }
  return perRoom;
}

const CHANNELS = { yado_stock: 'roomType', yado_plan_sales: 'roomPlan', yado_rates: 'roomPlan' } as const;
/** Hotels whose summaries are built at once while warming up (each reads its grid; more would only queue). */
const WARM_UP_AT_ONCE = 2;

interface Entry {
  prices: HotelPrices | null;
  /** Set by a notice naming the hotel (or a new day): the next search builds the summary again first. */
  stale: boolean;
  /** Counts the notices heard, so a build that read the grid before the latest one stays stale. */
  version: number;
  /** When the summary is next read again in the background, so catalogue changes reach it. */
  refreshAt: number;
  building: Promise<void> | null;
}

/**
 * Every hotel's HotelPrices, each built and kept up to date on its own: built at start-up in the
 * background (a search meeting a hotel not built yet builds that one first), built again when the
 * database tells of a change to the hotel's stock, sales or rates (the notices the grids listen
 * to, ADR 0039) — only the hotels named — and, in the background, when the hotel's catalogue was
 * read again (at most every MAX_AGE_MS) or its first check-in moves to a new day, and at once when
 * its catalogue is changed on this server (the console). While notices cannot be heard, a summary
 * lives UNHEARD_MAX_AGE_MS.
 */
export function priceIndex(db: Db, hotels: HotelsService, inventory: InventoryService) {
  const entries = new Map<string, Entry>();
  const hotelOf = { roomType: new Map<number, string>(), roomPlan: new Map<number, string>() };
  let listening = false;
  let closed = false;
  let heardFirst: () => void = () => undefined;
  const heard = new Promise<void>((resolve) => (heardFirst = resolve));

  function markStale(code: string) {
    const entry = entries.get(code);
    if (!entry) return;
    entry.stale = true;
    entry.version += 1;
  }

  const stopHearingCatalogues = hotels.onCatalogueChanged(markStale);
  const listener = noticesOf(db)?.listen(Object.keys(CHANNELS), {
    notice(channel, payload) {
      if (payload === '*') return entries.forEach((_, code) => markStale(code));
      const kind = CHANNELS[channel as keyof typeof CHANNELS];
      for (const part of payload.split(',')) {
        const code = hotelOf[kind].get(Number(part.split(':')[0]));
        if (code) markStale(code);
      }
    },
    listening: () => {
      listening = true;
      heardFirst();
    },
    deaf: () => {
      listening = false;
    },
  });

  function entryOf(code: string): Entry {
    let entry = entries.get(code);
    if (!entry) {
      entry = { prices: null, stale: true, version: 0, refreshAt: 0, building: null };
      entries.set(code, entry);
    }
    return entry;
  }

  /** Builds the hotel's summary (once at a time); it stays stale if a notice came while it read. */
  function build(code: string, entry: Entry): Promise<void> {
    if (entry.building) return entry.building;
    const version = entry.version;
    entry.building = buildPrices(hotels, inventory, code)
      .then((prices) => {
        for (const rp of prices?.catalogue.roomPlans ?? []) {
          hotelOf.roomType.set(rp.roomType.id, code);
          hotelOf.roomPlan.set(rp.id, code);
        }
        entry.prices = prices;
        // Spread over a fifth of the age, so summaries built together are not all read again together.
        entry.refreshAt = Date.now() + MAX_AGE_MS * (0.8 + 0.2 * Math.random());
        if (entry.version === version) entry.stale = false;
      })
      .finally(() => {
        entry.building = null;
      });
    return entry.building;
  }

  /** Whether the summary no longer holds: a day moved on, or the notices cannot be heard and it is old. */
  function outdated(entry: Entry, prices: HotelPrices, now: number) {
    if (!listening && now - prices.builtAt >= UNHEARD_MAX_AGE_MS) return true;
    if (now - prices.dayCheckedAt > DAY_CHECK_MS) {
      prices.dayCheckedAt = now;
      // A new day moves a hotel's first check-in, which its days are counted from.
      if (prices.today !== firstCheckin(prices.catalogue)) entry.stale = true;
    }
    return entry.stale;
  }

  /** Reads the summary again in the background once due and the hotel's catalogue was read again since. */
  function refreshWhenDue(code: string, entry: Entry, prices: HotelPrices, now: number) {
    if (entry.building || now < entry.refreshAt) return;
    const kept = hotels.keptCatalogue(code);
    if (kept === undefined || kept === prices.catalogue) {
      entry.refreshAt = now + DAY_CHECK_MS;
      return;
    }
    build(code, entry).catch(() => undefined);
  }

  const index = {
    /** The hotel's summary when it is ready and current, without waiting; undefined otherwise (ask `of`). */
    ready(code: string): HotelPrices | null | undefined {
      const entry = entries.get(code);
      if (!entry || entry.stale) return undefined;
      if (entry.prices === null) return null;
      const now = Date.now();
      if (outdated(entry, entry.prices, now)) return undefined;
      refreshWhenDue(code, entry, entry.prices, now);
      return entry.prices;
    },

    /** The hotel's prices as of now: what changed since they were built is read again first. */
    async of(code: string): Promise<HotelPrices | null> {
      for (;;) {
        const found = index.ready(code);
        if (found !== undefined) return found;
        const entry = entryOf(code);
        entry.stale = true;
        await build(code, entry);
      }
    },

    /**
     * Builds the summaries of these hotels in the background, a few at a time, once notices can be
     * heard (before that, the grids are not kept): searches need not wait for them.
     */
    async warmUp(codes: string[]) {
      if (listener) await Promise.race([heard, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
      const queue = codes.filter((code) => !entries.has(code));
      const worker = async () => {
        for (let code = queue.shift(); code !== undefined && !closed; code = queue.shift()) {
          const entry = entryOf(code);
          if (entry.stale) await build(code, entry).catch(() => undefined);
        }
      };
      await Promise.all(Array.from({ length: WARM_UP_AT_ONCE }, worker));
    },

    async close() {
      closed = true;
      stopHearingCatalogues();
      await listener?.stop();
    },
  };
  return index;
}
export type PriceIndex = ReturnType<typeof priceIndex>;
