import { cardPaidTotal } from '@yado/domain/payments';
import { nightsBetween } from '@yado/domain/dates';
import { normaliseRoom } from '@yado/domain/party';
import { airportByCode, nearestAirport, routeFlown, type Airport } from '@yado/domain/packages/airports';
import { packagePrice, partyFare, supplements } from '@yado/domain/packages/pricing';
import type { PackageBookingRequest, PackageSearchQuery } from '@yado/domain/packages/requests';
import { flightsFitStay, PACKAGE_MAX_ROOMS, packagePaymentType, packageSearchProblem, type Cabin } from '@yado/domain/packages/rules';
import { passengerCount, seatsFor, travellersOf, type Travellers } from '@yado/domain/packages/travellers';
import { roomsFromQuery } from '@yado/domain/party-query';
import { roomSearchQuerySchema } from '@yado/domain/search';
import type { PackageSearchAnswer } from '@yado/domain/wire/packages';
import { AppError } from '../../errors';
import type { Catalogue, HotelsService } from '../hotels/service';
import type { SearchService } from '../search/service';
import type { SearchViewer } from '../search/sign-in-prices';
import type { FlightOffer, FlightSupplier } from '../flights/supplier';
import { airportView, flightOf } from './flights';

type RoomPlanResult = Awaited<ReturnType<SearchService['searchRooms']>>['rooms'][number]['room_plans'][number];

/** A plan a package can sell: open to book now and paid in full by card (the package is paid at once). */
const sellable = (plan: RoomPlanResult, currency: string) =>
  plan.available && plan.bookable && packagePaymentType(plan.payment_method, currency) !== null;

/** The stay's price by card: the hotel's card offer when it has one, as the booking will charge it. */
const hotelPriceOf = (plan: RoomPlanResult) => cardPaidTotal(plan);

function routeOf(catalogue: Catalogue, departureCode: string): { from: Airport; to: Airport } {
  const from = airportByCode(departureCode);
  const to = catalogue.hotel.coordinates ? nearestAirport(catalogue.hotel.coordinates) : null;
  if (!from || !to || !routeFlown(from, to)) throw new AppError('package_no_route');
  return { from, to };
}

function assertSearchable(search: Parameters<typeof packageSearchProblem>[0]) {
  const problem = packageSearchProblem(search);
  if (problem) throw new AppError(problem, problem === 'package_too_many_rooms' ? { max_rooms: PACKAGE_MAX_ROOMS } : {});
}

/** What a package booking is priced at now, from the request the guest sent. */
export interface PackageQuote {
  catalogue: Catalogue;
  paymentType: string;
  outbound: FlightOffer;
  inbound: FlightOffer;
  travellers: Travellers;
  price: ReturnType<typeof packagePrice>;
  /** The plan's cancellation policy, which the stay keeps. */
  cancellationPolicyId: number;
}

/** Stay plus flight (§1, §2): the hotel's plans for the stay and the flights there and back, priced as one. */
export function packageSearch(hotels: HotelsService, search: SearchService, supplier: FlightSupplier) {
  const flightsOn = (route: { from: Airport; to: Airport }, date: string, cabin: Cabin, currency: string) =>
    supplier.search({ from: route.from.code, to: route.to.code, date, cabin, currency });

  return {
    async search(code: string, query: PackageSearchQuery, locale: string, viewer: SearchViewer): Promise<PackageSearchAnswer> {
      const catalogue = await hotels.getCatalogue(code);
      const rooms = roomsFromQuery(query, catalogue.hotel.settings.kids_setting.kids_type);
      const checkin = query.checkin ?? null;
      const checkout = query.checkout ?? null;
      assertSearchable({
        undated: query.search_type === 'undated' || query.is_day_use,
        checkin,
        checkout,
        roomCount: rooms.length,
        departureAirport: query.departure_airport,
      });
      const stay = { checkin: checkin as string, checkout: checkout as string };
      const route = routeOf(catalogue, query.departure_airport as string);
      const currency = catalogue.hotel.currency;
      const [answer, outbound, inbound] = await Promise.all([
        search.searchRooms(code, { ...query, search_type: 'dated' }, locale, viewer),
        flightsOn(route, stay.checkin, query.cabin, currency),
        flightsOn({ from: route.to, to: route.from }, stay.checkout, query.cabin, currency),
      ]);
      const travellers = travellersOf(answer.party);
      const seats = seatsFor(travellers);
      const priced = (offers: FlightOffer[]) => {
        const open = offers.filter((offer) => offer.seatsLeft >= seats);
        const extra = supplements(open.map((offer) => partyFare(offer.fares, travellers)));
        const cheapest = open.length ? Math.min(...open.map((offer) => partyFare(offer.fares, travellers))) : null;
        const views = offers.map((offer) => {
          const index = open.indexOf(offer);
          return {
            ...flightOf(offer),
            seats_left: offer.seatsLeft,
            available: index >= 0,
            supplement: index >= 0 ? (extra[index] as number) : 0,
          };
        });
        return { views, cheapest };
      };
      const out = priced(outbound);
      const back = priced(inbound);
      const flightsFrom = out.cheapest !== null && back.cheapest !== null ? out.cheapest + back.cheapest : null;
      const plans =
        flightsFrom === null
          ? []
          : answer.rooms.flatMap((room) =>
              room.room_plans
                .filter((plan) => sellable(plan, currency))
                .map((plan) => ({
                  room_type_code: room.room_type_code,
                  room_type_name: room.room_type_name,
                  room_plan_code: plan.room_plan_code,
                  room_plan_name: plan.room_plan_name,
                  hotel_plan_code: plan.hotel_plan_code,
                  meals: plan.meals,
                  rooms_left: plan.plan_stock_count,
                  cancellation_policy_id: plan.cancellation_policy_id,
                  package_price: hotelPriceOf(plan) + flightsFrom,
                })),
            );
      return {
        hotel_code: catalogue.hotel.code,
        checkin: stay.checkin,
        checkout: stay.checkout,
        nights: nightsBetween(stay.checkin, stay.checkout),
        room_count: rooms.length,
        party: answer.party,
        travellers,
        departure_airport: airportView(route.from.code, locale),
        arrival_airport: airportView(route.to.code, locale),
        cabin: query.cabin,
        currency,
        outbound: out.views,
        return: back.views,
        plans: plans.sort((a, b) => a.package_price - b.package_price),
      };
    },

    /**
     * Prices a booking request again on the server: the plan for the party, both offers as the
     * airline prices them now, and who flies. Anything that no longer holds is refused, each with its code.
     */
    async quote(code: string, request: PackageBookingRequest, viewer: SearchViewer): Promise<PackageQuote> {
      const catalogue = await hotels.getCatalogue(code);
      const kidsType = catalogue.hotel.settings.kids_setting.kids_type;
      const parties = request.rooms.map((room) => normaliseRoom(room, kidsType));
      const stay = { checkin: request.checkin_date, checkout: request.checkout_date };
      assertSearchable({ undated: false, ...stay, roomCount: parties.length, departureAirport: request.departure_airport });
      const route = routeOf(catalogue, request.departure_airport);
      const currency = catalogue.hotel.currency;
      // Who stays, and nothing else: the guests' names have no place in a search (nor room in its 4000 characters).
      const parsed = roomSearchQuerySchema.safeParse({
        ...stay,
        rooms: JSON.stringify(parties.map(({ adults, children, kids_ages, kids_tiers }) => ({ adults, children, kids_ages, kids_tiers }))),
        room_type_code: request.room_type_code,
        room_plan_code: request.room_plan_code,
      });
      if (!parsed.success) throw new AppError('invalid', {}, [{ field: 'rooms', message: 'validation.rooms' }]);
      const query = parsed.data;
      const [answer, outbound, inbound] = await Promise.all([
        search.searchRooms(code, query, 'ja', viewer),
        supplier.offer(request.outbound_offer_id, currency),
        supplier.offer(request.return_offer_id, currency),
      ]);
      if (
        !outbound ||
        !inbound ||
        outbound.from !== route.from.code ||
        outbound.to !== route.to.code ||
        inbound.from !== route.to.code ||
        inbound.to !== route.from.code ||
        !flightsFitStay(stay, { outboundDate: outbound.departureDate, returnDate: inbound.departureDate })
      )
        throw new AppError('package_flights_off_stay');
      const plan = answer.rooms
        .find((room) => room.room_type_code === request.room_type_code)
        ?.room_plans.find((candidate) => candidate.room_plan_code === request.room_plan_code);
      if (!plan || !plan.available) throw new AppError('sold_out');
      const paymentType = packagePaymentType(plan.payment_method, currency);
      if (!plan.bookable || !paymentType) throw new AppError('plan_unavailable');
      const travellers = travellersOf(answer.party);
      const named = (type: string) => request.passengers.filter((passenger) => passenger.type === type).length;
      if (
        request.passengers.length !== passengerCount(travellers) ||
        named('adult') !== travellers.adults ||
        named('child') !== travellers.children ||
        named('infant') !== travellers.infants
      )
        throw new AppError('invalid', {}, [{ field: 'passengers', message: 'validation.invalid' }]);
      if (Math.min(outbound.seatsLeft, inbound.seatsLeft) < seatsFor(travellers)) throw new AppError('flight_sold_out');
      const price = packagePrice({ hotelTotal: hotelPriceOf(plan), outbound: outbound.fares, inbound: inbound.fares, travellers });
      return { catalogue, paymentType, outbound, inbound, travellers, price, cancellationPolicyId: plan.cancellation_policy_id };
    },
  };
}
export type PackageSearch = ReturnType<typeof packageSearch>;
