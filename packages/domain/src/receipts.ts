import { z } from 'zod';
import { isDepositPayment } from './payments';

/**
 * What a receipt's amount is for: the stay paid online, a deposit towards it, or, once the
 * booking is cancelled, the cancellation fee the card kept.
 */
export const RECEIPT_CHARGES = ['stay', 'deposit', 'cancellation_fee'] as const;
export type ReceiptCharge = (typeof RECEIPT_CHARGES)[number];

/**
 * The tax line: the tax inside the amount; none, for a cancellation fee (compensation for the
 * cancelled stay, not a charge for a stay, so no consumption tax is due on it); or left to the
 * hotel's final bill, for a deposit.
 */
export const receiptTaxSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('included'), cents: z.number(), rate_percent: z.number() }),
  z.object({ kind: z.literal('not_taxed') }),
  z.object({ kind: z.literal('on_final_bill') }),
]);
export type ReceiptTax = z.infer<typeof receiptTaxSchema>;

/** The discounts a receipt lists, in the order they are taken off (ADR 0046). */
export const RECEIPT_DISCOUNTS = ['promotion', 'coupon', 'voucher', 'points'] as const;

/**
 * How a stay's price came to what was paid, in the hotel's currency: the price before discounts,
 * each discount that applied (the promotion's name, the coupon's code, the voucher's number, the
 * points spent) and the amount paid.
 */
export const receiptBreakdownSchema = z.object({
  currency_iso: z.string(),
  price_before_discounts: z.number(),
  discounts: z.array(
    z.object({
      kind: z.enum(RECEIPT_DISCOUNTS),
      cents: z.number(),
      /** The promotion's name, the coupon's code or the voucher's number; null for points. */
      reference: z.string().nullable(),
      /** The points spent, for points. */
      points: z.number().nullable(),
    }),
  ),
  /** A flight package's flights, paid in the same charge as its stay (ADR 0059); null for a stay alone. */
  flights: z.number().nullable(),
  /** What the card paid: the stay after its discounts, and a package's flights. */
  amount_paid: z.number(),
});
export type ReceiptBreakdown = z.infer<typeof receiptBreakdownSchema>;

/** GET reservations/{id}/receipt: a receipt for what the card paid, made out as the guest asks. */
export const receiptSchema = z.object({
  receipt_unicode: z.string(),
  reservation_number: z.string(),
  issued_on: z.string(),
  name: z.string(),
  receipt_title: z.string().nullable(),
  charge: z.enum(RECEIPT_CHARGES),
  amount: z.object({ cents: z.number(), currency_iso: z.string() }),
  tax: receiptTaxSchema,
  /** For a stay: its price, the discounts and what was paid; none for a deposit or a cancellation fee. */
  breakdown: receiptBreakdownSchema.nullable(),
  paid_by: z.object({ card_brand: z.string(), card_last4: z.string() }),
  stay: z.object({ checkin_date: z.string(), checkout_date: z.string() }),
  hotel: z.object({ name: z.string(), address: z.string(), phone: z.string() }),
});
export type Receipt = z.infer<typeof receiptSchema>;

/**
 * What the amount a card keeps is for, and its tax: `amount` is in the currency the card paid,
 * the reservation's total and tax in the hotel's; the tax inside a stay paid online is the same
 * share of what was paid as of the total.
 */
export function receiptCharge(
  reservation: { status: string; payment_type: string; total_price: number; tax: number },
  amount: number,
  taxRatePercent: number,
): { charge: ReceiptCharge; tax: ReceiptTax } {
  if (reservation.status === 'cancelled') return { charge: 'cancellation_fee', tax: { kind: 'not_taxed' } };
  if (isDepositPayment(reservation.payment_type)) return { charge: 'deposit', tax: { kind: 'on_final_bill' } };
  const share = reservation.total_price > 0 ? Math.round((amount * reservation.tax) / reservation.total_price) : 0;
  return { charge: 'stay', tax: { kind: 'included', cents: share, rate_percent: taxRatePercent } };
}

/**
 * A stay's price and its discounts (ADR 0046): the promotion is inside the reservation's total
 * already, so the price before discounts adds it back; the coupon, the voucher and points come
 * off the total. Only the discounts that took something off are listed. A flight package's
 * flights were charged with the stay, so they are a line of their own and in the amount paid.
 */
export function receiptBreakdown(reservation: {
  currency: string;
  total_price: number;
  promotion_discount: number;
  promotion_name: string | null;
  coupon_discount: number;
  coupon_code: string | null;
  voucher_discount: number;
  voucher_number: string | null;
  point_discount: number;
  spent_points: number;
  flights_price: number | null;
}): ReceiptBreakdown {
  const lines: ReceiptBreakdown['discounts'] = [
    { kind: 'promotion', cents: reservation.promotion_discount, reference: reservation.promotion_name, points: null },
    { kind: 'coupon', cents: reservation.coupon_discount, reference: reservation.coupon_code, points: null },
    { kind: 'voucher', cents: reservation.voucher_discount, reference: reservation.voucher_number, points: null },
    { kind: 'points', cents: reservation.point_discount, reference: null, points: reservation.spent_points },
  ];
  return {
    currency_iso: reservation.currency,
    price_before_discounts: reservation.total_price + reservation.promotion_discount,
    discounts: lines.filter((line) => line.cents > 0),
    flights: reservation.flights_price,
    amount_paid:
      reservation.total_price -
      reservation.coupon_discount -
      reservation.voucher_discount -
      reservation.point_discount +
      (reservation.flights_price ?? 0),
  };
}
