import { sql, type ExpressionBuilder, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/connect';
import type {
  Database,
  ReservationChangesTable,
  ReservationRoomNightsTable,
  ReservationRoomsTable,
  ReservationsTable,
} from '../../db/schema';
import { AppError } from '../../errors';
import { UNPAID_CANCELLATION_REASONS } from '@yado/domain/statuses';

export type NewReservation = Insertable<ReservationsTable>;
export type NewReservationRoom = Omit<Insertable<ReservationRoomsTable>, 'reservation_id'> & {
  nights: Array<{ stay_date: string; amount: number; promotion_discount: number }>;
};

/** PostgreSQL's answers when a row lock is held elsewhere (NOWAIT) or two transactions wait on each other. */
const LOCK_CONFLICTS = new Set(['55P03', '40P01']);

function isLockConflict(error: unknown): boolean {
  return typeof error === 'object' && error !== null && LOCK_CONFLICTS.has(String((error as { code?: unknown }).code));
}

export type ReservationChange = Omit<Insertable<ReservationChangesTable>, 'before' | 'after'> & { before: unknown; after: unknown };

type ListedReservations = ExpressionBuilder<Database, 'reservations' | 'hotels'>;

/** A booking whose card payment never went through was never anyone's booking: lists leave it out. */
const wasBooked = (eb: ListedReservations) =>
  eb.or([
    eb('reservations.cancellation_reason', 'is', null),
    eb('reservations.cancellation_reason', 'not in', UNPAID_CANCELLATION_REASONS),
  ]);

/** How many rooms a listed reservation has. */
const roomCount = (eb: ExpressionBuilder<Database, 'reservations'>) =>
  eb
    .selectFrom('reservation_rooms')
    .whereRef('reservation_rooms.reservation_id', '=', 'reservations.id')
    .select((sub) => sub.fn.countAll<number>().as('n'))
    .as('room_count');

/** Booked through one of these sources; bookings from before the source was kept came through the widget. */
const bookedThrough = (methods: readonly string[]) => (eb: ListedReservations) =>
  eb(eb.fn.coalesce('reservations.booking_method', eb.val('booking_widget')), 'in', methods);

export function reservationsRepository(db: Db) {
  return {
    /** Whether a client session has booked at a hotel since a moment (a draft it left was booked after all). */
    async bookedBySessionSince(clientSessionId: string, hotelId: number, since: Date): Promise<boolean> {
      const row = await db
        .selectFrom('reservations')
        .select('id')
        .where('client_session_id', '=', clientSessionId)
        .where('hotel_id', '=', hotelId)
        .where('created_at', '>=', since)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * A member's reservations on one tab of my reservations (§3: upcoming, completed, cancelled),
     * a page at a time, with the total for paging. Upcoming soonest first, the others latest first.
     */
    async listForMember(
      userId: number,
      tab: 'upcoming' | 'completed' | 'cancelled',
      today: string,
      filters: { paymentTypes: readonly string[] | null; bookingMethods: readonly string[] | null },
      page: { limit: number; offset: number },
    ) {
      let query = db
        .selectFrom('reservations')
        .innerJoin('hotels', 'hotels.id', 'reservations.hotel_id')
        .where('reservations.user_id', '=', userId)
        .where(wasBooked);
      if (filters.paymentTypes) query = query.where('reservations.payment_type', 'in', filters.paymentTypes);
      if (filters.bookingMethods) query = query.where(bookedThrough(filters.bookingMethods));
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
            'hotels.time_zone as hotel_time_zone',
            // Whether the guest rated the stay (the reviews module's table; my reservations offers the rest).
            (eb) =>
              eb
                .exists(
                  eb
                    .selectFrom('hotel_reviews')
                    .select('hotel_reviews.id')
                    .whereRef('hotel_reviews.reservation_id', '=', 'reservations.id'),
                )
                .as('reviewed'),
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

    /** Stores a reservation with its rooms and nights; answers the rooms' ids in booking order. */
    /**
     * A hotel's live reservations on a day, for its front desk: those arriving, leaving, or staying
     * the night (checked in on or before the day, leaving after it). Earliest booked first.
     */
    listForHotelOnDate(hotelId: number, date: string, kind: 'arrivals' | 'departures' | 'staying') {
      let query = db
        .selectFrom('reservations')
        .where('reservations.hotel_id', '=', hotelId)
        .where('reservations.status', '!=', 'cancelled');
      if (kind === 'arrivals') query = query.where('reservations.checkin_date', '=', date);
      else if (kind === 'departures') query = query.where('reservations.checkout_date', '=', date);
      else query = query.where('reservations.checkin_date', '<=', date).where('reservations.checkout_date', '>', date);
      return query
        .select((eb) => [
          'reservations.reservation_number',
          'reservations.status',
          'reservations.first_name',
          'reservations.last_name',
          'reservations.checkin_date',
          'reservations.checkout_date',
          'reservations.nights',
          'reservations.payment_type',
          'reservations.total_price',
          'reservations.currency',
          'reservations.paid_online',
          'reservations.changed_by_hotel_at',
          roomCount(eb),
        ])
        .orderBy('reservations.created_at')
        .orderBy('reservations.reservation_number')
        .execute();
    },
    /**
     * An organization's reservations with check-in in a range, booked through the given channels,
     * cancelled ones included (the admin sees what became of each). Earliest check-in first.
     */
    listForOrganization(organizationId: number, range: { from: string; until: string }, bookingMethods: readonly string[]) {
      return db
        .selectFrom('reservations')
        .innerJoin('hotels', 'hotels.id', 'reservations.hotel_id')
        .where('reservations.organization_id', '=', organizationId)
        .where('reservations.checkin_date', '>=', range.from)
        .where('reservations.checkin_date', '<', range.until)
        .where(bookedThrough(bookingMethods))
        .where(wasBooked)
        .select((eb) => [
          'reservations.reservation_number',
          'reservations.status',
          'reservations.first_name',
          'reservations.last_name',
          'reservations.checkin_date',
          'reservations.checkout_date',
          'reservations.nights',
          'reservations.payment_type',
          'reservations.total_price',
          'reservations.currency',
          'reservations.created_at',
          'reservations.organization_user_id',
          'hotels.code as hotel_code',
          'hotels.name as hotel_name',
          'hotels.name_translations as hotel_name_translations',
          roomCount(eb),
        ])
        .orderBy('reservations.checkin_date')
        .orderBy('reservations.reservation_number')
        .execute();
    },
    /** Writes a reservation and its rooms and nights; answers them as stored, as the finders would. */
    /**
     * Live reservations of a member or of a client session whose nights meet a stay's (a day-use
     * stay counts as its day): what the overlapping-reservation warning names.
     */
    overlapping(owner: { userId: number | null; clientSessionId: string }, stay: { checkin: string; lastDay: string }) {
      return db
        .selectFrom('reservations')
        .innerJoin('hotels', 'hotels.id', 'reservations.hotel_id')
        .select([
          'reservations.reservation_number',
          'reservations.checkin_date',
          'reservations.checkout_date',
          'hotels.name as hotel_name',
          'hotels.name_translations as hotel_name_translations',
        ])
        .where('reservations.status', '=', 'done')
        .where((eb) =>
          owner.userId === null
            ? eb('reservations.client_session_id', '=', owner.clientSessionId)
            : eb.or([eb('reservations.user_id', '=', owner.userId), eb('reservations.client_session_id', '=', owner.clientSessionId)]),
        )
        .where('reservations.checkin_date', '<=', stay.lastDay)
        .where(sql<boolean>`greatest(reservations.checkout_date, reservations.checkin_date + 1) > ${stay.checkin}::date`)
        .orderBy('reservations.checkin_date')
        .limit(5)
        .execute();
    },

    findByNumber(number: string) {
      return db.selectFrom('reservations').selectAll().where('reservation_number', '=', number).executeTakeFirst();
    },

    /** The reservation, its row locked until the caller's transaction ends (waits for another holder). */
    lockByNumber(trx: Db, number: string) {
      return trx.selectFrom('reservations').selectAll().where('reservation_number', '=', number).forUpdate().executeTakeFirst();
    },

    /** A reservation's rooms, each with its nights in date order, in one statement. */
    findRooms(trx: Db, reservationId: string) {
      // The nights come as JSON: their columns (integers, a date) read the same as the driver's.
      const nights = sql<Selectable<ReservationRoomNightsTable>[]>`(
        SELECT coalesce(json_agg(n ORDER BY n.stay_date), '[]') FROM reservation_room_nights n
        WHERE n.reservation_room_id = reservation_rooms.id)`;
      return trx
        .selectFrom('reservation_rooms')
        .selectAll('reservation_rooms')
        .select(nights.as('nights'))
        .where('reservation_id', '=', reservationId)
        .orderBy('reservation_rooms.id')
        .execute();
    },

    findById(trx: Db, id: string) {
      return trx.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The reservation, its row locked until the caller's transaction ends (waits for another holder). */
    lockById(trx: Db, id: string) {
      return trx.selectFrom('reservations').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    /**
     * Locks a reservation for a change without waiting: if another change or payment holds it, the
     * guest is told at once to retry (3013) rather than left waiting.
     */
    async lockForChange(trx: Db, number: string) {
      try {
        return await trx
          .selectFrom('reservations')
          .selectAll()
          .where('reservation_number', '=', number)
          .forUpdate()
          .noWait()
          .executeTakeFirst();
      } catch (error) {
        if (isLockConflict(error)) throw new AppError('reservation_being_updated');
        throw error;
      }
    },

    /** Writes changed reservation fields and moves its version on. */
    async updateReservation(trx: Db, id: string, fields: Updateable<ReservationsTable>) {
      await trx
        .updateTable('reservations')
        .set((eb) => ({ ...fields, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    async updateRoomGuest(trx: Db, reservationId: string, roomId: number, guest: { first_name: string; last_name: string }) {
      await trx.updateTable('reservation_rooms').set(guest).where('reservation_id', '=', reservationId).where('id', '=', roomId).execute();
    },

    /** Rewrites a kept room's price and nights after a change of dates. */
    async repriceRoom(
      trx: Db,
      roomId: number,
      price: {
        room_price_without_tax: number;
        tax: number;
        total_price: number;
        nights: Array<{ date: string; amount: number; promotion_discount: number }>;
      },
    ) {
      await trx
        .updateTable('reservation_rooms')
        .set({ room_price_without_tax: price.room_price_without_tax, tax: price.tax, total_price: price.total_price })
        .where('id', '=', roomId)
        .execute();
      await trx.deleteFrom('reservation_room_nights').where('reservation_room_id', '=', roomId).execute();
      if (price.nights.length > 0) {
        await trx
          .insertInto('reservation_room_nights')
          .values(
            price.nights.map((n) => ({
              reservation_room_id: roomId,
              stay_date: n.date,
              amount: n.amount,
              promotion_discount: n.promotion_discount,
            })),
          )
          .execute();
      }
    },

    async removeRooms(trx: Db, roomIds: number[]) {
      if (roomIds.length === 0) return;
      await trx.deleteFrom('reservation_room_nights').where('reservation_room_id', 'in', roomIds).execute();
      await trx.deleteFrom('reservation_rooms').where('id', 'in', roomIds).execute();
    },

    async recordChange(trx: Db, change: ReservationChange) {
      await trx
        .insertInto('reservation_changes')
        .values({ ...change, before: JSON.stringify(change.before), after: JSON.stringify(change.after) })
        .execute();
    },

    listChanges(reservationId: string) {
      return db.selectFrom('reservation_changes').selectAll().where('reservation_id', '=', reservationId).orderBy('id').execute();
    },

    /** A payment link paid the rest of the stay: it counts as paid online. */
    async addPaidOnline(trx: Db, id: string, amount: number) {
      await trx
        .updateTable('reservations')
        .set((eb) => ({ paid_online: eb('paid_online', '+', amount) }))
        .where('id', '=', id)
        .execute();
    },

    /** Moves a reservation from one status to another; false when it was not in `from`. */
    async setStatus(trx: Db, id: string, from: string, to: string): Promise<boolean> {
      const result = await trx
        .updateTable('reservations')
        .set({ status: to })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
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
          version: sql`version + 1`,
        })
        .where('id', '=', id)
        .execute();
    },
  };
}
export type ReservationsRepository = ReturnType<typeof reservationsRepository>;
