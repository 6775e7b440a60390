/** GET hotels/{code}/rooms/nearby: the brand's other hotels with rooms for the same party and stay (ADR 0058). */
import { z } from 'zod';

export const nearbyHotelSchema = z.object({
  code: z.string(),
  /** In the guest's language. */
  name: z.string(),
  /** The city the hotel is in, in the guest's language, when known. */
  city: z.string().nullable(),
  /** Its address in the guest's language (or as the hotel wrote it). */
  address: z.string(),
  /** From the hotel searched, rounded to 100 m; null when either position is unknown. */
  distance_km: z.number().nullable(),
  /** The cheapest stay a guest can book there for the party and dates, tax included, in the hotel's currency. */
  lowest_price: z.object({
    total_price: z.number(),
    currency: z.string(),
    nights: z.number(),
    /** The same total in the currency the search asked for, when the hotel shows it and it differs. */
    mcp_total_price: z.object({ cents: z.number(), currency_iso: z.string() }).nullable(),
  }),
  /** Where the suggestion leads: the rooms search at `code` with this query (the same party and stay). */
  search_query: z.string(),
});
export type NearbyHotel = z.infer<typeof nearbyHotelSchema>;

export const nearbyHotelsResponse = z.object({ data: z.array(nearbyHotelSchema) });
