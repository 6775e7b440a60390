import { addDays, nightsBetween } from '@yado/domain/dates';
import { percentOf } from '@yado/domain/money';
import { roomNightAmount, type RoomParty } from '@yado/domain/party';
import { MAX_AVAILABILITY_DAYS, roomsFromQuery, type AvailabilityQuery } from '@yado/domain/search';
import { AppError } from '../../errors';
import type { HotelsService } from '../hotels/service';
import type { InventoryService } from '../inventory/service';
import { assertParty, firstCheckin, lastCheckin } from './guards';
import { fitsParty, partyRules, planVisible } from './plan-rules';
import { gridShapeOf } from './grid-shape';
import { companionsAt, GUEST, type SearchViewer } from './sign-in-prices';

export function availabilityService(hotels: HotelsService, inventory: InventoryService) {
  return {
    /**
     * The calendar: per day, whether the party can check in and the lowest price of one night
     * for all its rooms — across every room type and plan it fits, where enough rooms are free.
     * A member of the hotel's brand also sees members-only plans, and plans at their sign-in price.
     */
    async availability(code: string, query: AvailabilityQuery, locale: string, viewer: SearchViewer = GUEST) {
      const catalogue = await hotels.getCatalogue(code);
      const { hotel } = catalogue;
      const member = viewer.memberBrandId === hotel.brand.id;
      const rules = partyRules(hotel);
      const rooms = assertParty(catalogue, roomsFromQuery(query, rules.kidsType), {
        dayUse: query.is_day_use,
        companions: companionsAt(viewer, hotel.brand.id),
      });
      const today = firstCheckin(catalogue);
      const start = query.start_date < today ? today : query.start_date;
      const span = nightsBetween(start, query.end_date);
      if (span > MAX_AVAILABILITY_DAYS) throw new AppError('invalid', {}, [{ field: 'end_date', message: 'validation.range_too_long' }]);
      const days: Array<{ date: string; available: boolean; lowest_price: number | null }> = [];
      if (span < 0) return { currency: hotel.currency, tax_included: hotel.settings.show_prices_tax_included, days };

      // What the viewer can book for one night (or one day): no secret or not-yet-open plans, none
      // needing a longer stay, and members-only ones only for a member.
      const lastDay = lastCheckin(catalogue, today);
      const roomPlans = catalogue.roomPlans.filter(
        (rp) =>
          rp.plan.isDayUse === query.is_day_use &&
          rp.plan.lotteryEventId === null &&
          (member || !rp.plan.membersOnly) &&
          rp.plan.minimumNights <= 1 &&
          (!rp.plan.bookingStartDate || rp.plan.bookingStartDate <= today) &&
          planVisible(rp.plan, { locale, secretCode: null, siteController: hotel.settings.hotel_site_controller }) &&
          fitsParty(rp.roomType, rooms, rules),
      );
      // Plans are priced in groups by the share a member saves on them (one group for a guest).
      const windowsByDiscount = new Map<number, Array<{ id: number; roomTypeId: number; from: string; to: string }>>();
      for (const rp of roomPlans) {
        const from = rp.plan.saleStartDate && rp.plan.saleStartDate > today ? rp.plan.saleStartDate : today;
        const to = rp.plan.saleEndDate && rp.plan.saleEndDate < lastDay ? rp.plan.saleEndDate : lastDay;
        if (from > to) continue;
        const discount = member ? rp.plan.signInDiscountPercent : 0;
        const windows = windowsByDiscount.get(discount) ?? [];
        windows.push({ id: rp.id, roomTypeId: rp.roomType.id, from, to });
        windowsByDiscount.set(discount, windows);
      }
      const roomTypeIds = [...new Set(roomPlans.map((rp) => rp.roomType.id))];
      const range = { start, end: query.end_date };
      const view = await inventory.searchView(gridShapeOf(catalogue, today));
      const [groups, free] = await Promise.all([
        Promise.all(
          [...windowsByDiscount].map(async ([discount, windows]) => ({
            discount,
            rates: await view.lowestRatesByRoomType(windows, range),
          })),
        ),
        view.freeRooms(roomTypeIds, range),
      ]);
      // A room's night as booking prices it: the party's amount, less the sign-in discount (§3).
      const roomAmount = (byAdults: Map<number, Map<string, number>>, date: string, room: RoomParty, discount: number): number | null => {
        const rate = byAdults.get(room.adults)?.get(date);
        if (rate === undefined) return null;
        const amount = roomNightAmount(rate, byAdults.get(1)?.get(date) ?? 0, room, rules);
        return amount - percentOf(amount, discount);
      };
      const withTax = hotel.settings.show_prices_tax_included;
      for (let i = 0; i <= span; i++) {
        const date = addDays(start, i);
        let best: number | null = null;
        for (const { discount, rates } of groups) {
          for (const roomTypeId of roomTypeIds) {
            const byAdults = rates.get(roomTypeId);
            if (!byAdults || (free.get(roomTypeId)?.get(date) ?? 0) < rooms.length) continue;
            const amounts = rooms.map((room) => roomAmount(byAdults, date, room, discount));
            if (amounts.some((a) => a === null)) continue;
            const sum = (amounts as number[]).reduce((s, a) => s + a, 0);
            if (best === null || sum < best) best = sum;
          }
        }
        const price = best === null ? null : withTax ? best + percentOf(best, hotel.taxRatePercent) : best;
        days.push({ date, available: price !== null, lowest_price: price });
      }
      return { currency: hotel.currency, tax_included: withTax, days };
    },
  };
}
