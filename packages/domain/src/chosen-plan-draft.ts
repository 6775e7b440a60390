import type { RoomPlanResult, RoomSearchAnswer, RoomType } from './wire/search';

/**
 * The booking draft of one room plan chosen for a stay, as the widget keeps it (and temporary
 * storages hold it): what the results page writes when a guest books, and the agency's hand-off
 * when it books for them. Each adds what is its own (an idempotency key, codes, a price hold).
 */
export function chosenPlanDraft(
  stay: { hotelCode: string; checkin: string; checkout: string; party: RoomSearchAnswer['party'] },
  room: Pick<RoomType, 'room_type_code' | 'room_type_name'>,
  plan: RoomPlanResult,
) {
  return {
    hotelCode: stay.hotelCode,
    checkin: stay.checkin,
    checkout: stay.checkout,
    rooms: stay.party,
    roomTypeCode: room.room_type_code,
    roomTypeName: room.room_type_name,
    roomPlanCode: plan.room_plan_code,
    hotelPlanCode: plan.hotel_plan_code,
    planName: plan.room_plan_name,
    meals: plan.meals,
    cancellationPolicyId: plan.cancellation_policy_id,
    paymentMethods: plan.payment_method,
    depositPercentage: plan.deposit_percentage,
    price: {
      total: plan.prices.total_price,
      withoutTax: plan.prices.total_price_without_tax,
      tax: plan.prices.tax,
      currency: plan.prices.currency_iso,
      nights: plan.prices.nights,
    },
    promotion: plan.promotion ? { name: plan.promotion.name, priceBefore: plan.promotion.price_before } : null,
    cardOffer: plan.card_offer ? { name: plan.card_offer.name, total: plan.card_offer.total_price } : null,
  };
}
