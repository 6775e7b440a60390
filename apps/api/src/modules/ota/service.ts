import {
  distanceFrom,
  hotelMatches,
  inArea,
  placeCandidates,
  rankSuggestions,
  resolveSearchArea,
  sortHotels,
  type AgencyHotel,
  type AgencySearchQuery,
  type SearchArea,
} from '@yado/domain/agency-search';
import { AMENITY_NAMES, isAmenity } from '@yado/domain/amenities';
import { addDays, nightsBetween, todayInTimeZone } from '@yado/domain/dates';
import { isLocale, pickTranslation, type Locale } from '@yado/domain/locales';
import { decimalDigits, DEFAULT_CURRENCY, findCurrency } from '@yado/domain/money';
import { placeById } from '@yado/domain/places';
import { childrenWithoutTiers, roomsFromQuery } from '@yado/domain/party-query';
import { MAX_NIGHTS, roomSearchQuerySchema, type RoomSearchQuery } from '@yado/domain/search';
import { checkStay } from '@yado/domain/stay';
import { ttlCache } from '../../cache';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import type { CurrenciesService, Exchange } from '../currencies/service';
import type { HotelsService } from '../hotels/service';
import type { InventoryService } from '../inventory/service';
import type { SearchService } from '../search/service';
import { assertParty } from '../stay-rules/stay';
import { agencyRepository, type AgencyHotelRow } from './repository';
import { lowestTotal, priceIndex, type HotelPrices, type IndexStay } from './price-index';
import type { RoomParty } from '@yado/domain/party';

/** Where hotels are, their stars, amenities and ratings change rarely: read them all at most this often. */
const FACTS_TTL_MS = 30_000;
const EXCHANGE_TTL_MS = 60_000;
/** Agency stays may be asked this far ahead (the demo hotels sell a year). */
const RESERVABLE_MONTHS = 12;
/** Parties whose reading a hotel keeps (one per party and stay kind asked lately). */
const PARTIES_KEPT = 64;

type Fact = AgencyHotel & { row: AgencyHotelRow };
/** The request's party as read under one children rule, with the key it is kept by. */
type AskedParty = { key: string; rooms: RoomParty[]; undated: boolean };

/** What a hotel refuses (422: a party it does not take) as null: that hotel finds nothing for the search. */
function refusedAsNull<T>(work: () => T): T | null {
  try {
    return work();
  } catch (error) {
    if (error instanceof AppError && error.status === 422) return null;
    throw error;
  }
}

const invalid = (field: string, message = 'validation.invalid', values: Record<string, unknown> = {}) =>
  new AppError('invalid', values, [{ field, message }]);

/** The room search's query for one hotel of the page: the agency query's stay and party, as the widget sends them. */
function roomQueryOf(query: AgencySearchQuery, planCodes: string[] | null): RoomSearchQuery {
  const raw = query as Record<string, unknown>;
  const party = Object.fromEntries(
    ['checkin', 'checkout', 'search_type', 'nights', 'adults', 'children', 'kids_ages', 'kids_tiers', 'rooms', 'room_count']
      .filter((key) => raw[key] !== undefined)
      .map((key) => [key, raw[key]]),
  );
  const parsed = roomSearchQuerySchema.parse({ ...party, type: 'rooms', order: 'price_low_to_high' });
  return planCodes ? { ...parsed, hotel_plan_codes: planCodes.join(',') } : parsed;
}

export function agencySearchService(
  db: Db,
  deps: { hotels: HotelsService; inventory: InventoryService; currencies: CurrenciesService; search: SearchService; warmUp?: boolean },
) {
  const repository = agencyRepository(db);
  const index = priceIndex(db, deps.hotels, deps.inventory);
  const facts = ttlCache<Fact[]>(FACTS_TTL_MS, 1);
  const exchanges = ttlCache<Exchange | null>(EXCHANGE_TTL_MS);

  const allFacts = () =>
    facts.get('all', async () =>
      (await repository.listHotels()).map((row) => ({
        row,
        code: row.code,
        names: [row.name, ...Object.values(row.name_translations)],
        latitude: row.latitude,
        longitude: row.longitude,
        stars: row.star_class ?? 0,
        amenities: row.amenities,
        rating: row.rating_count > 0 && row.rating_average !== null ? { average: row.rating_average, count: row.rating_count } : null,
      })),
    );

  const exchange = (from: string, to: string) =>
    from === to
      ? Promise.resolve(null)
      : exchanges.get(`${from}>${to}`, () => deps.currencies.exchangeFor({ currency: from, multiCurrency: true }, to));
  /**
   * An amount in the hotel's currency in the one asked for, or null where no rate reaches it: a
   * price shown unconverted under another currency's name would be wrong by the rate.
   */
  const inCurrencyAsked = (cents: number, from: string, asked: string, rate: Exchange | null) =>
    from === asked ? cents : rate ? deps.currencies.convert(cents, rate) : null;

  function convertedPrice(price: { total: number; perNight: number }, from: string, asked: string, rate: Exchange | null) {
    const total = inCurrencyAsked(price.total, from, asked, rate);
    const perNight = inCurrencyAsked(price.perNight, from, asked, rate);
    return total === null || perNight === null
      ? { currency: from, total: price.total, per_night: price.perNight }
      : { currency: asked, total, per_night: perNight };
  }

  function stayOf(query: AgencySearchQuery): IndexStay {
    if (query.search_type === 'undated') return { undated: true, nights: query.nights };
    const checkin = query.checkin as string;
    const checkout = query.checkout as string;
    // The earliest day any hotel sells: yesterday in Tokyo, for the late-night check-ins some take.
    const today = addDays(todayInTimeZone('Asia/Tokyo'), -1);
    const problem = checkStay(checkin, checkout, { today, reservableMonths: RESERVABLE_MONTHS, maxNights: MAX_NIGHTS });
    if (problem)
      throw new AppError(
        problem.key,
        problem.values,
        problem.key === 'invalid' ? [{ field: problem.field, message: problem.message }] : [],
      );
    return { checkin, nights: nightsBetween(checkin, checkout) };
  }

  /**
   * The party as each hotel takes it, worked out once per hotel and party (hotels share the request's
   * reading of the party per children rule): who occupies each room, or null when the hotel does
   * not take it (children, more rooms than it books at once).
   */
  const partiesTaken = new WeakMap<HotelPrices, Map<string, RoomParty[] | null>>();
  function partyAt(prices: HotelPrices, asked: AskedParty | null): RoomParty[] | null {
    if (!asked) return null;
    let taken = partiesTaken.get(prices);
    if (!taken) partiesTaken.set(prices, (taken = new Map()));
    let rooms = taken.get(asked.key);
    if (rooms === undefined) {
      rooms = refusedAsNull(() => assertParty(prices.catalogue, asked.rooms, { undated: asked.undated }));
      if (taken.size >= PARTIES_KEPT) taken.clear();
      taken.set(asked.key, rooms);
    }
    return rooms;
  }

  /** The request's party as read under each children rule, read once per rule. */
  function partyReader(query: AgencySearchQuery, undated: boolean) {
    const read = new Map<string, AskedParty | null>();
    return (kidsType: HotelPrices['rules']['kidsType']) => {
      let asked = read.get(kidsType);
      if (asked === undefined) {
        const rooms = refusedAsNull(() => roomsFromQuery(query, kidsType));
        asked = rooms && { key: `${undated}:${JSON.stringify(rooms)}`, rooms, undated };
        read.set(kidsType, asked);
      }
      return asked;
    };
  }

  /** The page's price of one hotel, worked out by the room search itself: its cheapest plan a guest can book. */
  async function pagePrice(prices: HotelPrices, query: AgencySearchQuery, locale: Locale) {
    const planCodes = query.meals ? prices.planCodes[query.meals] : null;
    if (planCodes?.length === 0) return null;
    try {
      const answer = await deps.search.searchRooms(prices.code, roomQueryOf(query, planCodes), locale);
      const plans = answer.rooms.flatMap((room) => room.room_plans.filter((p) => p.available && p.bookable && !p.members_only));
      const lowest = plans.reduce<(typeof plans)[number] | null>(
        (a, b) => (a && a.prices.total_price <= b.prices.total_price ? a : b),
        null,
      );
      if (!lowest) return null;
      // Without dates, what is left depends on the nights: the search does not say.
      const roomsLeft = query.search_type === 'undated' ? null : lowest.plan_stock_count;
      return {
        total: lowest.prices.total_price,
        nights: answer.nights,
        roomsLeft,
        adultsOnly: childrenWithoutTiers(query, prices.rules.kidsType),
      };
    } catch (error) {
      if (error instanceof AppError && error.status === 422) return null;
      throw error;
    }
  }

  function presentArea(area: SearchArea, locale: Locale) {
    if (!('place' in area)) return null;
    return { id: area.place.id, kind: area.place.kind, name: area.place.names[locale] };
  }

  // Every hotel's summary is built at start-up, in the background, instead of on the first search.
  if (deps.warmUp !== false) {
    allFacts()
      .then((hotels) => index.warmUp(hotels.map((hotel) => hotel.code)))
      .catch(() => undefined);
  }

  return {
    async search(query: AgencySearchQuery, requestedLocale: string) {
      const locale: Locale = isLocale(requestedLocale) ? requestedLocale : 'en';
      const currency = query.currency ? findCurrency(query.currency)?.code : DEFAULT_CURRENCY;
      if (!currency) throw invalid('currency');
      const hotels = await allFacts();
      const area = resolveSearchArea(query.place, hotels);
      if (!area) throw invalid('place');
      const stay = stayOf(query);
      const unit = 10 ** decimalDigits(currency);
      const rates = new Map<string, Exchange | null>();
      for (const from of new Set(hotels.map((hotel) => hotel.row.currency))) rates.set(from, await exchange(from, currency));
      const found = [];
      const partyOf = partyReader(query, 'undated' in stay);
      for (const hotel of hotels) {
        if (!inArea(area, hotel) || !hotelMatches(hotel, query)) continue;
        const ready = index.ready(hotel.code);
        const prices = ready === undefined ? await index.of(hotel.code) : ready;
        if (!prices) continue;
        const rooms = partyAt(prices, partyOf(prices.rules.kidsType));
        const total = rooms && lowestTotal(prices, query.meals ?? 'any', rooms, stay, locale);
        if (total === null) continue;
        const perNight = inCurrencyAsked(
          Math.round(total / Math.max(1, stay.nights)),
          prices.currency,
          currency,
          rates.get(prices.currency) ?? null,
        );
        // A price no rate puts in the currency asked cannot be said to be within a budget in it.
        if (query.price_min !== undefined && (perNight === null || perNight < query.price_min * unit)) continue;
        if (query.price_max !== undefined && (perNight === null || perNight > query.price_max * unit)) continue;
        found.push({
          code: hotel.code,
          hotel,
          prices,
          price: perNight,
          rating: hotel.rating,
          stars: hotel.stars,
          distance: distanceFrom(area, hotel),
        });
      }
      const ordered = sortHotels(found, query.sort);
      const totalPages = Math.max(1, Math.ceil(ordered.length / query.per_page));
      const page = ordered.slice((query.page - 1) * query.per_page, query.page * query.per_page);
      const data = await Promise.all(
        page.map(async ({ hotel, prices, distance }) => {
          const { row } = hotel;
          const priced = await pagePrice(prices, query, locale);
          const rate = rates.get(row.currency) ?? null;
          const place = row.place_id ? placeById(row.place_id) : undefined;
          const perNight = priced && Math.round(priced.total / Math.max(1, priced.nights));
          return {
            code: row.code,
            name: pickTranslation(row.name_translations, locale, row.name),
            brand: { code: row.brand_code, name: pickTranslation(row.brand_name_translations, locale, row.brand_name) },
            place: place ? { id: place.id, kind: place.kind, name: place.names[locale] } : null,
            latitude: row.latitude,
            longitude: row.longitude,
            distance_km: distance,
            stars: hotel.stars,
            rating: hotel.rating,
            amenities: row.amenities.filter(isAmenity).map((code) => ({ code, name: AMENITY_NAMES[code][locale] })),
            price: priced && {
              currency: row.currency,
              total: priced.total,
              per_night: perNight ?? 0,
              nights: priced.nights,
              from: query.search_type === 'undated',
              // In the hotel's own currency where no rate reaches the one asked.
              converted: convertedPrice({ total: priced.total, perNight: perNight ?? 0 }, row.currency, currency, rate),
              adults_only: priced.adultsOnly,
            },
            rooms_left: priced ? priced.roomsLeft : 0,
            photo: prices.photo,
          };
        }),
      );
      return {
        data,
        place: presentArea(area, locale),
        currency,
        meta: { page: query.page, per_page: query.per_page, total_pages: totalPages, total_entries: ordered.length },
      };
    },

    /** Places and hotels as a traveller types, best first (prefix, word start, inside, one letter off). */
    async suggest(q: string, requestedLocale: string, limit: number) {
      const locale: Locale = isLocale(requestedLocale) ? requestedLocale : 'en';
      const hotels = await allFacts();
      const candidates = [
        ...placeCandidates(),
        ...hotels.map((hotel) => ({ kind: 'hotel' as const, id: hotel.code, spellings: hotel.names })),
      ];
      const byCode = new Map(hotels.map((hotel) => [hotel.code, hotel.row]));
      return rankSuggestions(q, candidates, limit).map((candidate) => {
        if (candidate.kind === 'hotel') {
          const row = byCode.get(candidate.id) as AgencyHotelRow;
          const place = row.place_id ? placeById(row.place_id) : undefined;
          const city = place?.parent ? placeById(place.parent) : place;
          return {
            kind: candidate.kind,
            id: candidate.id,
            name: pickTranslation(row.name_translations, locale, row.name),
            city: city?.names[locale] ?? null,
          };
        }
        const place = placeById(candidate.id);
        const city = place?.parent ? placeById(place.parent) : undefined;
        return { kind: candidate.kind, id: candidate.id, name: place?.names[locale] ?? candidate.id, city: city?.names[locale] ?? null };
      });
    },

    /** Reviews changed (one written, hidden or shown): the next search reads the ratings again. */
    forgetRatings: () => facts.clear(),

    close: () => index.close(),
  };
}
export type AgencySearchService = ReturnType<typeof agencySearchService>;
