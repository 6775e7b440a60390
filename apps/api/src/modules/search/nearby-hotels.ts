import { pickTranslation } from '@yado/domain/locales';
import { cityName, NEARBY_HOTELS_LIMIT, nearbyCandidates } from '@yado/domain/nearby-hotels';
import { roomSearchFields, roomSearchQuerySchema, type RoomSearchQuery } from '@yado/domain/search';
import type { RoomSearchAnswer } from '@yado/domain/wire/search';
import type { NearbyHotel } from '@yado/domain/wire/nearby-hotels';
import { AppError } from '../../errors';
import type { BrandHotelLocation, HotelsService } from '../hotels/service';
import { lowestBookablePrice } from './facilities';
import { prepareSearch } from './prepare';
import { GUEST } from './sign-in-prices';

type SearchRooms = (code: string, query: RoomSearchQuery, locale: string) => Promise<RoomSearchAnswer>;

/**
 * What a suggestion keeps of the search: the party, the stay and how the guest reads results.
 * Codes and filters name one hotel's rooms, plans and offers, so they stay behind (ADR 0058).
 */
const KEPT_KEYS = [
  'checkin',
  'checkout',
  'search_type',
  'nights',
  'is_day_use',
  'adults',
  'children',
  'kids_ages',
  'kids_tiers',
  'rooms',
  'room_count',
  'type',
  'order',
  'currency',
  'locale',
] as const satisfies ReadonlyArray<keyof RoomSearchQuery>;

const DEFAULTS: Partial<RoomSearchQuery> = roomSearchFields.parse({});

/** The search's party and stay as a query string, without the values every search takes by default. */
function keptQuery(query: RoomSearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEPT_KEYS) {
    const value = query[key];
    if (value === undefined || value === DEFAULTS[key] || value === false) continue;
    params.set(key, String(value));
  }
  return params;
}

/** Hotels searched at most, nearest first: enough to find a few with rooms, few enough to answer at once. */
const SEARCHED_AT_MOST = 2 * NEARBY_HOTELS_LIMIT;

/** The brand's other hotels with rooms for the same party and stay, nearest first (§3 nearby hotels suggestion). */
export function nearbyHotelsService(hotels: HotelsService, searchRooms: SearchRooms) {
  async function lowestPriceAt(code: string, query: RoomSearchQuery, locale: string) {
    try {
      const answer = await searchRooms(code, query, locale);
      const price = lowestBookablePrice(answer);
      return price && { price, nights: answer.nights };
    } catch (error) {
      // A party or stay that hotel does not take (its guest limit, its reservable period, no day use) has no room there.
      if (error instanceof AppError && error.status === 422) return null;
      throw error;
    }
  }

  async function suggestion(hotel: BrandHotelLocation, distanceKm: number | null, query: URLSearchParams, locale: string) {
    const priced = roomSearchQuerySchema.parse({ ...Object.fromEntries(query), type: 'rooms' });
    const lowest = await lowestPriceAt(hotel.code, priced, locale);
    if (!lowest) return null;
    const { price, nights } = lowest;
    return {
      code: hotel.code,
      name: pickTranslation(hotel.nameTranslations, locale, hotel.name),
      city: cityName(hotel.placeId, locale),
      address: pickTranslation(hotel.address, locale, hotel.address.full_address ?? ''),
      distance_km: distanceKm,
      lowest_price: {
        total_price: price.total_price,
        currency: price.currency_iso,
        nights,
        mcp_total_price: price.mcp_total_price ?? null,
      },
      search_query: query.toString(),
    } satisfies NearbyHotel;
  }

  return {
    /**
     * The query is checked as the rooms search checks it, at the hotel searched (the same 4xx);
     * a brand without the setting, or a search without dates, gets no suggestion.
     */
    async nearbyHotels(code: string, query: RoomSearchQuery, locale: string): Promise<NearbyHotel[]> {
      const catalogue = await hotels.getCatalogue(code);
      const search = prepareSearch(catalogue, query, locale, GUEST);
      const { brand } = catalogue.hotel;
      if (!brand.settings.nearby_hotels_suggestion || search.undated) return [];
      const locations = await hotels.brandHotelLocations(brand.id);
      const searched = locations.find((h) => h.code === catalogue.hotel.code);
      if (!searched) return [];
      const candidates = nearbyCandidates(searched, locations).slice(0, SEARCHED_AT_MOST);
      const kept = keptQuery(query);
      const found: NearbyHotel[] = [];
      // Nearest first, a few at a time, until enough have rooms.
      for (let start = 0; start < candidates.length && found.length < NEARBY_HOTELS_LIMIT; start += NEARBY_HOTELS_LIMIT) {
        const batch = candidates.slice(start, start + NEARBY_HOTELS_LIMIT);
        const priced = await Promise.all(batch.map((c) => suggestion(c.hotel, c.distanceKm, kept, locale)));
        for (const hotel of priced) if (hotel) found.push(hotel);
      }
      return found.slice(0, NEARBY_HOTELS_LIMIT);
    },
  };
}
export type NearbyHotelsService = ReturnType<typeof nearbyHotelsService>;
