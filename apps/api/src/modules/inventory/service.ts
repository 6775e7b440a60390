import type { NightRate } from '@yado/domain/pricing';
import { stayNights } from '@yado/domain/dates';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
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

export function inventoryService(db: Db) {
  const repository = inventoryRepository(db);

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
      const dates = stayNights(stay.checkin, stay.checkout);
      const rows = await inventoryRepository(trx).rateNights(roomPlanIds, stay.checkin, stay.checkout, adults, dates.length);
      return new Map(rows.map((row) => [row.room_plan_id, row.amounts.map((amount, i) => ({ date: dates[i] ?? '', amount }))]));
    },

    /** Rooms left per room type, and rooms sold per room plan, over a stay. */
    async stock(roomTypeIds: number[], roomPlanIds: number[], stay: Stay) {
      const nights = stayNights(stay.checkin, stay.checkout).length;
      const [roomTypes, planSales] = await Promise.all([
        repository.roomTypeStock(roomTypeIds, stay.checkin, stay.checkout, nights),
        repository.planSales(roomPlanIds, stay.checkin, stay.checkout),
      ]);
      return {
        roomTypeAvailable: new Map(roomTypes.map((r) => [r.room_type_id, r.available])),
        roomPlanSold: new Map(planSales.map((r) => [r.room_plan_id, r.sold])),
      };
    },

    async lowestNightlyRates(roomPlanIds: number[], range: { start: string; end: string }, adults: number, rooms: number) {
      return repository.lowestNightlyRates(roomPlanIds, range.start, range.end, adults, rooms);
    },

    /**
     * Takes stock for a booking inside the caller's transaction: nights locked in (room type,
     * date) order, then a conditional update per room type whose row count must cover every
     * night. Any shortfall throws sold_out and the caller's transaction rolls back.
     */
    async take(trx: Db, requests: StockRequest[], stay: Stay): Promise<void> {
      const dates = stayNights(stay.checkin, stay.checkout);
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

    /** Gives a booking's stock back (the compensation of take). */
    async release(trx: Db, requests: StockRequest[], stay: Stay): Promise<void> {
      const dates = stayNights(stay.checkin, stay.checkout);
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
