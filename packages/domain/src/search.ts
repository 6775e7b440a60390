import { z } from 'zod';
import { MAX_NIGHTS } from './limits';
import { MAX_ROOMS, type KidsType } from './party';
import { roomsFromQuery } from './party-query';
import { parseKidsAges, parseKidsTiers, parseRoomsParam, splitCodes } from './search-criteria';
import { DEFAULT_ADULTS, DEFAULT_SORT_ORDER, SEARCH_RESULT_TYPES, SORT_ORDERS } from './statuses';
import { isoDateField } from './validation';

const booleanParam = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const codeList = z.string().max(2000).optional();
const guests = (min: number) => z.coerce.number().int().min(min).max(20);

/**
 * The room search as a query string: the §2 search parameters, strictly checked. The web
 * writes it with criteriaToParams; a malformed value is a 422 naming the field, never a guess.
 */
export const roomSearchFields = z.object({
  checkin: isoDateField().optional(),
  checkout: isoDateField().optional(),
  search_type: z.enum(['dated', 'undated']).default('dated'),
  nights: z.coerce.number().int().min(1).max(MAX_NIGHTS).default(1),
  is_day_use: booleanParam.default(false),
  adults: guests(1).default(DEFAULT_ADULTS),
  children: guests(0).default(0),
  kids_ages: z
    .string()
    .max(200)
    .regex(new RegExp(`^(\\d{1,2})(,\\d{1,2})*$`), { message: 'validation.child_age' })
    .refine((raw) => parseKidsAges(raw).length === raw.split(',').length, { message: 'validation.child_age' })
    .optional(),
  kids_tiers: z
    .string()
    .max(200)
    .refine((raw) => parseKidsTiers(raw).length === raw.split(',').length, { message: 'validation.kids_tier' })
    .optional(),
  rooms: z
    .string()
    .max(4000)
    .refine((raw) => parseRoomsParam(raw) !== null, { message: 'validation.rooms' })
    .optional(),
  room_count: z.coerce.number().int().min(1).max(MAX_ROOMS).default(1),
  type: z.enum(SEARCH_RESULT_TYPES).default('rooms'),
  order: z.enum(SORT_ORDERS).default(DEFAULT_SORT_ORDER),
  filter: z
    .string()
    .max(500)
    .regex(/^\d{1,9}(,\d{1,9})*$/, { message: 'validation.invalid' })
    .optional(),
  room_type_code: codeList,
  room_type_codes: codeList,
  hotel_plan_code: codeList,
  hotel_plan_codes: codeList,
  room_plan_code: codeList,
  room_plan_codes: codeList,
  is_including_occupied: booleanParam.optional(),
  promo_code: z.string().trim().max(64).optional(),
  mode: z.enum(['secret', 'voucher']).optional(),
  /** With mode=voucher: the voucher whose plans the search shows, with what it pays off each (ADR 0046). */
  voucher_coupon_code: z.string().trim().max(32).optional(),
  search_next_available_date_if_no_result: booleanParam.default(false),
  // Google hotel ads (§2): prices are always stay totals, so price_displayed_total asks for nothing more;
  // google_promo_code opens secret plans like promo_code; the others travel with the booking.
  metasearch_source: z.string().max(64).optional(),
  price_displayed_total: z.string().max(16).optional(),
  google_site: z.string().max(64).optional(),
  google_promo_code: z.string().trim().max(64).optional(),
  locale: z.string().max(10).optional(),
  /** §2: the currency prices are shown in, beside the hotel's own (multi-currency). */
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, { message: 'validation.invalid' })
    .optional(),
});

export const roomSearchQuerySchema = roomSearchFields.superRefine((query, ctx) => {
  if (query.search_type === 'undated') return;
  for (const field of ['checkin', 'checkout'] as const)
    if (!query[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
});
export type RoomSearchQuery = z.infer<typeof roomSearchQuerySchema>;

/** §9: no list is paged by more than this. */
export const MAX_PER_PAGE = 999;

/**
 * GET hotel_brands/{brand}/hotels: the brand's hotels, optionally only some (hotel_codes), with
 * the lowest price of each for the search's dates and rooms (is_including_lowest_price). Without
 * dates the price is the lowest for one night in the coming weeks.
 */
export const brandHotelsQuerySchema = roomSearchFields.extend({
  hotel_codes: codeList,
  is_including_lowest_price: booleanParam.default(false),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(20),
});
export type BrandHotelsQuery = z.infer<typeof brandHotelsQuerySchema>;

/** The search a query asks for, with its rooms and code lists resolved. */
export function searchFromQuery(query: RoomSearchQuery, kidsType: KidsType) {
  return {
    rooms: roomsFromQuery(query, kidsType),
    roomTypeCodes: splitCodes(query.room_type_code, query.room_type_codes),
    hotelPlanCodes: splitCodes(query.hotel_plan_code, query.hotel_plan_codes),
    roomPlanCodes: splitCodes(query.room_plan_code, query.room_plan_codes),
    filterIds: splitCodes(query.filter).map(Number),
  };
}
export type SearchRequest = ReturnType<typeof searchFromQuery>;

export const availabilityQuerySchema = z.object({
  start_date: isoDateField(),
  end_date: isoDateField(),
  adults: guests(1).default(DEFAULT_ADULTS),
  children: guests(0).default(0),
  kids_ages: z.string().max(200).optional(),
  kids_tiers: z.string().max(200).optional(),
  rooms: z
    .string()
    .max(4000)
    .refine((raw) => parseRoomsParam(raw) !== null, { message: 'validation.rooms' })
    .optional(),
  room_count: z.coerce.number().int().min(1).max(MAX_ROOMS).default(1),
  is_day_use: booleanParam.default(false),
  /** Only these room types and room plans (§2 search names), as when changing a booked stay. */
  room_type_codes: codeList,
  room_plan_codes: codeList,
});
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

export { MAX_AVAILABILITY_DAYS, MAX_NIGHTS } from './limits';
