import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { SearchCriteria } from '../hooks/use-search-criteria';

export interface RoomPlanResult {
  room_plan_code: string;
  room_plan_name: string;
  hotel_plan_code: string;
  plan_description: string;
  plan_stock_count: number;
  meals: string;
  members_only: boolean;
  minimum_nights: number;
  cancellation_policy_id: number;
  payment_method: string[];
  prices: {
    currency_iso: string;
    total_price: number;
    total_price_without_tax: number;
    room_price_without_tax: number;
    tax: number;
    nights: Array<{ date: string; price_without_tax: number }>;
  };
}

export interface RoomResult {
  room_type_code: string;
  room_type_name: string;
  room_type_description: string;
  room_count: number;
  beds: Array<{ type: string; count: number }>;
  sleeps: number;
  size_tatami: number;
  size_sqm: number;
  bath: boolean;
  shower: boolean;
  smoking: boolean;
  wifi: string;
  images: Array<{ url: string; alt: string }>;
  room_plans: RoomPlanResult[];
}

export interface RoomSearchResult {
  checkin: string;
  checkout: string;
  nights: number;
  adults: number;
  children: number;
  room_count: number;
  currency: string;
  rooms: RoomResult[];
}

/** GET hotels/{hotel}/rooms with the search form as query (§7). */
export const roomsQuery = (code: string, criteria: SearchCriteria, locale: string) =>
  queryOptions({
    queryKey: ['rooms', code, criteria, locale],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ data: RoomSearchResult }>(`/hotels/${encodeURIComponent(code)}/rooms`, {
          query: { ...criteria, type: 'rooms' },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
