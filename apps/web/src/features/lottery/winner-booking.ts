import type { QueryClient } from '@tanstack/react-query';
import { emptyRoom } from '@yado/domain/party';
import { nameField } from '@yado/domain/validation';
import { newIdempotencyKey, saveDraft } from '../../lib/booking-draft';
import type { LotteryEntry } from '../../lib/lottery-entry';
import { lotteryEventQuery } from '../../lib/lottery-event';

/**
 * Starts the booking of the room a winner won: the ordinary guest detail and payment steps, with
 * the entry's stay, room and details filled in and the entry named, at today's price of the stay.
 * False when the room is no longer priced for it.
 */
export async function startWinnerBooking(queryClient: QueryClient, entry: LotteryEntry, locale: string): Promise<boolean> {
  const stay = { checkin: entry.checkin_date, checkout: entry.checkout_date, adults: entry.adults };
  const event = await queryClient.fetchQuery({ ...lotteryEventQuery(entry.event.id, stay, locale), staleTime: 0 });
  const room = event.room_plans.find((rp) => rp.room_plan_code === entry.room?.room_plan_code);
  if (!room?.prices) return false;
  const { guest } = entry;
  // A room's guest is named in English letters only (§5): other names are left for the winner to give.
  const english = nameField('english');
  const roman = english.safeParse(guest.first_name).success && english.safeParse(guest.last_name).success;
  saveDraft({
    hotelCode: entry.hotel.code,
    checkin: entry.checkin_date,
    checkout: entry.checkout_date,
    rooms: [emptyRoom(entry.adults)],
    roomTypeCode: room.room_type_code,
    roomTypeName: room.room_type_name,
    roomPlanCode: room.room_plan_code,
    hotelPlanCode: room.plan_code,
    planName: room.plan_name,
    meals: room.meals,
    cancellationPolicyId: room.cancellation_policy_id,
    paymentMethods: room.payment_methods,
    depositPercentage: room.deposit_percentage,
    price: {
      total: room.prices.total_price,
      withoutTax: room.prices.total_price_without_tax,
      tax: room.prices.tax,
      currency: room.prices.currency_iso,
      nights: room.prices.nights,
    },
    guest: {
      first_name: guest.first_name,
      last_name: guest.last_name,
      first_name_kana: guest.first_name_kana ?? '',
      last_name_kana: guest.last_name_kana ?? '',
      email: guest.email,
      email_confirmation: guest.email,
      phone: guest.phone,
      special_request: entry.special_request ?? '',
      rooms: [roman ? { first_name: guest.first_name, last_name: guest.last_name } : { first_name: '', last_name: '' }],
    },
    lotteryEntryNumber: entry.entry_number,
    idempotencyKey: newIdempotencyKey(),
  });
  return true;
}
