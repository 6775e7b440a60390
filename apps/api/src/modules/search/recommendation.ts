import { nightsBetween, todayInTimeZone } from '@yado/domain/dates';
import { pickTranslation } from '@yado/domain/locales';
import { paysOnlineByCard } from '@yado/domain/payments';
import { normaliseRoom, ratedAdults, usesTiers, type RoomParty } from '@yado/domain/party';
import { nightsAcrossRooms } from '@yado/domain/pricing';
import { MAX_RECOMMENDED_GUESTS, recommendRooms, type Combination } from '@yado/domain/recommendation';
import type { RecommendationQuery } from '@yado/domain/recommendation-query';
import { roomsFromQuery } from '@yado/domain/party-query';
import type { RoomSearchQuery } from '@yado/domain/search';
import { DEFAULT_SORT_ORDER } from '@yado/domain/statuses';
import type { RecommendationAnswer, RecommendationView } from '@yado/domain/wire/recommendation';
import { AppError } from '../../errors';
import type { CurrenciesService, Exchange } from '../currencies/service';
import type { Catalogue, HotelsService } from '../hotels/service';
import type { InventoryService } from '../inventory/service';
import type { PromotionsService } from '../promotions/service';
import { assertStay } from '../stay-rules/stay';
import { fitsParty, partyRules } from '../stay-rules/plans';
import { gridShapeOf } from './grid-shape';
import { prepareSearch, type PreparedSearch } from './prepare';
import { cardOfferOn, withSearchPromotions, type SearchPromotions } from './promotion-prices';
import {
  partyVector,
  paymentTypesFor,
  priceLists,
  pricedChoices,
  roomOccupancies,
  roomPartyOf,
  withAges,
  type OccupancySearch,
  type PricedChoice,
} from './recommendation-choices';
import type { SearchViewer } from './sign-in-prices';

const refuse = (field: string, message: string, values: Record<string, unknown> = {}) =>
  new AppError('invalid', values, [{ field, message }]);

/** The party as a whole, checked before it is split: what no split of it could make right. */
function partyAsked(catalogue: Catalogue, query: RecommendationQuery): { party: RoomParty; rooms: number | null; maxRooms: number } {
  const { settings } = catalogue.hotel;
  const rules = partyRules(catalogue.hotel);
  const [party] = roomsFromQuery({ ...query, room_count: 1 }, rules.kidsType) as [RoomParty];
  // In tier mode the children are those of the tiers; a count given beside them still counts against the limit.
  const guests = party.adults + Math.max(party.children, query.children);
  if (guests > MAX_RECOMMENDED_GUESTS) throw refuse('adults', 'validation.recommendation_guests', { max: MAX_RECOMMENDED_GUESTS });
  if (party.children > 0 && settings.kids_setting.accept_type === 'not_accept')
    throw refuse('children', 'validation.children_not_accepted');
  if (usesTiers(rules.kidsType) && party.kids_tiers.some((t) => !rules.kidsTiers.some((tier) => tier.code === t.code)))
    throw refuse('kids_tiers', 'validation.kids_tier');
  const rooms = query.room_count === 'any' ? null : query.room_count;
  if (rooms !== null && rooms > rules.roomLimit) throw refuse('room_count', 'validation.too_many_rooms', { max: rules.roomLimit });
  if (rooms !== null && rooms > party.adults) throw refuse('room_count', 'validation.rooms_over_adults');
  return { party: normaliseRoom(party, rules.kidsType), rooms, maxRooms: Math.min(rules.roomLimit, party.adults) };
}

/** The room search's query for one room of this occupancy: what the search would be asked for it. */
function oneRoomQuery(query: RecommendationQuery, party: RoomParty): RoomSearchQuery {
  return {
    ...query,
    rooms: JSON.stringify([party]),
    room_count: 1,
    search_type: 'dated',
    nights: 1,
    type: 'rooms',
    order: DEFAULT_SORT_ORDER,
    search_next_available_date_if_no_result: false,
  };
}

/** The searches for every occupancy the hotel takes in one room; one it refuses (too many in a room, say) is no choice. */
function occupancySearches(
  catalogue: Catalogue,
  query: RecommendationQuery,
  party: RoomParty,
  locale: string,
  viewer: SearchViewer,
): OccupancySearch[] {
  const rules = partyRules(catalogue.hotel);
  const tierMode = usesTiers(rules.kidsType);
  const { vector, tierCodes } = partyVector(party, tierMode);
  return roomOccupancies(vector, rules.maxGuestsPerRoom).flatMap((occupancy) => {
    const room = roomPartyOf(occupancy, tierCodes, tierMode);
    // No room type of the hotel sleeps it: no search need be prepared for it.
    if (!catalogue.roomTypes.some((roomType) => fitsParty(roomType, [room], rules))) return [];
    try {
      return [{ occupancy, party: room, search: prepareSearch(catalogue, oneRoomQuery(query, room), locale, viewer) }];
    } catch (error) {
      if (error instanceof AppError && error.key === 'invalid') return [];
      throw error;
    }
  });
}

function present(
  catalogue: Catalogue,
  combination: Combination<PricedChoice>,
  context: {
    locale: string;
    ages: number[];
    tierMode: boolean;
    exchange: Exchange | null;
    convert: CurrenciesService['convert'];
    offers: SearchPromotions | undefined;
  },
): RecommendationView {
  const { hotel } = catalogue;
  const rooms = [...combination.rooms].sort(
    (a, b) => a.plan.roomType.code.localeCompare(b.plan.roomType.code) || a.plan.code.localeCompare(b.plan.code) || b.price - a.price,
  );
  const parties = withAges(
    rooms.map((room) => room.party),
    context.ages,
    context.tierMode,
  );
  const promotion = rooms[0]?.promotion ?? null;
  const total = combination.total;
  const paymentMethods = paymentTypesFor(catalogue, rooms);
  const before = rooms.reduce((sum, room) => sum + room.priceBefore, 0);
  // Priced as a booking paid online by card prices these rooms, where they can be paid so.
  const cardOffer =
    context.offers && paymentMethods.some(paysOnlineByCard)
      ? cardOfferOn(
          context.offers,
          catalogue,
          rooms.map((room) => ({ roomPlan: room.plan, nights: room.nightsBefore })),
          { before, shownDiscount: before - total, locale: context.locale },
        )
      : null;
  return {
    kind: combination.kind,
    rooms: rooms.map((room, i) => {
      const party = parties[i] as RoomParty;
      const { plan, roomType } = room.plan;
      return {
        room_type_code: roomType.code,
        room_plan_code: room.plan.code,
        adults: party.adults,
        children: party.children,
        kids_ages: party.kids_ages,
        kids_tiers: party.kids_tiers,
        room_type_name: pickTranslation(roomType.nameTranslations, context.locale, roomType.name),
        hotel_plan_code: plan.code,
        plan_name: pickTranslation(plan.nameTranslations, context.locale, plan.name),
        meals: plan.meals,
        cancellation_policy_id: plan.cancellationPolicyId,
        free_cancellation: room.freeCancellation,
        deposit_percentage: plan.depositPercentage,
        total_price: room.price,
      };
    }),
    total_price: { cents: total, currency_iso: hotel.currency },
    total_price_without_tax: rooms.reduce((sum, room) => sum + room.priced.room_price_without_tax, 0),
    tax: rooms.reduce((sum, room) => sum + room.priced.tax, 0),
    nights: nightsAcrossRooms(rooms.map((room) => room.priced)),
    mcp_total_price: context.exchange ? { cents: context.convert(total, context.exchange), currency_iso: context.exchange.currency } : null,
    promotion: promotion && {
      id: promotion.id,
      name: pickTranslation(promotion.name_translations, context.locale, promotion.name),
      discount_target_type: promotion.discount_target_type,
      price_before: before,
    },
    card_offer: cardOffer,
    payment_methods: paymentMethods,
    breakfast: rooms.every((room) => room.breakfast),
    free_cancellation: rooms.every((room) => room.freeCancellation),
  };
}

/**
 * GET hotels/{code}/rooms/recommendation (ADR 0057): the party split into rooms the cheapest way
 * the hotel can sell now, and the alternatives, priced as the search prices and the booking charges.
 */
export function recommendationService(
  hotels: HotelsService,
  inventory: InventoryService,
  currencies: CurrenciesService,
  promotions?: PromotionsService,
) {
  return {
    async recommend(code: string, query: RecommendationQuery, locale: string, viewer: SearchViewer): Promise<RecommendationAnswer> {
      const catalogue = await hotels.getCatalogue(code);
      const { hotel } = catalogue;
      if (!hotel.brand.settings.room_recommender) throw new AppError('recommender_off');
      const { party, rooms, maxRooms } = partyAsked(catalogue, query);
      const dayUse = query.is_day_use;
      assertStay(catalogue, query.checkin, query.checkout, { dayUse });
      const stay = { checkin: query.checkin, checkout: query.checkout };
      const searches = occupancySearches(catalogue, query, party, locale, viewer);
      const first = searches[0]?.search as PreparedSearch | undefined;
      const tierMode = usesTiers(hotel.settings.kids_setting.kids_type);
      const now = new Date();
      const view = await inventory.searchView(gridShapeOf(catalogue, first?.today ?? todayInTimeZone(hotel.timeZone, now)));
      const candidates = [...new Map(searches.flatMap((s) => s.search.candidates).map((rp) => [rp.id, rp])).values()];
      const ids = candidates.map((rp) => rp.id);
      const adultCounts = ratedAdults(
        searches.map((s) => s.party),
        hotel.settings.kids_setting.kids_type,
      );
      const [rates, stock, exchange, promoted] = await Promise.all([
        Promise.all(adultCounts.map(async (adults) => [adults, await view.quote(ids, stay, adults)] as const)).then(
          (pairs) => new Map(pairs),
        ),
        view.stock(
          [...new Set(candidates.map((rp) => rp.roomType.id))],
          candidates.filter((rp) => rp.saleLimit !== null).map((rp) => rp.id),
          stay,
        ),
        currencies.exchangeFor({ currency: hotel.currency, multiCurrency: hotel.settings.mcp_enabled }, query.currency),
        first ? withSearchPromotions(promotions, first) : Promise.resolve(undefined),
      ]);
      const member = first?.member ?? false;
      const choices = pricedChoices(catalogue, searches, rates, { now, checkin: query.checkin, member });
      const lists = priceLists(catalogue, choices, {
        // Combinations are ranked as the search shows plans; the card offer on each is priced apart (present).
        live: (promoted?.promotions?.promotions ?? []).filter((p) => p.discount_target_type !== 'payment'),
        audience: promoted?.promotions?.audience ?? { today: todayInTimeZone(hotel.timeZone, now), promoCode: null, loyaltyMember: false },
      });
      const roomTypesLeft = new Map(candidates.map((rp) => [String(rp.roomType.id), stock.roomTypeAvailable.get(rp.roomType.id) ?? 0]));
      const roomPlansLeft = new Map(
        candidates.map((rp) => {
          const free = stock.roomTypeAvailable.get(rp.roomType.id) ?? 0;
          return [String(rp.id), rp.saleLimit === null ? free : Math.min(free, rp.saleLimit - (stock.roomPlanSold.get(rp.id) ?? 0))];
        }),
      );
      const { vector } = partyVector(party, tierMode);
      const budget = query.budget ?? null;
      const found = recommendRooms({
        party: vector,
        rooms,
        maxRooms,
        lists,
        stock: { roomTypes: roomTypesLeft, roomPlans: roomPlansLeft },
        budget,
        ...(exchange ? { inBudgetUnits: (total: number) => currencies.convert(total, exchange) } : {}),
      });
      const context = { locale, ages: party.kids_ages, tierMode, exchange, convert: currencies.convert, offers: promoted?.promotions };
      return {
        checkin: query.checkin,
        checkout: query.checkout,
        nights: nightsBetween(query.checkin, query.checkout),
        party,
        room_count: query.room_count,
        currency: hotel.currency,
        mcp_currency: exchange?.currency ?? null,
        exchange_rate: exchange ? { id: exchange.id, rate: exchange.rate, taken_at: exchange.taken_at } : null,
        budget,
        over_budget: found.overBudget,
        recommendations: found.combinations.map((combination) => present(catalogue, combination, context)),
      };
    },
  };
}
export type RecommendationService = ReturnType<typeof recommendationService>;
