import type { PackageState } from '@yado/domain/wire/packages';
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
}

export type PackageRow = NonNullable<Awaited<ReturnType<ReturnType<typeof packageBookingsRepository>['find']>>>;

/** The package bookings and the step each has reached (the saga's log). */
export function packageBookingsRepository(db: Db) {
  return {
    async insert(trx: Db, booking: NewPackageBooking) {
      await trx
        .insertInto('package_bookings')
        .values({
          ...booking,
          state: 'started',
          flights: JSON.stringify(booking.flights),
          passengers: JSON.stringify(booking.passengers),
        })
        .execute();
    },

    find(id: string) {
      return db.selectFrom('package_bookings').selectAll().where('id', '=', id).executeTakeFirst();
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

    /** Takes over a booking left mid-way: only once its lease has run out, and by one runner at a time. */
    async takeOver(id: string, now: Date, leaseUntil: Date) {
      const taken = await db
        .updateTable('package_bookings')
        .set({ lease_until: leaseUntil })
        .where('id', '=', id)
        .where('lease_until', '<=', now)
        .where('state', 'not in', ['confirmed', 'undone'])
        .returningAll()
        .executeTakeFirst();
      return taken ?? null;
    },
  };
}
