import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '../../../db/connect';
import { inTransaction } from '../../../db/transactions';
import type { JobRunner } from '../../jobs/runner';
import {
  FlightSupplierError,
  type FlightHold,
  type FlightHoldStatus,
  type FlightOffer,
  type FlightQuery,
  type FlightSupplier,
  type Passenger,
} from '../supplier';
import { sandboxFlightsRepository, type Segment } from './repository';
import { CABIN_CAPACITY, faresOf, localTimes, offerIdOf, parseOfferId, scheduledFlights, type ScheduledFlight } from './schedule';
import type { Cabin } from '@yado/domain/packages/rules';

export const SANDBOX_HOLD_EXPIRY_JOB = 'flights.sandbox_hold_expiry';

/**
 * Passenger surnames that make the sandbox airline fail on purpose, as test cards do at the card
 * gateway (README): the hold is refused, or the hold succeeds and its ticketing is refused, or the
 * tickets are issued and cancelling them is refused, or they are cancelled and the answer is lost
 * (every call to cancel fails as a timeout would, its work done).
 */
export const FAILING_SURNAMES = { hold: 'HOLDFAIL', ticket: 'TICKETFAIL', cancel: 'CANCELFAIL', cancelAnswer: 'CANCELLOST' } as const;

const surnamed = (passengers: ReadonlyArray<{ last_name: string }>, surname: string) =>
  passengers.some((passenger) => passenger.last_name.trim().toUpperCase() === surname);

const capacityOf = (segment: Segment) => CABIN_CAPACITY[segment.cabin as Cabin];

/**
 * An airline that behaves as real suppliers do, in our database: seats per flight that run out,
 * holds that expire (a job gives their seats back), tickets, refunds, and failures on demand.
 */
export function sandboxFlightSupplier(db: Db, jobs: JobRunner, options: { holdMinutes: number }) {
  const repository = sandboxFlightsRepository(db);

  function offerOf(
    flight: ScheduledFlight,
    date: string,
    cabin: Cabin,
    currency: string,
    taken: number,
    capacity: number,
  ): FlightOffer | null {
    const fares = faresOf(flight, date, cabin, currency);
    if (!fares) return null;
    return {
      offerId: offerIdOf(flight.flightNumber, date, cabin),
      flightNumber: flight.flightNumber,
      from: flight.from.code,
      to: flight.to.code,
      departureDate: date,
      ...localTimes(flight),
      cabin,
      fares,
      currency,
      seatsLeft: Math.max(0, capacity - taken),
    };
  }

  async function offersOn(flights: ScheduledFlight[], date: string, cabin: Cabin, currency: string) {
    const rows = await repository.seatRows(
      flights.map((flight) => flight.flightNumber),
      date,
      cabin,
    );
    const byNumber = new Map(rows.map((row) => [row.flight_number, row]));
    return flights.flatMap((flight) => {
      const row = byNumber.get(flight.flightNumber);
      const offer = offerOf(flight, date, cabin, currency, row ? row.held + row.sold : 0, row?.capacity ?? CABIN_CAPACITY[cabin]);
      return offer ? [offer] : [];
    });
  }

  function holdOf(row: { id: string; status: string; expires_at: Date | string }, ticketNumbers: string[]): FlightHold {
    return { holdId: row.id, status: row.status as FlightHoldStatus, expiresAt: new Date(row.expires_at), ticketNumbers };
  }

  /** Gives a hold's seats back as `status` (released or expired) if it still holds them. */
  async function letGo(holdId: string, status: 'released' | 'expired', now: Date) {
    await inTransaction(db, async (trx) => {
      const hold = await repository.lockHold(trx, holdId);
      if (hold?.status !== 'held') return;
      if (status === 'expired' && new Date(hold.expires_at) > now) return;
      if (!(await repository.moveSeats(trx, hold.segments, { held: -hold.seats, sold: 0 }, capacityOf)))
        throw new Error(`sandbox hold ${holdId} held seats its flights do not show`);
      await repository.setStatus(trx, holdId, status);
    });
  }

  /** Voids a ticketed hold's tickets and gives every seat back, as `status`; nothing for a hold not ticketed (any more). */
  async function voidTickets(holdId: string, status: 'refunded' | 'cancelled') {
    await inTransaction(db, async (trx) => {
      const hold = await repository.lockHold(trx, holdId);
      if (hold?.status !== 'ticketed') return;
      if (!(await repository.moveSeats(trx, hold.segments, { held: 0, sold: -hold.seats }, capacityOf)))
        throw new Error(`sandbox hold ${holdId} sold seats its flights do not show`);
      await repository.setStatus(trx, holdId, status);
    });
  }

  const supplier: FlightSupplier = {
    name: 'sandbox',

    async search(query: FlightQuery) {
      return offersOn(scheduledFlights(query.from, query.to), query.date, query.cabin, query.currency);
    },

    async offer(offerId, currency) {
      const parsed = parseOfferId(offerId);
      if (!parsed) return null;
      const [offer] = await offersOn([parsed.flight], parsed.date, parsed.cabin, currency);
      return offer ?? null;
    },

    async hold(offerIds, passengers: readonly Passenger[], reference) {
      const existing = await repository.findByReference(reference);
      if (existing) return holdOf(existing, []);
      if (surnamed(passengers, FAILING_SURNAMES.hold)) throw new FlightSupplierError('failed', 'sandbox hold refused on request');
      const segments = offerIds.map((offerId) => {
        const parsed = parseOfferId(offerId);
        if (!parsed) throw new FlightSupplierError('failed', `unknown offer ${offerId}`);
        return { flight_number: parsed.flight.flightNumber, departure_date: parsed.date, cabin: parsed.cabin };
      });
      const seats = passengers.filter((passenger) => passenger.type !== 'infant').length;
      const id = `hold_${randomUUID().replaceAll('-', '')}`;
      const expiresAt = new Date(Date.now() + options.holdMinutes * 60_000);
      await inTransaction(db, async (trx) => {
        if (!(await repository.moveSeats(trx, segments, { held: seats, sold: 0 }, capacityOf)))
          throw new FlightSupplierError('sold_out', 'not enough seats left');
        await repository.insertHold(trx, { id, reference, segments, passengers: [...passengers], seats, expires_at: expiresAt });
        await jobs.enqueue(trx, { kind: SANDBOX_HOLD_EXPIRY_JOB, payload: { hold_id: id }, runAt: expiresAt });
      });
      return { holdId: id, status: 'held', expiresAt, ticketNumbers: [] };
    },

    async ticket(holdId) {
      const ticketNumbers = await inTransaction(db, async (trx) => {
        const hold = await repository.lockHold(trx, holdId);
        if (!hold) throw new FlightSupplierError('failed', `no hold ${holdId}`);
        if (hold.status === 'ticketed') return repository.ticketNumbers(trx, holdId);
        if (hold.status !== 'held' || new Date(hold.expires_at) <= new Date())
          throw new FlightSupplierError('failed', `hold ${holdId} is ${hold.status}`);
        if (surnamed(hold.passengers, FAILING_SURNAMES.ticket))
          throw new FlightSupplierError('failed', 'sandbox ticketing refused on request');
        if (!(await repository.moveSeats(trx, hold.segments, { held: -hold.seats, sold: hold.seats }, capacityOf)))
          throw new Error(`sandbox hold ${holdId} held seats its flights do not show`);
        const tickets = hold.segments.flatMap((_segment, segmentIndex) =>
          hold.passengers.map((_passenger, passengerIndex) => ({
            number: `205${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`,
            hold_id: holdId,
            passenger_index: passengerIndex,
            segment_index: segmentIndex,
          })),
        );
        await repository.insertTickets(trx, tickets);
        await repository.setStatus(trx, holdId, 'ticketed');
        return tickets.map((ticket) => ticket.number);
      });
      return { ticketNumbers };
    },

    release: (holdId) => letGo(holdId, 'released', new Date()),

    refund: (holdId) => voidTickets(holdId, 'refunded'),

    async cancel(holdId) {
      const hold = await repository.findHold(db, holdId);
      if (hold?.status === 'ticketed' && surnamed(hold.passengers, FAILING_SURNAMES.cancel))
        throw new FlightSupplierError('refused', 'sandbox cancellation refused on request');
      await voidTickets(holdId, 'cancelled');
      if (hold && surnamed(hold.passengers, FAILING_SURNAMES.cancelAnswer))
        throw new FlightSupplierError('failed', 'sandbox cancellation answer lost on request');
    },

    async find(reference) {
      const hold = await repository.findByReference(reference);
      return hold ? holdOf(hold, await repository.ticketNumbers(db, hold.id)) : null;
    },
  };

  return {
    ...supplier,
    /** The hold's time is up: its seats go back unless it was ticketed or let go first. */
    expireHold: (holdId: string, now: Date) => letGo(holdId, 'expired', now),
  };
}
export type SandboxFlightSupplier = ReturnType<typeof sandboxFlightSupplier>;
