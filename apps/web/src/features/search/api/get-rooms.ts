import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RoomParty } from '@yado/domain/party';
import type { DiscountedTotal } from '@yado/domain/pricing';
import { searchQuery, type SearchCriteria } from '@yado/domain/search-criteria';
import { apiRequest } from '../../../lib/api-client';
import { roomsCall } from '../../../lib/start-up-calls';

export interface RoomPlanResult {
  room_plan_code: string;
  room_plan_name: string;
  hotel_plan_code: string;
  plan_description: string;
  plan_stock_count: number;
  available: boolean;
  bookable: boolean;
  booking_start_date: string | null;
  meals: string;
  members_only: boolean;
  is_day_use: boolean;
  minimum_nights: number;
  cancellation_policy_id: number;
  payment_method: string[];
  deposit_percentage: number | null;
  /** The hotel's card offer (payment_promotion_info) is for this plan. */
  payment_promotion: boolean;
  prices: {
    currency_iso: string;
    total_price: number;
    total_price_without_tax: number;
    room_price_without_tax: number;
    tax: number;
    nights: Array<{ date: string; price_without_tax: number }>;
  };
  /** What members and guests pay, when the plan costs signed-in members less (§3). */
  sign_in_discount: DiscountedTotal | null;
  non_sign_in_discount: DiscountedTotal | null;
}

export interface RoomType {
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
}

export interface RoomResult extends RoomType {
  room_plans: RoomPlanResult[];
}

export interface PlanResult {
  hotel_plan_code: string;
  plan_name: string;
  plan_description: string;
  meals: string;
  members_only: boolean;
  minimum_nights: number;
  booking_start_date: string | null;
  rooms: Array<RoomType & { room_plan: RoomPlanResult }>;
}

export interface RoomSearchResult {
  type: 'rooms' | 'plans';
  search_type: 'dated' | 'undated';
  is_day_use: boolean;
  checkin: string | null;
  checkout: string | null;
  nights: number;
  party: RoomParty[];
  room_count: number;
  currency: string;
  warnings: Array<'kids' | 'promo_code'>;
  next_available_date: string | null;
  rooms: RoomResult[];
  plans: PlanResult[];
  /** What the hotel offers for paying by card, and the plans it is for (§3). */
  payment_promotion_info: { target_mode: 'include' | 'exclude'; hotel_plan_codes: string[]; description: string } | null;
}

/**
 * GET hotels/{hotel}/rooms for the search (roomsCall). Prices depend on who asks, so the signed-in member (null for a guest) is part of the key.
 */
export const roomsQuery = (code: string, criteria: SearchCriteria, locale: string, memberId: number | null) =>
  queryOptions({
    // Keyed by what is sent, so a preload and the page asking the same thing share one request.
    queryKey: ['rooms', code, searchQuery(criteria), locale, memberId],
    queryFn: async ({ signal }) => {
      const { path, query } = roomsCall(code, criteria);
      return (await apiRequest<{ data: RoomSearchResult }>(path, { query, signal })).data;
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
