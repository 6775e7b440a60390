import { randomUUID } from 'node:crypto';
import { canCancelOnline, reservationCancellationFee, type CancellationPolicy } from '@yado/domain/cancellation';
import { ERRORS } from '@yado/domain/errors';
import { departureTimeZone } from '@yado/domain/packages/airports';
import { fareTravellersOf, flightCancellationFee, packageCancellationQuote } from '@yado/domain/packages/cancellation';
import type { PackageCancelRequest } from '@yado/domain/packages/requests';
import type { PackageCancellationQuoteView, PackageState } from '@yado/domain/wire/packages';
import type { Db } from '../../db/connect';
import { inTransaction } from '../../db/transactions';
import { AppError } from '../../errors';
import { FlightSupplierError, type FlightHoldStatus, type FlightSupplier } from '../flights/supplier';
import type { HotelsService } from '../hotels/service';
import type { JobRunner } from '../jobs/runner';
import type { ReservationCredentials } from '../reservations/access';
import type { ReservationsService } from '../reservations/service';
import { assertGuestMayCancel, type Actor } from '../reservations/update-setting';
import type { BookedFlight } from './flights';
import { leaseFrom, PACKAGE_RECOVERY_JOB, RECOVERY_DELAY_MS } from './lease';
import { packageBookingsRepository, type PackageCancellationRecord, type PackageRow } from './repository';
import type { PackageStays } from './stay';

export interface PackageCancellationDependencies {
  db: Db;
  supplier: FlightSupplier;
  stays: Pick<PackageStays, 'find' | 'cancel'>;
  hotels: Pick<HotelsService, 'getCatalogueById'>;
  reservations: Pick<ReservationsService, 'get'>;
  jobs: JobRunner;
}

/** The stay's cancellation reason when its guest gives none. */
const DEFAULT_REASON = 'package_cancelled';

type StaffActor = Extract<Actor, { kind: 'staff' }>;

/** Who cancelled, as the booking keeps it, so a run finished later records the stay's change as theirs. */
const recordedActor = (actor: Actor): PackageCancellationRecord['actor'] =>
  actor.kind === 'staff' ? { kind: 'staff', credential_id: actor.credentialId, hotel_id: actor.hotelId } : { kind: 'guest' };

const actorOf = (recorded: PackageCancellationRecord['actor']): Actor =>
  recorded.kind === 'staff'
    ? { kind: 'staff', credentialId: recorded.credential_id, hotelId: recorded.hotel_id }
    : { kind: 'guest', member: null, corporate: null };

/** What the airline holds once its step is done: the tickets voided, by this cancellation or before it. */
const AIRLINE_DONE: readonly FlightHoldStatus[] = ['cancelled', 'refunded', 'released', 'expired'];

/** The airline failed without saying no: it may have cancelled, so the package stays `cancelling`. */
class AirlineOutcomeUnknown extends Error {}

const feeChanged = (cents: number, currency: string) =>
  new AppError('cancellation_fee_changed', {}, [], { cancellation_fee: { cents, currency_iso: currency } });

/** A package that cannot be cancelled in the state it is in, with the reason its guest is told. */
function assertCancellable(row: PackageRow) {
  const state = row.state as PackageState;
  if (state === 'confirmed' || state === 'cancelling') return;
  if (state === 'cancelled' || state === 'undoing' || state === 'undone') throw new AppError('already_cancelled');
  throw new AppError('package_being_booked');
}

/**
 * A flight package cancelled as a whole (ADR 0062), by its guest or its hotel's staff, never its
 * stay alone: the airline cancels the tickets first (its seats back), then the stay is cancelled
 * with the hotel's fee (its stock back), then the one card charge is refunded down to both fees.
 * What it keeps is decided once and written with the booking as it starts (`cancelling`), so a run
 * cut short is finished with the same amounts by the package's recovery job; each step is safe to repeat.
 */
export function packageCancellations(deps: PackageCancellationDependencies) {
  const { db, supplier, stays, hotels, jobs } = deps;
  const repository = packageBookingsRepository(db);

  /** The package, its stay and the hotel's time zone, for a reservation number. */
  async function packageOf(number: string) {
    const row = await repository.findByReservationNumber(number);
    const stay = row?.reservation_id ? await stays.find(row.reservation_id) : undefined;
    if (!row || !stay) throw new AppError('not_found');
    const catalogue = await hotels.getCatalogueById(stay.hotel_id);
    return { row, stay, catalogue };
  }

  /** What cancelling costs now: the hotel's fee (its policy's, or the one its staff name) and the airline's for each flight. */
  function quoteOf(
    row: PackageRow,
    timeZone: string,
    hotel: { fee: number; percentage_of_cost: number | null },
    now: Date,
  ): PackageCancellationQuoteView {
    const travellers = fareTravellersOf(row.passengers as Array<{ type: string }>);
    const flights = (row.flights as BookedFlight[]).map((flight) => ({
      direction: flight.direction,
      ...flightCancellationFee(
        {
          departure_date: flight.departure_date,
          departs_at: flight.departs_at,
          timeZone: departureTimeZone(flight.departure_airport, timeZone),
          fares: flight.fares,
        },
        travellers,
        now,
      ),
    }));
    const totals = packageCancellationQuote({
      charged: row.total_price,
      hotelPrice: row.hotel_price,
      flightsPrice: row.flights_price,
      hotelFee: hotel.fee,
      flightFees: flights.map((flight) => flight.fee),
    });
    return { ...totals, charged: row.total_price, currency_iso: row.currency, flights, hotel_percentage_of_cost: hotel.percentage_of_cost };
  }

  /**
   * What a package being cancelled costs: the amounts recorded as it started, which finishing it
   * charges, whatever the policy or the fare rules say now.
   */
  function recordedQuote(row: PackageRow): PackageCancellationQuoteView {
    const record = row.cancellation as PackageCancellationRecord;
    return {
      hotel_fee: record.hotel_fee,
      flight_fee: record.flight_fee,
      total_fee: record.total_fee,
      refund: record.refund,
      charged: row.total_price,
      currency_iso: row.currency,
      flights: record.flights ?? [],
      hotel_percentage_of_cost: record.hotel_percentage_of_cost ?? null,
    };
  }

  /** The guest's package and what cancelling it costs now, once they may cancel it online (§4, §6). */
  async function guestQuote(number: string, credentials: ReservationCredentials, actor: Actor, locale: string, now: Date) {
    // The reservation's own access check first: the same answer for a wrong credential and no such reservation.
    await deps.reservations.get(number, credentials, locale, actor);
    const { row, stay, catalogue } = await packageOf(number);
    assertCancellable(row);
    const timeZone = catalogue.hotel.timeZone;
    if (!canCancelOnline(stay.checkin_date, timeZone, now)) throw new AppError('cancellation_not_online');
    assertGuestMayCancel(stay, catalogue, actor);
    if (row.state === 'cancelling') return { row, quote: recordedQuote(row) };
    const hotel = reservationCancellationFee(stay.cancellation_policy as CancellationPolicy, stay, stay.checkin_date, timeZone, now);
    return { row, quote: quoteOf(row, timeZone, hotel, now) };
  }

  /**
   * The airline's step: asks the airline what it holds first when an earlier try's answer may
   * have been lost, cancels the tickets if still issued, and records that it is done. Only the
   * request that began the cancellation, told by the airline that it will not cancel, puts the
   * package back to confirmed; any other failure leaves it `cancelling`, to finish later with the
   * same amounts, since the airline may have cancelled already.
   */
  async function cancelAtAirline(row: PackageRow, holdId: string, firstTry: boolean) {
    try {
      const held = firstTry ? null : await supplier.find(row.id);
      if (!held || !AIRLINE_DONE.includes(held.status)) await supplier.cancel(holdId);
    } catch (error) {
      if (!(error instanceof FlightSupplierError)) throw error;
      const failed = String(ERRORS.flight_cancellation_failed.code);
      if (firstTry && error.kind === 'refused') {
        await repository.abandonCancellation(row.id, failed);
        throw new AppError('flight_cancellation_failed');
      }
      await repository.recordCancellationFailure(row.id, failed);
      throw new AirlineOutcomeUnknown(error.message);
    }
    await repository.recordAirlineCancelled(row.id);
  }

  /**
   * Airline, stay, card, in that order. `actor` is who asked (none when the job finishes it: the
   * one recorded then); `firstTry` when this request began the cancellation.
   */
  async function finish(id: string, actor: Actor | null, now: Date, firstTry: boolean) {
    const row = await repository.find(id);
    if (row?.state !== 'cancelling' || !row.reservation_id) return;
    const record = row.cancellation as PackageCancellationRecord;
    if (row.hold_id && !record.airline_cancelled) await cancelAtAirline(row, row.hold_id, firstTry);
    const ending = { hotelFee: record.hotel_fee, cardKeeps: record.total_fee, reason: record.reason, details: record.details };
    await stays.cancel(row.reservation_id, ending, actor ?? actorOf(record.actor), now);
    await repository.advance(db, id, ['cancelling'], 'cancelled', { lease_until: leaseFrom(new Date()) });
  }

  /**
   * Starts cancelling with the quote's amounts, with the job that finishes it if this runner
   * stops, and runs it. A package left `cancelling` by a runner whose lease ran out is taken over
   * and finished; one still being cancelled, or cancelled, is refused as already cancelled.
   */
  async function run(
    row: PackageRow,
    quote: PackageCancellationQuoteView,
    why: { reason: string; details: string | null },
    actor: Actor,
    now: Date,
  ) {
    const { hotel_fee, flight_fee, total_fee, refund, flights, hotel_percentage_of_cost } = quote;
    const record: PackageCancellationRecord = {
      ...{ hotel_fee, flight_fee, total_fee, refund, flights, hotel_percentage_of_cost },
      ...why,
      actor: recordedActor(actor),
    };
    const lease = { until: leaseFrom(new Date()), holder: randomUUID() };
    const begun = await inTransaction(db, async (trx) => {
      if (!(await repository.beginCancellation(trx, row.id, record, lease))) return false;
      await jobs.enqueue(trx, {
        kind: PACKAGE_RECOVERY_JOB,
        payload: { package_id: row.id },
        runAt: new Date(now.getTime() + RECOVERY_DELAY_MS),
      });
      return true;
    });
    if (!begun && !(await repository.takeOver(row.id, new Date(), lease.until, lease.holder))) {
      const current = await repository.find(row.id);
      if (current) assertCancellable(current);
      throw new AppError('already_cancelled');
    }
    try {
      await finish(row.id, actor, now, begun);
    } catch (error) {
      if (!(error instanceof AirlineOutcomeUnknown)) throw error;
      // Begun now, the cancellation stands and its job finishes it (the package says `cancelling`);
      // one taken over had its job already, so whoever asked again is told the airline failed.
      if (!begun) throw new AppError('flight_cancellation_failed');
    }
    const cancelled = await repository.find(row.id);
    if (!cancelled) throw new Error(`package ${row.id} vanished`);
    return cancelled;
  }

  /** Staff's package of their hotel, and what cancelling it costs with the hotel's fee they name. */
  async function staffQuote(number: string, hotelFee: number, actor: StaffActor, now: Date) {
    const { row, stay, catalogue } = await packageOf(number);
    if (stay.hotel_id !== actor.hotelId) throw new AppError('reservation_not_found');
    assertCancellable(row);
    if (row.state === 'cancelling') return { row, quote: recordedQuote(row) };
    if (hotelFee > stay.total_price) throw new AppError('invalid', {}, [{ field: 'cancellation_fee', message: 'validation.invalid' }]);
    return { row, quote: quoteOf(row, catalogue.hotel.timeZone, { fee: hotelFee, percentage_of_cost: null }, now) };
  }

  return {
    /** GET reservations/{number}/package/cancel_quote: what cancelling the whole package costs now. */
    async quoteForGuest(number: string, credentials: ReservationCredentials, actor: Actor, locale: string, now = new Date()) {
      return (await guestQuote(number, credentials, actor, locale, now)).quote;
    },

    /** The guest cancels the whole package at the total fee they were shown; a fee that moved since is refused with the new one. */
    async cancelByGuest(number: string, request: PackageCancelRequest, actor: Actor, locale: string, now = new Date()) {
      const { row, quote } = await guestQuote(number, request, actor, locale, now);
      if (quote.total_fee !== request.total_fee_displayed) throw feeChanged(quote.total_fee, quote.currency_iso);
      return run(row, quote, { reason: request.reason || DEFAULT_REASON, details: request.details || null }, actor, now);
    },

    /** What cancelling costs with the hotel's fee staff name: the preview they confirm (the console's). */
    async quoteForStaff(number: string, hotelFee: number, actor: StaffActor, now = new Date()) {
      return (await staffQuote(number, hotelFee, actor, now)).quote;
    },

    /**
     * The hotel's staff cancel a package at any time, naming the hotel's fee as they do for any
     * stay (up to the stay's price); the airline's fees follow its fare rules. A package being
     * cancelled is finished at its recorded fee, and a different one is refused with it.
     */
    async cancelByStaff(
      number: string,
      request: { hotelFee: number; reason?: string | undefined; details?: string | undefined },
      actor: StaffActor,
      now = new Date(),
    ) {
      const { row, quote } = await staffQuote(number, request.hotelFee, actor, now);
      if (quote.hotel_fee !== request.hotelFee) throw feeChanged(quote.hotel_fee, quote.currency_iso);
      return run(row, quote, { reason: request.reason || DEFAULT_REASON, details: request.details || null }, actor, now);
    },

    /** Whether a reservation is a flight package's stay: the staff's cancel then cancels the package. */
    async isPackageStay(number: string) {
      return (await repository.findByReservationNumber(number)) !== undefined;
    },

    /**
     * The recovery job: a cancellation cut short is finished with the amounts it started with,
     * the airline asked first whether it cancelled already. It never puts the package back to
     * confirmed; an airline that fails it again leaves it `cancelling`, finished when its guest
     * or the hotel cancels again (at those amounts), not by the job retrying on its own.
     */
    async resume(id: string, now: Date) {
      await finish(id, null, now, false).catch((error: unknown) => {
        if (!(error instanceof AirlineOutcomeUnknown)) throw error;
      });
    },
  };
}
export type PackageCancellations = ReturnType<typeof packageCancellations>;
