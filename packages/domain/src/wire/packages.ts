/** Stay plus flight packages as the API answers them (ADR 0059). */
import { z } from 'zod';
import { partySchema } from './search';
import { reservationSchema } from './reservations';

const airportSchema = z.object({ code: z.string(), name: z.string() });

export const flightOfferSchema = z.object({
  offer_id: z.string(),
  flight_number: z.string(),
  departure_airport: z.string(),
  arrival_airport: z.string(),
  departure_date: z.string(),
  departs_at: z.string(),
  arrives_at: z.string(),
  cabin: z.string(),
  seats_left: z.number(),
  /** Enough seats for the whole party. */
  available: z.boolean(),
  /** What this flight adds to the package's price, against the cheapest of its direction. */
  supplement: z.number(),
});

export const packagePlanSchema = z.object({
  room_type_code: z.string(),
  room_type_name: z.string(),
  room_plan_code: z.string(),
  room_plan_name: z.string(),
  hotel_plan_code: z.string(),
  meals: z.string(),
  rooms_left: z.number(),
  /** The hotel's cancellation policy for the stay (the airline's fare rules apply to the flights). */
  cancellation_policy_id: z.number(),
  /** The one price of the stay with the cheapest outbound and return flights, for the whole party. */
  package_price: z.number(),
});

export const packageSearchResponse = z.object({
  data: z.object({
    hotel_code: z.string(),
    checkin: z.string(),
    checkout: z.string(),
    nights: z.number(),
    room_count: z.number(),
    party: z.array(partySchema),
    travellers: z.object({ adults: z.number(), children: z.number(), infants: z.number() }),
    departure_airport: airportSchema,
    arrival_airport: airportSchema,
    cabin: z.string(),
    currency: z.string(),
    outbound: z.array(flightOfferSchema),
    return: z.array(flightOfferSchema),
    plans: z.array(packagePlanSchema),
  }),
});
export type PackageSearchAnswer = z.infer<typeof packageSearchResponse>['data'];

export const bookedFlightSchema = z.object({
  direction: z.enum(['outbound', 'return']),
  flight_number: z.string(),
  departure_airport: airportSchema,
  arrival_airport: airportSchema,
  departure_date: z.string(),
  departs_at: z.string(),
  arrives_at: z.string(),
  cabin: z.string(),
});

/**
 * The booking saga's steps (ADR 0059), with the wait for a card's 3-D Secure challenge (ADR 0067),
 * then a confirmed package cancelled as a whole (ADR 0062).
 */
export const PACKAGE_STATES = [
  'started',
  'seats_held',
  'stock_taken',
  'awaiting_challenge',
  'paid',
  'confirmed',
  'undoing',
  'undone',
  'cancelling',
  'cancelled',
] as const;
export type PackageState = (typeof PACKAGE_STATES)[number];

/** What a package's cancellation keeps and gives back (ADR 0062): the hotel's fee, the airline's, and the refund of the one charge. */
export const packageCancellationAmountsSchema = z.object({
  hotel_fee: z.number(),
  flight_fee: z.number(),
  total_fee: z.number(),
  refund: z.number(),
  currency_iso: z.string(),
});
export type PackageCancellationAmounts = z.infer<typeof packageCancellationAmountsSchema>;

/** A package booking: its state, flights and tickets, and the one price paid. */
export const packageViewSchema = z.object({
  id: z.string(),
  state: z.enum(PACKAGE_STATES),
  flights: z.array(bookedFlightSchema),
  passengers: z.array(z.object({ first_name: z.string(), last_name: z.string(), type: z.string() })),
  ticket_numbers: z.array(z.string()),
  total_price: z.object({ cents: z.number(), currency_iso: z.string() }),
  /** What cancelling it kept and gave back, once cancelled (ADR 0062). */
  cancellation: packageCancellationAmountsSchema.nullable(),
  /** Why it was undone, while being undone and after (ADR 0067): the stay's card or the airline's refusal. */
  failure_code: z.string().nullable(),
});

export const packageBookingResponse = z.object({
  data: z.object({
    package: packageViewSchema,
    reservation_number: z.string(),
    bypass_token: z.string(),
    reservation: reservationSchema,
  }),
});

/** What cancelling a package as a whole costs now (ADR 0062): the hotel's fee, the airline's, and the refund of the one charge. */
export const packageCancellationQuoteSchema = z.object({
  hotel_fee: z.number(),
  flight_fee: z.number(),
  total_fee: z.number(),
  refund: z.number(),
  /** What the card paid for the stay and flights together. */
  charged: z.number(),
  currency_iso: z.string(),
  /** Each flight's share of its fares the airline keeps now. */
  flights: z.array(z.object({ direction: z.enum(['outbound', 'return']), percentage_of_fare: z.number(), fee: z.number() })),
  /** The hotel policy's percentage of the stay (null when its staff named the fee). */
  hotel_percentage_of_cost: z.number().nullable(),
});
export type PackageCancellationQuoteView = z.infer<typeof packageCancellationQuoteSchema>;

export const packageCancellationResponse = z.object({
  data: z.object({ package: packageViewSchema, reservation: reservationSchema }),
});
