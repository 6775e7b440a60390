import { addDays } from '@yado/domain/dates';
import { partyNights, ratedAdults, roomNightAmount, type RatesByAdults, type RoomParty } from '@yado/domain/party';
import { nightsAcrossRooms, type NightRate } from '@yado/domain/pricing';
import { childrenUnplaced } from '@yado/domain/party-query';
import type { RoomSearchQuery } from '@yado/domain/search';
import { paymentPromotionApplies } from '@yado/domain/payments';
import { pickTranslation } from '@yado/domain/locales';
import type { CatalogueRoomPlan, HotelsService } from '../hotels/service';
import type { InventoryService, SearchView, Stay, StayStock } from '../inventory/service';
import type { CurrenciesService, Exchange } from '../currencies/service';
import { serializeAnswer, type SerializedAnswer } from '../../serialized-answer';
import { answerCache } from './answer-cache';
import { availabilityService } from './availability';
import { facilitiesService } from './facilities';
import { lastCheckin } from '../stay-rules/stay';
import { gridShapeOf } from './grid-shape';
import { answerKey, prepareSearch, type PreparedSearch } from './prepare';
import { matchedCriteria, presentRoomPlan, type RoomPlanResult } from './presenters';
import { promotionStep, withSearchPromotions, type FoundPrice } from './promotion-prices';
import type { PromotionsService } from '../promotions/service';
import { orderResults } from './results';
import type { RoomSearchAnswer as Answer } from '@yado/domain/wire/search';
import { withMcpPrices } from './mcp';
import { GUEST, priceForViewer, type SearchViewer, type ViewerPrice } from './sign-in-prices';

/** How far ahead an undated search looks for its "from" prices, and a no-result search for the next free date. */
const LOOKAHEAD_DAYS = 60;

/** Search answers kept for reuse (about 30 KB each on a large hotel, its gzip included). */
export const ANSWERS_KEPT = 1000;

type Priced = { roomPlan: CatalogueRoomPlan; result: RoomPlanResult };
type Presenter = (
  rp: CatalogueRoomPlan,
  price: FoundPrice,
  signIn: ViewerPrice['signIn'],
  planLeft: number,
  available: boolean,
) => RoomPlanResult;

const pricingOf = (search: PreparedSearch) => {
  const { hotel } = search.catalogue;
  return { taxRatePercent: hotel.taxRatePercent, currency: hotel.currency, member: search.member };
};

/** How a room plan of this search is shown, given its price and what it has left. */
function presenterFor(search: PreparedSearch): Presenter {
  const { catalogue, locale, request, rooms, today } = search;
  const promotion = catalogue.hotel.settings.payment_promotion;
  const matched = matchedCriteria(request.rooms, rooms);
  const promote = promotionStep(search);
  return (rp, found, signIn, planLeft, available) => {
    const promoted = promote(rp, found, signIn);
    return presentRoomPlan(rp, locale, {
      planLeft,
      available,
      price: promoted.price,
      signIn: promoted.signIn,
      promotion: promoted.promotion,
      cardOffer: promoted.cardOffer,
      bookable: !rp.plan.bookingStartDate || rp.plan.bookingStartDate <= today,
      matched,
      paymentPromotion: paymentPromotionApplies(promotion, { hotelPlanCode: rp.plan.code, paymentMethods: rp.plan.paymentMethods }),
    });
  };
}

/** A dated search that found nothing to book offers the next date with rooms, when asked to. */
const looksForNextDate = (search: PreparedSearch, priced: Priced[]) =>
  !search.undated && search.query.search_next_available_date_if_no_result && !priced.some((p) => p.result.available);

/** The stock a dated answer showed, as one string to compare (written out by hand: every search makes one). */
function stockKey(stock: StayStock): string {
  let key = '';
  for (const [id, count] of stock.roomTypeAvailable) key += `${id},${count};`;
  key += '|';
  for (const [id, count] of stock.roomPlanSold) key += `${id},${count};`;
  return key;
}

export function searchService(
  hotels: HotelsService,
  inventory: InventoryService,
  currencies: CurrenciesService,
  promotions?: PromotionsService,
) {
  const withPromotions = (search: PreparedSearch) => withSearchPromotions(promotions, search);

  /** The first check-in after `from` with `nights` nights in a row where some room type that fits has `rooms` rooms free. */
  async function nextAvailableDate(
    view: SearchView,
    candidates: CatalogueRoomPlan[],
    from: string,
    nights: number,
    rooms: number,
    lastCheckin: string,
  ) {
    const roomTypeIds = [...new Set(candidates.map((rp) => rp.roomType.id))];
    const free = await view.freeRooms(roomTypeIds, { start: from, end: addDays(from, LOOKAHEAD_DAYS + nights) });
    for (let day = 0, start = from; day <= LOOKAHEAD_DAYS && start <= lastCheckin; day++, start = addDays(start, 1)) {
      for (const byDay of free.values()) {
        let fits = true;
        for (let night = day; night < day + nights && fits; night++) fits = (byDay[night] ?? -1) >= rooms;
        if (fits) return start;
      }
    }
    return null;
  }

  const answers = answerCache(ANSWERS_KEPT);

  /** The hotel's stock and rates as this search reads them (ADR 0039). */
  const viewOf = (search: PreparedSearch) => inventory.searchView(gridShapeOf(search.catalogue, search.today));

  /** Rates for each adults count the party needs, for the nights a stay is charged. */
  async function ratesFor(view: SearchView, search: PreparedSearch, stay: Stay): Promise<RatesByAdults> {
    const ids = search.candidates.map((rp) => rp.id);
    const adults = ratedAdults(search.rooms, search.rules.kidsType);
    return new Map(await Promise.all(adults.map(async (a) => [a, await view.quote(ids, stay, a)] as const)));
  }

  /** Rooms free per candidate room type, and sold per sale-limited room plan, over the stay. */
  const stockFor = (view: SearchView, search: PreparedSearch, stay: Stay): Promise<StayStock> =>
    view.stock(
      [...new Set(search.candidates.map((rp) => rp.roomType.id))],
      search.candidates.filter((rp) => rp.saleLimit !== null).map((rp) => rp.id),
      stay,
    );

  const exchangeFor = (search: PreparedSearch) => {
    const { hotel } = search.catalogue;
    return currencies.exchangeFor({ currency: hotel.currency, multiCurrency: hotel.settings.mcp_enabled }, search.query.currency);
  };

  /** "From" prices of an undated search: each room plan's lowest night in the coming weeks, times the nights asked. */
  async function pricedUndated(view: SearchView, search: PreparedSearch): Promise<Priced[]> {
    const present = presenterFor(search);
    const { candidates, rooms, rules, nights, today } = search;
    const roomPlans = candidates.map((rp) => ({ id: rp.id, roomTypeId: rp.roomType.id }));
    const window = { start: today, end: addDays(today, LOOKAHEAD_DAYS) };
    const lowest = new Map(
      await Promise.all(
        ratedAdults(rooms, rules.kidsType).map(
          async (a) => [a, await view.lowestRatePerRoomPlan(roomPlans, window, a, rooms.length)] as const,
        ),
      ),
    );
    const priced: Priced[] = [];
    for (const rp of candidates) {
      const perRoom = rooms.map((room) => {
        const adultsRate = lowest.get(room.adults)?.get(rp.id);
        if (adultsRate === undefined) return null;
        const amount = roomNightAmount(adultsRate, lowest.get(1)?.get(rp.id) ?? 0, room, rules);
        return Array.from({ length: nights }, (): NightRate => ({ date: '', amount }));
      });
      if (perRoom.some((n) => n === null)) continue;
      const { price, signIn } = priceForViewer(rp, perRoom as NightRate[][], pricingOf(search));
      priced.push({ roomPlan: rp, result: present(rp, { ...price, nights: [] }, signIn, rooms.length, true) });
    }
    return priced;
  }

  /** A dated search's room plans priced night by night, with the rooms each has left. */
  function pricedDated(search: PreparedSearch, rates: RatesByAdults, stock: StayStock): Priced[] {
    const present = presenterFor(search);
    const { candidates, rooms, rules, query, catalogue } = search;
    const includeOccupied = query.is_including_occupied ?? !catalogue.hotel.settings.default_search_setting.available_rooms_only;
    const priced: Priced[] = [];
    for (const rp of candidates) {
      const perRoom = rooms.map((room) => partyNights(rates, rp.id, room, rules));
      if (perRoom.some((n) => n === null)) continue;
      const free = stock.roomTypeAvailable.get(rp.roomType.id) ?? 0;
      const planLeft = rp.saleLimit === null ? free : Math.min(free, rp.saleLimit - (stock.roomPlanSold.get(rp.id) ?? 0));
      const available = planLeft >= rooms.length;
      if (!available && !includeOccupied) continue;
      const { price, signIn } = priceForViewer(rp, perRoom as NightRate[][], pricingOf(search));
      const result = { ...price, nights: nightsAcrossRooms(price.rooms) };
      priced.push({ roomPlan: rp, result: present(rp, result, signIn, planLeft, available) });
    }
    return priced;
  }

  /** The answer from the priced room plans: grouped, ordered, with the warnings and prices in the guest's currency. */
  async function answerOf(
    view: SearchView,
    search: PreparedSearch,
    priced: Priced[],
    roomCounts: Map<number, number>,
    exchange: Exchange | null,
  ) {
    const { catalogue, query, locale, request, rooms, undated, checkin, checkout, nights, candidates, rules, secretCode } = search;
    const { hotel } = catalogue;
    const results = orderResults(catalogue, priced, { type: query.type, order: query.order, locale, roomCounts });
    const nextDate = looksForNextDate(search, priced)
      ? await nextAvailableDate(
          view,
          candidates,
          addDays(checkin, 1),
          Math.max(nights, 1),
          rooms.length,
          lastCheckin(catalogue, search.today),
        )
      : null;
    const warnings: Array<'kids' | 'promo_code'> = [];
    if (childrenUnplaced(query, rules.kidsType)) warnings.push('kids');
    const opened = candidates.some((rp) => rp.plan.secretCode !== null) || search.promotions?.codeIsPromotion === true;
    if (secretCode && !opened) warnings.push('promo_code');
    const [first] = request.rooms as [RoomParty];
    const promotion = hotel.settings.payment_promotion;
    const body = {
      type: query.type,
      search_type: query.search_type,
      is_day_use: query.is_day_use,
      checkin: undated ? null : checkin,
      checkout: undated ? null : checkout,
      nights,
      party: request.rooms,
      adults: first.adults,
      children: first.children,
      room_count: rooms.length,
      currency: hotel.currency,
      warnings,
      next_available_date: nextDate,
      rooms: query.type === 'rooms' ? results.rooms : [],
      plans: query.type === 'plans' ? results.plans : [],
      payment_promotion_info: promotion && {
        target_mode: promotion.target_mode,
        hotel_plan_codes: promotion.hotel_plan_codes,
        description: pickTranslation(promotion.description, locale, ''),
      },
      extra_inventories: [],
    };
    return withMcpPrices(body, exchange, currencies.convert);
  }

  async function undatedAnswer(search: PreparedSearch): Promise<Answer> {
    const view = await viewOf(search);
    const [priced, exchange] = await Promise.all([pricedUndated(view, search), exchangeFor(search)]);
    return answerOf(view, search, priced, new Map(), exchange);
  }

  async function datedAnswer(view: SearchView, search: PreparedSearch, stay: Stay, stock: StayStock, exchange: Exchange | null) {
    const priced = pricedDated(search, await ratesFor(view, search, stay), stock);
    return { priced, data: await answerOf(view, search, priced, stock.roomTypeAvailable, exchange) };
  }

  /**
   * A room search worked out, or the answer an earlier identical search wrote when `reuse` is on:
   * a dated search whose catalogue, rates, stock and exchange rate are those that search found
   * gets its answer again; the stock it compares is at most a second old (ADR 0032). `keep`
   * stores the written answer for the next identical search, when it may be kept.
   */
  async function roomSearch(
    code: string,
    query: RoomSearchQuery,
    locale: string,
    viewer: SearchViewer,
    reuse: boolean,
  ): Promise<{ kept: SerializedAnswer } | { data: Answer; keep: ((answer: SerializedAnswer) => void) | null }> {
    const prepared = await withPromotions(prepareSearch(await hotels.getCatalogue(code), query, locale, viewer));
    if (prepared.undated) return { data: await undatedAnswer(prepared), keep: null };
    const stay = { checkin: prepared.checkin, checkout: prepared.checkout };
    const view = await viewOf(prepared);
    const [stock, exchange] = await Promise.all([stockFor(view, prepared, stay), exchangeFor(prepared)]);
    const key = answerKey(prepared);
    const sources =
      reuse && view.ratesSource
        ? { catalogue: prepared.catalogue, rates: view.ratesSource, stock: stockKey(stock), exchangeRateId: exchange?.id ?? null }
        : null;
    const kept = sources && answers.get(key, sources);
    if (kept) return { kept };
    const { priced, data } = await datedAnswer(view, prepared, stay, stock, exchange);
    // Looking for the next free date reads stock beyond the stay, which the sources do not cover.
    const keep = sources && !looksForNextDate(prepared, priced) ? (answer: SerializedAnswer) => answers.set(key, sources, answer) : null;
    return { data, keep };
  }

  const search = {
    /** A room search's answer as data, always worked out (the facilities page prices every hotel with it). */
    async searchRooms(code: string, query: RoomSearchQuery, locale: string, viewer: SearchViewer = GUEST): Promise<Answer> {
      const found = await roomSearch(code, query, locale, viewer, false);
      if ('kept' in found) throw new Error('a search that does not reuse answers got one kept');
      return found.data;
    },

    /** The room search as it goes out, written once and kept for the next identical search. */
    async searchRoomsAnswer(code: string, query: RoomSearchQuery, locale: string, viewer: SearchViewer = GUEST) {
      const found = await roomSearch(code, query, locale, viewer, true);
      if ('kept' in found) return found.kept;
      const answer = serializeAnswer({ data: found.data });
      found.keep?.(answer);
      return answer;
    },
  };
  return { ...search, ...availabilityService(hotels, inventory, promotions), ...facilitiesService(hotels, search.searchRooms) };
}
export type SearchService = ReturnType<typeof searchService>;
