import { earnedPoints, earningPrice, pointsPostOn } from '@yado/domain/points';
import type { AlongsideWrite } from '../../db/alongside';
import type { Db } from '../../db/connect';
import type { JobRunner } from '../jobs/runner';
import { pointsRepository, type NewPointEntry } from './repository';

export const POINTS_POSTING_JOB = 'points.post_stay';

/** The moment a stay's points are due: the start of their posting day (UTC), when the job runs. */
export const dueAt = (postsOn: string) => new Date(`${postsOn}T00:00:00Z`);

/**
 * Whether a stay's hotel runs the member's point program: the hotel has the program on and prices
 * in the currency a point is one unit of (ADR 0042).
 */
export function runsProgram(
  stay: { program_disabled: boolean; currency: string },
  membership: { points_enabled: boolean; point_currency: string } | undefined,
): membership is { points_enabled: true; point_currency: string } & NonNullable<typeof membership> {
  return !stay.program_disabled && membership?.points_enabled === true && membership.point_currency === stay.currency;
}

/** What a stay earns or has earned, and the day it is or was added (ADR 0042). */
export interface EarnedPoints {
  points: number;
  posts_on: string;
  posted: boolean;
}

/** What a stay earns at a rank's rate: its rooms before tax, less what points paid (ADR 0042). */
export function stayEarns(
  stay: { room_price_without_tax: number; point_discount: number; currency: string },
  earnBasisPoints: number | null,
) {
  return earnedPoints(earningPrice(stay.room_price_without_tax, stay.point_discount), stay.currency, earnBasisPoints ?? 0);
}

/** A stay's gain still to come, posted on `postsOn`. */
export function gainEntry(
  stay: { userId: number; reservationId: string; hotelId: number },
  points: number,
  postsOn: string,
): NewPointEntry {
  return {
    user_id: stay.userId,
    kind: 'gained',
    state: 'future',
    points,
    ranking_points: points,
    reservation_id: stay.reservationId,
    hotel_id: stay.hotelId,
    posts_on: postsOn,
  };
}

/** The job that posts a stay's points on their day. */
export const postingJob = (reservationId: string, postsOn: string) => ({
  kind: POINTS_POSTING_JOB,
  payload: { reservation_id: reservationId },
  runAt: dueAt(postsOn),
});

/** A member's rate for a new stay, read before the booking is written (StayGains.earningFor). */
export interface StayEarning {
  userId: number;
  earnBasisPoints: number | null;
}

/** A new stay's points, written with the booking's one statement (ADR 0083) rather than after it (restateStay). */
export function stayGains(db: Db, jobs: Pick<JobRunner, 'enqueueWrite'>) {
  return {
    /** The member's rate where the hotel runs their program in its currency; null when the stay earns nothing. */
    async earningFor(userId: number, hotel: { currency: string; programDisabled: boolean }): Promise<StayEarning | null> {
      const membership = await pointsRepository.membershipOf(db, userId);
      if (!runsProgram({ program_disabled: hotel.programDisabled, currency: hotel.currency }, membership)) return null;
      return { userId, earnBasisPoints: membership.earn_basis_points };
    },

    /** The stay's gain and its posting job as writes the booking sends along, and what the stay earns, as restateStay writes them. */
    earnAlong(
      statement: Db,
      earning: StayEarning,
      stay: { reservationId: string; hotelId: number; checkout: string; roomPriceWithoutTax: number; currency: string },
    ): { writes: AlongsideWrite[]; earned: EarnedPoints } {
      const points = stayEarns(
        { room_price_without_tax: stay.roomPriceWithoutTax, point_discount: 0, currency: stay.currency },
        earning.earnBasisPoints,
      );
      const postsOn = pointsPostOn(stay.checkout);
      return {
        writes: [
          pointsRepository.entryInsert(statement, gainEntry({ userId: earning.userId, ...stay }, points, postsOn)),
          jobs.enqueueWrite(statement, postingJob(stay.reservationId, postsOn)),
        ],
        earned: { points, posts_on: postsOn, posted: false },
      };
    },
  };
}
