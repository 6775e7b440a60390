import { z } from 'zod';
import { MAX_ROOMS } from './party';
import { roomSearchFields } from './search';
import { isoDateField } from './validation';

/**
 * GET hotels/{code}/rooms/recommendation (§7): the room search's form as query, for the party as a
 * whole (adults, children, kids_ages or kids_tiers, never a rooms list: the recommender splits the
 * party), with the number of rooms left open ('any') or fixed, and an optional budget.
 */
export const recommendationQuerySchema = roomSearchFields
  .omit({
    rooms: true,
    room_count: true,
    search_type: true,
    nights: true,
    type: true,
    order: true,
    mode: true,
    voucher_coupon_code: true,
    search_next_available_date_if_no_result: true,
    is_including_occupied: true,
  })
  .extend({
    checkin: isoDateField(),
    checkout: isoDateField(),
    room_count: z.union([z.literal('any'), z.coerce.number().int().min(1).max(MAX_ROOMS)]).default('any'),
    /** The most the guest will pay for the rooms, in minor units of `currency` when prices are shown in it, else of the hotel's. */
    budget: z.coerce.number().int().min(0).max(1_000_000_000_000).optional(),
  });
export type RecommendationQuery = z.infer<typeof recommendationQuerySchema>;
