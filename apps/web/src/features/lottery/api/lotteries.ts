import { queryOptions } from '@tanstack/react-query';
import type { LotteryEntryRequest } from '@yado/domain/lotteries';
import { apiRequest } from '../../../lib/api-client';
import type { LotteryEntry } from '../../../lib/lottery-entry';

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

/** Changes an entry (stay, room, details) while entries are open. */
export async function updateEntry(entryNumber: string, entry: LotteryEntryRequest) {
  return (await apiRequest<EntryAnswer>(`/lottery_results/${encodeURIComponent(entryNumber)}`, { method: 'PUT', body: entry })).data
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
