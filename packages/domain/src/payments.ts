import { z } from 'zod';
import type { ErrorKey } from './errors';
import { percentOf } from './money';

/** §4 payment transaction statuses, by their wire names. */
export const PAYMENT_TRANSACTION_STATUSES = ['pre_3d_secure', 'capturing', 'captured', 'failed', 'cancelled', 'authorized'] as const;
export type PaymentTransactionStatus = (typeof PAYMENT_TRANSACTION_STATUSES)[number];

/** How a gateway's 3-D Secure page can be shown: in the payment step's frame, or only in a window of its own. */
export const CHALLENGE_DISPLAYS = ['frame', 'window'] as const;
export type ChallengeDisplay = (typeof CHALLENGE_DISPLAYS)[number];

/** A reservation's card payment as its guest sees it: §4 status and, while 3-D Secure is open, the challenge and its deadline. */
export interface ReservationPayment {
  status: PaymentTransactionStatus;
  amount: number;
  currency: string;
  card_brand: string;
  card_last4: string;
  challenge_url: string | null;
  /** How the payment step shows the open challenge: framed, or in a window of its own (a page that refuses frames). */
  challenge_display: ChallengeDisplay | null;
  expires_at: string;
  error_code: string | null;
  /** Given back to the card after a cancellation. */
  refunded_amount: number;
}

/** The card gateways a brand's payment hub may choose (ADR 0056); the sandbox is the default and the demo's. */
export const PAYMENT_GATEWAY_NAMES = ['sandbox', 'adyen', 'paypal'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAY_NAMES)[number];

/** Card brands a gateway can report (§9 lists ponta_visa and mastercard as spellings of these). */
export const CARD_BRANDS = ['visa', 'master', 'jcb', 'amex', 'diners'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** §9: the guest has fifteen minutes to pass 3-D Secure before the booking is given up. */
export const THREE_D_SECURE_WINDOW_MINUTES = 15;

/** A hotel's offer for paying by card (§3 payment_promotion_info): which plans it is for, by code. */
export interface PaymentPromotion {
  target_mode: 'include' | 'exclude';
  hotel_plan_codes: readonly string[];
}

/** §5: a card promotion applies only to a plan paid online by card (a card held as a guarantee pays at the hotel) and that its include or exclude list lets in. */
export function paymentPromotionApplies(
  promotion: PaymentPromotion | null,
  plan: { hotelPlanCode: string; paymentMethods: readonly string[] },
): boolean {
  if (!promotion || !plan.paymentMethods.some(paysOnlineByCard)) return false;
  const listed = promotion.hotel_plan_codes.includes(plan.hotelPlanCode);
  return promotion.target_mode === 'include' ? listed : !listed;
}

/** §5: above one million yen, online payment cannot use Visa or Master. */
export const MILLION_YEN_LIMIT = 1_000_000;

/**
 * Payment types that take a card online (§4): the full amount, a deposit, or a guarantee held on
 * the card and paid at the hotel; the Korean and Taiwanese types are cards paid in their own currency.
 * pre_paid is paying in advance: the whole stay online at booking, by card, the one way this engine
 * takes money online (ADR 0033).
 */
export const CARD_PAYMENT_TYPES = [
  'pre_paid',
  'credit_card',
  'credit_card_full',
  'credit_card_deposit',
  'on_site_credit_card_required',
  'credit_card_krw_domestic',
  'credit_card_krw_international',
  'twd_credit_card',
  'twd_credit_card_deposit',
] as const;
export function isCardPayment(type: string): boolean {
  return (CARD_PAYMENT_TYPES as readonly string[]).includes(type);
}

/**
 * How surely each way of paying collects what cancelling costs, surest first: paid in full by
 * card, a deposit by card, a card held as a guarantee, then ways with no card at all (a transfer
 * or an invoice still to come, and paying at the hotel, which collects nothing from a guest who
 * does not come).
 */
function protectionRank(type: string): number {
  if (isDepositPayment(type)) return 1;
  if (type === 'on_site_credit_card_required') return 2;
  if (isCardPayment(type)) return 0;
  if (type === 'bank_transfer') return 3;
  if (type === 'deferred_payment') return 4;
  return 5;
}

/**
 * The ways a stay may be paid, surest first, so the first is the one a payment step pre-selects.
 * When cancelling would already cost something at booking, only ways with a card are left (paid,
 * part paid or held as a guarantee), unless the hotel has said it accepts the risk.
 */
export function paymentTypesForStay(
  types: readonly string[],
  stay: { feeDueAtBooking: boolean; unsecuredAllowedWhenFeeDue: boolean },
): string[] {
  const allowed = stay.feeDueAtBooking && !stay.unsecuredAllowedWhenFeeDue ? types.filter(isCardPayment) : [...types];
  return allowed.sort((a, b) => protectionRank(a) - protectionRank(b));
}

/**
 * How a payment type takes the money, which is what a guest chooses between: the whole amount by
 * card at booking, a deposit by card at booking, a card held as a guarantee, at the hotel, by a
 * payment link sent later, or by bank transfer before the stay.
 */
export type PaymentCharge = 'card_now' | 'card_deposit' | 'card_guarantee' | 'at_hotel' | 'payment_link' | 'bank_transfer';
export function paymentCharge(type: string): PaymentCharge {
  if (isDepositPayment(type)) return 'card_deposit';
  if (type === 'on_site_credit_card_required') return 'card_guarantee';
  if (isCardPayment(type)) return 'card_now';
  if (type === 'deferred_payment') return 'payment_link';
  if (type === 'bank_transfer') return 'bank_transfer';
  return 'at_hotel';
}

/**
 * One choice per way of paying: types that take the money the same way in the same currency
 * (credit_card, credit_card_full and pre_paid all take the whole amount by card at booking,
 * ADR 0033) are one choice to a guest, the first of them. Types of their own currency or card
 * check (the Korean and Taiwanese cards) stay apart.
 */
export function distinctPaymentChoices(types: readonly string[]): string[] {
  const seen = new Set<string>();
  return types.filter((type) => {
    const way = PAYMENT_TYPE_CURRENCIES[type] === undefined ? paymentCharge(type) : type;
    if (seen.has(way)) return false;
    seen.add(way);
    return true;
  });
}

/** A card type that takes money at booking, all or a deposit; the guarantee only holds the card. */
export function paysOnlineByCard(type: string): boolean {
  return isCardPayment(type) && type !== 'on_site_credit_card_required';
}

const DEPOSIT_PAYMENT_TYPES: readonly string[] = ['credit_card_deposit', 'twd_credit_card_deposit'];
/** A card payment that takes the plan's deposit share at booking; the rest is paid at the hotel. */
export function isDepositPayment(type: string): boolean {
  return DEPOSIT_PAYMENT_TYPES.includes(type);
}

/** §4: the Korean and Taiwanese card types are only for hotels in that currency, and pay in it. */
const PAYMENT_TYPE_CURRENCIES: Readonly<Record<string, string>> = {
  credit_card_krw_domestic: 'KRW',
  credit_card_krw_international: 'KRW',
  twd_credit_card: 'TWD',
  twd_credit_card_deposit: 'TWD',
};
export function paymentTypeFitsCurrency(type: string, hotelCurrency: string): boolean {
  const own = PAYMENT_TYPE_CURRENCIES[type];
  return own === undefined || own === hotelCurrency;
}
/**
 * Whether a hotel can take the payment type at all: a type tied to another currency never fits, and
 * a card type needs a gateway to take the card.
 */
export function hotelTakesPaymentType(type: string, hotel: { currency: string; takesCards: boolean }): boolean {
  return paymentTypeFitsCurrency(type, hotel.currency) && (hotel.takesCards || !isCardPayment(type));
}
/** Whether the card may pay in the guest's currency instead of the hotel's (§4 multi-currency). */
export function paysInGuestCurrency(type: string): boolean {
  return isCardPayment(type) && PAYMENT_TYPE_CURRENCIES[type] === undefined;
}

/**
 * §5: a Korean domestic card is checked by its holder's birth date (YYMMDD; a company card gives
 * its 10-digit business number) and the first two digits of its PIN, in the gateway's fields,
 * in place of 3-D Secure.
 */
export function needsKoreanCardCheck(type: string): boolean {
  return type === 'credit_card_krw_domestic';
}
export function koreanBirthDateValid(value: string): boolean {
  const digits = value.trim();
  if (/^\d{10}$/.test(digits)) return true;
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(digits);
  if (!match) return false;
  const month = Number(match[2]);
  const day = Number(match[3]);
  // 19YY and 20YY are leap years alike (1900 aside, whose 00 is 2000's), so the calendar of 20YY decides.
  const year = 2000 + Number(match[1]);
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
export function pinPrefixValid(value: string): boolean {
  return /^\d{2}$/.test(value);
}

/**
 * What a card payment takes at booking: the total, the plan's deposit share of it (the rest is paid
 * at the hotel), or the total only held as a guarantee (captured never; the guest pays at the hotel).
 */
export function cardCharge(type: string, total: number, depositPercentage: number | null): { amount: number; capture: boolean } {
  if (isDepositPayment(type)) return { amount: percentOf(total, depositPercentage ?? 100), capture: true };
  if (type === 'on_site_credit_card_required') return { amount: total, capture: false };
  return { amount: total, capture: true };
}

/**
 * §4 manage booking: a stay paid in full online that has grown since (the guest added nights or
 * rooms) has a rest to pay; the guest may pay it online too, through a payment link, in the
 * hotel's currency. Deposits and guarantees leave the rest to the hotel, as booked.
 */
export function balancePayableOnline(reservation: {
  status: string;
  paymentType: string;
  dueAtHotel: number;
  paidInOtherCurrency: boolean;
}): boolean {
  const type = reservation.paymentType;
  const paidInFull = isCardPayment(type) && !isDepositPayment(type) && type !== 'on_site_credit_card_required';
  return reservation.status === 'done' && paidInFull && !reservation.paidInOtherCurrency && reservation.dueAtHotel > 0;
}

/** What a booking pays online (captured, not held): the whole total, or the deposit; nothing when paid at the hotel. */
export function paidOnlineAt(type: string, total: number, depositPercentage: number | null): number {
  if (!isCardPayment(type)) return 0;
  const charge = cardCharge(type, total, depositPercentage);
  return charge.capture ? charge.amount : 0;
}

/**
 * How a stay paid online settles after a change (ADR 0022): the card keeps the new total's online
 * share (all of it, or the deposit) but never more than it paid; what it paid beyond that goes back,
 * and the rest of the new total is paid at the hotel. A card is never charged again without its
 * holder there to authenticate the payment.
 */
export function changeSettlement(
  booking: { type: string; depositPercentage: number | null; paidOnline: number },
  newTotal: number,
): { paid_online: number; refund: number; due_at_hotel: number } {
  const kept = Math.min(booking.paidOnline, paidOnlineAt(booking.type, newTotal, booking.depositPercentage));
  return { paid_online: kept, refund: booking.paidOnline - kept, due_at_hotel: newTotal - kept };
}

/** What a gateway tells about a card token: enough to check the rules of §5, never the number. */
export const cardTokenSchema = z.object({
  token: z.string().min(8).max(128),
  brand: z.enum(CARD_BRANDS),
  last4: z.string().regex(/^\d{4}$/),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(2000).max(2100),
  /** The gateway checked the holder's birth date and PIN digits (a Korean domestic card, §5). */
  korean_checked: z.boolean().optional(),
});
export type CardToken = z.infer<typeof cardTokenSchema>;

/** The brand a card number belongs to by its leading digits, or null when none of ours. */
export function cardBrandOf(number: string): CardBrand | null {
  const digits = number.replace(/[\s-]/g, '');
  if (/^4/.test(digits)) return 'visa';
  const first4 = Number(digits.slice(0, 4));
  if (/^5[1-5]/.test(digits) || (first4 >= 2221 && first4 <= 2720)) return 'master';
  if (/^3[47]/.test(digits)) return 'amex';
  if (first4 >= 3528 && first4 <= 3589) return 'jcb';
  if (/^3(0[0-5]|095|6|[89])/.test(digits)) return 'diners';
  return null;
}

/** The Luhn check every card number passes. */
export function luhnValid(number: string): boolean {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** §5: the holder's name in half-width Roman letters (spaces, dots, hyphens and apostrophes between). */
export function holderNameValid(name: string): boolean {
  return /^[A-Za-z][A-Za-z .'-]{0,48}[A-Za-z.]$/.test(name.trim());
}

/** §5: CVV is 3 or 4 digits. */
export function cvvValid(cvv: string): boolean {
  return /^\d{3,4}$/.test(cvv);
}

/** §5: the card must still be valid on the check-out day (a card is valid to the end of its expiry month). */
export function validThrough(card: Pick<CardToken, 'exp_month' | 'exp_year'>, date: string): boolean {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return card.exp_year > year || (card.exp_year === year && card.exp_month >= month);
}

/**
 * The rules of §5 a card must meet for this stay, first broken rule first: the total must be more
 * than zero, the brand accepted, Visa and Master not above a million yen, the card valid until check-out.
 */
export function cardPaymentProblem(
  card: Pick<CardToken, 'brand' | 'exp_month' | 'exp_year' | 'korean_checked'>,
  stay: { checkout: string; amount: number; currency: string; acceptedBrands: readonly CardBrand[]; paymentType?: string },
): ErrorKey | null {
  if (stay.amount <= 0) return 'zero_total_card';
  if (stay.paymentType && needsKoreanCardCheck(stay.paymentType) && !card.korean_checked) return 'korean_card_check_required';
  if (!stay.acceptedBrands.includes(card.brand)) return 'card_brand_not_accepted';
  if (stay.currency === 'JPY' && stay.amount > MILLION_YEN_LIMIT && (card.brand === 'visa' || card.brand === 'master')) {
    return 'card_brand_over_million_yen';
  }
  if (!validThrough(card, stay.checkout)) return 'card_expires_before_checkout';
  return null;
}

/** The decline and 3-D Secure codes of §8 a card payment can end with. */
export const PAYMENT_FAILURE_CODES = ['3001', '3003', '3004', '3005', '3006', '3007', '3008', '3204', '3250', '3252'] as const;
export type PaymentFailureCode = (typeof PAYMENT_FAILURE_CODES)[number];

/** The error each failure code is told with (§8 user messages by code). */
export const PAYMENT_FAILURE_ERRORS: Record<PaymentFailureCode, ErrorKey> = {
  '3001': 'payment_timeout',
  '3003': 'card_unusable',
  '3004': 'card_number_check',
  '3005': 'card_expiry_check',
  '3006': 'three_d_secure_failed',
  '3007': 'card_not_accepted',
  '3008': 'three_d_secure_cancelled',
  '3204': 'payment_use_another_card',
  '3250': 'three_d_secure_unavailable',
  '3252': 'card_without_three_d_secure',
};

/** §9: the device that opens a payment link holds it this long; another device waits. */
export const PAYMENT_LINK_HOLD_MINUTES = 10;
/** §9: a payment link page open longer than this asks to be reloaded before paying. */
export const PAYMENT_LINK_RELOAD_AFTER_MINUTES = 60;

/** What a payment link page shows (§4): the states a guest can find it in. */
export const PAYMENT_LINK_STATES = ['open', 'processing', 'challenge', 'failed', 'paid', 'refunded', 'cancelled'] as const;
export type PaymentLinkState = (typeof PAYMENT_LINK_STATES)[number];

/** §5 accepted card types in multi-currency mode: Visa and Mastercard only. */
export const MULTI_CURRENCY_CARD_BRANDS: readonly CardBrand[] = ['visa', 'master'];

/** What paying a plan by card costs: its card offer when it has one (§4 payment promotion), its price otherwise. */
export const cardPaidTotal = (plan: { prices: { total_price: number }; card_offer?: { total_price: number } | null }) =>
  plan.card_offer?.total_price ?? plan.prices.total_price;
