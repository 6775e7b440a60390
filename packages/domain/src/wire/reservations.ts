/** A reservation as the API shows it to its guest, and the answers built on it. */
import { z } from 'zod';
import { policySchema } from './hotels';
import { answerViewSchema } from './questions';
import { CHALLENGE_DISPLAYS, PAYMENT_TRANSACTION_STATUSES } from '../payments';
import { receiptSchema } from '../receipts';
import { RESERVATION_STATUSES } from '../statuses';
import { UPDATE_BLOCKS } from '../stay-change';
import { EXTRA_TYPES } from '../extras';

const priceParts = { room_price_without_tax: z.number(), tax: z.number(), total_price: z.number() };

/** Who booked, and how the hotel reaches them. */
export const bookerContactSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  first_name_kana: z.string().nullable(),
  last_name_kana: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
});

export const reservationSchema = z.object({
  id: z.string(),
  reservation_number: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  hotel: z.object({ code: z.string(), name: z.string(), phone: z.string(), time_zone: z.string(), brand_code: z.string() }),
  /** Booked as a stay plus flight (channel wbf): its flights are at reservations/{number}/package. */
  flight_package: z.boolean(),
  checkin_date: z.string(),
  checkout_date: z.string(),
  nights: z.number(),
  guest: bookerContactSchema.extend({
    postal_code: z.string().nullable(),
    prefecture_or_state: z.string().nullable(),
    street_address: z.string().nullable(),
    building_name_and_number: z.string().nullable(),
  }),
  special_request: z.string().nullable(),
  rooms: z.array(
    z.object({
      /** The room's id in this reservation, to keep or drop it in a change. */
      id: z.number(),
      room_type_code: z.string(),
      room_type_name: z.string(),
      room_plan_code: z.string(),
      room_plan_name: z.string(),
      hotel_plan_code: z.string(),
      meals: z.string(),
      /** Everyone in the room, companions counted in; the companions say how many of them came as such. */
      adults: z.number(),
      children: z.number(),
      kids_ages: z.array(z.number()),
      kids_tiers: z.array(z.object({ code: z.string(), children: z.number() })),
      adult_companion: z.number(),
      kid_tier_A_companion: z.number(),
      first_name: z.string(),
      last_name: z.string(),
      nights: z.array(z.object({ date: z.string(), price_without_tax: z.number() })),
      ...priceParts,
    }),
  ),
  payment_type: z.string(),
  /** The card payment, when the guest pays by card: its §4 status and, while 3-D Secure is open, where and until when. */
  payment: z
    .object({
      status: z.enum(PAYMENT_TRANSACTION_STATUSES),
      amount: z.number(),
      currency: z.string(),
      card_brand: z.string(),
      card_last4: z.string(),
      challenge_url: z.string().nullable(),
      challenge_display: z.enum(CHALLENGE_DISPLAYS).nullable(),
      expires_at: z.string(),
      error_code: z.string().nullable(),
      refunded_amount: z.number(),
    })
    .nullable(),
  /** Paid in the guest's currency: the total in it (§3 mcp_ fields). */
  mcp_total_price: z.object({ cents: z.number(), currency_iso: z.string() }).nullable(),
  /** A deposit payment: the share paid by card, and what remains to pay at the hotel. */
  deposit: z.object({ percentage: z.number(), amount: z.number(), remain_amount: z.number() }).nullable(),
  /** What has been paid online (net of refunds) and what is left to pay at the hotel, in the hotel's currency. */
  paid_online: z.number(),
  due_at_hotel: z.number(),
  /** The rest can be paid online by a payment link (POST balance_payment): a longer stay paid in full by card. */
  balance_payable_online: z.boolean(),
  currency: z.string(),
  ...priceParts,
  /** Fees for nights or rooms given up in earlier changes, included in total_price. */
  change_fee: z.number(),
  /** Answers given to the hotel's additional questions (§3). */
  answers: z.array(answerViewSchema),
  /** The stay's price before points, what the points spent on it take off, and how many (§3 price fields). */
  total_price_before_point_discount: z.number(),
  /** What a discount coupon took off the stay (§3 coupon_discount_amount). */
  coupon_discount_amount: z.number(),
  coupon_code: z.string().nullable(),
  /** What a promotion took off the stay, already in its nights (§3 promotion_discount_amount), and which one. */
  promotion_discount_amount: z.number(),
  /** §3: the special discounts together; a promotion is the one kind this engine gives. */
  total_special_discount: z.number(),
  promotion: z.object({ id: z.number(), name: z.string(), code: z.string().nullable() }).nullable(),
  /** What a voucher paid of the stay (§3 voucher_coupon_discount_amount), and its number. */
  voucher_coupon_discount_amount: z.number(),
  voucher_number: z.string().nullable(),
  spending_point_value: z.number(),
  spent_points: z.number(),
  /** A member's stay: the points it earns and the day they are added, or were (ADR 0042). */
  points_earned: z.object({ points: z.number(), posts_on: z.string(), posted: z.boolean() }).nullable(),
  /** Extras ordered (§3), with tax, included in total_price. */
  extras_price: z.number(),
  extras: z.array(
    z.object({
      extra_id: z.number(),
      name: z.string(),
      extra_type: z.enum(EXTRA_TYPES),
      unit: z.string(),
      date: z.string(),
      delivery_time: z.string().nullable(),
      quantity: z.number(),
      price_without_tax: z.number(),
      tax: z.number(),
      total_price: z.number(),
      answer: z.string().nullable(),
    }),
  ),
  /** The language it was booked in: names follow that language's rules (§5). */
  locale: z.string(),
  /** Sent back with a change: a change made on an older version is refused (3014). */
  version: z.number(),
  /** The fewest nights a changed stay may have: its plan's minimum stay. */
  minimum_nights: z.number(),
  cancellation_policy: policySchema.omit({ id: true, code: true, name: true, terms: true }),
  cancellation: z.object({
    /** The fee if cancelled now (or the fee charged, once cancelled). */
    fee: z.number(),
    percentage_of_cost: z.number().nullable(),
    can_cancel_online: z.boolean(),
    cancelled_at: z.string().nullable(),
    /** What cancelling now gives back to the card, in the currency it paid. */
    card_refund: z.object({ cents: z.number(), currency_iso: z.string() }).nullable(),
    /** The fee in the currency the card paid, when that is not the hotel's: what the card is charged for it. */
    fee_charged: z.object({ cents: z.number(), currency_iso: z.string() }).nullable(),
  }),
  /** §3 reservation update setting: whether the guest can change it online, and why not. */
  update_setting: z.object({
    is_active: z.boolean(),
    updatable: z.boolean(),
    reason: z.enum(UPDATE_BLOCKS).nullable(),
  }),
  created_at: z.string(),
});
export type ReservationView = z.infer<typeof reservationSchema>;
export type BookerContact = z.infer<typeof bookerContactSchema>;
export type CreatedReservation = z.infer<typeof createdResponse>['data'];

export const createdResponse = z.object({
  data: z.object({ reservation_number: z.string(), bypass_token: z.string(), reservation: reservationSchema }),
});
export const reservationResponse = z.object({ data: z.object({ reservation: reservationSchema }) });
export type ReservationAnswer = z.infer<typeof reservationResponse>;

export const receiptResponse = z.object({
  data: z.object({
    receipt: receiptSchema,
  }),
});
export type ReceiptAnswer = z.infer<typeof receiptResponse>;

/** GET user/reservations: one tab of my reservations and where the page is. */
export const memberReservationsResponse = z.object({
  data: z.object({
    reservations: z.array(
      z.object({
        reservation_number: z.string(),
        status: z.string(),
        hotel: z.object({ code: z.string(), name: z.string() }),
        checkin_date: z.string(),
        checkout_date: z.string(),
        nights: z.number(),
        payment_type: z.string(),
        total_price: z.object({ cents: z.number(), currency_iso: z.string() }),
        /** Whether the guest may rate the stay now (open), did (rated), may later (not_yet) or never (closed, cancelled). */
        review_state: z.enum(['open', 'rated', 'not_yet', 'closed']),
      }),
    ),
    meta: z.object({ page: z.number(), per_page: z.number(), total: z.number(), total_pages: z.number() }),
  }),
});

export type ChangeQuote = z.infer<typeof changeQuoteResponse>['data']['quote'];
export type MemberReservationsPage = z.infer<typeof memberReservationsResponse>['data'];

export const changeQuoteResponse = z.object({
  data: z.object({
    quote: z.object({
      checkin_date: z.string(),
      checkout_date: z.string(),
      nights: z.number(),
      currency: z.string(),
      rooms: z.array(z.object({ id: z.number(), ...priceParts })),
      removed_room_ids: z.array(z.number()),
      previous_total: z.number(),
      /** What the nights and rooms given up were worth, and the policy's share of it charged now. */
      given_up: z.number(),
      fee_percentage: z.number(),
      change_fee: z.number(),
      total_price: z.number(),
      difference: z.number(),
      /** For a stay paid online: what goes back to the card (in the currency it paid) and what is then left to pay at the hotel. */
      card_settlement: z.object({ refund: z.number(), refund_currency: z.string(), due_at_hotel: z.number() }).nullable(),
    }),
  }),
});

/** GET reservations/overlapping: the guest's own bookings that meet a stay. */
export const overlappingResponse = z.object({
  data: z.object({
    reservations: z.array(
      z.object({ reservation_number: z.string(), hotel_name: z.string(), checkin_date: z.string(), checkout_date: z.string() }),
    ),
  }),
});
export type Overlap = z.infer<typeof overlappingResponse>['data']['reservations'][number];

/** POST reservations/{id}/balance_payment: the payment link that pays the rest, and how much. */
export const balancePaymentResponse = z.object({
  data: z.object({ payment_number: z.string(), amount: z.object({ cents: z.number(), currency_iso: z.string() }) }),
});
export type BalancePaymentAnswer = z.infer<typeof balancePaymentResponse>;
