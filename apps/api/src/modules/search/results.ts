import type { SearchResultType, SortOrder } from '@yado/domain/statuses';
import type { Catalogue, CatalogueRoomPlan } from '../hotels/service';
import { presentPlanHeader, presentRoomType, type PlanResult, type RoomPlanResult } from './presenters';
import type { roomResultSchema } from '@yado/domain/wire/search';
import type { z } from 'zod';

type RoomResult = z.infer<typeof roomResultSchema>;

interface OrderOptions {
  type: SearchResultType;
  order: SortOrder;
  locale: string;
  /** Rooms free per room type over the stay. */
  roomCounts: Map<number, number>;
}

const total = (plan: RoomPlanResult) => plan.prices.total_price;

/**
 * Orders a list by the §4 sort: by price either way (what can be booked before what cannot),
 * or in the hotel's own order for recommended and asc, reversed for desc.
 */
function sortBy<T>(list: T[], order: SortOrder, price: (item: T) => number, available: (item: T) => boolean): T[] {
  if (order === 'recommended' || order === 'asc') return list;
  if (order === 'desc') return [...list].reverse();
  const sign = order === 'price_high_to_low' ? -1 : 1;
  return [...list].sort((a, b) => Number(available(b)) - Number(available(a)) || sign * (price(a) - price(b)));
}

/** The priced room plans grouped by room (type=rooms) or by plan (type=plans), in the order asked. */
export function orderResults(
  catalogue: Catalogue,
  priced: Array<{ roomPlan: CatalogueRoomPlan; result: RoomPlanResult }>,
  options: OrderOptions,
) {
  const { order, locale, roomCounts } = options;
  const plansOf = (pick: (rp: CatalogueRoomPlan) => boolean) => priced.filter((p) => pick(p.roomPlan));
  const rooms: RoomResult[] = [];
  const plans: PlanResult[] = [];
  if (options.type === 'rooms') {
    for (const roomType of catalogue.roomTypes) {
      const entries = plansOf((rp) => rp.roomType.id === roomType.id).map((p) => p.result);
      if (entries.length === 0) continue;
      const ordered = sortBy(entries, order === 'desc' ? 'asc' : order, total, (p) => p.available);
      rooms.push({ ...presentRoomType(roomType, locale, roomCounts.get(roomType.id) ?? 0, catalogue.hotel.locale), room_plans: ordered });
    }
    const cheapest = (room: RoomResult) =>
      Math.min(...room.room_plans.filter((p) => p.available || room.room_plans.every((q) => !q.available)).map(total));
    return { rooms: sortBy(rooms, order, cheapest, (r) => r.room_plans.some((p) => p.available)), plans };
  }
  for (const plan of catalogue.plans) {
    const entries = plansOf((rp) => rp.plan.id === plan.id).map(({ roomPlan, result }) => ({
      ...presentRoomType(roomPlan.roomType, locale, roomCounts.get(roomPlan.roomType.id) ?? 0, catalogue.hotel.locale),
      room_plan: result,
    }));
    if (entries.length === 0) continue;
    const ordered = sortBy(
      entries,
      order === 'desc' ? 'asc' : order,
      (e) => total(e.room_plan),
      (e) => e.room_plan.available,
    );
    plans.push({ ...presentPlanHeader(plan, locale), rooms: ordered });
  }
  const cheapest = (plan: PlanResult) => Math.min(...plan.rooms.map((r) => total(r.room_plan)));
  return { rooms, plans: sortBy(plans, order, cheapest, (p) => p.rooms.some((r) => r.room_plan.available)) };
}
