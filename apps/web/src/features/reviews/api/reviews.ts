import { queryOptions } from '@tanstack/react-query';
import type { ReviewRequest } from '@yado/domain/reviews';
import type { StayReview } from '@yado/domain/wire/reviews';
import { apiRequest } from '../../../lib/api-client';

const reviewPath = (number: string) => `/reservations/${encodeURIComponent(number)}/review`;

/** The member's own stay as its review page shows it (where it stands, their review once made). */
export const stayReviewQuery = (number: string, memberId: number, locale: string) =>
  queryOptions({
    queryKey: ['stay-review', memberId, number, locale],
    queryFn: async () => (await apiRequest<{ data: StayReview }>(reviewPath(number))).data,
  });

export async function submitReview(number: string, review: ReviewRequest) {
  return (await apiRequest<{ data: StayReview }>(reviewPath(number), { method: 'POST', body: review })).data;
}
