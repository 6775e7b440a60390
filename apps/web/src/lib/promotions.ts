import { queryOptions } from '@tanstack/react-query';
import type { MemberPromotion } from '@yado/domain/wire/promotions';
import { apiRequest } from './api-client';

export type { MemberPromotion } from '@yado/domain/wire/promotions';

/** GET user/promotions: the promotions open to the signed-in member at their brand's hotels (ADR 0047). */
export const myPromotionsQuery = (memberId: number, locale: string) =>
  queryOptions({
    queryKey: ['promotions', memberId, locale],
    queryFn: async () => (await apiRequest<{ data: { promotions: MemberPromotion[] } }>('/user/promotions')).data.promotions,
  });
