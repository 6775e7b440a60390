import { bookingIncomplete, entriesOpen, presentedEntryStatus, type WinnerBooking } from '@yado/domain/lottery-rules';
import { nightsBetween } from '@yado/domain/dates';
import { pickTranslation } from '@yado/domain/locales';
import type { RoomPrice } from '@yado/domain/pricing';
import { photoAltText } from '@yado/domain/room-type-photos';
import type { Catalogue, CatalogueRoomPlan } from '../hotels/service';
import type { LotteryEntryRow, LotteryEventRow } from './repository';

/** A stored time as the API sends times. */
export const iso = (value: Date | string) => new Date(value).toISOString();

/** The booking a winner made, as the entry's status reads it (from the entry's row joined to its reservation). */
export function winnerBooking(
  entry: Pick<LotteryEntryRow, 'reservation_status' | 'reservation_cancellation_reason'>,
): WinnerBooking | null {
  return entry.reservation_status
    ? { status: entry.reservation_status as WinnerBooking['status'], cancellation_reason: entry.reservation_cancellation_reason }
    : null;
}

/** An event's dates and deadlines (§3 "Event setting"). */
export function presentEventDates(event: LotteryEventRow, now: Date) {
  return {
    stay_start: event.stay_start,
    stay_end: event.stay_end,
    min_nights: event.min_nights,
    max_nights: event.max_nights,
    entry_deadline: iso(event.entry_deadline),
    results_at: iso(event.results_at),
    reservation_deadline: iso(event.reservation_deadline),
    entries_open: entriesOpen(event, now),
    drawn: event.drawn_at !== null,
  };
}

function presentRoomPlan(roomPlan: CatalogueRoomPlan, locale: string, hotelLocale: string) {
  const { roomType, plan } = roomPlan;
  return {
    room_plan_code: roomPlan.code,
    room_type_code: roomType.code,
    room_type_name: pickTranslation(roomType.nameTranslations, locale, roomType.name),
    plan_code: plan.code,
    plan_name: pickTranslation(plan.nameTranslations, locale, plan.name),
    meals: plan.meals,
    max_adults: roomType.maxAdults,
    cancellation_policy_id: plan.cancellationPolicyId,
    payment_methods: plan.paymentMethods,
    deposit_percentage: plan.depositPercentage,
    image: roomType.images[0]
      ? { url: roomType.images[0].url, alt: photoAltText(roomType.images[0].alt, locale, hotelLocale, roomType.name) }
      : null,
  };
}

/** The rooms a lottery offers, each with its price for the stay asked when one was (null when not rated then). */
export function presentEvent(
  event: LotteryEventRow,
  catalogue: Catalogue,
  context: { locale: string; now: Date; prices: Map<number, RoomPrice> | null },
) {
  const { hotel } = catalogue;
  return {
    id: event.id,
    hotel: { code: hotel.code, name: pickTranslation(hotel.nameTranslations, context.locale, hotel.name), currency: hotel.currency },
    name: pickTranslation(event.name_translations, context.locale, ''),
    notification: pickTranslation(event.notification_translations, context.locale, ''),
    ...presentEventDates(event, context.now),
    room_plans: lotteryRoomPlans(catalogue, event.id).map((roomPlan) => {
      const price = context.prices?.get(roomPlan.id);
      return {
        ...presentRoomPlan(roomPlan, context.locale, catalogue.hotel.locale),
        prices: price
          ? {
              currency_iso: hotel.currency,
              total_price: price.total_price,
              total_price_without_tax: price.room_price_without_tax,
              tax: price.tax,
              nights: price.nights.map((night) => ({ date: night.date, price_without_tax: night.amount })),
            }
          : null,
      };
    }),
  };
}

/** The room plans a lottery sells. */
export function lotteryRoomPlans(catalogue: Catalogue, eventId: string): CatalogueRoomPlan[] {
  return catalogue.roomPlans.filter((rp) => rp.plan.lotteryEventId === eventId);
}

/** An entry as its member sees it (§3 "Entry"), with what they may do with it now. */
export function presentEntry(entry: LotteryEntryRow, event: LotteryEventRow, catalogue: Catalogue, context: { locale: string; now: Date }) {
  const roomPlan = catalogue.roomPlans.find((rp) => rp.id === entry.room_plan_id);
  const booking = winnerBooking(entry);
  const incomplete = entry.status === 'winner' && bookingIncomplete(booking);
  const bookingOpen = context.now < new Date(event.reservation_deadline);
  // Past the deadline a win not booked is lost, before the deadline job has caught up too.
  const lapsed = entry.status === 'winner' && !bookingOpen && (booking === null || incomplete);
  const status = lapsed ? 'winner_reservation_cancelled' : presentedEntryStatus(entry.status, booking);
  const { hotel } = catalogue;
  return {
    entry_number: entry.entry_number,
    status,
    incomplete: incomplete && !lapsed,
    event: { id: event.id, name: pickTranslation(event.name_translations, context.locale, ''), ...presentEventDates(event, context.now) },
    hotel: { code: hotel.code, name: pickTranslation(hotel.nameTranslations, context.locale, hotel.name), currency: hotel.currency },
    checkin_date: entry.checkin_date,
    checkout_date: entry.checkout_date,
    nights: nightsBetween(entry.checkin_date, entry.checkout_date),
    adults: entry.adults,
    room: roomPlan ? presentRoomPlan(roomPlan, context.locale, catalogue.hotel.locale) : null,
    guest: {
      first_name: entry.first_name,
      last_name: entry.last_name,
      first_name_kana: entry.first_name_kana,
      last_name_kana: entry.last_name_kana,
      email: entry.email,
      phone: entry.phone,
    },
    special_request: entry.special_request,
    reservation:
      entry.reservation_number && !incomplete
        ? { reservation_number: entry.reservation_number, lottery_result: { entry_number: entry.entry_number } }
        : null,
    changeable: entry.status === 'registered' && entriesOpen(event, context.now),
    cancellable: entry.status === 'registered' || (status === 'winner_reservation_pending' && (booking === null || incomplete)),
    bookable: status === 'winner_reservation_pending' && bookingOpen && (booking === null || incomplete),
    created_at: iso(entry.created_at),
  };
}
export type LotteryEntryView = ReturnType<typeof presentEntry>;
