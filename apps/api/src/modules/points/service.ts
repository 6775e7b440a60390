import { addDays, addMonths } from '@yado/domain/dates';
import { pickTranslation } from '@yado/domain/locales';
import { normaliseEmail } from '@yado/domain/members';
import {
  POINT_EXPIRY_NOTICE_MONTHS,
  nextPointExpiry,
  nextRank,
  pointWorth,
  pointsExpiring,
  pointsPostOn,
  rankFor,
  spendProblem,
  type ExchangeType,
  type SpendProblem,
} from '@yado/domain/points';
import type { Db } from '../../db/connect';
import { inTransaction } from '../../db/transactions';
import { AppError } from '../../errors';
import type { JobRunner } from '../jobs/runner';
import type { Memberships } from '../members/memberships';
import type { PointPartner } from './partner';
import { pointsRepository, type HistoryScope } from './repository';
import { dueAt, gainEntry, postingJob, runsProgram, stayEarns, stayGains, type EarnedPoints } from './stay-gain';

export type { EarnedPoints } from './stay-gain';

export { POINTS_POSTING_JOB } from './stay-gain';
/** Writes the points that expired, once a day at the start of the day (UTC) (ADR 0049). */
export const POINTS_EXPIRY_JOB = 'points.expire';

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The §8 error for points that cannot be spent or exchanged as asked. */
export function spendError(problem: SpendProblem): AppError {
  if (problem.reason === 'balance') {
    return new AppError('points_not_enough', { currentPoint: problem.currentPoint, spendPoint: problem.spendPoint });
  }
  const { step, minimum, maximum } = problem;
  return new AppError('point_spend_rule', { step, minimum, maximum }, [{ field: 'points', message: 'point_spend_rule' }]);
}

/** Members' points (ADR 0042): the balance, the history, a stay's points from booking to posting, exchanges and staff adjustments. */
export function pointsService(
  db: Db,
  jobs: Pick<JobRunner, 'enqueue' | 'enqueueUnlessWaiting' | 'enqueueWrite'>,
  partner: PointPartner,
  memberships: Memberships,
) {
  const repository = pointsRepository;

  /** The member's program with points on, or 3202 when their program has none. */
  async function pointsProgramOf(trx: Db, userId: number) {
    const membership = await repository.membershipOf(trx, userId);
    if (!membership?.points_enabled) throw new AppError('points_unavailable');
    return membership;
  }

  /** Moves a member up to the highest rank their ranking points unlock; posting never moves one down. */
  async function promote(trx: Db, userId: number, membership: { program_id: number; rank_id: number | null }) {
    const ranks = await repository.ranksOf(trx, membership.program_id);
    const { rankingPoints } = await repository.totals(trx, userId);
    const earned = rankFor(ranks, rankingPoints);
    const held = ranks.find((rank) => rank.id === membership.rank_id);
    if (earned && (!held || earned.points_to_unlock > held.points_to_unlock)) await repository.setRank(trx, userId, earned.id);
  }

  /** The next points of the balance to expire, when that is within the notice the points page gives. */
  async function expiringSoon(userId: number, validMonths: number | null | undefined, now: Date) {
    if (!validMonths) return null;
    const today = dayOf(now);
    const next = nextPointExpiry(await repository.lotsOf(db, userId), validMonths, today);
    return next && next.date <= addMonths(today, POINT_EXPIRY_NOTICE_MONTHS) ? next : null;
  }

  return {
    ...stayGains(db, jobs),

    /** §7 point: the balance, ranking points, what upcoming stays add, the rank and the next one, and what expires soon. */
    async summary(userId: number, locale: string, now = new Date()) {
      const membership = await repository.membershipOf(db, userId);
      const totals = await repository.totals(db, userId);
      const ranks = membership ? await repository.ranksOf(db, membership.program_id) : [];
      const named = (rank: (typeof ranks)[number]) => ({
        id: rank.id,
        code: rank.code,
        name: pickTranslation(rank.name_translations, locale, rank.name),
        points_to_unlock: rank.points_to_unlock,
      });
      const held = ranks.find((rank) => rank.id === membership?.rank_id);
      const next = nextRank(ranks, Math.max(totals.rankingPoints, held?.points_to_unlock ?? 0));
      return {
        program_enabled: membership?.points_enabled ?? false,
        total_point: totals.balance,
        ranking_points_value: totals.rankingPoints,
        future_point: totals.future,
        spend_step: membership?.point_spend_step ?? null,
        spend_minimum: membership?.point_spend_minimum ?? null,
        earn_basis_points: membership?.earn_basis_points ?? 0,
        point_currency: membership?.point_currency ?? null,
        rank: held ? named(held) : null,
        next_rank: next ? { ...named(next.rank), points_needed: next.pointsNeeded } : null,
        points_valid_months: membership?.points_valid_months ?? null,
        expiring_soon: await expiringSoon(userId, membership?.points_valid_months, now),
      };
    },

    /** §7 points_timeline: a page of the member's posted history (`current`) or of their stays' points to come (`future`). */
    async timeline(userId: number, query: { page: number; per_page: number; scope: HistoryScope }, locale: string) {
      const membership = await repository.membershipOf(db, userId);
      const totals = await repository.totals(db, userId);
      const { total, entries } = await repository.history(db, userId, query.scope, query.page, query.per_page);
      return {
        data: entries.map((entry) => ({
          id: Number(entry.id),
          kind: entry.state === 'future' ? ('future' as const) : entry.kind,
          points: entry.points,
          ranking_points: entry.ranking_points,
          date: entry.state === 'future' ? (entry.posts_on ?? dayOf(entry.created_at)) : dayOf(entry.posted_at ?? entry.created_at),
          reservation_number: entry.reservation_number,
          hotel_name: entry.hotel_name ? pickTranslation(entry.hotel_name_translations ?? {}, locale, entry.hotel_name) : null,
          checkin_date: entry.checkin_date,
          checkout_date: entry.checkout_date,
          exchange: entry.exchange_type
            ? { exchange_type: entry.exchange_type, reference: entry.exchange_reference, valid_until: entry.exchange_valid_until }
            : null,
          note: entry.note,
        })),
        page: query.page,
        per_page: query.per_page,
        total_pages: Math.max(1, Math.ceil(total / query.per_page)),
        total_entries: total,
        program_enabled: membership?.points_enabled ?? false,
        total: totals.balance,
        total_ranking_points: totals.rankingPoints,
      };
    },

    /**
     * Writes what a member's stay will earn, in the transaction that books or changes it: its price
     * before tax at the member's rank rate, posted three days after check-out. A guest's booking, a
     * hotel without the point program or a program without points earns none. Returns what the
     * stay earns, as its confirmation shows it (`earnedBy`), or null.
     */
    async restateStay(trx: Db, reservationId: string): Promise<EarnedPoints | null> {
      const stay = await repository.stayOf(trx, reservationId);
      if (!stay?.user_id) return null;
      const membership = await repository.membershipOf(trx, stay.user_id);
      const earns = stay.status !== 'cancelled' && runsProgram(stay, membership);
      if (!earns) {
        if (stay.gain_id && stay.gain_state === 'future') await repository.settleGain(trx, stay.gain_id, 'void', new Date());
        return null;
      }
      const points = stayEarns(stay, membership.earn_basis_points);
      const postsOn = pointsPostOn(stay.checkout_date);
      // A stay already posted keeps what it was given.
      if (stay.gain_id && stay.gain_state === 'posted') return { points: stay.gain_points ?? 0, posts_on: postsOn, posted: true };
      if (stay.gain_id) {
        await repository.updateGain(trx, stay.gain_id, { points, ranking_points: points, posts_on: postsOn });
      } else {
        await repository.insert(trx, gainEntry({ userId: stay.user_id, reservationId: stay.id, hotelId: stay.hotel_id }, points, postsOn));
      }
      // A changed stay may post earlier than first planned; the job posts once, whichever runs first.
      await jobs.enqueue(trx, postingJob(stay.id, postsOn));
      return { points, posts_on: postsOn, posted: false };
    },

    /** What a stay earns or has earned, for its confirmation and manage page; none for a guest's or a cancelled one. */
    async earnedBy(trx: Db, reservationId: string): Promise<EarnedPoints | null> {
      const gain = await repository.gainOf(trx, reservationId);
      return gain?.posts_on ? { points: gain.points, posts_on: gain.posts_on, posted: gain.state === 'posted' } : null;
    },

    /**
     * Spends a member's points on a booking, in the booking's transaction and under the member's
     * lock (§5: whole steps, from the minimum, within the balance and the price). Only where the
     * hotel runs the member's program (3202 otherwise). Returns what they take off, in minor units.
     */
    async spendOnStay(
      trx: Db,
      spend: {
        userId: number;
        reservationId: string;
        hotelId: number;
        points: number;
        price: number;
        currency: string;
        programDisabled: boolean;
      },
      now: Date,
    ): Promise<number> {
      if (spend.points === 0) return 0;
      const membership = await pointsProgramOf(trx, spend.userId);
      if (!runsProgram({ program_disabled: spend.programDisabled, currency: spend.currency }, membership))
        throw new AppError('points_unavailable');
      await repository.lockMember(trx, spend.userId);
      const { balance } = await repository.totals(trx, spend.userId);
      const rules = { step: membership.point_spend_step, minimum: membership.point_spend_minimum };
      const problem = spendProblem(spend.points, balance, rules, { minor: spend.price, currency: spend.currency });
      if (problem) throw spendError(problem);
      await repository.insert(trx, {
        user_id: spend.userId,
        kind: 'spent',
        points: -spend.points,
        reservation_id: spend.reservationId,
        hotel_id: spend.hotelId,
        posted_at: now,
      });
      return pointWorth(spend.points, spend.currency);
    },

    /**
     * Gives a booking's points back (a cancellation, or a change that no longer needs them all), in
     * the transaction that makes the change; 3504 when the member is gone and nothing can take them.
     */
    async returnToMember(trx: Db, stay: { userId: number | null; reservationId: string; hotelId: number; points: number }, now: Date) {
      if (stay.points === 0) return;
      if (stay.userId === null || !(await repository.membershipOf(trx, stay.userId))) throw new AppError('points_not_returned');
      await repository.insert(trx, {
        user_id: stay.userId,
        kind: 'refunded',
        points: stay.points,
        reservation_id: stay.reservationId,
        hotel_id: stay.hotelId,
        posted_at: now,
      });
    },

    /** A cancelled stay earns nothing: its future points are voided in the cancelling transaction. */
    async voidStay(trx: Db, reservationId: string): Promise<void> {
      const stay = await repository.stayOf(trx, reservationId);
      if (stay?.gain_id && stay.gain_state === 'future') await repository.settleGain(trx, stay.gain_id, 'void', new Date());
    },

    /**
     * The posting job (§4: points are recalculated at check-out and added three days after it): the
     * stay as it ended, at the member's rank then; the member moves up a rank when they reach it.
     */
    async postStay(reservationId: string, now: Date): Promise<void> {
      await inTransaction(db, async (trx) => {
        const stay = await repository.stayOf(trx, reservationId);
        if (!stay?.user_id || !stay.gain_id || stay.gain_state !== 'future') return;
        const postsOn = pointsPostOn(stay.checkout_date);
        if (dayOf(now) < postsOn) {
          await jobs.enqueue(trx, postingJob(stay.id, postsOn));
          return;
        }
        const membership = await repository.membershipOf(trx, stay.user_id);
        if (stay.status === 'cancelled' || !runsProgram(stay, membership)) {
          await repository.settleGain(trx, stay.gain_id, 'void', now);
          return;
        }
        await repository.lockMember(trx, stay.user_id);
        const points = stayEarns(stay, membership.earn_basis_points);
        if (await repository.settleGain(trx, stay.gain_id, 'posted', now, points)) await promote(trx, stay.user_id, membership);
      });
    },

    /** Makes sure the daily expiry job is scheduled: at `now` when none waits (kept by jobs.keepScheduled). */
    async scheduleExpiry(now: Date): Promise<void> {
      await jobs.enqueueUnlessWaiting(db, { kind: POINTS_EXPIRY_JOB, payload: {}, runAt: now }, new Date(0));
    },

    /**
     * The daily expiry job (ADR 0049): one `expired` row for each member with points past their
     * program's validity, first in, first out, in a transaction of its own under the member's lock
     * (a spend never races it below zero). Schedules the next day's run first, so a failing member
     * does not stop tomorrow's; a second run the same day finds nothing left to expire.
     */
    async expireDue(now: Date): Promise<number> {
      const today = dayOf(now);
      const tomorrow = dueAt(addDays(today, 1));
      await jobs.enqueueUnlessWaiting(db, { kind: POINTS_EXPIRY_JOB, payload: {}, runAt: tomorrow }, tomorrow);
      let expired = 0;
      for (const member of await repository.expiryCandidates(db, today)) {
        await inTransaction(db, async (trx) => {
          await repository.lockMember(trx, member.user_id);
          const points = pointsExpiring(await repository.lotsOf(trx, member.user_id), member.points_valid_months, today);
          if (points === 0) return;
          await repository.insert(trx, { user_id: member.user_id, kind: 'expired', points: -points, posted_at: now });
          expired++;
        });
      }
      return expired;
    },

    /** §7 point_exchanges: a page of the member's exchanges. */
    async exchanges(userId: number, query: { page: number; per_page: number }) {
      const { total, entries } = await repository.exchanges(db, userId, query.page, query.per_page);
      return {
        data: entries.map((entry) => ({
          id: Number(entry.id),
          amount: -entry.points,
          exchange_type: entry.exchange_type ?? 'digico',
          reference: entry.exchange_reference,
          valid_until: entry.exchange_valid_until,
          created_at: entry.created_at.toISOString(),
        })),
        page: query.page,
        per_page: query.per_page,
        total_pages: Math.max(1, Math.ceil(total / query.per_page)),
        total_entries: total,
      };
    },

    /**
     * Sends points to a partner: taken from the balance under the member's lock, then credited by
     * the partner outside it (nothing slow holds the lock); a partner's refusal gives them back.
     */
    async exchange(userId: number, request: { amount: number; exchange_type: ExchangeType }, now: Date) {
      const { id, brandId } = await inTransaction(db, async (trx) => {
        const membership = await pointsProgramOf(trx, userId);
        await repository.lockMember(trx, userId);
        const { balance } = await repository.totals(trx, userId);
        const rules = { step: membership.point_spend_step, minimum: membership.point_spend_minimum };
        const problem = spendProblem(request.amount, balance, rules);
        if (problem) throw spendError(problem);
        const entryId = await repository.insert(trx, {
          user_id: userId,
          kind: 'exchanged',
          points: -request.amount,
          exchange_type: request.exchange_type,
          posted_at: now,
        });
        return { id: entryId, brandId: membership.brand_id };
      });
      try {
        const credit = await partner.credit({ type: request.exchange_type, points: request.amount, brandId, userId, today: dayOf(now) });
        await repository.setExchangeReference(db, id, credit.reference, credit.validUntil);
        return {
          id: Number(id),
          amount: request.amount,
          exchange_type: request.exchange_type,
          reference: credit.reference,
          valid_until: credit.validUntil,
        };
      } catch (error) {
        if (error instanceof AppError) throw error;
        await repository.insert(db, {
          user_id: userId,
          kind: 'refunded',
          points: request.amount,
          exchange_type: request.exchange_type,
          note: 'exchange_refused',
          posted_at: now,
        });
        throw new AppError('point_exchange_failed');
      }
    },

    /** A member of the brand as a hotel's staff find them, by id or by email; null for anyone else. */
    async brandMember(brandId: number, by: { id: number } | { email: string }) {
      return (await repository.brandMember(db, brandId, 'email' in by ? { email: normaliseEmail(by.email) } : by)) ?? null;
    },

    /**
     * A hotel's staff add or take points (a goodwill gesture, a correction), never below a zero
     * balance: recorded with their key, or from the console with its audit entry in the same transaction.
     */
    async adjust(
      staff: {
        credentialId: number | null;
        brandId: number;
        audit?: (trx: Db, change: { balance_before: number; balance_after: number }) => Promise<void>;
      },
      userId: number,
      request: { points: number; note: string },
      now: Date,
    ) {
      return inTransaction(db, async (trx) => {
        if (!(await memberships.isActiveMemberOfBrand(trx, userId, staff.brandId))) throw new AppError('member_not_found');
        await pointsProgramOf(trx, userId);
        await repository.lockMember(trx, userId);
        const { balance } = await repository.totals(trx, userId);
        if (balance + request.points < 0) throw new AppError('points_not_enough', { currentPoint: balance, spendPoint: -request.points });
        await repository.insert(trx, {
          user_id: userId,
          kind: 'adjusted',
          points: request.points,
          note: request.note,
          staff_credential_id: staff.credentialId,
          posted_at: now,
        });
        await staff.audit?.(trx, { balance_before: balance, balance_after: balance + request.points });
        return { total_point: balance + request.points };
      });
    },
  };
}
export type PointsService = ReturnType<typeof pointsService>;
