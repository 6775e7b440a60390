import { addDays, nightsBetween } from '@yado/domain/dates';
import { percentOf } from '@yado/domain/money';
import { roomNightAmount, type RoomParty } from '@yado/domain/party';
import { nightDiscount, promotionTargets, type PromotionTerms } from '@yado/domain/promotions';
import { roomsFromQuery } from '@yado/domain/party-query';
import { MAX_AVAILABILITY_DAYS, type AvailabilityQuery } from '@yado/domain/search';
import { splitCodes } from '@yado/domain/search-criteria';
import { AppError } from '../../errors';
import type { HotelsService } from '../hotels/service';
import type { InventoryService } from '../inventory/service';
import { assertParty, firstCheckin, lastCheckin } from '../stay-rules/stay';
import { fitsParty, partyRules, planVisible } from '../stay-rules/plans';
import type { PromotionsService } from '../promotions/service';
import { gridShapeOf } from './grid-shape';
import { companionsAt, GUEST, type SearchViewer } from './sign-in-prices';

export function availabilityService(hotels: HotelsService, inventory: InventoryService, promotions?: PromotionsService) {
  return {
    /**
     * The calendar: per day, whether the party can check in and the lowest price of one night
     * for all its rooms — across every room type and plan it fits, where enough rooms are free.
     * A member of the hotel's brand also sees members-only plans, and plans at their sign-in price.
     * Promotions everyone has (and the loyalty provider's, for its members) come off as in the
     * results; a code's or the card offer's do not, as the calendar knows neither (ADR 0047).
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
      // needing a longer stay, and members-only ones only for a member. A plan asked for by its code
      // shows its nights though it needs a longer stay: a stay on it is being chosen, and its length
      // is checked when it is booked or changed.
      const lastDay = lastCheckin(catalogue, today);
      const roomTypeCodes = splitCodes(query.room_type_codes);
      const roomPlanCodes = splitCodes(query.room_plan_codes);
      const only = (codes: string[], code: string) => codes.length === 0 || codes.includes(code);
      const roomPlans = catalogue.roomPlans.filter(
        (rp) =>
          rp.plan.isDayUse === query.is_day_use &&
          rp.plan.lotteryEventId === null &&
          (member || !rp.plan.membersOnly) &&
          (rp.plan.minimumNights <= 1 || roomPlanCodes.includes(rp.code)) &&
          only(roomTypeCodes, rp.roomType.code) &&
          only(roomPlanCodes, rp.code) &&
          (!rp.plan.bookingStartDate || rp.plan.bookingStartDate <= today) &&
          planVisible(rp.plan, { locale, secretCode: null, siteController: hotel.settings.hotel_site_controller }) &&
          fitsParty(rp.roomType, rooms, rules),
      );
      const everyones = (await promotions?.bookable(catalogue, new Date()))?.filter(
        (promotion) =>
          promotion.discount_target_type === 'all_users' || (promotion.discount_target_type === 'creansmaerd' && viewer.loyaltyMember),
      );
      // Plans are priced in groups by the share a member saves on them and the promotions they have.
      type Window = { id: number; roomTypeId: number; from: string; to: string };
      const windowsByGroup = new Map<string, { discount: number; promotions: PromotionTerms[]; windows: Window[] }>();
      for (const rp of roomPlans) {
        const from = rp.plan.saleStartDate && rp.plan.saleStartDate > today ? rp.plan.saleStartDate : today;
        const to = rp.plan.saleEndDate && rp.plan.saleEndDate < lastDay ? rp.plan.saleEndDate : lastDay;
        if (from > to) continue;
        const discount = member ? rp.plan.signInDiscountPercent : 0;
        const promoted = (everyones ?? []).filter((promotion) =>
          promotionTargets(promotion, { hotelPlanCode: rp.plan.code, roomTypeCode: rp.roomType.code }),
        );
        const key = `${discount}:${promoted.map((promotion) => promotion.id).join(',')}`;
        const group = windowsByGroup.get(key) ?? { discount, promotions: promoted, windows: [] };
        group.windows.push({ id: rp.id, roomTypeId: rp.roomType.id, from, to });
        windowsByGroup.set(key, group);
      }
      const roomTypeIds = [...new Set(roomPlans.map((rp) => rp.roomType.id))];
      const range = { start, end: query.end_date };
      const view = await inventory.searchView(gridShapeOf(catalogue, today));
      const [groups, free] = await Promise.all([
        Promise.all(
          [...windowsByGroup.values()].map(async ({ discount, promotions: promoted, windows }) => ({
            discount,
            promoted,
            rates: await view.lowestRatesByRoomType(windows, range),
          })),
        ),
        view.freeRooms(roomTypeIds, range),
      ]);
      // A room's night as booking prices it: the party's amount, less the sign-in discount (§3) and
      // then the best of the group's promotions for the night (one per booking); -1 when unpriced.
      const roomAmount = (
        byAdults: Map<number, Int32Array>,
        night: { day: number; date: string },
        room: RoomParty,
        group: { discount: number; promoted: PromotionTerms[] },
      ): number => {
        const rate = byAdults.get(room.adults)?.[night.day] ?? -1;
        if (rate < 0) return -1;
        const full = roomNightAmount(rate, Math.max(0, byAdults.get(1)?.[night.day] ?? 0), room, rules);
        const amount = full - percentOf(full, group.discount);
        let off = 0;
        for (const promotion of group.promoted) off = Math.max(off, nightDiscount(promotion, { date: night.date, amount }));
        return amount - off;
      };
      const withTax = hotel.settings.show_prices_tax_included;
      let date = start;
      for (let day = 0; day <= span; day++, date = addDays(date, 1)) {
        let best = -1;
        for (const group of groups) {
          for (const roomTypeId of roomTypeIds) {
            const byAdults = group.rates.get(roomTypeId);
            if (!byAdults || (free.get(roomTypeId)?.[day] ?? -1) < rooms.length) continue;
            let sum = 0;
            for (const room of rooms) {
              const amount = roomAmount(byAdults, { day, date }, room, group);
              if (amount < 0) {
                sum = -1;
                break;
              }
              sum += amount;
            }
            if (sum >= 0 && (best < 0 || sum < best)) best = sum;
          }
        }
        const price = best < 0 ? null : withTax ? best + percentOf(best, hotel.taxRatePercent) : best;
        days.push({ date, available: price !== null, lowest_price: price });
      }
      return { currency: hotel.currency, tax_included: withTax, days };
    },
  };
}
