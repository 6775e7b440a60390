import { strictestRoom } from '@yado/domain/cancellation';
import { isDepositPayment } from '@yado/domain/payments';
import type { RoomParty } from '@yado/domain/party';
import { newIdempotencyKey, type BookingDraft } from '../../lib/booking-draft';
import type { RecommendationAnswer, RecommendationView } from './api/get-recommendation';

const distinct = (values: string[]) => [...new Set(values)];

/**
 * The booking draft for a recommendation: its rooms as the booking takes them, each with its room
 * type and plan, priced as recommended; what the guest-detail and payment steps read from one room
 * plan (the policy, the deposit) taken so that it holds for every room.
 */
export function recommendationDraft(
  code: string,
  answer: Pick<RecommendationAnswer, 'checkin' | 'checkout'>,
  recommendation: RecommendationView,
  promoCode?: { code: string; source: 'promo_code' | 'google_promo_code' },
): BookingDraft {
  const { rooms } = recommendation;
  const [first] = rooms;
  if (!first) throw new Error('a recommendation has rooms');
  const parties: RoomParty[] = rooms.map((room) => ({
    adults: room.adults,
    children: room.children,
    kids_ages: room.kids_ages,
    kids_tiers: room.kids_tiers,
  }));
  // The stay is shown under its strictest room's policy, by the rule the booking keeps it by.
  const strictest = strictestRoom(rooms, (room) => !room.free_cancellation) ?? first;
  const deposits = distinct(rooms.map((room) => String(room.deposit_percentage)));
  // A deposit is one share of the whole stay: offered only when every room's plan takes the same.
  const sameDeposit = deposits.length === 1;
  return {
    hotelCode: code,
    checkin: answer.checkin,
    checkout: answer.checkout,
    rooms: parties,
    roomTypeCode: first.room_type_code,
    roomTypeName: distinct(rooms.map((room) => room.room_type_name)).join(' + '),
    roomPlanCode: first.room_plan_code,
    hotelPlanCode: first.hotel_plan_code,
    planName: distinct(rooms.map((room) => room.plan_name)).join(' + '),
    roomChoices: rooms.map((room) => ({
      roomTypeCode: room.room_type_code,
      roomPlanCode: room.room_plan_code,
      hotelPlanCode: room.hotel_plan_code,
    })),
    meals: recommendation.breakfast ? first.meals : distinct(rooms.map((room) => room.meals)).length === 1 ? first.meals : 'none',
    cancellationPolicyId: strictest.cancellation_policy_id,
    paymentMethods: recommendation.payment_methods.filter((type) => sameDeposit || !isDepositPayment(type)),
    depositPercentage: sameDeposit ? first.deposit_percentage : null,
    price: {
      total: recommendation.total_price.cents,
      withoutTax: recommendation.total_price_without_tax,
      tax: recommendation.tax,
      currency: recommendation.total_price.currency_iso,
      nights: recommendation.nights,
    },
    promotion: recommendation.promotion
      ? { name: recommendation.promotion.name, priceBefore: recommendation.promotion.price_before }
      : null,
    cardOffer: recommendation.card_offer ? { name: recommendation.card_offer.name, total: recommendation.card_offer.total_price } : null,
    ...(promoCode && recommendation.promotion?.discount_target_type === 'coupon' ? { promoCode } : {}),
    idempotencyKey: newIdempotencyKey(),
  };
}
