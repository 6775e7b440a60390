import type { NightRate } from '@yado/domain/pricing';
import { addDays, chargedDates } from '@yado/domain/dates';
import type { Db } from '../../db/connect';
import { ttlCache } from '../../cache';
import { AppError } from '../../errors';
import { rateCache, type RatedWindow } from './rate-cache';
import { inventoryRepository } from './repository';

export interface StockRequest {
  roomTypeId: number;
  roomPlanId: number;
  saleLimit: number | null;
  quantity: number;
}

export interface Stay {
  checkin: string;
  checkout: string;
}

/** One booked room's nights to take and to give back when its booking changes. */
export interface StockChange {
  roomTypeId: number;
  roomPlanId: number;
  saleLimit: number | null;
  take: string[];
  release: string[];
}

/** Net rooms to take (positive) or give back (negative) per id and night, ids and nights in order. */
function netByNight(changes: Array<{ id: number; take: string[]; release: string[] }>) {
  const byId = new Map<number, Map<string, number>>();
  for (const change of changes) {
    const nights = byId.get(change.id) ?? new Map<string, number>();
    for (const date of change.take) nights.set(date, (nights.get(date) ?? 0) + 1);
    for (const date of change.release) nights.set(date, (nights.get(date) ?? 0) - 1);
    byId.set(change.id, nights);
  }
  return [...byId.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, nights]) => [id, new Map([...nights.entries()].filter(([, n]) => n !== 0).sort(([a], [b]) => a.localeCompare(b)))] as const)
    .filter(([, nights]) => nights.size > 0);
}

/** Nights grouped by the same quantity, so each group is one update. */
function datesByQuantity(nights: Map<string, number>): Array<[number, string[]]> {
  const groups = new Map<number, string[]>();
  for (const [date, quantity] of nights) groups.set(quantity, [...(groups.get(quantity) ?? []), date]);
  return [...groups.entries()];
}

/** The exclusive end of a run of charged dates, for range queries. */
const endOf = (dates: string[]) => addDays(dates[dates.length - 1] ?? '', 1);

/** Rooms left per room type, and rooms sold per sale-limited room plan, over a stay. */
export interface StayStock {
  roomTypeAvailable: Map<number, number>;
  roomPlanSold: Map<number, number>;
}

/**
 * How long search reuses stock it read (ADR 0032): at most this far behind another server's
 * bookings, never behind this one's. Booking itself always takes stock from the table.
 */
const SEARCH_STOCK_TTL_MS = 1000;

/** A stay's dates are its nights; a day-use stay (check-out on the check-in day) is priced and stocked on that day. */
export function inventoryService(db: Db) {
  const repository = inventoryRepository(db);
  const cachedRates = rateCache(repository);
  const searchStock = ttlCache<StayStock>(SEARCH_STOCK_TTL_MS, 5000);

  /** Sums quantities per room type (and per room plan with a sale limit), in id order. */
  function group(requests: StockRequest[]) {
    const byRoomType = new Map<number, number>();
    const byRoomPlan = new Map<number, { quantity: number; saleLimit: number }>();
    for (const r of requests) {
      byRoomType.set(r.roomTypeId, (byRoomType.get(r.roomTypeId) ?? 0) + r.quantity);
      if (r.saleLimit !== null) {
        const current = byRoomPlan.get(r.roomPlanId);
        byRoomPlan.set(r.roomPlanId, { quantity: (current?.quantity ?? 0) + r.quantity, saleLimit: r.saleLimit });
      }
    }
    const sorted = <T>(map: Map<number, T>) => [...map.entries()].sort(([a], [b]) => a - b);
    return { roomTypes: sorted(byRoomType), roomPlans: sorted(byRoomPlan) };
  }

  return {
    /** Nightly rates per room plan for a stay; plans missing a night's rate are left out. */
    async quote(roomPlanIds: number[], stay: Stay, adults: number, trx: Db = db): Promise<Map<number, NightRate[]>> {
      const dates = chargedDates(stay.checkin, stay.checkout);
      const rows = await inventoryRepository(trx).rateNights(roomPlanIds, stay.checkin, endOf(dates), adults, dates.length);
      return new Map(rows.map((row) => [row.room_plan_id, row.amounts.map((amount, i) => ({ date: dates[i] ?? '', amount }))]));
    },

    /**
     * Stock over a stay for search: read from the table at most a second ago, and again at once
     * after this server takes or gives back any room (concurrent identical searches share one read).
     */
    searchStock(roomTypeIds: number[], roomPlanIds: number[], stay: Stay): Promise<StayStock> {
      return searchStock.get(`${roomTypeIds.join(',')}|${roomPlanIds.join(',')}|${stay.checkin}|${stay.checkout}`, async () => {
        const dates = chargedDates(stay.checkin, stay.checkout);
        const rows = await repository.stayStock(roomTypeIds, roomPlanIds, stay.checkin, endOf(dates), dates.length);
        const of = (kind: string) => new Map(rows.filter((r) => r.kind === kind).map((r) => [r.id, r.count]));
        return { roomTypeAvailable: of('room_type'), roomPlanSold: of('room_plan') };
      });
    },

    /** The lowest rate per room type, adults count and night among room plans (kept for a minute). */
    lowestRatesByRoomType: (plans: RatedWindow[]) => cachedRates.lowestRatesByRoomType(plans),

    /**
     * Nightly rates for a search, from the rates kept for a minute for the window the hotel sells
     * (the same answer as quote, minus a rate edited in the last minute, which booking re-checks).
     */
    async searchQuote(
      rated: { hotelRoomPlanIds: number[]; window: { start: string; end: string } },
      roomPlanIds: number[],
      stay: Stay,
      adults: number,
    ) {
      const dates = chargedDates(stay.checkin, stay.checkout);
      const cached = await cachedRates.quote(rated.hotelRoomPlanIds, roomPlanIds, dates, adults, rated.window);
      return cached ?? this.quote(roomPlanIds, stay, adults);
    },

    /**
     * What searchQuote reads a stay's rates from, as kept now: answers worked out from it hold as
     * long as it is the same object. Null when the stay is priced from the table itself.
     */
    async searchRatesSource(rated: { hotelRoomPlanIds: number[]; window: { start: string; end: string } }, stay: Stay) {
      return cachedRates.source(rated.hotelRoomPlanIds, chargedDates(stay.checkin, stay.checkout), rated.window);
    },

    /** Rooms free per room type and night over a window, read live. */
    async freeRooms(roomTypeIds: number[], range: { start: string; end: string }) {
      const rows = await repository.freeRooms(roomTypeIds, range.start, range.end);
      const byRoomType = new Map<number, Map<string, number>>();
      for (const row of rows) {
        const byDate = byRoomType.get(row.room_type_id) ?? new Map<string, number>();
        byDate.set(row.stay_date, row.free);
        byRoomType.set(row.room_type_id, byDate);
      }
      return byRoomType;
    },

    /** Each room plan's lowest one-night rate over a window, where `rooms` rooms are free: the "from" price of an undated search. */
    async lowestRatePerRoomPlan(roomPlanIds: number[], range: { start: string; end: string }, adults: number, rooms: number) {
      const rows = await repository.lowestRatePerRoomPlan(roomPlanIds, range.start, range.end, adults, rooms);
      return new Map(rows.map((r) => [r.room_plan_id, r.lowest]));
    },

    /**
     * Takes stock for a booking inside the caller's transaction: nights locked in (room type,
     * date) order, then a conditional update per room type whose row count must cover every
     * night. Any shortfall throws sold_out and the caller's transaction rolls back.
     */
    async take(trx: Db, requests: StockRequest[], stay: Stay): Promise<void> {
      searchStock.clear();
      const dates = chargedDates(stay.checkin, stay.checkout);
      const { roomTypes, roomPlans } = group(requests);
      for (const [roomTypeId, quantity] of roomTypes) {
        await repository.lockNights(trx, roomTypeId, dates);
        const taken = await repository.takeNights(trx, roomTypeId, dates, quantity);
        if (taken !== dates.length) throw new AppError('sold_out');
      }
      for (const [roomPlanId, { quantity, saleLimit }] of roomPlans) {
        if (quantity > saleLimit) throw new AppError('sold_out');
        const counted = await repository.takePlanSales(trx, roomPlanId, dates, quantity, saleLimit);
        if (counted !== dates.length) throw new AppError('sold_out');
      }
    },

    /** Whether the rooms a change would take are free now (a read for quoting; adjust decides). */
    async changeFits(changes: StockChange[]): Promise<boolean> {
      const byRoomType = netByNight(changes.map((c) => ({ id: c.roomTypeId, take: c.take, release: c.release })));
      const taken = byRoomType.flatMap(([id, nights]) => [...nights].filter(([, n]) => n > 0).map(([date, n]) => ({ id, date, n })));
      if (taken.length === 0) return true;
      const dates = taken.map((t) => t.date).sort();
      const rows = await repository.freeRooms([...new Set(taken.map((t) => t.id))], dates[0] ?? '', dates[dates.length - 1] ?? '');
      const free = new Map(rows.map((r) => [`${r.room_type_id}/${r.stay_date}`, r.free]));
      return taken.every((t) => (free.get(`${t.id}/${t.date}`) ?? 0) >= t.n);
    },

    /**
     * Moves a changed booking's stock in one pass: nights given back and nights taken, per room type
     * in id order and dates in order, all locked first, so changes and bookings never deadlock.
     * A night that cannot be taken throws sold_out and the caller's transaction rolls back.
     */
    async adjust(trx: Db, changes: StockChange[]): Promise<void> {
      searchStock.clear();
      const byRoomType = netByNight(changes.map((c) => ({ id: c.roomTypeId, take: c.take, release: c.release })));
      for (const [roomTypeId, nights] of byRoomType) {
        await repository.lockNights(trx, roomTypeId, [...nights.keys()]);
        for (const [quantity, dates] of datesByQuantity(nights)) {
          if (quantity > 0 && (await repository.takeNights(trx, roomTypeId, dates, quantity)) !== dates.length) {
            throw new AppError('sold_out');
          }
          if (quantity < 0) await repository.releaseNights(trx, roomTypeId, dates, -quantity);
        }
      }
      const limited = changes.filter((c) => c.saleLimit !== null);
      const byRoomPlan = netByNight(limited.map((c) => ({ id: c.roomPlanId, take: c.take, release: c.release })));
      const saleLimits = new Map(limited.map((c) => [c.roomPlanId, c.saleLimit ?? 0]));
      for (const [roomPlanId, nights] of byRoomPlan) {
        for (const [quantity, dates] of datesByQuantity(nights)) {
          const saleLimit = saleLimits.get(roomPlanId) ?? 0;
          if (quantity > 0 && (await repository.takePlanSales(trx, roomPlanId, dates, quantity, saleLimit)) !== dates.length) {
            throw new AppError('sold_out');
          }
          if (quantity < 0) await repository.releasePlanSales(trx, roomPlanId, dates, -quantity);
        }
      }
    },

    /** Gives a booking's stock back (the compensation of take). */
    async release(trx: Db, requests: StockRequest[], stay: Stay): Promise<void> {
      searchStock.clear();
      const dates = chargedDates(stay.checkin, stay.checkout);
      const { roomTypes, roomPlans } = group(requests);
      for (const [roomTypeId, quantity] of roomTypes) {
        await repository.lockNights(trx, roomTypeId, dates);
        await repository.releaseNights(trx, roomTypeId, dates, quantity);
      }
      for (const [roomPlanId, { quantity }] of roomPlans) await repository.releasePlanSales(trx, roomPlanId, dates, quantity);
    },
  };
}
export type InventoryService = ReturnType<typeof inventoryService>;
