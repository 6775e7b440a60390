import type { Cabin } from '@yado/domain/packages/rules';
import type { Fares } from '@yado/domain/packages/pricing';

/**
 * What a package asks of an airline or a flight consolidator (ADR 0059), as the card gateway
 * interface is for payments: the sandbox airline implements it, and a real supplier plugs in
 * behind the same methods. Every call that changes something is safe to repeat: a hold is named
 * by our reference, and ticketing, releasing or refunding it twice does it once.
 */
export interface FlightSupplier {
  readonly name: string;

  /** The flights of one day between two airports, priced for a cabin in a currency, with the seats left. */
  search(query: FlightQuery): Promise<FlightOffer[]>;
  /** One offer again by its id, priced as now: a booking never trusts the price it was sent. */
  offer(offerId: string, currency: string): Promise<FlightOffer | null>;

  /**
   * Keeps seats on the offers for the passengers until the hold expires. `reference` is ours (the
   * package's id): a second call with it answers the first hold. Throws FlightSupplierError.
   */
  hold(offerIds: readonly string[], passengers: readonly Passenger[], reference: string): Promise<FlightHold>;
  /** Issues the tickets of a hold: one per passenger and flight. Repeated, answers the same tickets. */
  ticket(holdId: string): Promise<{ ticketNumbers: string[] }>;
  /** Gives a hold's seats back; nothing for a hold already released, expired or ticketed. */
  release(holdId: string): Promise<void>;
  /** Voids the tickets of a hold and gives their seats back; nothing for a hold never ticketed. */
  refund(holdId: string): Promise<void>;
  /**
   * Cancels a ticketed booking its guest or the hotel gave up (ADR 0062): its tickets voided and
   * every seat given back. What the fare rules keep is ours to charge, not the airline's call. A
   * booking already cancelled, refunded or never ticketed is left as it is. Throws FlightSupplierError,
   * of kind `refused` when the airline answers that it will not cancel (the tickets stand).
   */
  cancel(holdId: string): Promise<void>;
  /** The hold made under our reference, if any: what recovery after a restart asks first. */
  find(reference: string): Promise<FlightHold | null>;
}

export interface FlightQuery {
  from: string;
  to: string;
  date: string;
  cabin: Cabin;
  currency: string;
}

export interface FlightOffer {
  offerId: string;
  flightNumber: string;
  from: string;
  to: string;
  departureDate: string;
  /** Local times at each airport, HH:MM. */
  departsAt: string;
  arrivesAt: string;
  cabin: Cabin;
  /** Per passenger, in `currency`; infants on a lap fly free. */
  fares: Fares;
  currency: string;
  seatsLeft: number;
}

export type PassengerType = 'adult' | 'child' | 'infant';

export interface Passenger {
  first_name: string;
  last_name: string;
  type: PassengerType;
}

export type FlightHoldStatus = 'held' | 'ticketed' | 'released' | 'expired' | 'refunded' | 'cancelled';

export interface FlightHold {
  holdId: string;
  status: FlightHoldStatus;
  expiresAt: Date;
  ticketNumbers: string[];
}

/**
 * The supplier said no: no seats left on a flight, or it failed to do what was asked. `refused`
 * is its answer that it will not do it, nothing changed; `failed` may have changed something
 * (an answer lost to a timeout is one), so its outcome is asked about again, never assumed.
 */
export class FlightSupplierError extends Error {
  constructor(
    readonly kind: 'sold_out' | 'refused' | 'failed',
    message: string,
  ) {
    super(message);
  }
}
