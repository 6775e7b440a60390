import type { CancellationLine } from '@yado/domain/cancellation';
import type { ReservationPayment } from '@yado/domain/payments';
import type { UpdateBlock } from '@yado/domain/stay-change';

/** Who booked, and how the hotel reaches them. */
export interface BookerContact {
  first_name: string;
  last_name: string;
  first_name_kana: string | null;
  last_name_kana: string | null;
  email: string;
  phone: string;
}

/** A reservation as the API shows it to its guest (GET reservations/{id}, lookup, cancel). */
export interface Reservation {
  id: string;
  reservation_number: string;
  status: 'done' | 'payment_pending' | 'cancelled';
  hotel: { code: string; name: string; phone: string; time_zone: string; brand_code: string };
  checkin_date: string;
  checkout_date: string;
  nights: number;
  guest: BookerContact & {
    postal_code: string | null;
    prefecture_or_state: string | null;
    street_address: string | null;
    building_name_and_number: string | null;
  };
  special_request: string | null;
  rooms: Array<{
    /** The room's id in this reservation, to keep or drop it in a change. */
    id: number;
    room_type_code: string;
    room_type_name: string;
    /** The room plan it is booked on: a change of dates stays on it. */
    room_plan_code: string;
    room_plan_name: string;
    meals: string;
    adults: number;
    children: number;
    kids_ages: number[];
    kids_tiers: Array<{ code: string; children: number }>;
    /** How many of the adults and children came as a member's companions (§3). */
    adult_companion: number;
    kid_tier_A_companion: number;
    first_name: string;
    last_name: string;
    nights: Array<{ date: string; price_without_tax: number }>;
    total_price: number;
  }>;
  payment_type: string;
  /** The card payment, when paid by card: §4 status, and while 3-D Secure is open, the challenge and its deadline. */
  payment: ReservationPayment | null;
  /** A deposit payment: the share paid by card and what remains for the hotel. */
  deposit: { percentage: number; amount: number; remain_amount: number } | null;
  /** Paid online (net of refunds) and left to pay at the hotel, in the hotel's currency. */
  paid_online: number;
  due_at_hotel: number;
  /** A longer stay paid in full by card: what is due may be paid online too, by a payment link. */
  balance_payable_online: boolean;
  currency: string;
  room_price_without_tax: number;
  tax: number;
  total_price: number;
  cancellation_policy: { lines: CancellationLine[] };
  cancellation: {
    fee: number;
    percentage_of_cost: number | null;
    can_cancel_online: boolean;
    cancelled_at: string | null;
    /** What cancelling now gives back to the card, in the currency it paid. */
    card_refund: { cents: number; currency_iso: string } | null;
    /** The fee in the currency the card paid, when not the hotel's. */
    fee_charged: { cents: number; currency_iso: string } | null;
  };
  /** Fees for nights or rooms given up in changes, included in total_price. */
  change_fee: number;
  /** Answers to the hotel's additional questions (§3); rooms answers name the room by its id. */
  answers: Array<{ question_id: number; answer: string | null; rooms: Array<Record<string, unknown>>; attachment_ids: string[] }>;
  /** The price before points, what the points spent took off, and how many (§3 price fields). */
  total_price_before_point_discount: number;
  spending_point_value: number;
  spent_points: number;
  /** A member's stay: the points it earns and the day they are added, or were. */
  points_earned: { points: number; posts_on: string; posted: boolean } | null;
  /** Extras ordered (§3), with tax, included in total_price. */
  extras_price: number;
  extras: Array<{
    extra_id: number;
    name: string;
    extra_type: 'generic' | 'dated';
    date: string;
    delivery_time: string | null;
    quantity: number;
    total_price: number;
    answer: string | null;
  }>;
  /** Sent back with a change, so one made on an older view is refused. */
  version: number;
  /** The language it was booked in: its names follow that language's rules (§5). */
  locale: string;
  /** The fewest nights a changed stay may have. */
  minimum_nights: number;
  /** §3 reservation update setting: whether the guest can change it online, and why not. */
  update_setting: {
    is_active: boolean;
    updatable: boolean;
    reason: UpdateBlock | null;
  };
}
