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

    /** Frees a key whose booking was refused at payment, so the guest can try again with another card. */
    async releaseIdempotencyKey(scope: string, key: string) {
      await db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).execute();
    },

    findIdempotencyKey(scope: string, key: string) {
      return db.selectFrom('idempotency_keys').selectAll().where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
    },

    /**
     * A member's reservations on one tab of my reservations (§3: upcoming, completed, cancelled),
     * a page at a time, with the total for paging. Upcoming soonest first, the others latest first.
     */
    async listForMember(
      userId: number,
      tab: 'upcoming' | 'completed' | 'cancelled',
      today: string,
      page: { limit: number; offset: number },
    ) {
      let query = db
        .selectFrom('reservations')
        .innerJoin('hotels', 'hotels.id', 'reservations.hotel_id')
        .where('reservations.user_id', '=', userId);
      // A booking whose card payment never went through was never the member's booking: it is not listed.
      query = query.where((eb) =>
        eb.or([
          eb('reservations.cancellation_reason', 'is', null),
          eb('reservations.cancellation_reason', 'not in', ['payment_failed', 'payment_expired']),
        ]),
      );
      if (tab === 'cancelled') query = query.where('reservations.status', '=', 'cancelled');
      else
        query = query
          .where('reservations.status', '!=', 'cancelled')
          .where('reservations.checkout_date', tab === 'upcoming' ? '>=' : '<', today);
      const [rows, count] = await Promise.all([
        query
          .select([
            'reservations.reservation_number',
            'reservations.status',
            'reservations.checkin_date',
            'reservations.checkout_date',
            'reservations.nights',
            'reservations.total_price',
            'reservations.currency',
            'reservations.payment_type',
            'hotels.code as hotel_code',
            'hotels.name as hotel_name',
            'hotels.name_translations as hotel_name_translations',
          ])
          .orderBy('reservations.checkin_date', tab === 'upcoming' ? 'asc' : 'desc')
          .orderBy('reservations.reservation_number')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
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

    findById(id: string, trx: Db = db, forUpdate = false) {
      const query = trx.selectFrom('reservations').selectAll().where('id', '=', id);
      return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
    },

    async setStatus(trx: Db, id: string, from: string, to: string) {
      await trx.updateTable('reservations').set({ status: to }).where('id', '=', id).where('status', '=', from).execute();
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
