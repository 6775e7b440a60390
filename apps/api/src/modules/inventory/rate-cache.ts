import { nightsBetween } from '@yado/domain/dates';
import type { NightRate } from '@yado/domain/pricing';
import { ttlCache } from '../../cache';
import type { InventoryRepository } from './repository';

/** A room plan and the nights it is sold on. */
export interface RatedWindow {
  id: number;
  from: string;
  to: string;
}

/** room type → adults → night → lowest rate. */
export type RateSummary = Map<number, Map<number, Map<string, number>>>;

/** Nightly rates of a set of room plans from `start`: room plan → adults → amount per day offset (-1: no rate). */
interface RateTable {
  start: string;
  days: number;
  rates: Map<number, Map<number, Int32Array>>;
}

/**
 * Rates change when a hotel edits them, not with each booking, so what search and the calendar
 * read of them is kept for a minute; stock is always read live, and a booking re-prices from
 * the table itself inside its transaction.
 */
const RATES_TTL_MS = 60_000;

export function rateCache(repository: InventoryRepository) {
  const summaries = ttlCache<RateSummary>(RATES_TTL_MS);
  const tables = ttlCache<RateTable>(RATES_TTL_MS, 200);

  async function loadTable(roomPlanIds: number[], start: string, end: string): Promise<RateTable> {
    const days = nightsBetween(start, end) + 1;
    const rows = await repository.ratesInWindow(roomPlanIds, start, end);
    const rates = new Map<number, Map<number, Int32Array>>();
    for (const row of rows) {
      const byAdults = rates.get(row.room_plan_id) ?? new Map<number, Int32Array>();
      const amounts = new Int32Array(days).fill(-1);
      for (const pair of row.rates.split(',')) {
        const colon = pair.indexOf(':');
        amounts[Number(pair.slice(0, colon))] = Number(pair.slice(colon + 1));
      }
      byAdults.set(row.adults, amounts);
      rates.set(row.room_plan_id, byAdults);
    }
    return { start, days, rates };
  }

  const inWindow = (dates: string[], window: { start: string; end: string }) => {
    const first = dates[0];
    return first !== undefined && first >= window.start && (dates[dates.length - 1] ?? first) <= window.end;
  };
  const tableFor = (tableIds: number[], window: { start: string; end: string }) =>
    tables.get(`${window.start}:${window.end}:${tableIds.join(',')}`, () => loadTable(tableIds, window.start, window.end));

  return {
    /**
     * The table `quote` reads for these dates, as it is kept now (a new object once it is read
     * again), so what was worked out from it can be kept as long as it is; null when the dates fall
     * outside the window.
     */
    async source(tableIds: number[], dates: string[], window: { start: string; end: string }): Promise<object | null> {
      return inWindow(dates, window) ? tableFor(tableIds, window) : null;
    },

    /** The lowest rate per room type, adults count and night among room plans, each within its own sale window. */
    lowestRatesByRoomType(plans: RatedWindow[]): Promise<RateSummary> {
      const key = plans.map((p) => `${p.id}:${p.from}:${p.to}`).join(',');
      return summaries.get(key, async () => {
        const summary: RateSummary = new Map();
        for (const row of await repository.lowestRatesByRoomType(plans)) {
          const byAdults = summary.get(row.room_type_id) ?? new Map<number, Map<string, number>>();
          const byDate = byAdults.get(row.adults) ?? new Map<string, number>();
          byDate.set(row.stay_date, row.lowest);
          byAdults.set(row.adults, byDate);
          summary.set(row.room_type_id, byAdults);
        }
        return summary;
      });
    },

    /**
     * Nightly rates per room plan for the given dates, for room plans priced on every one of
     * them, read from the table of a hotel's room plans (`tableIds`) over the window it sells;
     * null when the dates fall outside it.
     */
    async quote(tableIds: number[], roomPlanIds: number[], dates: string[], adults: number, window: { start: string; end: string }) {
      const quoted = new Map<number, NightRate[]>();
      const first = dates[0];
      if (!first || !inWindow(dates, window)) return null;
      const table = await tableFor(tableIds, window);
      const offset = nightsBetween(table.start, first);
      for (const id of roomPlanIds) {
        const amounts = table.rates.get(id)?.get(adults);
        if (!amounts) continue;
        const nights: NightRate[] = [];
        for (let i = 0; i < dates.length; i++) {
          const amount = amounts[offset + i] ?? -1;
          if (amount < 0) break;
          nights.push({ date: dates[i] as string, amount });
        }
        if (nights.length === dates.length) quoted.set(id, nights);
      }
      return quoted;
    },
  };
}
