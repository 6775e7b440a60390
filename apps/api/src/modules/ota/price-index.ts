import { addDays, nightsBetween } from '@yado/domain/dates';
import type { MealFilter } from '@yado/domain/agency-search';
import { roomNightAmount, type PartyRules, type RoomParty } from '@yado/domain/party';
import { priceStay } from '@yado/domain/pricing';
import type { Db } from '../../db/connect';
import { noticesOf } from '../../db/notifications';
import type { Catalogue, CatalogueRoomPlan, HotelsService } from '../hotels/service';
import type { InventoryService } from '../inventory/service';
import { gridShapeOf } from '../search/grid-shape';
import { firstCheckin } from '../stay-rules/stay';
import { partyRules, planVisible } from '../stay-rules/plans';

/** Days ahead the index holds a hotel's lowest rates for (dated searches beyond it are priced on the page only). */
export const INDEX_DAYS = 120;
/** Days an undated search looks ahead for its "from" prices, as the room search does. */
export const UNDATED_LOOKAHEAD_DAYS = 60;
/** While the database's notices cannot be heard, a hotel's summary is trusted this long. */
const UNHEARD_MAX_AGE_MS = 5_000;
/** A summary is built again this often in any case, so catalogue changes (new plans, rooms) reach it. */
const MAX_AGE_MS = 5 * 60_000;
/** How often a summary checks whether the hotel's first check-in moved on (a new day). */
const DAY_CHECK_MS = 10_000;

type MealClass = 'any' | MealFilter;
const MEAL_CLASSES: MealClass[] = ['any', 'breakfast', 'room_only'];

/**
 * One hotel's lowest rates as the agency search filters and orders by them (ADR 0050): per meal
 * class and adults count, the lowest one-room night each day among the plans anyone can book,
 * on room types with a room free that day. The page a search returns is priced by the room search.
 */
export interface HotelPrices {
  hotelId: number;
  code: string;
  today: string;
  currency: string;
  taxRatePercent: number;
  rules: PartyRules;
  floors: Record<MealClass, Map<number, Int32Array>>;
  /** The most rooms free in one room type each day. */
  mostFree: Int32Array;
  /** The hotel's plans by meal class, for the room search of the page. */
  planCodes: Record<MealFilter, string[]>;
  photo: string | null;
  catalogue: Catalogue;
  builtAt: number;
  dayCheckedAt: number;
}

const mealClassOf = (meals: string): MealFilter => (meals === 'none' ? 'room_only' : 'breakfast');

/** Plans the index prices: what any guest can book for one night, in every language, without a code. */
function listable(catalogue: Catalogue, today: string): CatalogueRoomPlan[] {
  const { settings } = catalogue.hotel;
  return catalogue.roomPlans.filter(
    (rp) =>
      !rp.plan.isDayUse &&
      rp.plan.lotteryEventId === null &&
      !rp.plan.membersOnly &&
      rp.plan.minimumNights <= 1 &&
      (!rp.plan.bookingStartDate || rp.plan.bookingStartDate <= today) &&
      planVisible(rp.plan, { locale: '', secretCode: null, siteController: settings.hotel_site_controller }),
  );
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
  const mostFree = new Int32Array(INDEX_DAYS).fill(-1);
  for (const byDay of free.values())
    for (let day = 0; day < INDEX_DAYS; day++) mostFree[day] = Math.max(mostFree[day] as number, byDay[day] as number);
  const floorsOf = async (meal: MealClass) => {
    const windows = plans
      .filter((rp) => meal === 'any' || mealClassOf(rp.plan.meals) === meal)
      .map((rp) => ({
        id: rp.id,
        roomTypeId: rp.roomType.id,
        from: rp.plan.saleStartDate && rp.plan.saleStartDate > range.start ? rp.plan.saleStartDate : range.start,
        to: rp.plan.saleEndDate && rp.plan.saleEndDate < range.end ? rp.plan.saleEndDate : range.end,
      }));
    const byRoomType = await view.lowestRatesByRoomType(windows, range);
    const floors = new Map<number, Int32Array>();
    for (const [roomTypeId, byAdults] of byRoomType) {
      const roomsFree = free.get(roomTypeId);
      for (const [adults, rates] of byAdults) {
        const floor = floors.get(adults) ?? new Int32Array(INDEX_DAYS).fill(-1);
        for (let day = 0; day < INDEX_DAYS; day++) {
          const rate = rates[day] as number;
          if (rate < 0 || ((roomsFree?.[day] ?? -1) as number) < 1) continue;
          if ((floor[day] as number) < 0 || rate < (floor[day] as number)) floor[day] = rate;
        }
        floors.set(adults, floor);
      }
    }
    return floors;
  };
  const [any, breakfast, roomOnly] = await Promise.all(MEAL_CLASSES.map(floorsOf));
  const codesOf = (meal: MealFilter) => [...new Set(plans.filter((rp) => mealClassOf(rp.plan.meals) === meal).map((rp) => rp.plan.code))];
  return {
    hotelId: hotel.id,
    code: hotel.code,
    today,
    currency: hotel.currency,
    taxRatePercent: hotel.taxRatePercent,
    rules: partyRules(hotel),
    floors: { any: any ?? new Map(), breakfast: breakfast ?? new Map(), room_only: roomOnly ?? new Map() },
    mostFree,
    planCodes: { breakfast: codesOf('breakfast'), room_only: codesOf('room_only') },
    photo: catalogue.roomTypes[0]?.images[0]?.url ?? null,
    catalogue,
    builtAt: Date.now(),
    dayCheckedAt: Date.now(),
  };
}

/** A stay as the index reads it: from `checkin` for `nights`, or undated (the lowest night of the coming weeks). */
export type IndexStay = { checkin: string; nights: number } | { undated: true; nights: number };

/**
 * The party's lowest total for the stay (tax included, the hotel's currency) as the index sees
 * it, with the room search's own rules for children and tax; null when it has no room for it.
 */
export function lowestTotal(prices: HotelPrices, meal: MealClass, rooms: RoomParty[], stay: IndexStay): number | null {
  const floors = prices.floors[meal];
  const nightOf = (day: number): number[] | null => {
    if (day < 0 || day >= INDEX_DAYS || (prices.mostFree[day] as number) < rooms.length) return null;
    const amounts: number[] = [];
    for (const room of rooms) {
      const rate = floors.get(room.adults)?.[day] ?? -1;
      if (rate < 0) return null;
      amounts.push(roomNightAmount(rate, Math.max(0, floors.get(1)?.[day] ?? 0), room, prices.rules));
    }
    return amounts;
  };
  const total = (perRoom: number[][]) =>
    priceStay(
      perRoom.map((nights) => nights.map((amount) => ({ date: '', amount }))),
      prices,
      prices.currency,
    ).total_price;
  if ('undated' in stay) {
    // The cheapest night before tax is the cheapest with it (tax is a share of each room's subtotal): price that one.
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
    return best && total(best.map((amount) => Array.from({ length: stay.nights }, () => amount)));
  }
  const first = nightsBetween(prices.today, stay.checkin);
  const perRoom: number[][] = rooms.map(() => []);
  for (let night = 0; night < stay.nights; night++) {
    const amounts = nightOf(first + night);
    if (!amounts) return null;
    amounts.forEach((amount, i) => perRoom[i]?.push(amount));
  }
  return total(perRoom);
}

const CHANNELS = { yado_stock: 'roomType', yado_plan_sales: 'roomPlan', yado_rates: 'roomPlan' } as const;

/**
 * Every hotel's HotelPrices, built on first search from the hotel's stock and rates grid and
 * built again after the database tells of a change to its stock, sales or rates (the notices the
 * grids listen to, ADR 0039). While notices cannot be heard, a summary lives UNHEARD_MAX_AGE_MS.
 */
export function priceIndex(db: Db, hotels: HotelsService, inventory: InventoryService) {
  const entries = new Map<string, Promise<HotelPrices | null>>();
  const stale = new Set<string>();
  const hotelOf = { roomType: new Map<number, string>(), roomPlan: new Map<number, string>() };
  let listening = false;

  const listener = noticesOf(db)?.listen(Object.keys(CHANNELS), {
    notice(channel, payload) {
      if (payload === '*') return entries.forEach((_, code) => stale.add(code));
      const kind = CHANNELS[channel as keyof typeof CHANNELS];
      for (const part of payload.split(',')) {
        const code = hotelOf[kind].get(Number(part.split(':')[0]));
        if (code) stale.add(code);
      }
    },
    listening: () => {
      listening = true;
    },
    deaf: () => {
      listening = false;
    },
  });

  function build(code: string) {
    const built = buildPrices(hotels, inventory, code).then((prices) => {
      for (const rp of prices?.catalogue.roomPlans ?? []) {
        hotelOf.roomType.set(rp.roomType.id, code);
        hotelOf.roomPlan.set(rp.id, code);
      }
      return prices;
    });
    built.catch(() => entries.delete(code));
    entries.set(code, built);
    return built;
  }

  return {
    /** The hotel's prices as of now: what changed since they were built is read again first. */
    async of(code: string): Promise<HotelPrices | null> {
      const kept = entries.get(code);
      if (kept && !stale.has(code)) {
        const prices = await kept;
        if (prices === null) return null;
        const now = Date.now();
        const age = now - prices.builtAt;
        const fresh = age < MAX_AGE_MS && (listening || age < UNHEARD_MAX_AGE_MS);
        // A new day moves a hotel's first check-in, which its days are counted from.
        if (fresh && now - prices.dayCheckedAt > DAY_CHECK_MS) {
          prices.dayCheckedAt = now;
          if (prices.today !== firstCheckin(prices.catalogue)) stale.add(code);
        }
        if (fresh && !stale.has(code)) return prices;
      }
      stale.delete(code);
      return build(code);
    },
    async close() {
      await listener?.stop();
    },
  };
}
export type PriceIndex = ReturnType<typeof priceIndex>;
