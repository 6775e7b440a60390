import type { Db } from '../../db/connect';

/** What a lottery winner's booking must match: the entry's room, stay and party. */
export interface LotteryBooking {
  memberId: number | null;
  hotelId: number;
  roomPlanIds: number[];
  checkin: string;
  checkout: string;
  adults: number[];
}

/**
 * How a booking made by a lottery winner (§3 lottery_result.entry_number) takes the room its entry
 * won. The lotteries module answers; reservations only asks, so neither reads the other's tables.
 */
export interface LotteryBookings {
  /** The event whose plans the entry may book, once the booker is its winner and in time; throws otherwise. */
  eventFor(entryNumber: string, booking: LotteryBooking, now: Date): Promise<string>;
  /**
   * Locks the entry inside the booking's transaction and checks it again. stockHeld: the room the
   * draw held carries over, so no stock is taken again; attach ties the stored reservation to it.
   */
  claim(trx: Db, entryNumber: string, booking: LotteryBooking, now: Date): Promise<LotteryClaim>;
}

export interface LotteryClaim {
  stockHeld: boolean;
  attach(reservationId: string): Promise<void>;
}
