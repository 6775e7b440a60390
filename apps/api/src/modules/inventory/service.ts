import type { FastifyBaseLogger } from 'fastify';
import type { NightRate } from '@yado/domain/pricing';
import { chargedDates } from '@yado/domain/dates';
import type { AlongsideWrite } from '../../db/alongside';
import type { Db } from '../../db/connect';
import { noticesOf } from '../../db/notifications';
import { afterCommit } from '../../db/transactions';
import { AppError } from '../../errors';
import { gridStore, type GridStore } from './grid-store';
import { inventoryRepository, stockTakeAlong, type StockTakeAlong } from './repository';
import { gridView, quoteFromTables, tableView, type SearchView, type Stay } from './search-view';
import type { GridShape } from './stock-grid';

export type { Stay, SearchView } from './search-view';
export type { GridShape, StayStock } from './stock-grid';
export type { StockTakeAlong } from './repository';

export interface StockRequest {
  roomTypeId: number;
  roomPlanId: number;
  saleLimit: number | null;
  quantity: number;
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

/** One grid store per database: every service over it shares the grids and their one listener. */
const stores = new WeakMap<Db, GridStore>();
const quiet = { warn: () => undefined };

/** A stay's dates are its nights; a day-use stay (check-out on the check-in day) is priced and stocked on that day. */
export function inventoryService(db: Db, options: { log?: Pick<FastifyBaseLogger, 'warn'> } = {}) {
  const repository = inventoryRepository(db);
  let grids = stores.get(db);
  if (!grids) {
    grids = gridStore(repository, noticesOf(db), options.log ?? quiet);
    stores.set(db, grids);
  }
  const store = grids;
  const tables = tableView(repository, db);

  /** Once the transaction commits, this server reads again the stock it changed (the notice would tell it a little later). */
  function changedAfterCommit(trx: Db, roomTypeIds: number[], roomPlanIds: number[], dates: string[]) {
    afterCommit(trx, () => {
      store.changed('stock', roomTypeIds, dates);
      store.changed('planSales', roomPlanIds, dates);
    });
  }

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

  /**
   * The same take as WITH queries of the caller's one statement (ADR 0083), sent on `statement`
   * (a handle of `asOneStatement`, whose success tells this server to read the nights again).
   * The statement must refuse itself unless `allTaken`.
   */
  function takeAlong(statement: Db, requests: StockRequest[], stay: Stay): StockTakeAlong {
    const { roomTypes, roomPlans } = group(requests);
    if (roomPlans.some(([, { quantity, saleLimit }]) => quantity > saleLimit)) throw new AppError('sold_out');
    const dates = chargedDates(stay.checkin, stay.checkout);
    changedAfterCommit(
      statement,
      roomTypes.map(([id]) => id),
      roomPlans.map(([id]) => id),
      dates,
    );
    return stockTakeAlong(roomTypes, dates, roomPlans);
  }

  return {
    /** Stops listening for the database's notices (the server is closing). */
    close: () => store.close(),

    /** Nightly rates per room plan for a stay; plans missing a night's rate are left out. */
    quote(trx: Db, roomPlanIds: number[], stay: Stay, adults: number): Promise<Map<number, NightRate[]>> {
      return quoteFromTables(repository, trx, roomPlanIds, stay, adults);
    },

    /**
     * One hotel's stock and rates as search, the calendar and the hotel list read them: its grid,
     * current with every change committed before the call (ADR 0039), or the tables themselves
     * while the database's notices cannot be heard.
     */
    async searchView(shape: GridShape): Promise<SearchView> {
      const grid = await store.grid(shape);
      return grid ? gridView(grid, tables) : tables;
    },

    /**
     * Takes stock for a booking inside the caller's transaction, in one statement: the queries of
     * takeAlong, every night of every room type locked in (room type, date) order, then the sales
     * of plans with a sale limit. Any shortfall throws sold_out and the caller's transaction rolls
     * back. `first` rides in the same statement, written before any night is locked; when it
     * writes nothing, nothing is taken and take answers false.
     */
    async take(trx: Db, requests: StockRequest[], stay: Stay, first?: AlongsideWrite): Promise<boolean> {
      const { allTaken, firstWritten } = await repository.takeStock(trx, takeAlong(trx, requests, stay), first);
      if (!firstWritten) return false;
      if (!allTaken) throw new AppError('sold_out');
      return true;
    },

    takeAlong,

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
      const byRoomType = netByNight(changes.map((c) => ({ id: c.roomTypeId, take: c.take, release: c.release })));
      changedAfterCommit(
        trx,
        byRoomType.map(([id]) => id),
        changes.filter((c) => c.saleLimit !== null).map((c) => c.roomPlanId),
        changes.flatMap((c) => [...c.take, ...c.release]),
      );
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

    /**
     * Stock or rates set from the console: once `trx` commits, this server reads them again at once
     * (the database's notice tells every other server).
     */
    setInConsole(trx: Db, change: { roomTypeIds: number[]; roomPlanIds: number[]; dates: string[] }) {
      afterCommit(trx, () => {
        store.changed('stock', change.roomTypeIds, change.dates);
        store.changed('rates', change.roomPlanIds, change.dates);
      });
    },

    /** Gives a booking's stock back (the compensation of take). */
    async release(trx: Db, requests: StockRequest[], stay: Stay): Promise<void> {
      const dates = chargedDates(stay.checkin, stay.checkout);
      const { roomTypes, roomPlans } = group(requests);
      changedAfterCommit(
        trx,
        roomTypes.map(([id]) => id),
        roomPlans.map(([id]) => id),
        dates,
      );
      for (const [roomTypeId, quantity] of roomTypes) {
        await repository.lockNights(trx, roomTypeId, dates);
        await repository.releaseNights(trx, roomTypeId, dates, quantity);
      }
      for (const [roomPlanId, { quantity }] of roomPlans) await repository.releasePlanSales(trx, roomPlanId, dates, quantity);
    },
  };
}
export type InventoryService = ReturnType<typeof inventoryService>;
