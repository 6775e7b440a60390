import { isCardPayment } from '@yado/domain/payments';
import type { RoomParty } from '@yado/domain/party';
import { pickTranslation } from '@yado/domain/locales';
import { photoAltText } from '@yado/domain/room-type-photos';
import type { z } from 'zod';
import type { CataloguePlan, CatalogueRoomPlan, CatalogueRoomType } from '../hotels/service';
import type { SignInTotals } from './sign-in-prices';
import type { PromotedPlanPrice } from './promotion-prices';
import type { planResultSchema, roomPlanResultSchema, roomTypeSchema, stayPriceSchema } from '@yado/domain/wire/search';

export type RoomPlanResult = z.infer<typeof roomPlanResultSchema>;
export type PlanResult = z.infer<typeof planResultSchema>;
export type StayPriceResult = z.infer<typeof stayPriceSchema>;

/** A room type for the guest: texts in their language, its photos described in it (falling back to the hotel's). */
export function presentRoomType(
  roomType: CatalogueRoomType,
  locale: string,
  roomCount: number,
  hotelLocale: string,
): z.infer<typeof roomTypeSchema> {
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
    filter_ids: roomType.filterIds,
    images: roomType.images.map((image) => ({ url: image.url, alt: photoAltText(image.alt, locale, hotelLocale, roomType.name) })),
  };
}

export interface RoomPlanState {
  planLeft: number;
  available: boolean;
  price: StayPriceResult;
  signIn: SignInTotals | null;
  bookable: boolean;
  matched: MatchedCriteria;
  paymentPromotion: boolean;
  /** The promotion priced into `price`, and the card offer's price (ADR 0047). */
  promotion: PromotedPlanPrice['promotion'];
  cardOffer: PromotedPlanPrice['cardOffer'];
}

/** §3 matched_search_criteria: the guests asked for, and with their companions counted in. */
export interface MatchedCriteria {
  adults_count: number;
  children_count: number;
  adults_with_companion: number;
  children_with_kid_tier_A_companion: number;
}

export function matchedCriteria(asked: RoomParty[], occupied: RoomParty[]): MatchedCriteria {
  const sum = (rooms: RoomParty[], key: 'adults' | 'children') => rooms.reduce((total, room) => total + room[key], 0);
  return {
    adults_count: sum(asked, 'adults'),
    children_count: sum(asked, 'children'),
    adults_with_companion: sum(occupied, 'adults'),
    children_with_kid_tier_A_companion: sum(occupied, 'children'),
  };
}

export function presentRoomPlan(rp: CatalogueRoomPlan, locale: string, state: RoomPlanState): RoomPlanResult {
  const { plan } = rp;
  return {
    room_plan_code: rp.code,
    room_plan_name: pickTranslation(plan.nameTranslations, locale, plan.name),
    hotel_plan_code: plan.code,
    plan_description: pickTranslation(plan.descriptionTranslations, locale, ''),
    plan_stock_count: Math.max(state.planLeft, 0),
    sale_limit: rp.saleLimit,
    available: state.available,
    bookable: state.bookable,
    booking_start_date: plan.bookingStartDate,
    meals: plan.meals,
    members_only: plan.membersOnly,
    is_day_use: plan.isDayUse,
    minimum_nights: plan.minimumNights,
    cancellation_policy_id: plan.cancellationPolicyId,
    payment_method: plan.paymentMethods,
    deposit_percentage: plan.depositPercentage,
    credit_card_payment: plan.paymentMethods.some(isCardPayment),
    payment_promotion: state.paymentPromotion,
    promotion: state.promotion,
    card_offer: state.cardOffer,
    inclusive_extra_ids: [],
    // Named field by field: the priced stay carries more (each room's price) than a result shows.
    prices: {
      currency_iso: state.price.currency_iso,
      total_price: state.price.total_price,
      total_price_without_tax: state.price.total_price_without_tax,
      room_price_without_tax: state.price.room_price_without_tax,
      tax: state.price.tax,
      nights: state.price.nights,
    },
    sign_in_discount: state.signIn?.sign_in_discount ?? null,
    non_sign_in_discount: state.signIn?.non_sign_in_discount ?? null,
    matched_search_criteria: state.matched,
  };
}

export function presentPlanHeader(plan: CataloguePlan, locale: string): Omit<PlanResult, 'rooms'> {
  return {
    hotel_plan_code: plan.code,
    plan_name: pickTranslation(plan.nameTranslations, locale, plan.name),
    plan_description: pickTranslation(plan.descriptionTranslations, locale, ''),
    meals: plan.meals,
    members_only: plan.membersOnly,
    minimum_nights: plan.minimumNights,
    booking_start_date: plan.bookingStartDate,
    cancellation_policy_id: plan.cancellationPolicyId,
    inclusive_extra_ids: [],
  };
}
