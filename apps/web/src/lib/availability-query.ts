import { queryOptions } from '@tanstack/react-query';
import type { RoomParty } from '@yado/domain/party';
import { writeParty } from '@yado/domain/search-criteria';
import type { AvailabilityAnswer } from '@yado/domain/wire/search';
import { apiRequest } from './api-client';

export type AvailabilityDay = AvailabilityAnswer['days'][number];

/** Room types and room plans a calendar is limited to, by code; empty lists limit nothing. */
export interface AvailabilityScope {
  roomTypeCodes: string[];
  roomPlanCodes: string[];
}

const codes = (list: string[] | undefined) => (list && list.length > 0 ? list.join(',') : undefined);

/**
 * GET hotels/{hotel}/rooms/availability: the calendar's availability and lowest price per day for
 * the party, optionally for some room types and plans only. A member's prices differ from a
 * guest's, so the signed-in member is part of the key.
 */
export const availabilityQuery = (
  code: string,
  range: { start: string; end: string },
  party: { rooms: RoomParty[]; dayUse: boolean },
  memberId: number | null,
  scope?: AvailabilityScope,
) =>
  queryOptions({
    queryKey: ['availability', code, range.start, range.end, party.rooms, party.dayUse, memberId, scope ?? null],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ data: AvailabilityAnswer }>(`/hotels/${encodeURIComponent(code)}/rooms/availability`, {
          query: {
            start_date: range.start,
            end_date: range.end,
            is_day_use: party.dayUse ? 'true' : undefined,
            room_type_codes: codes(scope?.roomTypeCodes),
            room_plan_codes: codes(scope?.roomPlanCodes),
            ...Object.fromEntries(writeParty(new URLSearchParams(), party.rooms)),
          },
          signal,
        })
      ).data,
    staleTime: 60_000,
  });
