import { addDays } from '@yado/domain/dates';
import { MAX_NIGHTS } from '@yado/domain/search';
import type { Catalogue } from '../hotels/service';
import type { GridShape } from '../inventory/service';
import { lastCheckin } from '../stay-rules/stay';

const shapes = new WeakMap<Catalogue, Omit<GridShape, 'window'>>();

/**
 * A hotel as its grid of stock and rates holds it (ADR 0039): all its room types and room plans,
 * over the days it sells from `today`, the nights of its last check-in included.
 */
export function gridShapeOf(catalogue: Catalogue, today: string): GridShape {
  let shape = shapes.get(catalogue);
  if (!shape) {
    shape = {
      hotelId: catalogue.hotel.id,
      roomTypeIds: catalogue.roomTypes.map((rt) => rt.id),
      roomPlanIds: catalogue.roomPlans.map((rp) => rp.id),
      limitedRoomPlanIds: catalogue.roomPlans.filter((rp) => rp.saleLimit !== null).map((rp) => rp.id),
    };
    shapes.set(catalogue, shape);
  }
  return { ...shape, window: { start: today, end: addDays(lastCheckin(catalogue, today), MAX_NIGHTS + 1) } };
}
