import { queryOptions } from '@tanstack/react-query';
import type { Voucher, VoucherDetail } from '@yado/domain/wire/vouchers';
import { apiRequest } from './api-client';

export type { Voucher, VoucherDetail } from '@yado/domain/wire/vouchers';

/** GET user/vouchers: the signed-in member's vouchers, each with the status it is shown in. */
export const myVouchersQuery = (memberId: number, locale: string) =>
  queryOptions({
    queryKey: ['vouchers', memberId, locale],
    queryFn: async () => (await apiRequest<{ data: { vouchers: Voucher[] } }>('/user/vouchers')).data.vouchers,
  });

const voucherPath = (hotelCode: string, number: string) =>
  `/hotels/${encodeURIComponent(hotelCode)}/vouchers/${encodeURIComponent(number)}`;

/** GET hotels/{code}/vouchers/{number}: a voucher's detail for its owner (404 VOUCHER_NOT_FOUND for any other). */
export const voucherQuery = (hotelCode: string, number: string, memberId: number, locale: string) =>
  queryOptions({
    queryKey: ['voucher', hotelCode, number.toUpperCase(), memberId, locale],
    queryFn: async () => (await apiRequest<{ data: { voucher: VoucherDetail } }>(voucherPath(hotelCode, number))).data.voucher,
    retry: false,
  });

/** GET …/applied_coupon_code_url: the search in voucher mode for this voucher, as the hotel's address gives it. */
export async function voucherSearchUrl(hotelCode: string, number: string): Promise<string> {
  return (await apiRequest<{ data: { url: string } }>(`${voucherPath(hotelCode, number)}/applied_coupon_code_url`)).data.url;
}
