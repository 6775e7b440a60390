import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import type { LotteryEventDates, LotteryRoom } from './lottery-entry';

export interface LotteryRoomOffer extends LotteryRoom {
  /** The price of the stay asked; null when none was asked or the room is not sold for it. */
  prices: {
    currency_iso: string;
    total_price: number;
    total_price_without_tax: number;
    tax: number;
    nights: Array<{ date: string; price_without_tax: number }>;
  } | null;
}

export interface LotteryEvent extends LotteryEventDates {
  id: string;
  hotel: { code: string; name: string; currency: string };
  name: string;
  notification: string;
  room_plans: LotteryRoomOffer[];
}

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
        await apiRequest<{ data: { lottery_event: LotteryEvent } }>(`/lottery_events/${encodeURIComponent(id)}`, {
          query: stay ? { checkin: stay.checkin, checkout: stay.checkout, adults: stay.adults } : {},
          signal,
        })
      ).data.lottery_event,
    placeholderData: (previous) => previous,
  });
