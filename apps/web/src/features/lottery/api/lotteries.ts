import { queryOptions } from '@tanstack/react-query';
import type { LotteryEntryRequest } from '@yado/domain/lotteries';
import { apiRequest } from '../../../lib/api-client';
import type { LotteryEntry, LotteryEventDates, LotteryRoom } from '../../../lib/lottery-entry';

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

type EntryAnswer = { data: { lottery_result: LotteryEntry } };

export const lotteryEntryQuery = (entryNumber: string, locale: string, memberId: number) =>
  queryOptions({
    queryKey: ['lottery-entry', memberId, entryNumber, locale],
    queryFn: async ({ signal }) =>
      (await apiRequest<EntryAnswer>(`/lottery_results/${encodeURIComponent(entryNumber)}`, { signal })).data.lottery_result,
  });

export async function enterLottery(code: string, entry: LotteryEntryRequest) {
  return (await apiRequest<EntryAnswer>(`/hotels/${encodeURIComponent(code)}/lottery_results`, { method: 'POST', body: entry })).data
    .lottery_result;
}

/** Withdraws an entry, or declines a won room: it cannot be undone. */
export async function cancelEntry(entryNumber: string) {
  return (await apiRequest<EntryAnswer>(`/lottery_results/${encodeURIComponent(entryNumber)}/cancel`, { method: 'PUT' })).data
    .lottery_result;
}

/** Sets aside a winner's booking whose payment failed, so the room can be booked again. */
export async function deleteIncompleteReservation(entryNumber: string) {
  return (
    await apiRequest<EntryAnswer>(`/lottery_results/${encodeURIComponent(entryNumber)}/delete_in_complete_reservation`, {
      method: 'POST',
    })
  ).data.lottery_result;
}
