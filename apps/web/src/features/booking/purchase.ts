import { trackEvent } from '../../lib/analytics';
import { saveDraft } from '../../lib/booking-draft';
import type { Reservation } from '../../lib/reservation';

/** A booking is complete: the draft is done with and the host page hears of the purchase. */
export function completePurchase(reservation: Reservation, hotelCode: string) {
  saveDraft(null);
  trackEvent('purchase', {
    transaction_id: reservation.reservation_number,
    value: reservation.total_price,
    currency: reservation.currency,
    hotel_code: hotelCode,
  });
}
