import { queryOptions } from '@tanstack/react-query';
import type { Coupon } from '@yado/domain/wire/coupons';
import { apiRequest } from './api-client';

export type { Coupon } from '@yado/domain/wire/coupons';

/** GET hotels/{code}/discount_coupons/{coupon}: a coupon's terms for these plans, or its §8 error (1500, 1501). */
export async function couponTerms(hotelCode: string, couponCode: string, planCodes: string[]): Promise<Coupon> {
  const path = `/hotels/${encodeURIComponent(hotelCode)}/discount_coupons/${encodeURIComponent(couponCode)}`;
  return (await apiRequest<{ data: { coupon: Coupon } }>(path, { query: { plan_codes: planCodes.join(',') } })).data.coupon;
}

/** GET user/discount_coupons: the signed-in member's own coupons still to use. */
export const myCouponsQuery = (memberId: number, locale: string) =>
  queryOptions({
    queryKey: ['coupons', memberId, locale],
    queryFn: async () => (await apiRequest<{ data: { coupons: Coupon[] } }>('/user/discount_coupons')).data.coupons,
  });
