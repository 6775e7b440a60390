/** Vouchers as the API sends them (ADR 0046). */
import { z } from 'zod';
import { VOUCHER_STATUSES } from '../vouchers';

export const voucherSchema = z.object({
  number: z.string(),
  name: z.string(),
  amount: z.number(),
  currency: z.string(),
  hotel_code: z.string(),
  target_plan_codes: z.array(z.string()),
  valid_through: z.string(),
  staying_period_start: z.string().nullable(),
  staying_period_end: z.string().nullable(),
  excluded_period_start: z.string().nullable(),
  excluded_period_end: z.string().nullable(),
  status: z.enum(VOUCHER_STATUSES),
  /** The status shown: an available voucher past its valid-through date is expired (§3 ui_status). */
  ui_status: z.enum(VOUCHER_STATUSES),
  consumed_at: z.string().nullable(),
  reservation_number: z.string().nullable(),
});
export type Voucher = z.infer<typeof voucherSchema>;

/** A voucher's detail for its owner: the plans it pays for, by name in the guest's language. */
export const voucherDetailSchema = voucherSchema.extend({
  plans: z.array(z.object({ hotel_plan_code: z.string(), name: z.string() })),
});
export type VoucherDetail = z.infer<typeof voucherDetailSchema>;

export const voucherResponse = z.object({ data: z.object({ voucher: voucherDetailSchema }) });
export const vouchersResponse = z.object({ data: z.object({ vouchers: z.array(voucherSchema) }) });
/** §7 "applied coupon code url": the widget's search in voucher mode for this voucher. */
export const voucherUrlResponse = z.object({ data: z.object({ url: z.string() }) });
