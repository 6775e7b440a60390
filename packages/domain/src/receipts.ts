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
