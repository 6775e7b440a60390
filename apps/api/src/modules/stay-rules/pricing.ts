import { partyNights, ratedAdults, type RatesByAdults, type RoomParty } from '@yado/domain/party';
import { priceRoom, signInNights, type RoomPrice } from '@yado/domain/pricing';
import { AppError } from '../../errors';
import type { Catalogue, CatalogueRoomPlan } from '../hotels/service';
import type { SearchView, Stay } from '../inventory/service';
import { partyRules } from './plans';

/** Where a booking's nightly rates are read: the hotel's grid, or the tables in a transaction. */
export type RateSource = Pick<SearchView, 'quote'>;

/** Who a stay is priced for: a member of the hotel's brand pays the plan's sign-in price. */
export interface PricedFor {
  member: boolean;
}

/**
 * Prices each room from its nightly rates, children included as search priced them, less the
 * plan's sign-in discount for a member; a missing rate means the plan is not sold that night.
 */
export function priceRooms(
  catalogue: Catalogue,
  parties: RoomParty[],
  roomPlans: CatalogueRoomPlan[],
  rates: RatesByAdults,
  pricedFor: PricedFor,
): RoomPrice[] {
  const rules = partyRules(catalogue.hotel);
  const taxRatePercent = catalogue.hotel.taxRatePercent;
  return parties.map((party, i) => {
    const roomPlan = roomPlans[i] as CatalogueRoomPlan;
    const nights = partyNights(rates, roomPlan.id, party, rules);
    if (!nights) throw new AppError('plan_unavailable', {}, [{ field: `rooms.${i}.room_plan_code`, message: 'plan_unavailable' }]);
    return priceRoom(pricedFor.member ? signInNights(nights, roomPlan.plan.signInDiscountPercent) : nights, { taxRatePercent });
  });
}

/** Prices each room of a stay at today's rates of its room plan, for its party (inside the caller's transaction when given). */
export async function quoteRooms(
  rates: RateSource,
  catalogue: Catalogue,
  parties: RoomParty[],
  roomPlans: CatalogueRoomPlan[],
  stay: Stay,
  pricedFor: PricedFor,
): Promise<RoomPrice[]> {
  const ratesByAdults: RatesByAdults = new Map();
  for (const adults of ratedAdults(parties, catalogue.hotel.settings.kids_setting.kids_type)) {
    ratesByAdults.set(
      adults,
      await rates.quote(
        roomPlans.map((rp) => rp.id),
        stay,
        adults,
      ),
    );
  }
  return priceRooms(catalogue, parties, roomPlans, ratesByAdults, pricedFor);
}
