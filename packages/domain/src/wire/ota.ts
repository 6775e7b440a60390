/** The agency search's answers (§7 OTA): the API's routes declare them, the agency pages read their types. */
import { z } from 'zod';
import { AGENCY_SORTS } from '../agency-search';
import { AMENITIES } from '../amenities';

const placeRef = z.object({ id: z.string(), kind: z.enum(['city', 'area', 'station', 'landmark']), name: z.string() });
const amountsSchema = z.object({ currency: z.string(), total: z.number(), per_night: z.number() });

export const agencyHotelSchema = z.object({
  code: z.string(),
  name: z.string(),
  brand: z.object({ code: z.string(), name: z.string() }),
  place: placeRef.nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** From the place searched, in km; null when no place was. */
  distance_km: z.number().nullable(),
  stars: z.number(),
  rating: z.object({ average: z.number(), count: z.number() }).nullable(),
  amenities: z.array(z.object({ code: z.enum(AMENITIES), name: z.string() })),
  /** The lowest a guest pays for the party and stay, tax included, as the room search prices it; null when nothing is free. */
  price: amountsSchema
    .extend({
      nights: z.number(),
      /** An undated search's "from" price: the lowest night of the coming weeks. */
      from: z.boolean(),
      /** The same in the currency asked for. */
      converted: amountsSchema,
      /**
       * The price is for the adults alone: the hotel prices children by age group, which a child's
       * age does not give (§5 'kids'); the guest chooses each child's group on the hotel's page.
       */
      adults_only: z.boolean(),
    })
    .nullable(),
  /** Rooms left of the cheapest plan; null for a search without dates, where it depends on the nights. */
  rooms_left: z.number().nullable(),
  photo: z.string().nullable(),
});

export const agencySearchResponse = z.object({
  data: z.array(agencyHotelSchema),
  place: placeRef.nullable(),
  currency: z.string(),
  meta: z.object({ page: z.number(), per_page: z.number(), total_pages: z.number(), total_entries: z.number() }),
});
export type AgencySearchAnswer = z.infer<typeof agencySearchResponse>;

export const placeSuggestResponse = z.object({
  data: z.array(
    z.object({
      kind: z.enum(['city', 'area', 'station', 'landmark', 'hotel']),
      /** A place id, or a hotel code. */
      id: z.string(),
      name: z.string(),
      /** The city it is in, for areas, stations, landmarks and hotels. */
      city: z.string().nullable(),
    }),
  ),
});

export { AGENCY_SORTS };
