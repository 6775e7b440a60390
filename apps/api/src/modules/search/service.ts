import { addDays, nightsBetween } from '@yado/domain/dates';
import { kidsAgesMismatch, partyNights, ratedAdults, roomNightAmount, type RatesByAdults, type RoomParty } from '@yado/domain/party';
import { nightsAcrossRooms, type NightRate } from '@yado/domain/pricing';
import { MAX_NIGHTS, searchFromQuery, type RoomSearchQuery } from '@yado/domain/search';
import { paymentPromotionApplies } from '@yado/domain/payments';
import { pickTranslation } from '@yado/domain/locales';
import type { z } from 'zod';
import type { Catalogue, CatalogueRoomPlan, HotelsService } from '../hotels/service';
import type { InventoryService, Stay } from '../inventory/service';
import { availabilityService } from './availability';
import { facilitiesService } from './facilities';
import { assertParty, assertStay, firstCheckin, lastCheckin } from './guards';
import { candidateRoomPlans, partyRules } from './plan-rules';
import { matchedCriteria, presentRoomPlan, type RoomPlanResult, type StayPriceResult } from './presenters';
import { orderResults } from './results';
import type { roomSearchResponse } from './schemas';
import { withMcpPrices } from './mcp';
import { companionsAt, GUEST, priceForViewer, type SearchViewer, type ViewerPrice } from './sign-in-prices';
import type { CurrenciesService } from '../currencies/service';

/** How far ahead an undated search looks for its "from" prices, and a no-result search for the next free date. */
const LOOKAHEAD_DAYS = 60;

type Priced = { roomPlan: CatalogueRoomPlan; result: RoomPlanResult };

export function searchService(hotels: HotelsService, inventory: InventoryService, currencies: CurrenciesService) {
  /** Rates for each adults count the party needs, for the nights a stay is charged, from the hotel's rates kept for a minute. */
  async function ratesFor(ids: number[], stay: Stay, rooms: RoomParty[], catalogue: Catalogue, today: string): Promise<RatesByAdults> {
    const { settings } = catalogue.hotel;
    const adults = ratedAdults(rooms, settings.kids_setting.kids_type);
    const rated = {
      hotelRoomPlanIds: catalogue.roomPlans.map((rp) => rp.id),
      window: { start: today, end: addDays(lastCheckin(catalogue, today), MAX_NIGHTS + 1) },
    };
    return new Map(await Promise.all(adults.map(async (a) => [a, await inventory.searchQuote(rated, ids, stay, a)] as const)));
  }

  /** The first check-in after `from` with `nights` nights in a row where some room type that fits has `rooms` rooms free. */
  async function nextAvailableDate(candidates: CatalogueRoomPlan[], from: string, nights: number, rooms: number, lastCheckin: string) {
    const roomTypeIds = [...new Set(candidates.map((rp) => rp.roomType.id))];
    const free = await inventory.freeRooms(roomTypeIds, { start: from, end: addDays(from, LOOKAHEAD_DAYS + nights) });
    for (let day = 0; day <= LOOKAHEAD_DAYS; day++) {
      const start = addDays(from, day);
      if (start > lastCheckin) return null;
      const dates = Array.from({ length: nights }, (_, i) => addDays(start, i));
      if ([...free.values()].some((byDate) => dates.every((d) => (byDate.get(d) ?? 0) >= rooms))) return start;
    }
    return null;
  }

  const search = {
    async searchRooms(
      code: string,
      query: RoomSearchQuery,
      locale: string,
      viewer: SearchViewer = GUEST,
    ): Promise<z.infer<typeof roomSearchResponse>['data']> {
      const catalogue = await hotels.getCatalogue(code);
      const { hotel } = catalogue;
      const rules = partyRules(hotel);
      const request = searchFromQuery(query, rules.kidsType);
      const undated = query.search_type === 'undated';
      const dayUse = query.is_day_use;
      // Companions are guests like the rest for rooms, rates and stock; the answer keeps the party as asked.
      const rooms = assertParty(catalogue, request.rooms, { undated, dayUse, companions: companionsAt(viewer, hotel.brand.id) });
      const today = firstCheckin(catalogue);
      const promotion = hotel.settings.payment_promotion;
      const checkin = undated ? today : (query.checkin as string);
      const checkout = undated ? addDays(today, query.nights) : (query.checkout as string);
      if (!undated) assertStay(catalogue, checkin, checkout, { dayUse });
      const nights = undated ? query.nights : nightsBetween(checkin, checkout);
      const secretOnly = query.mode === 'secret';
      const secretCode = query.promo_code || query.google_promo_code || (secretOnly ? '' : null);
      const candidates = candidateRoomPlans(catalogue, {
        checkin,
        checkout,
        nights,
        isDayUse: dayUse,
        request: { ...request, rooms },
        rules,
        locale,
        secretCode,
        secretOnly,
        siteController: hotel.settings.hotel_site_controller,
      });
      const includeOccupied = query.is_including_occupied ?? !hotel.settings.default_search_setting.available_rooms_only;
      const pricing = { taxRatePercent: hotel.taxRatePercent, currency: hotel.currency, member: viewer.memberBrandId === hotel.brand.id };
      const matched = matchedCriteria(request.rooms, rooms);
      const present = (
        rp: CatalogueRoomPlan,
        price: StayPriceResult,
        signIn: ViewerPrice['signIn'],
        planLeft: number,
        available: boolean,
      ) =>
        presentRoomPlan(rp, locale, {
          planLeft,
          available,
          price,
          signIn,
          bookable: !rp.plan.bookingStartDate || rp.plan.bookingStartDate <= today,
          matched,
          paymentPromotion: paymentPromotionApplies(promotion, { hotelPlanCode: rp.plan.code, paymentMethods: rp.plan.paymentMethods }),
        });
      const ids = candidates.map((rp) => rp.id);
      const priced: Priced[] = [];
      const roomCounts = new Map<number, number>();

      if (undated) {
        // "From" prices: each room plan's lowest night in the coming weeks, times the nights asked.
        const window = { start: today, end: addDays(today, LOOKAHEAD_DAYS) };
        const adultsCounts = ratedAdults(rooms, rules.kidsType);
        const lowest = new Map(
          await Promise.all(
            adultsCounts.map(async (a) => [a, await inventory.lowestRatePerRoomPlan(ids, window, a, rooms.length)] as const),
          ),
        );
        for (const rp of candidates) {
          const perRoom = rooms.map((room) => {
            const adultsRate = lowest.get(room.adults)?.get(rp.id);
            if (adultsRate === undefined) return null;
            const amount = roomNightAmount(adultsRate, lowest.get(1)?.get(rp.id) ?? 0, room, rules);
            return Array.from({ length: nights }, (): NightRate => ({ date: '', amount }));
          });
          if (perRoom.some((n) => n === null)) continue;
          const { price, signIn } = priceForViewer(rp, perRoom as NightRate[][], pricing);
          priced.push({ roomPlan: rp, result: present(rp, { ...price, nights: [] }, signIn, rooms.length, true) });
        }
      } else {
        const stay = { checkin, checkout };
        const [rates, stock] = await Promise.all([
          ratesFor(ids, stay, rooms, catalogue, today),
          inventory.stock(
            [...new Set(candidates.map((rp) => rp.roomType.id))],
            candidates.filter((rp) => rp.saleLimit !== null).map((rp) => rp.id),
            stay,
          ),
        ]);
        for (const [id, left] of stock.roomTypeAvailable) roomCounts.set(id, left);
        for (const rp of candidates) {
          const perRoom = rooms.map((room) => partyNights(rates, rp.id, room, rules));
          if (perRoom.some((n) => n === null)) continue;
          const free = stock.roomTypeAvailable.get(rp.roomType.id) ?? 0;
          const planLeft = rp.saleLimit === null ? free : Math.min(free, rp.saleLimit - (stock.roomPlanSold.get(rp.id) ?? 0));
          const available = planLeft >= rooms.length;
          if (!available && !includeOccupied) continue;
          const { price, signIn } = priceForViewer(rp, perRoom as NightRate[][], pricing);
          const result = { ...price, nights: nightsAcrossRooms(price.rooms) };
          priced.push({ roomPlan: rp, result: present(rp, result, signIn, planLeft, available) });
        }
      }

      const results = orderResults(catalogue, priced, { type: query.type, order: query.order, locale, roomCounts });
      const anyAvailable = priced.some((p) => p.result.available);
      const nextDate =
        !anyAvailable && !undated && query.search_next_available_date_if_no_result
          ? await nextAvailableDate(candidates, addDays(checkin, 1), Math.max(nights, 1), rooms.length, lastCheckin(catalogue, today))
          : null;
      const warnings: Array<'kids' | 'promo_code'> = [];
      if (kidsAgesMismatch(rooms, rules.kidsType)) warnings.push('kids');
      if (secretCode && !candidates.some((rp) => rp.plan.secretCode !== null)) warnings.push('promo_code');
      const [first] = request.rooms as [RoomParty];
      const exchange = await currencies.exchangeFor(
        { currency: hotel.currency, multiCurrency: hotel.settings.mcp_enabled },
        query.currency,
      );
      const body = {
        type: query.type,
        search_type: query.search_type,
        is_day_use: dayUse,
        checkin: undated ? null : checkin,
        checkout: undated ? null : checkout,
        nights,
        party: request.rooms,
        adults: first.adults,
        children: first.children,
        room_count: rooms.length,
        currency: hotel.currency,
        warnings,
        next_available_date: nextDate,
        rooms: query.type === 'rooms' ? results.rooms : [],
        plans: query.type === 'plans' ? results.plans : [],
        payment_promotion_info: promotion && {
          target_mode: promotion.target_mode,
          hotel_plan_codes: promotion.hotel_plan_codes,
          description: pickTranslation(promotion.description, locale, ''),
        },
        extra_inventories: [],
      };
      return withMcpPrices(body, exchange, currencies.convert);
    },
  };
  return { ...search, ...availabilityService(hotels, inventory), ...facilitiesService(hotels, search.searchRooms) };
}
export type SearchService = ReturnType<typeof searchService>;
