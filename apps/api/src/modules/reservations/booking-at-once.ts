import type { AlongsideWrite, GatingWrite } from '../../db/alongside';
import type { Db } from '../../db/connect';
import { asOneStatement } from '../../db/transactions';
import type { ReservationMailEvents } from '../guest-mails/events';
import type { Catalogue, CatalogueRoomPlan } from '../hotels/service';
import type { InventoryService, Stay } from '../inventory/service';
import type { EarnedPoints } from '../points/service';
import { stockRequests } from './booking';
import { insertReservationTakingStock } from './booking-repository';
import type { BookedReference, idempotentBookings, IdempotentRequest } from './idempotency';
import { presentReservation } from './presenter';
import type { NewReservation, NewReservationRoom } from './repository';
import type { ReservationView } from './schemas';

/**
 * A booking with nothing to write but its rows, its Idempotency-Key, its stock, a member's points
 * to come, and its "booked" mail or its card payment.
 */
export interface PlainBooking {
  reservation: NewReservation;
  rooms: NewReservationRoom[];
  roomPlans: CatalogueRoomPlan[];
  stay: Stay;
  bypassToken: string;
  catalogue: Catalogue;
  locale: string;
  now: Date;
  /** Other modules' writes that ride along (a member's points to come), and what they show on the answer. */
  alongside(statement: Db): { writes: AlongsideWrite[]; earned: EarnedPoints | null };
  /** The writes the booking stands on, made before its nights are locked: a coupon's use, a voucher's. */
  gates(statement: Db): GatingWrite[];
  /** A card booking's payment, opened in the same statement and charged once it has committed; null when paid at the hotel. */
  payment: { token: string; open(statement: Db): { transactionId: string; writes: AlongsideWrite[] } } | null;
}

type StoredBooking = NonNullable<Awaited<ReturnType<typeof insertReservationTakingStock>>>;

export interface BookedAtOnce {
  status: 201;
  replayed: false;
  body: { data: { reservation_number: string; bypass_token: string; reservation: ReservationView } };
}

/** The answer of a booking paid at the hotel, or a card booking's payment still to charge. */
export type BookingStored = { created: BookedAtOnce } | { number: string; transactionId: string; token: string };

/**
 * Books a plain stay in one statement that commits by itself (ADR 0083): its rows, its mail or
 * its payment, its key and its stock, with no BEGIN or COMMIT round trip, so its nights stay locked
 * only while PostgreSQL runs it. The key keeps the booking it made (BookedReference): a retry is
 * shown the reservation as it stands. A card booking's key waits for its charge's answer, as in a
 * transaction (chargeCard completes it).
 */
export function bookAtOnce(
  db: Db,
  parts: { inventory: InventoryService; mailEvents: ReservationMailEvents; idempotent: ReturnType<typeof idempotentBookings> },
  booking: PlainBooking,
  idempotency: IdempotentRequest,
): Promise<BookingStored> {
  const { reservation, rooms, bypassToken } = booking;
  return asOneStatement(db, async (statement) => {
    const stock = parts.inventory.takeAlong(statement, stockRequests(booking.roomPlans), booking.stay);
    const along = booking.alongside(statement);
    const payment = booking.payment?.open(statement) ?? null;
    const reference: BookedReference = { booked: { reservation_number: reservation.reservation_number, bypass_token: bypassToken } };
    const answer = payment ? { status: 0, body: {} } : { status: 201, body: reference };
    let stored = null as StoredBooking | null;
    await parts.idempotent.recordAlongside(statement, idempotency, answer, async (keyWrite) => {
      // A card booking is confirmed, and mailed, once its payment has gone through (payment effects).
      const confirmed = payment ? payment.writes : [parts.mailEvents.recordAlongside(statement, reservation.id, 'booked')];
      const writes = { reservation, rooms, alongside: [...confirmed, ...along.writes], gates: booking.gates(statement) };
      stored = await insertReservationTakingStock(statement, writes, keyWrite, stock);
      return stored !== null;
    });
    // recordAlongside has thrown unless the statement wrote the booking.
    if (!stored) throw new Error('a booking answered without its rows');
    if (payment && booking.payment)
      return { number: reservation.reservation_number, transactionId: payment.transactionId, token: booking.payment.token };
    const view = presentReservation(stored.reservation, stored.rooms, booking.catalogue, {
      locale: booking.locale,
      now: booking.now,
      extras: [],
      answers: [],
      pointsEarned: along.earned,
    });
    return {
      created: {
        status: 201,
        replayed: false,
        body: { data: { reservation_number: reservation.reservation_number, bypass_token: bypassToken, reservation: view } },
      },
    };
  });
}
