/** Statuses and kinds of §4, kept with their wire names. */
export const RESERVATION_STATUSES = ['done', 'payment_pending', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** Why a booking is cancelled when its card payment never went through: it was never anyone's booking. */
export const UNPAID_CANCELLATION_REASONS = ['payment_failed', 'payment_expired'] as const;
export type UnpaidCancellationReason = (typeof UNPAID_CANCELLATION_REASONS)[number];

export const PAYMENT_TYPES = [
  'pre_paid',
  'on_site',
  'deferred_payment',
  'on_site_credit_card_required',
  'credit_card',
  'credit_card_full',
  'credit_card_deposit',
  'bank_transfer',
  'credit_card_krw_domestic',
  'credit_card_krw_international',
  'twd_credit_card',
  'twd_credit_card_deposit',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/**
 * Payment types this release takes, in the order the payment step offers them (paying at the hotel
 * first): every type of §4 — at the hotel, later (the hotel sends a payment link) or by bank
 * transfer, or by card through the gateway in full, in advance, as a deposit or as a guarantee, the
 * Korean and Taiwanese card types included (ADR 0018, ADR 0033).
 */
export const ONLINE_ACCEPTED_PAYMENT_TYPES: readonly PaymentType[] = [
  'on_site',
  'deferred_payment',
  'bank_transfer',
  'credit_card',
  'credit_card_full',
  'pre_paid',
  'credit_card_deposit',
  'on_site_credit_card_required',
  'credit_card_krw_domestic',
  'credit_card_krw_international',
  'twd_credit_card',
  'twd_credit_card_deposit',
];

export const SEARCH_RESULT_TYPES = ['rooms', 'plans'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

export const SORT_ORDERS = ['price_low_to_high', 'price_high_to_low', 'recommended', 'asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT_ORDER: SortOrder = 'price_low_to_high';

export const MEALS = ['none', 'breakfast', 'dinner', 'breakfast_and_dinner', 'all'] as const;
export type Meals = (typeof MEALS)[number];

export const WIFI = ['none', 'free', 'paid'] as const;
export type Wifi = (typeof WIFI)[number];

export const DEFAULT_ADULTS = 2;
export const DEFAULT_MAX_GUESTS_PER_ROOM = 20;

/** §4 child options: what a child of a tier gets; the *_bedding ones have their own bed. */
export const CHILD_OPTIONS = ['meal_no', 'meal_no_bedding', 'meal_same_as_adult_bedding', 'meal_yes', 'meal_yes_bedding'] as const;
export type ChildOption = (typeof CHILD_OPTIONS)[number];

/**
 * My reservations' payment filter (§4): each kind and the payment types it gathers. "Card by a
 * date" is a card held as a guarantee and charged by the hotel later.
 */
export const RESERVATION_PAYMENT_FILTERS = {
  on_site: ['on_site', 'bank_transfer'],
  card_by_date: ['on_site_credit_card_required'],
  online_card: [
    'pre_paid',
    'credit_card',
    'credit_card_full',
    'credit_card_deposit',
    'credit_card_krw_domestic',
    'credit_card_krw_international',
    'twd_credit_card',
    'twd_credit_card_deposit',
  ],
  deferred: ['deferred_payment'],
} as const satisfies Record<string, readonly PaymentType[]>;
export type ReservationPaymentFilter = keyof typeof RESERVATION_PAYMENT_FILTERS;
export const RESERVATION_PAYMENT_KINDS = Object.keys(RESERVATION_PAYMENT_FILTERS) as [
  ReservationPaymentFilter,
  ...ReservationPaymentFilter[],
];

/**
 * My reservations' channel filter (§4): the booking sources of §4 by where the guest booked: the
 * hotel's own site (widget, chatbot, WordPress), the travel site, or a flight-and-hotel package.
 */
const OFFICIAL_WEBSITE_SOURCES = [
  'wordpress',
  'chatbot',
  'chatbot_booking_widget_off',
  'chatbot_booking_widget_on',
  'booking_widget',
] as const;
const TRAVEL_SITE_SOURCES = ['booking_widget_to_tripla_ota', 'tripla_ota'] as const;
/**
 * Where a guest's own booking request may say it comes from (§4 booking sources). A package's stay
 * (wbf) is not among them: only the package flow books one, since its guest cannot change it alone.
 */
export const BOOKING_SOURCES = [...OFFICIAL_WEBSITE_SOURCES, ...TRAVEL_SITE_SOURCES] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

export const RESERVATION_CHANNEL_FILTERS = {
  officialWebsite: OFFICIAL_WEBSITE_SOURCES,
  tripla: TRAVEL_SITE_SOURCES,
  wbf: ['wbf'],
} as const;
export type ReservationChannelFilter = keyof typeof RESERVATION_CHANNEL_FILTERS;
export const RESERVATION_CHANNELS = Object.keys(RESERVATION_CHANNEL_FILTERS) as [ReservationChannelFilter, ...ReservationChannelFilter[]];
