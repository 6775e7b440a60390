import type { FastifyBaseLogger } from 'fastify';
import { addDays, nightsBetween } from '@yado/domain/dates';
import type { NoticeSource } from '../../db/notifications';
import type { InventoryRepository } from './repository';
import {
  dayArrays,
  freePairs,
  gridCovers,
  minStayPairs,
  shapeKey,
  writePairs,
  type GridShape,
  type HotelGrid,
  type RateTable,
} from './stock-grid';

/** Channels the notice triggers speak on (migration 0032). */
const STOCK = 'yado_stock';
const PLAN_SALES = 'yado_plan_sales';
const RATES = 'yado_rates';

type ChangeKind = 'stock' | 'planSales' | 'rates';
interface Change {
  kind: ChangeKind;
  id: number;
  first: string;
  last: string;
  /**
   * The rows' new values, when the notice told them, days from `first`: stock "day:free:min_stay;…"
   * (migration 0071), plan sales "day:sold;…" (migration 0072).
   */
  told?: string;
}

interface Entry {
  key: string;
  grid: HotelGrid | null;
  loading: Promise<HotelGrid> | null;
}

/** How many hotels' grids a server keeps (about 100–250 KB each), least recently searched dropped first. */
const DEFAULT_MAX_HOTELS = 2000;

/**
 * The grids of the hotels this server searches (ADR 0039): loaded on first search, kept up to
 * date from the database's notices of committed changes — this server's and every other's —
 * by reading again the rows a notice names, one read at a time and in the order heard. A
 * search of a hotel with a read still to do waits for it. While notices cannot be heard (no
 * connection for them), there are no grids: search reads the tables as it did before.
 */
export function gridStore(
  repository: InventoryRepository,
  notices: NoticeSource | null,
  log: Pick<FastifyBaseLogger, 'warn'>,
  options: { maxHotels?: number } = {},
) {
  const maxHotels = options.maxHotels ?? DEFAULT_MAX_HOTELS;
  const entries = new Map<number, Entry>();
  const hotelOf: Record<ChangeKind, Map<number, number>> = { stock: new Map(), planSales: new Map(), rates: new Map() };
  const pending = new Map<number, Change[]>();
  let underWay = new Set<number>();
  let draining: Promise<void> | null = null;
  let listening = false;

  function forget(hotelId: number) {
    const entry = entries.get(hotelId);
    entries.delete(hotelId);
    pending.delete(hotelId);
    if (!entry?.grid) return;
    for (const id of entry.grid.shape.roomTypeIds) hotelOf.stock.delete(id);
    for (const id of entry.grid.shape.roomPlanIds) hotelOf.rates.delete(id);
    for (const id of entry.grid.shape.limitedRoomPlanIds) hotelOf.planSales.delete(id);
  }

  function forgetAll() {
    for (const id of [...entries.keys()]) forget(id);
  }

  function heard(kind: ChangeKind, payload: string) {
    if (payload === '*') return forgetAll();
    for (const part of payload.split(',')) {
      const [range = '', told] = part.split('=');
      const [id, first, last] = range.split(':');
      const hotelId = hotelOf[kind].get(Number(id));
      if (hotelId === undefined || !first || !last) continue;
      const changes = pending.get(hotelId) ?? [];
      changes.push({ kind, id: Number(id), first, last, ...(told && kind !== 'rates' ? { told } : {}) });
      pending.set(hotelId, changes);
    }
    if (pending.size > 0) draining ??= drain();
  }

  const kinds: Record<string, ChangeKind> = { [STOCK]: 'stock', [PLAN_SALES]: 'planSales', [RATES]: 'rates' };
  const listener = notices?.listen(Object.keys(kinds), {
    notice: (channel, payload) => heard(kinds[channel] as ChangeKind, payload),
    listening: () => {
      listening = true;
    },
    deaf: () => {
      // Changes may go unheard now: what is kept can no longer be trusted.
      listening = false;
      forgetAll();
    },
  });

  async function load(shape: GridShape): Promise<HotelGrid> {
    const { start, end } = shape.window;
    const days = nightsBetween(start, end) + 1;
    const [stock, sold, rates] = await Promise.all([
      repository.stockInWindow(shape.roomTypeIds, start, end),
      repository.planSoldInWindow(shape.limitedRoomPlanIds, start, end),
      loadRates(shape.roomPlanIds, start, days),
    ]);
    return {
      shape,
      start,
      days,
      free: dayArrays(shape.roomTypeIds, freePairs(stock), start, days, -1),
      planSold: dayArrays(shape.limitedRoomPlanIds, sold, start, days, 0),
      minStay: dayArrays(shape.roomTypeIds, minStayPairs(stock), start, days, 1),
      rates,
    };
  }

  async function loadRates(roomPlanIds: number[], start: string, days: number, into?: RateTable): Promise<RateTable> {
    const rows = await repository.ratesInWindow(roomPlanIds, start, addDays(start, days - 1));
    const rates = new Map(into?.rates);
    for (const id of roomPlanIds) rates.delete(id);
    for (const row of rows) {
      const amounts = new Int32Array(days).fill(-1);
      writePairs(amounts, start, start, row.rates);
      const byAdults = rates.get(row.room_plan_id) ?? new Map<number, Int32Array>();
      byAdults.set(row.adults, amounts);
      rates.set(row.room_plan_id, byAdults);
    }
    return { start, days, rates };
  }

  /** Reads again what the changes name and writes it into the grid. */
  async function refresh(grid: HotelGrid, changes: Change[]) {
    const last = addDays(grid.start, grid.days - 1);
    // The days to read again: every day any of the changes named, within the grid.
    const span = (of: Change[]) => {
      let first = last;
      let to = grid.start;
      for (const change of of) {
        if (change.first < first) first = change.first;
        if (change.last > to) to = change.last;
      }
      return { ids: [...new Set(of.map((c) => c.id))], first: first < grid.start ? grid.start : first, last: to > last ? last : to };
    };
    // Values a notice told are applied first: they were heard before any read below starts, so a
    // read, which sees at least as much, is written over them, never the other way round.
    for (const change of changes) if (change.told) applyTold(grid, change);
    const stock = changes.filter((c) => c.kind === 'stock' && !c.told);
    if (stock.length > 0) {
      const { ids, first, last: to } = span(stock);
      const rows = await repository.stockInWindow(ids, first, to);
      patch(grid.free, grid.start, ids, first, to, freePairs(rows), -1);
      patch(grid.minStay, grid.start, ids, first, to, minStayPairs(rows), 1);
    }
    const sales = changes.filter((c) => c.kind === 'planSales' && !c.told);
    if (sales.length > 0) {
      const { ids, first, last: to } = span(sales);
      patch(grid.planSold, grid.start, ids, first, to, await repository.planSoldInWindow(ids, first, to), 0);
    }
    const rated = changes.filter((c) => c.kind === 'rates');
    if (rated.length > 0) grid.rates = await loadRates([...new Set(rated.map((c) => c.id))], grid.start, grid.days, grid.rates);
  }

  /**
   * Writes what a notice told, day by day, into the grid: free rooms and minimum stays, or a plan's
   * nights sold. Days outside the grid's window are not kept; values it cannot read drop the grid.
   */
  function applyTold(grid: HotelGrid, change: Change) {
    const columns = change.kind === 'stock' ? [grid.free.get(change.id), grid.minStay.get(change.id)] : [grid.planSold.get(change.id)];
    const shift = nightsBetween(grid.start, change.first);
    for (const day of (change.told ?? '').split(';')) {
      const [offset, ...values] = day.split(':').map(Number);
      if (offset === undefined || values.length !== columns.length || ![offset, ...values].every(Number.isInteger))
        throw new Error(`a notice told values this server cannot read: ${day}`);
      const at = shift + offset;
      if (at < 0 || at >= grid.days) continue;
      for (const [i, column] of columns.entries()) if (column) column[at] = values[i] ?? 0;
    }
  }

  function patch(
    arrays: Map<number, Int32Array>,
    start: string,
    ids: number[],
    first: string,
    last: string,
    rows: Array<{ id: number; pairs: string }>,
    empty: number,
  ) {
    if (first > last) return;
    const from = nightsBetween(start, first);
    const to = nightsBetween(start, last);
    for (const id of ids) arrays.get(id)?.fill(empty, from, to + 1);
    for (const row of rows) {
      const array = arrays.get(row.id);
      if (array) writePairs(array, start, first, row.pairs);
    }
  }

  /** Works through what was heard, one hotel's reads at a time, until nothing is left. */
  async function drain() {
    try {
      while (pending.size > 0) {
        const batch = new Map(pending);
        pending.clear();
        underWay = new Set(batch.keys());
        for (const [hotelId, changes] of batch) {
          const entry = entries.get(hotelId);
          const grid = entry?.grid ?? (await entry?.loading?.catch(() => null)) ?? null;
          if (!grid) continue;
          try {
            await refresh(grid, changes);
          } catch (error) {
            // A grid that missed a change is worse than none: read it anew on the next search.
            log.warn({ err: error, hotelId }, 'stock grid refresh failed; dropping the grid');
            forget(hotelId);
          }
        }
      }
    } finally {
      underWay = new Set();
      draining = null;
    }
  }

  /** Resolves once no read is left to do for the hotel. */
  async function settled(hotelId: number) {
    while ((pending.has(hotelId) || underWay.has(hotelId)) && draining) await draining;
  }

  return {
    /**
     * The hotel's grid, current with every change committed before this call; null while notices
     * cannot be heard (the caller reads the tables instead).
     */
    async grid(shape: GridShape): Promise<HotelGrid | null> {
      if (!listening) return null;
      const key = shapeKey(shape);
      let entry = entries.get(shape.hotelId);
      if (entry && (entry.key !== key || (entry.grid && !gridCovers(entry.grid, shape.window)))) {
        forget(shape.hotelId);
        entry = undefined;
      }
      if (!entry) {
        if (entries.size >= maxHotels) forget(entries.keys().next().value as number);
        for (const id of shape.roomTypeIds) hotelOf.stock.set(id, shape.hotelId);
        for (const id of shape.roomPlanIds) hotelOf.rates.set(id, shape.hotelId);
        for (const id of shape.limitedRoomPlanIds) hotelOf.planSales.set(id, shape.hotelId);
        const created: Entry = { key, grid: null, loading: null };
        created.loading = load(shape).then(
          (grid) => {
            created.grid = grid;
            created.loading = null;
            return grid;
          },
          (error: unknown) => {
            if (entries.get(shape.hotelId) === created) forget(shape.hotelId);
            throw error;
          },
        );
        entries.set(shape.hotelId, created);
        entry = created;
      } else {
        // Most recently searched last: the first entry is the one to drop.
        entries.delete(shape.hotelId);
        entries.set(shape.hotelId, entry);
      }
      const grid = entry.grid ?? (await entry.loading);
      await settled(shape.hotelId);
      return grid;
    },

    /**
     * Has this server read again, once its own transaction has committed, the stock it changed:
     * its next search shows it, without waiting for the notice to come round.
     */
    changed(kind: ChangeKind, ids: number[], dates: string[]) {
      const sorted = [...dates].sort();
      const first = sorted[0];
      const last = sorted[sorted.length - 1];
      if (!first || !last || ids.length === 0) return;
      heard(kind, ids.map((id) => `${id}:${first}:${last}`).join(','));
    },

    /** Drops every grid (a bulk change the notices could not name). */
    clear: forgetAll,

    /** Stops listening (the server is closing). */
    async close() {
      listening = false;
      forgetAll();
      await listener?.stop();
    },
  };
}
export type GridStore = ReturnType<typeof gridStore>;
