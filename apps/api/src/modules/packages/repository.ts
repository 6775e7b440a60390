import { sql } from 'kysely';
import type { PackageCancellationQuoteView, PackageState } from '@yado/domain/wire/packages';
import type { Db } from '../../db/connect';
import type { BookedFlight } from './flights';

export interface NewPackageBooking {
  id: string;
  hotel_id: number;
  client_session_id: string;
  supplier: string;
  flights: BookedFlight[];
  passengers: unknown[];
  hotel_price: number;
  flights_price: number;
  total_price: number;
  currency: string;
  lease_until: Date;
  lease_holder: string;
  idempotency_key: string | null;
  request_hash: string;
}

/** What cancelling a package keeps and gives back, and who asked and why: decided once, as it starts. */
export interface PackageCancellationRecord {
  hotel_fee: number;
  flight_fee: number;
  total_fee: number;
  refund: number;
  reason: string;
  details: string | null;
  actor: { kind: 'guest' } | { kind: 'staff'; credential_id: number | null; hotel_id: number };
  /** Each flight's share the airline keeps, and the hotel policy's percentage, as quoted (absent from records written before). */
  flights?: PackageCancellationQuoteView['flights'];
  hotel_percentage_of_cost?: number | null;
  /** Set once the airline has cancelled the tickets: from then on the package is never put back to confirmed. */
  airline_cancelled?: boolean;
}

export type PackageRow = NonNullable<Awaited<ReturnType<ReturnType<typeof packageBookingsRepository>['find']>>>;

/** The package bookings and the step each has reached (the saga's log). */
export function packageBookingsRepository(db: Db) {
  return {
    /** Writes a new booking; false when its session's Idempotency-Key is taken already. */
    async insert(trx: Db, booking: NewPackageBooking) {
      const inserted = await trx
        .insertInto('package_bookings')
        .values({
          ...booking,
          state: 'started',
          flights: JSON.stringify(booking.flights),
          passengers: JSON.stringify(booking.passengers),
        })
        .onConflict((oc) => oc.columns(['client_session_id', 'idempotency_key']).doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    find(id: string) {
      return db.selectFrom('package_bookings').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByIdempotencyKey(clientSessionId: string, key: string) {
      return db
        .selectFrom('package_bookings')
        .selectAll()
        .where('client_session_id', '=', clientSessionId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
    },

    /** Frees the key of a booking that was undone, so a retry books afresh (as a refused card frees a reservation's key). */
    async releaseIdempotencyKey(id: string) {
      await db.updateTable('package_bookings').set({ idempotency_key: null }).where('id', '=', id).where('state', '=', 'undone').execute();
    },

    /**
     * Renews the lease of the runner about to charge the card, only while the booking has stock
     * taken and the lease is still theirs: false when another runner took the booking over.
     */
    async renewLease(id: string, holder: string, leaseUntil: Date) {
      const renewed = await db
        .updateTable('package_bookings')
        .set({ lease_until: leaseUntil })
        .where('id', '=', id)
        .where('state', '=', 'stock_taken')
        .where('lease_holder', '=', holder)
        .executeTakeFirst();
      return Number(renewed.numUpdatedRows) === 1;
    },

    /** The package of a stay whose card's 3-D Secure challenge it waits for (ADR 0067), read in the payment's transaction. */
    awaitingChallenge(trx: Db, reservationId: string) {
      return trx
        .selectFrom('package_bookings')
        .select('id')
        .where('reservation_id', '=', reservationId)
        .where('state', '=', 'awaiting_challenge')
        .executeTakeFirst();
    },

    findByReservationNumber(number: string) {
      return db.selectFrom('package_bookings').selectAll().where('reservation_number', '=', number).executeTakeFirst();
    },

    /**
     * Records the step reached, with what it learnt, and extends the lease of whoever runs the
     * saga; from `from` only, so two runners never both move it.
     */
    async advance(
      trx: Db,
      id: string,
      from: readonly PackageState[],
      to: PackageState,
      changes: {
        hold_id?: string;
        hold_expires_at?: Date;
        reservation_id?: string;
        reservation_number?: string;
        bypass_token?: string;
        ticket_numbers?: string[];
        failure_code?: string | null;
        lease_until: Date;
      },
    ) {
      const { ticket_numbers: tickets, ...rest } = changes;
      const moved = await trx
        .updateTable('package_bookings')
        .set({
          ...rest,
          ...(tickets ? { ticket_numbers: JSON.stringify(tickets) } : {}),
          state: to,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .where('state', 'in', from)
        .executeTakeFirst();
      return Number(moved.numUpdatedRows) === 1;
    },

    /**
     * Starts cancelling a confirmed package (ADR 0062), with what it keeps and gives back decided
     * now, and whoever cancels it holding its lease; false when it is not confirmed (any more).
     */
    async beginCancellation(trx: Db, id: string, cancellation: PackageCancellationRecord, lease: { until: Date; holder: string }) {
      const moved = await trx
        .updateTable('package_bookings')
        .set({
          state: 'cancelling',
          cancellation: JSON.stringify(cancellation),
          failure_code: null,
          lease_until: lease.until,
          lease_holder: lease.holder,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .where('state', '=', 'confirmed')
        .executeTakeFirst();
      return Number(moved.numUpdatedRows) === 1;
    },

    /** The airline would not cancel: the package stands confirmed as it was, and says why. */
    async abandonCancellation(id: string, failureCode: string) {
      await db
        .updateTable('package_bookings')
        .set({ state: 'confirmed', cancellation: null, failure_code: failureCode, updated_at: new Date() })
        .where('id', '=', id)
        .where('state', '=', 'cancelling')
        .execute();
    },

    /** The airline cancelled the tickets: written before anything else moves, so no later failure undoes the package. */
    async recordAirlineCancelled(id: string) {
      await db
        .updateTable('package_bookings')
        .set({ cancellation: sql`cancellation || '{"airline_cancelled": true}'::jsonb`, failure_code: null, updated_at: new Date() })
        .where('id', '=', id)
        .where('state', '=', 'cancelling')
        .execute();
    },

    /** The airline's step failed with its outcome unknown: the package stays `cancelling`, saying why. */
    async recordCancellationFailure(id: string, failureCode: string) {
      await db
        .updateTable('package_bookings')
        .set({ failure_code: failureCode, updated_at: new Date() })
        .where('id', '=', id)
        .where('state', '=', 'cancelling')
        .execute();
    },

    /** Takes over a booking left mid-way: only once its lease has run out, and by one runner at a time. */
    async takeOver(id: string, now: Date, leaseUntil: Date, holder: string) {
      const taken = await db
        .updateTable('package_bookings')
        .set({ lease_until: leaseUntil, lease_holder: holder })
        .where('id', '=', id)
        .where('lease_until', '<=', now)
        .where('state', 'not in', ['confirmed', 'undone', 'cancelled'])
        .returningAll()
        .executeTakeFirst();
      return taken ?? null;
    },
  };
}
