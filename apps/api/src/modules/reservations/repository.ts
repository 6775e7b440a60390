import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database, ReservationRoomsTable, ReservationsTable } from '../../db/schema';

export type NewReservation = Insertable<ReservationsTable>;
export type NewReservationRoom = Omit<Insertable<ReservationRoomsTable>, 'reservation_id'> & {
  nights: Array<{ stay_date: string; amount: number }>;
};

export function reservationsRepository(db: Db) {
  return {
    transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /** Claims an idempotency key inside the booking transaction; false when another request holds it. */
    async claimIdempotencyKey(trx: Db, scope: string, key: string, requestHash: string): Promise<boolean> {
      const inserted = await trx
        .insertInto('idempotency_keys')
        .values({ scope, key, request_hash: requestHash, response_status: 0, response_body: '{}' })
        .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async completeIdempotencyKey(trx: Db, scope: string, key: string, status: number, body: unknown) {
      await trx
        .updateTable('idempotency_keys')
        .set({ response_status: status, response_body: JSON.stringify(body) })
        .where('scope', '=', scope)
        .where('key', '=', key)
        .execute();
    },

    findIdempotencyKey(scope: string, key: string) {
      return db.selectFrom('idempotency_keys').selectAll().where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
    },

    async insertReservation(trx: Db, reservation: NewReservation, rooms: NewReservationRoom[]) {
      await trx.insertInto('reservations').values(reservation).execute();
      for (const { nights, ...room } of rooms) {
        const { id } = await trx
          .insertInto('reservation_rooms')
          .values({ ...room, reservation_id: reservation.id })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('reservation_room_nights')
          .values(nights.map((n) => ({ reservation_room_id: id, ...n })))
          .execute();
      }
    },

    findByNumber(number: string, trx: Db = db, forUpdate = false) {
      const query = trx.selectFrom('reservations').selectAll().where('reservation_number', '=', number);
      return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
    },

    async findRooms(reservationId: string, trx: Db = db) {
      const rooms = await trx
        .selectFrom('reservation_rooms')
        .selectAll()
        .where('reservation_id', '=', reservationId)
        .orderBy('id')
        .execute();
      const nights = rooms.length
        ? await trx
            .selectFrom('reservation_room_nights')
            .selectAll()
            .where(
              'reservation_room_id',
              'in',
              rooms.map((r) => r.id),
            )
            .orderBy('stay_date')
            .execute()
        : [];
      return rooms.map((room) => ({ ...room, nights: nights.filter((n) => n.reservation_room_id === room.id) }));
    },

    async markCancelled(trx: Db, id: string, cancellation: { fee: number; reason: string | null; details: string | null; at: Date }) {
      await trx
        .updateTable('reservations')
        .set({
          status: 'cancelled',
          cancelled_at: cancellation.at,
          cancellation_fee: cancellation.fee,
          cancellation_reason: cancellation.reason,
          cancellation_details: cancellation.details,
        })
        .where('id', '=', id)
        .execute();
    },
  };
}
export type ReservationsRepository = ReturnType<typeof reservationsRepository>;
