import { addDays, nightsBetween } from '@yado/domain/dates';
import { percentOf } from '@yado/domain/money';
import { childNightCharge, usesTiers, type RoomParty } from '@yado/domain/party';
import { MAX_AVAILABILITY_DAYS, roomsFromQuery, type AvailabilityQuery } from '@yado/domain/search';
import { AppError } from '../../errors';
import type { HotelsService } from '../hotels/service';
import type { InventoryService } from '../inventory/service';
import { assertParty, firstCheckin } from './guards';
import { fitsParty, partyRules, planVisible } from './plan-rules';

export function availabilityService(hotels: HotelsService, inventory: InventoryService) {
  return {
    /**
     * The calendar: per day, whether the party can check in and the lowest price of one night
     * for all its rooms — across every room type and plan it fits, where enough rooms are free.
     */
    async availability(code: string, query: AvailabilityQuery, locale: string) {
      const catalogue = await hotels.getCatalogue(code);
      const { hotel } = catalogue;
      const rules = partyRules(hotel);
      const rooms = roomsFromQuery(query, rules.kidsType);
      assertParty(catalogue, rooms, { dayUse: query.is_day_use });
      const today = firstCheckin(catalogue);
      const start = query.start_date < today ? today : query.start_date;
      const span = nightsBetween(start, query.end_date);
      if (span > MAX_AVAILABILITY_DAYS) throw new AppError('invalid', {}, [{ field: 'end_date', message: 'validation.range_too_long' }]);
      const days: Array<{ date: string; available: boolean; lowest_price: number | null }> = [];
      if (span < 0) return { currency: hotel.currency, tax_included: hotel.settings.show_prices_tax_included, days };

      // Members-only and secret rates are not what a guest who is not signed in can pay.
      const roomPlans = catalogue.roomPlans.filter(
        (rp) =>
          rp.plan.isDayUse === query.is_day_use &&
          !rp.plan.membersOnly &&
          planVisible(rp.plan, { locale, secretCode: null, siteController: hotel.settings.hotel_site_controller }) &&
          fitsParty(rp.roomType, rooms, rules),
      );
      const adults = [...new Set([...rooms.map((r) => r.adults), 1])];
      const rows = await inventory.lowestNightlyRates(
        roomPlans.map((rp) => rp.id),
        { start, end: query.end_date },
        adults,
        rooms.length,
      );
      // date → room type → adults → lowest rate
      const lowest = new Map<string, Map<number, Map<number, number>>>();
      for (const row of rows) {
        const byRoomType = lowest.get(row.stay_date) ?? new Map<number, Map<number, number>>();
        const byAdults = byRoomType.get(row.room_type_id) ?? new Map<number, number>();
        byAdults.set(row.adults, row.lowest);
        byRoomType.set(row.room_type_id, byAdults);
        lowest.set(row.stay_date, byRoomType);
      }
      const roomAmount = (rates: Map<number, number>, room: RoomParty): number | null => {
        const rate = rates.get(room.adults);
        if (rate === undefined) return null;
        if (!usesTiers(rules.kidsType)) return rate;
        const single = rates.get(1) ?? 0;
        return room.kids_tiers.reduce(
          (sum, t) =>
            sum +
            t.children *
              childNightCharge(
                single,
                rules.kidsTiers.find((k) => k.code === t.code),
              ),
          rate,
        );
      };
      const withTax = hotel.settings.show_prices_tax_included;
      for (let i = 0; i <= span; i++) {
        const date = addDays(start, i);
        let best: number | null = null;
        for (const rates of lowest.get(date)?.values() ?? []) {
          const amounts = rooms.map((room) => roomAmount(rates, room));
          if (amounts.some((a) => a === null)) continue;
          const sum = (amounts as number[]).reduce((s, a) => s + a, 0);
          if (best === null || sum < best) best = sum;
        }
        const price = best === null ? null : withTax ? best + percentOf(best, hotel.taxRatePercent) : best;
        days.push({ date, available: price !== null, lowest_price: price });
      }
      return { currency: hotel.currency, tax_included: withTax, days };
    },
  };
}
