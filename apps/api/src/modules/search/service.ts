import { addDays, nightsBetween, todayInTimeZone } from '@yado/domain/dates';
import { pickTranslation } from '@yado/domain/locales';
import { percentOf } from '@yado/domain/money';
import { priceStay } from '@yado/domain/pricing';
import { MAX_AVAILABILITY_DAYS, MAX_NIGHTS, type AvailabilityQuery, type RoomSearchQuery } from '@yado/domain/search';
import { checkStay } from '@yado/domain/stay';
import type { z } from 'zod';
import { AppError } from '../../errors';
import type { Catalogue, CatalogueRoomPlan, CatalogueRoomType, HotelsService } from '../hotels/service';
import type { InventoryService } from '../inventory/service';
import type { planResultSchema, roomPlanResultSchema, roomResultSchema, roomSearchResponse, roomTypeSchema } from './schemas';

type RoomPlanResult = z.infer<typeof roomPlanResultSchema>;
type RoomResult = z.infer<typeof roomResultSchema>;

/** Plans a stay can be sold under: not day use, on sale for every night of the stay. */
export function planOnSale(roomPlan: CatalogueRoomPlan, checkin: string, checkout: string): boolean {
  const { plan } = roomPlan;
  if (plan.isDayUse) return false;
  const lastNight = addDays(checkout, -1);
  return (!plan.saleStartDate || plan.saleStartDate <= checkin) && (!plan.saleEndDate || lastNight <= plan.saleEndDate);
}

/** Stay checks shared by search and booking, in the hotel's time zone. */
export function assertStay(catalogue: Catalogue, checkin: string, checkout: string, now = new Date()) {
  const problem = checkStay(checkin, checkout, {
    today: todayInTimeZone(catalogue.hotel.timeZone, now),
    reservableMonths: catalogue.hotel.settings.reservable_period_months,
    maxNights: MAX_NIGHTS,
  });
  if (problem)
    throw new AppError(problem.key, problem.values, problem.key === 'invalid' ? [{ field: problem.field, message: problem.message }] : []);
}

function presentRoomType(roomType: CatalogueRoomType, locale: string, roomCount: number): z.infer<typeof roomTypeSchema> {
  return {
    room_type_code: roomType.code,
    room_type_name: pickTranslation(roomType.nameTranslations, locale, roomType.name),
    room_type_description: pickTranslation(roomType.descriptionTranslations, locale, ''),
    room_count: roomCount,
    beds: roomType.beds,
    sleeps: roomType.sleeps,
    size_tatami: roomType.sizeTatami,
    size_sqm: roomType.sizeSqm,
    bath: roomType.bath,
    shower: roomType.shower,
    toilet: roomType.toilet,
    smoking: roomType.smoking,
    wifi: roomType.wifi,
    max_adults: roomType.maxAdults,
    images: roomType.images.map((image) => ({ url: image.url, alt: pickTranslation(image.alt, locale, roomType.name) })),
  };
}

const byPrice = (a: { prices: { total_price: number } }, b: { prices: { total_price: number } }) =>
  a.prices.total_price - b.prices.total_price;

export function searchService(hotels: HotelsService, inventory: InventoryService) {
  return {
    async searchRooms(code: string, query: RoomSearchQuery, locale: string): Promise<z.infer<typeof roomSearchResponse>['data']> {
      const catalogue = await hotels.getCatalogue(code);
      const { checkin, checkout, adults, children, room_count: roomCount } = query;
      assertStay(catalogue, checkin, checkout);
      const nights = nightsBetween(checkin, checkout);
      const candidates = catalogue.roomPlans.filter(
        (rp) =>
          planOnSale(rp, checkin, checkout) &&
          rp.plan.minimumNights <= nights &&
          rp.roomType.maxAdults >= adults &&
          rp.roomType.sleeps >= adults + children &&
          (!query.room_type_code || rp.roomType.code === query.room_type_code) &&
          (!query.hotel_plan_code || rp.plan.code === query.hotel_plan_code),
      );
      const stay = { checkin, checkout };
      const roomTypeIds = [...new Set(candidates.map((rp) => rp.roomType.id))];
      const [rates, stock] = await Promise.all([
        inventory.quote(
          candidates.map((rp) => rp.id),
          stay,
          adults,
        ),
        inventory.stock(
          roomTypeIds,
          candidates.filter((rp) => rp.saleLimit !== null).map((rp) => rp.id),
          stay,
        ),
      ]);
      const { hotel } = catalogue;
      const tax = { taxRatePercent: hotel.taxRatePercent };

      const planResults = new Map<number, RoomPlanResult>();
      for (const rp of candidates) {
        const nightRates = rates.get(rp.id);
        const available = stock.roomTypeAvailable.get(rp.roomType.id) ?? 0;
        const planLeft = rp.saleLimit === null ? available : Math.min(available, rp.saleLimit - (stock.roomPlanSold.get(rp.id) ?? 0));
        if (!nightRates || planLeft < roomCount) continue;
        const price = priceStay(
          Array.from({ length: roomCount }, () => nightRates),
          tax,
          hotel.currency,
        );
        planResults.set(rp.id, {
          room_plan_code: rp.code,
          room_plan_name: pickTranslation(rp.plan.nameTranslations, locale, rp.plan.name),
          hotel_plan_code: rp.plan.code,
          plan_description: pickTranslation(rp.plan.descriptionTranslations, locale, ''),
          plan_stock_count: planLeft,
          sale_limit: rp.saleLimit,
          meals: rp.plan.meals,
          members_only: rp.plan.membersOnly,
          minimum_nights: rp.plan.minimumNights,
          cancellation_policy_id: rp.plan.cancellationPolicyId,
          payment_method: rp.plan.paymentMethods,
          credit_card_payment: rp.plan.paymentMethods.some((m) => m.startsWith('credit_card')),
          inclusive_extra_ids: [],
          prices: {
            currency_iso: price.currency_iso,
            total_price: price.total_price,
            total_price_without_tax: price.total_price_without_tax,
            room_price_without_tax: price.room_price_without_tax,
            tax: price.tax,
            nights: nightRates.map((n) => ({ date: n.date, price_without_tax: n.amount })),
          },
          matched_search_criteria: { adults_count: adults, children_count: children },
        });
      }

      const descending = query.order === 'price_high_to_low';
      const sortPlans = <T extends { prices: { total_price: number } }>(list: T[]) =>
        descending ? list.sort(byPrice).reverse() : list.sort(byPrice);
      const byCatalogueOrder = query.order === 'recommended' || query.order === 'asc' || query.order === 'desc';

      const rooms: RoomResult[] = catalogue.roomTypes.flatMap((roomType) => {
        const plans = candidates.filter((rp) => rp.roomType.id === roomType.id).flatMap((rp) => planResults.get(rp.id) ?? []);
        if (plans.length === 0) return [];
        const ordered = byCatalogueOrder ? plans : sortPlans(plans);
        return [{ ...presentRoomType(roomType, locale, stock.roomTypeAvailable.get(roomType.id) ?? 0), room_plans: ordered }];
      });
      if (!byCatalogueOrder) {
        const cheapest = (room: RoomResult) => Math.min(...room.room_plans.map((p) => p.prices.total_price));
        rooms.sort((a, b) => (descending ? cheapest(b) - cheapest(a) : cheapest(a) - cheapest(b)));
      } else if (query.order === 'desc') rooms.reverse();

      const plans: Array<z.infer<typeof planResultSchema>> = [];
      if (query.type === 'plans') {
        for (const plan of catalogue.plans) {
          const entries = candidates
            .filter((rp) => rp.plan.id === plan.id)
            .flatMap((rp) => {
              const result = planResults.get(rp.id);
              return result
                ? [{ ...presentRoomType(rp.roomType, locale, stock.roomTypeAvailable.get(rp.roomType.id) ?? 0), room_plan: result }]
                : [];
            });
          if (entries.length === 0) continue;
          entries.sort((a, b) => byPrice(a.room_plan, b.room_plan));
          plans.push({
            hotel_plan_code: plan.code,
            plan_name: pickTranslation(plan.nameTranslations, locale, plan.name),
            plan_description: pickTranslation(plan.descriptionTranslations, locale, ''),
            meals: plan.meals,
            members_only: plan.membersOnly,
            minimum_nights: plan.minimumNights,
            booking_start_date: plan.saleStartDate,
            cancellation_policy_id: plan.cancellationPolicyId,
            inclusive_extra_ids: [],
            rooms: entries,
          });
        }
        if (!byCatalogueOrder) {
          const cheapest = (p: (typeof plans)[number]) => p.rooms[0]?.room_plan.prices.total_price ?? 0;
          plans.sort((a, b) => (descending ? cheapest(b) - cheapest(a) : cheapest(a) - cheapest(b)));
        }
      }

      return {
        type: query.type,
        checkin,
        checkout,
        nights,
        adults,
        children,
        room_count: roomCount,
        currency: hotel.currency,
        rooms: query.type === 'rooms' ? rooms : [],
        plans,
        payment_promotion_info: null,
        extra_inventories: [],
      };
    },

    /** Availability and the lowest one-night price per day, for the calendar. */
    async availability(code: string, query: AvailabilityQuery) {
      const catalogue = await hotels.getCatalogue(code);
      const { hotel } = catalogue;
      const today = todayInTimeZone(hotel.timeZone);
      const start = query.start_date < today ? today : query.start_date;
      const span = nightsBetween(start, query.end_date);
      if (span > MAX_AVAILABILITY_DAYS) throw new AppError('invalid', {}, [{ field: 'end_date', message: 'validation.range_too_long' }]);
      const days: Array<{ date: string; available: boolean; lowest_price: number | null }> = [];
      if (span >= 0) {
        // Members-only rates are not what a guest who is not signed in can pay.
        const roomPlans = catalogue.roomPlans.filter(
          (rp) => !rp.plan.isDayUse && !rp.plan.membersOnly && rp.roomType.maxAdults >= query.adults,
        );
        const rows = await inventory.lowestNightlyRates(
          roomPlans.map((rp) => rp.id),
          { start, end: query.end_date },
          query.adults,
          query.room_count,
        );
        const lowest = new Map(rows.map((r) => [r.stay_date, r.lowest]));
        const withTax = hotel.settings.show_prices_tax_included;
        for (let i = 0; i <= span; i++) {
          const date = addDays(start, i);
          const amount = lowest.get(date);
          const price = amount === undefined ? null : withTax ? amount + percentOf(amount, hotel.taxRatePercent) : amount;
          days.push({ date, available: price !== null, lowest_price: price });
        }
      }
      return { currency: hotel.currency, tax_included: hotel.settings.show_prices_tax_included, days };
    },
  };
}
export type SearchService = ReturnType<typeof searchService>;
