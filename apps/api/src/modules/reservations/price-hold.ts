import type { ReservationRequest } from '@yado/domain/booking';
import { holdCovers, priceHoldSchema, pricesAtHeldTotal } from '@yado/domain/price-hold';
import type { NightRate } from '@yado/domain/pricing';
import type { Db } from '../../db/connect';
import type { ReservationPriceHold } from '../../db/schema';
import type { Catalogue } from '../hotels/service';
import { heldPrices } from '../temporary-storages/service';
import { bookedParties } from './booking';

type PricedRoom = { nights: NightRate[]; room_price_without_tax: number; tax: number; total_price: number };

export interface HeldPrices<R> {
  /** The rooms priced as booked: at the held total when the hotel's price rose, as quoted when it fell. */
  prices: R[];
  /** Kept with the reservation, so staff see the booking was priced by a hold. */
  record: ReservationPriceHold;
}

/**
 * Prices held while a guest pays (ADR 0060): a booking from a kept draft whose hold covers it —
 * before the hold ends, exactly its plan, stay and party, paid in advance — never costs more than
 * the guest was shown; anything else is priced as any booking is.
 */
export function priceHolds(db: Db) {
  const storages = heldPrices(db);
  return {
    async apply<R extends PricedRoom>(
      booking: { request: ReservationRequest; catalogue: Catalogue; clientSessionId: string; now: Date },
      quoted: R[],
    ): Promise<HeldPrices<R> | null> {
      const { request, catalogue, clientSessionId, now } = booking;
      if (!request.temporary_storage_id) return null;
      const kept = priceHoldSchema.safeParse(await storages.find(request.temporary_storage_id, catalogue.hotel.id, clientSessionId, now));
      if (!kept.success || kept.data.currency !== catalogue.hotel.currency) return null;
      const hold = kept.data;
      const parties = bookedParties(catalogue, request);
      const covered = holdCovers(
        hold,
        {
          checkin: request.checkin_date,
          checkout: request.checkout_date,
          paymentType: request.payment.type,
          rooms: request.rooms.map((room, i) => {
            const { adults, children, kids_ages, kids_tiers } = parties[i] ?? { adults: 0, children: 0, kids_ages: [], kids_tiers: [] };
            return {
              room_type_code: room.room_type_code,
              room_plan_code: room.room_plan_code,
              party: { adults, children, kids_ages, kids_tiers },
            };
          }),
        },
        now,
      );
      if (!covered) return null;
      const priceNow = quoted.reduce((sum, room) => sum + room.total_price, 0);
      return {
        prices: priceNow > hold.total ? pricesAtHeldTotal(quoted, hold.total) : quoted,
        record: { held_total: hold.total, price_then: priceNow, held_until: hold.expires_at },
      };
    },
  };
}
