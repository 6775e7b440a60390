import { percentOf } from './money';
import { paysOnlineByCard } from './payments';
import { priceRoom, type NightRate, type RoomPrice, type TaxSetting } from './pricing';

/**
 * Promotions (§4 discount target types; ADR 0047): a hotel's discount on some of its plans, for
 * nights in a stay period, booked in a booking period. It comes off each night's rate before tax,
 * as the sign-in discount does, so the booked nights add up to what is paid; coupons and points
 * come after it.
 */
export const PROMOTION_TARGET_TYPES = ['all_users', 'coupon', 'payment', 'creansmaerd'] as const;
export type PromotionTargetType = (typeof PROMOTION_TARGET_TYPES)[number];
export const PROMOTION_DISCOUNT_TYPES = ['percentage', 'amount'] as const;
export type PromotionDiscountType = (typeof PROMOTION_DISCOUNT_TYPES)[number];
/** Where a promotion's code came from: the address's promo_code, or google_promo_code from Google Hotel Ads. */
export const PROMO_CODE_SOURCES = ['promo_code', 'google_promo_code'] as const;
export type PromoCodeSource = (typeof PROMO_CODE_SOURCES)[number];

export interface PromotionTerms {
  id: number;
  discount_target_type: PromotionTargetType;
  discount_type: PromotionDiscountType;
  /** Percent (1–100), or minor units of the hotel's currency taken off each night of each room. */
  discount_value: number;
  /** The plans it is for: those listed (include) or all but those (exclude); an empty include list means every plan. */
  target_mode: 'include' | 'exclude';
  hotel_plan_codes: string[];
  /** The room types it is for; none means every room type. */
  room_type_codes: string[];
  /** Nights it discounts, first and last included. */
  stay_start: string;
  stay_end: string;
  /** Days it can be booked on (the hotel's calendar), first and last included. */
  booking_start: string;
  booking_end: string;
  /** A coupon promotion's code; null for the others. */
  code: string | null;
}

/** Who books and how: what decides which promotions they may have. */
export interface PromotionAudience {
  /** Today in the hotel's time zone. */
  today: string;
  /** The code the guest came with (promo_code or google_promo_code), if any. */
  promoCode: string | null;
  /** Signed in through the external loyalty provider (creansmaerd). */
  loyaltyMember: boolean;
  /** Pays online by card: only then does a card offer apply. */
  paysByCard: boolean;
}

/** A room plan as promotions read it. */
export interface PromotedPlan {
  hotelPlanCode: string;
  roomTypeCode: string;
  paymentMethods: readonly string[];
}

export type PromotionProblem = 'booking_period' | 'plan' | 'stay_period' | 'code' | 'audience' | 'payment';

const sameCode = (a: string | null, b: string | null) => a !== null && b !== null && a.trim().toUpperCase() === b.trim().toUpperCase();

/** Whether the promotion is for this plan and room type, by its lists alone. */
export function promotionTargets(promotion: PromotionTerms, plan: Pick<PromotedPlan, 'hotelPlanCode' | 'roomTypeCode'>): boolean {
  const listed = promotion.hotel_plan_codes.includes(plan.hotelPlanCode);
  const planFits = promotion.target_mode === 'include' ? listed || promotion.hotel_plan_codes.length === 0 : !listed;
  return planFits && (promotion.room_type_codes.length === 0 || promotion.room_type_codes.includes(plan.roomTypeCode));
}

/**
 * Why a promotion does not apply to a plan's stay for this guest, or null when it does: booked in
 * its booking period, for its plans, with a night in its stay period, and for its audience (its
 * code given; a loyalty member; paid online by card on a plan that takes cards).
 */
export function promotionProblem(
  promotion: PromotionTerms,
  plan: PromotedPlan,
  nights: readonly Pick<NightRate, 'date'>[],
  audience: PromotionAudience,
): PromotionProblem | null {
  if (audience.today < promotion.booking_start || audience.today > promotion.booking_end) return 'booking_period';
  if (!promotionTargets(promotion, plan)) return 'plan';
  if (!nights.some((night) => inStayPeriod(promotion, night.date))) return 'stay_period';
  switch (promotion.discount_target_type) {
    case 'coupon':
      return sameCode(promotion.code, audience.promoCode) ? null : 'code';
    case 'creansmaerd':
      return audience.loyaltyMember ? null : 'audience';
    case 'payment':
      return audience.paysByCard && plan.paymentMethods.some(paysOnlineByCard) ? null : 'payment';
    case 'all_users':
      return null;
  }
}

const inStayPeriod = (promotion: PromotionTerms, date: string) => date >= promotion.stay_start && date <= promotion.stay_end;

/** A night with what a promotion took off it before tax. */
export interface PromotedNight extends NightRate {
  promotion_discount: number;
}

/** A room's nights with the promotion taken off those in its stay period: a share, or its amount (never below nothing). */
export function promotedNights(nights: readonly NightRate[], promotion: PromotionTerms): PromotedNight[] {
  return nights.map((night) => {
    const off = nightDiscount(promotion, night);
    return { date: night.date, amount: night.amount - off, promotion_discount: off };
  });
}

/** What a promotion takes off one room's night before tax: nothing outside its stay period. */
export function nightDiscount(promotion: PromotionTerms, night: NightRate): number {
  if (!inStayPeriod(promotion, night.date)) return 0;
  return promotion.discount_type === 'percentage'
    ? percentOf(night.amount, promotion.discount_value)
    : Math.min(promotion.discount_value, night.amount);
}

/** What a promotion took off rooms, tax included: their price before it less their price now. */
export function promotionDiscount(rooms: Array<{ nights: readonly PromotedNight[] }>, tax: TaxSetting): number {
  return rooms.reduce((sum, room) => {
    const before = priceRoom(
      room.nights.map((night) => ({ date: night.date, amount: night.amount + night.promotion_discount })),
      tax,
    );
    return sum + before.total_price - priceRoom([...room.nights], tax).total_price;
  }, 0);
}

export interface PromotedRooms<P extends PromotionTerms = PromotionTerms> {
  promotion: P;
  rooms: Array<RoomPrice & { nights: PromotedNight[] }>;
  /** What it took off, tax included. */
  discount: number;
}

/**
 * The best promotion for the guest on a booking's rooms (at most one per booking, for every room's
 * plan), with the rooms priced after it; null when none applies or none takes anything off. A tie
 * goes to the promotion made first.
 */
export function bestPromotion<P extends PromotionTerms>(
  promotions: readonly P[],
  rooms: Array<{ plan: PromotedPlan; nights: readonly NightRate[] }>,
  audience: PromotionAudience,
  tax: TaxSetting,
): PromotedRooms<P> | null {
  let best: PromotedRooms<P> | null = null;
  for (const promotion of promotions) {
    if (rooms.length === 0 || rooms.some((room) => promotionProblem(promotion, room.plan, room.nights, audience) !== null)) continue;
    const priced = rooms.map((room) => {
      const nights = promotedNights(room.nights, promotion);
      return { ...priceRoom(nights, tax), nights };
    });
    const discount = promotionDiscount(priced, tax);
    if (discount <= 0) continue;
    if (!best || discount > best.discount || (discount === best.discount && promotion.id < best.promotion.id)) {
      best = { promotion, rooms: priced, discount };
    }
  }
  return best;
}
