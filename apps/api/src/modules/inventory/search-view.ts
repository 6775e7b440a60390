import { addDays, chargedDates, nightsBetween } from '@yado/domain/dates';
import type { NightRate } from '@yado/domain/pricing';
import type { Db } from '../../db/connect';
import type { InventoryRepository } from './repository';
import { dayArrays, freeByDay, freePairs, quoteFrom, stayStockOf, type HotelGrid, type StayStock } from './stock-grid';

export interface Stay {
  checkin: string;
  checkout: string;
}

/** A room plan and the nights it is sold on. */
export interface RatedWindow {
  id: number;
  from: string;
  to: string;
}

/** room type → adults → the lowest rate each day of a range (-1: none), the range's first day at 0. */
export type RateSummary = Map<number, Map<number, Int32Array>>;

/** The days of a range, both ends included. */
export const daysIn = (range: { start: string; end: string }) => Math.max(0, nightsBetween(range.start, range.end) + 1);

/**
 * What search, the calendar and the brand's hotel list read of one hotel's stock and rates:
 * its grid (in memory, current with every committed change), or the tables themselves while no
 * grid can be kept. Both give the same answers.
 */
export interface SearchView {
  /** What answers worked out from these rates hold as long as (the grid's rate table); null when read from the tables. */
  ratesSource: object | null;
  stock(roomTypeIds: number[], roomPlanIds: number[], stay: Stay): Promise<StayStock>;
  quote(roomPlanIds: number[], stay: Stay, adults: number): Promise<Map<number, NightRate[]>>;
  /** Rooms free per room type each day of a range (-1: no stock that day), the range's first day at 0. */
  freeRooms(roomTypeIds: number[], range: { start: string; end: string }): Promise<Map<number, Int32Array>>;
  /** Per room type, adults count and day in `range`: the lowest rate among room plans, each on the days of its own window. */
  lowestRatesByRoomType(plans: Array<RatedWindow & { roomTypeId: number }>, range: { start: string; end: string }): Promise<RateSummary>;
  /** Per room plan: its lowest one-night rate over a range, on days its room type has `rooms` rooms free. */
  lowestRatePerRoomPlan(
    roomPlans: Array<{ id: number; roomTypeId: number }>,
    range: { start: string; end: string },
    adults: number,
    rooms: number,
  ): Promise<Map<number, number>>;
}

/** The exclusive end of a run of charged dates, for range queries. */
const endOf = (dates: string[]) => addDays(dates[dates.length - 1] ?? '', 1);

/** Clips each plan's window to a range; plans left with no day are dropped. */
const clipped = <T extends RatedWindow>(plans: T[], range: { start: string; end: string }) =>
  plans
    .map((p) => ({ ...p, from: p.from < range.start ? range.start : p.from, to: p.to > range.end ? range.end : p.to }))
    .filter((p) => p.from <= p.to);

/** Nightly rates per room plan for a stay, read from the tables (in a transaction, or `db` outside one). */
export async function quoteFromTables(repository: InventoryRepository, trx: Db, roomPlanIds: number[], stay: Stay, adults: number) {
  const dates = chargedDates(stay.checkin, stay.checkout);
  const rows = await repository.rateNights(trx, roomPlanIds, stay.checkin, endOf(dates), adults, dates.length);
  return new Map(rows.map((row) => [row.room_plan_id, row.amounts.map((amount, i) => ({ date: dates[i] ?? '', amount }))]));
}

/** Reads the tables, query by query. */
export function tableView(repository: InventoryRepository, db: Db): SearchView {
  const view: SearchView = {
    ratesSource: null,
    async stock(roomTypeIds, roomPlanIds, stay) {
      const dates = chargedDates(stay.checkin, stay.checkout);
      const rows = await repository.stayStock(roomTypeIds, roomPlanIds, stay.checkin, endOf(dates), dates.length);
      const of = (kind: string) => new Map(rows.filter((r) => r.kind === kind).map((r) => [r.id, r.count]));
      return { roomTypeAvailable: of('room_type'), roomPlanSold: of('room_plan') };
    },
    quote: (roomPlanIds, stay, adults) => quoteFromTables(repository, db, roomPlanIds, stay, adults),
    async freeRooms(roomTypeIds, range) {
      const rows = await repository.stockInWindow(roomTypeIds, range.start, range.end);
      return dayArrays(roomTypeIds, freePairs(rows), range.start, daysIn(range), -1);
    },
    async lowestRatesByRoomType(plans, range) {
      const summary: RateSummary = new Map();
      const days = daysIn(range);
      for (const row of await repository.lowestRatesByRoomType(clipped(plans, range).map(({ id, from, to }) => ({ id, from, to })))) {
        const byAdults = summary.get(row.room_type_id) ?? new Map<number, Int32Array>();
        const lowest = byAdults.get(row.adults) ?? new Int32Array(days).fill(-1);
        lowest[nightsBetween(range.start, row.stay_date)] = row.lowest;
        byAdults.set(row.adults, lowest);
        summary.set(row.room_type_id, byAdults);
      }
      return summary;
    },
    async lowestRatePerRoomPlan(roomPlans, range, adults, rooms) {
      const rows = await repository.lowestRatePerRoomPlan(
        roomPlans.map((rp) => rp.id),
        range.start,
        range.end,
        adults,
        rooms,
      );
      return new Map(rows.map((r) => [r.room_plan_id, r.lowest]));
    },
  };
  return view;
}

/** Reads the hotel's grid; what falls outside the days it holds is read from the tables. */
export function gridView(grid: HotelGrid, tables: SearchView): SearchView {
  const dayRange = (range: { start: string; end: string }) => ({
    from: Math.max(0, nightsBetween(grid.start, range.start)),
    to: Math.min(grid.days - 1, nightsBetween(grid.start, range.end)),
  });
  return {
    ratesSource: grid.rates,
    async stock(roomTypeIds, roomPlanIds, stay) {
      return (
        stayStockOf(grid, roomTypeIds, roomPlanIds, chargedDates(stay.checkin, stay.checkout)) ??
        tables.stock(roomTypeIds, roomPlanIds, stay)
      );
    },
    async quote(roomPlanIds, stay, adults) {
      return (
        quoteFrom(grid.rates, roomPlanIds, chargedDates(stay.checkin, stay.checkout), adults) ?? tables.quote(roomPlanIds, stay, adults)
      );
    },
    async freeRooms(roomTypeIds, range) {
      return freeByDay(grid, roomTypeIds, range);
    },
    async lowestRatesByRoomType(plans, range) {
      const summary: RateSummary = new Map();
      const days = daysIn(range);
      // Day 0 of the answer is this far into the grid.
      const shift = nightsBetween(grid.start, range.start);
      for (const plan of clipped(plans, range)) {
        const byAdults = grid.rates.rates.get(plan.id);
        if (!byAdults) continue;
        const { from, to } = dayRange({ start: plan.from, end: plan.to });
        const forType = summary.get(plan.roomTypeId) ?? new Map<number, Int32Array>();
        for (const [adults, amounts] of byAdults) {
          const lowest = forType.get(adults) ?? new Int32Array(days).fill(-1);
          for (let day = from; day <= to; day++) {
            const amount = amounts[day] as number;
            const at = day - shift;
            if (amount >= 0 && ((lowest[at] as number) < 0 || amount < (lowest[at] as number))) lowest[at] = amount;
          }
          forType.set(adults, lowest);
        }
        summary.set(plan.roomTypeId, forType);
      }
      return summary;
    },
    async lowestRatePerRoomPlan(roomPlans, range, adults, rooms) {
      const { from, to } = dayRange(range);
      const lowest = new Map<number, number>();
      for (const rp of roomPlans) {
        const amounts = grid.rates.rates.get(rp.id)?.get(adults);
        const free = grid.free.get(rp.roomTypeId);
        if (!amounts || !free) continue;
        let best = -1;
        for (let day = from; day <= to; day++) {
          const amount = amounts[day] as number;
          if (amount >= 0 && (free[day] as number) >= rooms && (best < 0 || amount < best)) best = amount;
        }
        if (best >= 0) lowest.set(rp.id, best);
      }
      return lowest;
    },
  };
}
