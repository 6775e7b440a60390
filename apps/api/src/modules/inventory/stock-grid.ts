import { nightsBetween } from '@yado/domain/dates';
import type { NightRate } from '@yado/domain/pricing';

/** A hotel as its grid holds it: its room types, room plans (and those with a sale limit), over a window of days. */
export interface GridShape {
  hotelId: number;
  roomTypeIds: number[];
  roomPlanIds: number[];
  limitedRoomPlanIds: number[];
  /** First and last day held (inclusive). */
  window: { start: string; end: string };
}

/** Nightly rates from `start`: room plan → adults → amount per day offset (-1: no rate). */
export interface RateTable {
  start: string;
  days: number;
  rates: Map<number, Map<number, Int32Array>>;
}

/**
 * A hotel's stock and rates over the days it sells, in the form search reads them (ADR 0039):
 * per room type the rooms free each day (-1: no stock row), per sale-limited room plan the rooms
 * sold each day, and the rate table. Patched in place when stock changes; the rate table is
 * replaced when rates do, so what was worked out from one table can be kept while it stands.
 */
export interface HotelGrid {
  shape: GridShape;
  start: string;
  days: number;
  free: Map<number, Int32Array>;
  planSold: Map<number, Int32Array>;
  /** Per room type the fewest nights of a stay arriving each day (1 where none is set). */
  minStay: Map<number, Int32Array>;
  rates: RateTable;
}

/** Stock over a stay: rooms left per room type over all its nights, rooms sold per sale-limited plan on its busiest night. */
export interface StayStock {
  roomTypeAvailable: Map<number, number>;
  roomPlanSold: Map<number, number>;
}

/** Rows as the repository reads them: "day:value" pairs, days counted from `from`. */
export interface DayPairsRow {
  id: number;
  pairs: string;
}

/** Keys already written, by the room plan list they were written for (one list per catalogue read). */
const keys = new WeakMap<number[], { of: GridShape; key: string }>();

/** The identity of a grid's contents: a catalogue listing other room types or plans needs a new grid. */
export function shapeKey(shape: GridShape): string {
  // Every search asks, with the same lists each time until the catalogue is read again.
  const known = keys.get(shape.roomPlanIds);
  if (known && known.of.roomTypeIds === shape.roomTypeIds && known.of.limitedRoomPlanIds === shape.limitedRoomPlanIds) return known.key;
  const key = `${shape.roomTypeIds.join(',')}|${shape.roomPlanIds.join(',')}|${shape.limitedRoomPlanIds.join(',')}`;
  keys.set(shape.roomPlanIds, { of: shape, key });
  return key;
}

/** Whether the grid holds every day of a window. */
export const gridCovers = (grid: HotelGrid, window: { start: string; end: string }) =>
  window.start >= grid.start && nightsBetween(grid.start, window.end) < grid.days;

/** Writes "day:value" pairs, counted from `from`, into a day array that starts at `start`. */
export function writePairs(into: Int32Array, start: string, from: string, pairs: string) {
  const shift = nightsBetween(start, from);
  let at = 0;
  while (at < pairs.length) {
    const colon = pairs.indexOf(':', at);
    let comma = pairs.indexOf(',', colon);
    if (comma < 0) comma = pairs.length;
    const day = shift + Number(pairs.slice(at, colon));
    if (day >= 0 && day < into.length) into[day] = Number(pairs.slice(colon + 1, comma));
    at = comma + 1;
  }
}

/** A room type's free rooms and minimum stays over a window, as the stock read answers them. */
export interface StockPairsRow {
  id: number;
  free: string;
  minStay: string;
}
export const freePairs = (rows: StockPairsRow[]): DayPairsRow[] => rows.map((row) => ({ id: row.id, pairs: row.free }));
export const minStayPairs = (rows: StockPairsRow[]): DayPairsRow[] => rows.map((row) => ({ id: row.id, pairs: row.minStay }));

/** Day arrays per id from rows of pairs, each `days` long and filled with `empty` where no row says otherwise. */
export function dayArrays(ids: number[], rows: DayPairsRow[], start: string, days: number, empty: number): Map<number, Int32Array> {
  const arrays = new Map(ids.map((id) => [id, new Int32Array(days).fill(empty)]));
  for (const row of rows) {
    const array = arrays.get(row.id);
    if (array) writePairs(array, start, start, row.pairs);
  }
  return arrays;
}

/** Stock over a stay's dates (its charged nights), as search reads it. */
export function stayStockOf(grid: HotelGrid, roomTypeIds: number[], roomPlanIds: number[], dates: string[]): StayStock | null {
  const first = dates[0];
  if (first === undefined) return null;
  const offset = nightsBetween(grid.start, first);
  if (offset < 0 || offset + dates.length > grid.days) return null;
  const roomTypeAvailable = new Map<number, number>();
  for (const id of roomTypeIds) {
    const free = grid.free.get(id);
    if (!free) continue;
    let least = Number.MAX_SAFE_INTEGER;
    for (let day = offset; day < offset + dates.length; day++) least = Math.min(least, free[day] as number);
    // A room type missing a night's stock row is not sold for the stay, nor one asking a longer stay of this arrival.
    if (least >= 0 && (grid.minStay.get(id)?.[offset] ?? 1) <= dates.length) roomTypeAvailable.set(id, least);
  }
  const roomPlanSold = new Map<number, number>();
  for (const id of roomPlanIds) {
    const sold = grid.planSold.get(id);
    if (!sold) continue;
    let most = 0;
    for (let day = offset; day < offset + dates.length; day++) most = Math.max(most, sold[day] as number);
    roomPlanSold.set(id, most);
  }
  return { roomTypeAvailable, roomPlanSold };
}

/** Rooms free per room type each day of a range (-1: none, as for days the grid does not hold), the range's first day at 0. */
export function freeByDay(grid: HotelGrid, roomTypeIds: number[], range: { start: string; end: string }) {
  const days = Math.max(0, nightsBetween(range.start, range.end) + 1);
  const shift = nightsBetween(grid.start, range.start);
  const byRoomType = new Map<number, Int32Array>();
  for (const id of roomTypeIds) {
    const free = grid.free.get(id);
    const out = new Int32Array(days).fill(-1);
    if (free) for (let day = Math.max(0, -shift); day < days && shift + day < grid.days; day++) out[day] = free[shift + day] as number;
    byRoomType.set(id, out);
  }
  return byRoomType;
}

/**
 * Nightly rates per room plan for the given dates, for room plans priced on every one of them;
 * null when the dates fall outside the table.
 */
export function quoteFrom(table: RateTable, roomPlanIds: number[], dates: string[], adults: number): Map<number, NightRate[]> | null {
  const first = dates[0];
  if (first === undefined) return null;
  const offset = nightsBetween(table.start, first);
  if (offset < 0 || offset + dates.length > table.days) return null;
  const quoted = new Map<number, NightRate[]>();
  for (const id of roomPlanIds) {
    const amounts = table.rates.get(id)?.get(adults);
    if (!amounts) continue;
    const nights: NightRate[] = [];
    for (let i = 0; i < dates.length; i++) {
      const amount = amounts[offset + i] as number;
      if (amount < 0) break;
      nights.push({ date: dates[i] as string, amount });
    }
    if (nights.length === dates.length) quoted.set(id, nights);
  }
  return quoted;
}
