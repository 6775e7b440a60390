import { sql } from 'kysely';
import type { Db } from '../../../db/connect';

export interface Segment {
  flight_number: string;
  departure_date: string;
  cabin: string;
}

const bySeatRow = (a: Segment, b: Segment) =>
  a.flight_number.localeCompare(b.flight_number) || a.departure_date.localeCompare(b.departure_date) || a.cabin.localeCompare(b.cabin);

/** The sandbox airline's books: seats per flight and cabin, holds and tickets. */
export function sandboxFlightsRepository(db: Db) {
  /** Moves `seats` seats of each segment between held, sold and free; false when a flight has too few. */
  async function moveSeats(trx: Db, segments: Segment[], change: { held: number; sold: number }, capacity: (s: Segment) => number) {
    // Rows touched in one order, so two holds never wait on each other.
    for (const segment of [...segments].sort(bySeatRow)) {
      await trx
        .insertInto('sandbox_flight_seats')
        .values({ ...segment, capacity: capacity(segment) })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const moved = await trx
        .updateTable('sandbox_flight_seats')
        .set({ held: sql`held + ${change.held}`, sold: sql`sold + ${change.sold}` })
        .where('flight_number', '=', segment.flight_number)
        .where('departure_date', '=', segment.departure_date)
        .where('cabin', '=', segment.cabin)
        .where(
          sql<boolean>`held + ${change.held} >= 0 AND sold + ${change.sold} >= 0 AND held + sold + ${change.held + change.sold} <= capacity`,
        )
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return false;
    }
    return true;
  }

  return {
    moveSeats,

    /** Seats taken (held or sold) and capacity of the flights of one day and cabin that have a row. */
    async seatRows(flightNumbers: string[], date: string, cabin: string) {
      if (flightNumbers.length === 0) return [];
      return db
        .selectFrom('sandbox_flight_seats')
        .select(['flight_number', 'capacity', 'held', 'sold'])
        .where('flight_number', 'in', flightNumbers)
        .where('departure_date', '=', date)
        .where('cabin', '=', cabin)
        .execute();
    },

    insertHold(
      trx: Db,
      hold: { id: string; reference: string; segments: Segment[]; passengers: unknown[]; seats: number; expires_at: Date },
    ) {
      return trx
        .insertInto('sandbox_flight_holds')
        .values({
          ...hold,
          status: 'held',
          segments: JSON.stringify(hold.segments),
          passengers: JSON.stringify(hold.passengers),
        })
        .execute();
    },

    findHold(trx: Db, id: string) {
      return trx.selectFrom('sandbox_flight_holds').selectAll().where('id', '=', id).executeTakeFirst();
    },

    lockHold(trx: Db, id: string) {
      return trx.selectFrom('sandbox_flight_holds').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    findByReference(reference: string) {
      return db.selectFrom('sandbox_flight_holds').selectAll().where('reference', '=', reference).executeTakeFirst();
    },

    async setStatus(trx: Db, id: string, status: string) {
      await trx.updateTable('sandbox_flight_holds').set({ status, updated_at: new Date() }).where('id', '=', id).execute();
    },

    async insertTickets(trx: Db, tickets: Array<{ number: string; hold_id: string; passenger_index: number; segment_index: number }>) {
      if (tickets.length) await trx.insertInto('sandbox_flight_tickets').values(tickets).execute();
    },

    async ticketNumbers(trx: Db, holdId: string) {
      const rows = await trx
        .selectFrom('sandbox_flight_tickets')
        .select('number')
        .where('hold_id', '=', holdId)
        .orderBy('segment_index')
        .orderBy('passenger_index')
        .execute();
      return rows.map((row) => row.number);
    },
  };
}
