import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import type { LotteryEventAnswer } from '@yado/domain/wire/lotteries';

export type { LotteryEvent, LotteryRoomOffer } from '@yado/domain/wire/lotteries';

export interface StayAsked {
  checkin: string;
  checkout: string;
  adults: number;
}

/** GET lottery_events/{id}: the event, its rooms priced for the stay asked. */
export const lotteryEventQuery = (id: string, stay: StayAsked | null, locale: string) =>
  queryOptions({
    queryKey: ['lottery-event', id, stay, locale],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<LotteryEventAnswer>(`/lottery_events/${encodeURIComponent(id)}`, {
          query: stay ? { checkin: stay.checkin, checkout: stay.checkout, adults: stay.adults } : {},
          signal,
        })
      ).data.lottery_event,
    placeholderData: (previous) => previous,
  });
