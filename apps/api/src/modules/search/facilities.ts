import { pickTranslation } from '@yado/domain/locales';
import { splitCodes } from '@yado/domain/search-criteria';
import type { BrandHotelsQuery, RoomSearchQuery } from '@yado/domain/search';
import { AppError } from '../../errors';
import type { HotelsService } from '../hotels/service';
import type { RoomSearchAnswer } from '@yado/domain/wire/search';

type SearchRooms = (code: string, query: RoomSearchQuery, locale: string) => Promise<RoomSearchAnswer>;

/** The cheapest stay any guest can book in a rooms answer (plans open to all, on sale, with rooms left), or null. */
export function lowestBookablePrice(answer: RoomSearchAnswer) {
  const prices = answer.rooms.flatMap((r) => r.room_plans.filter((p) => p.available && p.bookable && !p.members_only).map((p) => p.prices));
  return prices.length === 0 ? null : prices.reduce((a, b) => (b.total_price < a.total_price ? b : a));
}

/** The facilities page (§2): the brand's hotels, each with the lowest price a guest can book for the search. */
export function facilitiesService(hotels: HotelsService, searchRooms: SearchRooms) {
  async function lowestPrice(code: string, query: BrandHotelsQuery, locale: string) {
    const dated = query.search_type === 'dated' && query.checkin && query.checkout;
    const search: RoomSearchQuery = { ...query, type: 'rooms', ...(dated ? {} : { search_type: 'undated', nights: query.nights }) };
    try {
      const result = await searchRooms(code, search, locale);
      const lowest = lowestBookablePrice(result);
      if (!lowest) return null;
      return {
        total_price: lowest.total_price,
        currency: lowest.currency_iso,
        nights: result.nights,
        from: result.search_type === 'undated',
      };
    } catch (error) {
      // A party or stay this hotel does not take (more rooms than its limit, past its reservable period) has no price here.
      if (error instanceof AppError && error.status === 422) return null;
      throw error;
    }
  }

  return {
    async brandHotels(brand: string, query: BrandHotelsQuery, locale: string) {
      const wanted = splitCodes(query.hotel_codes);
      const all = (await hotels.listBrandHotels(brand, locale)).filter((h) => wanted.length === 0 || wanted.includes(h.code));
      const totalPages = Math.max(1, Math.ceil(all.length / query.per_page));
      const page = all.slice((query.page - 1) * query.per_page, query.page * query.per_page);
      const data = await Promise.all(
        page.map(async (h) => {
          const { hotel, roomTypes } = await hotels.getCatalogue(h.code);
          return {
            ...h,
            address: pickTranslation(hotel.address, locale, hotel.address.full_address ?? ''),
            logo: hotel.settings.logo,
            image: roomTypes[0]?.images[0]?.url ?? null,
            lowest_price: query.is_including_lowest_price ? await lowestPrice(h.code, query, locale) : null,
          };
        }),
      );
      return { data, meta: { page: query.page, per_page: query.per_page, total_pages: totalPages, total_entries: all.length } };
    },
  };
}
