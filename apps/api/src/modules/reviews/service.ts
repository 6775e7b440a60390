import { addDays, localDateTimeParts, todayInTimeZone } from '@yado/domain/dates';
import { isLocale, pickTranslation, type Locale } from '@yado/domain/locales';
import {
  invitationDue,
  RATINGS_PER_PAGE,
  REVIEW_CATEGORIES,
  REVIEW_INVITATION_DAYS,
  reviewerInitial,
  reviewState,
  type ReviewCategory,
  type ReviewRequest,
} from '@yado/domain/reviews';
import type { Db } from '../../db/connect';
import { inTransaction } from '../../db/transactions';
import { AppError } from '../../errors';
import type { HotelsService } from '../hotels/service';
import type { JobRunner } from '../jobs/runner';
import type { MailService } from '../mail/service';
import type { StaffMember } from '../staff/service';
import { invitationText } from './mail-texts';
import { reviewsRepository } from './repository';

/** Mails the invitations due (ADR 0055); runs every hour, scheduling its next run first. */
export const REVIEW_INVITATION_JOB = 'reviews.invite';
const INVITATION_EVERY_MS = 3_600_000;

type Scores = Record<ReviewCategory, number | null>;
const categoriesOf = (row: Scores): Scores => Object.fromEntries(REVIEW_CATEGORIES.map((category) => [category, row[category]])) as Scores;
const toLocale = (value: string): Locale => (isLocale(value) ? value : 'en');
const isoDate = (value: Date | string) => new Date(value).toISOString();
/** Averages as a guest reads them: one decimal. */
const rounded = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

export function reviewsService(
  db: Db,
  deps: {
    hotels: HotelsService;
    mail: MailService;
    jobs: Pick<JobRunner, 'enqueueUnlessWaiting'>;
    /** Told when a hotel's visible reviews change, so summaries kept elsewhere (the agency search's) are read again. */
    onRatingsChanged: () => void;
  },
) {
  const repository = reviewsRepository(db);

  async function memberStay(userId: number, reservationNumber: string) {
    const stay = await repository.findMemberStay(reservationNumber, userId);
    // Someone else's stay is answered as no stay at all.
    if (!stay) throw new AppError('review_stay_not_found');
    return stay;
  }

  function present(stay: NonNullable<Awaited<ReturnType<typeof repository.findMemberStay>>>, locale: string, now: Date) {
    const reviewed = stay.id !== null;
    return {
      stay: {
        reservation_number: stay.reservation_number,
        hotel: { code: stay.hotel_code, name: pickTranslation(stay.hotel_name_translations, locale, stay.hotel_name) },
        checkin_date: stay.checkin_date,
        checkout_date: stay.checkout_date,
      },
      state: reviewState({ ...stay, reviewed }, todayInTimeZone(stay.time_zone, now)),
      review:
        stay.overall !== null && stay.created_at !== null
          ? {
              overall: stay.overall,
              categories: categoriesOf(stay as Scores),
              comment: stay.comment ?? '',
              created_at: isoDate(stay.created_at),
            }
          : null,
    };
  }

  async function hotelIdOf(code: string) {
    const hotel = await repository.findHotelId(code);
    if (!hotel) throw new AppError('hotel_not_found');
    return hotel.id;
  }

  async function setHidden(code: string, staff: StaffMember, reviewId: number, hidden: boolean, now: Date) {
    const hotelId = await hotelIdOf(code);
    if (hotelId !== staff.hotelId) throw new AppError('staff_unauthorized');
    const row = await repository.setHidden(hotelId, reviewId, hidden ? { by: staff.credentialId, at: now } : null);
    if (!row) throw new AppError('review_not_found');
    deps.onRatingsChanged();
    const by = row.hidden_by === null ? null : ((await repository.staffName(row.hidden_by))?.name ?? null);
    return { id: row.id, hidden: row.hidden, hidden_at: row.hidden_at ? isoDate(row.hidden_at) : null, hidden_by: by };
  }

  return {
    /** A member's own stay as its review page shows it: open to rate, rated (with the review), not yet, or closed. */
    async forMember(userId: number, reservationNumber: string, locale: string, now = new Date()) {
      return present(await memberStay(userId, reservationNumber), locale, now);
    },

    /** A member rates their own stay, once, from its check-out day (hotel time), unless it was cancelled. */
    async rate(userId: number, reservationNumber: string, review: ReviewRequest & { comment: string }, now = new Date()) {
      const stay = await memberStay(userId, reservationNumber);
      const state = present(stay, review.locale, now).state;
      if (state === 'rated') throw new AppError('review_exists');
      if (state === 'closed') throw new AppError('review_stay_cancelled');
      if (state === 'not_yet') throw new AppError('review_not_yet', { checkout_date: stay.checkout_date });
      const scores = Object.fromEntries(REVIEW_CATEGORIES.map((category) => [category, review[category]])) as Record<
        ReviewCategory,
        number
      >;
      const id = await repository.insert({
        hotel_id: stay.hotel_id,
        reservation_id: stay.reservation_id,
        overall: review.overall,
        scores,
        comment: review.comment,
        locale: review.locale,
      });
      // Two submits at once: the database's unique key let one through.
      if (id === null) throw new AppError('review_exists');
      deps.onRatingsChanged();
      return present(await memberStay(userId, reservationNumber), review.locale, now);
    },

    /** A hotel's ratings (§7 OTA): the summary of its visible reviews and one page of them, newest first, with no personal data. */
    async ratings(code: string, page: number) {
      const hotelId = await hotelIdOf(code);
      const [{ totals, spread }, rows] = await Promise.all([
        repository.summary(hotelId),
        repository.listVisible(hotelId, { limit: RATINGS_PER_PAGE, offset: (page - 1) * RATINGS_PER_PAGE }),
      ]);
      const counted = new Map(spread.map((row) => [row.overall, row.count]));
      return {
        data: {
          summary: {
            count: totals.count,
            average: rounded(totals.overall),
            categories: Object.fromEntries(REVIEW_CATEGORIES.map((category) => [category, rounded(totals[category])])) as Scores,
            distribution: {
              1: counted.get(1) ?? 0,
              2: counted.get(2) ?? 0,
              3: counted.get(3) ?? 0,
              4: counted.get(4) ?? 0,
              5: counted.get(5) ?? 0,
            },
          },
          reviews: rows.map((row) => ({
            id: row.id,
            reviewer: reviewerInitial(row.first_name),
            // Reviews of no reservation (imported ones) tell the month they were written.
            stay_month: (row.checkin_date ?? isoDate(row.created_at)).slice(0, 7),
            locale: row.locale,
            overall: row.overall,
            categories: categoriesOf(row),
            comment: row.comment,
          })),
        },
        meta: {
          page,
          per_page: RATINGS_PER_PAGE,
          total_pages: Math.max(1, Math.ceil(totals.count / RATINGS_PER_PAGE)),
          total_entries: totals.count,
        },
      };
    },

    hide: (code: string, staff: StaffMember, reviewId: number, now = new Date()) => setHidden(code, staff, reviewId, true, now),
    show: (code: string, staff: StaffMember, reviewId: number, now = new Date()) => setHidden(code, staff, reviewId, false, now),

    /** Makes sure the hourly invitation job is scheduled: at `now` when none waits (kept by jobs.keepScheduled). */
    async scheduleInvitations(now: Date) {
      await deps.jobs.enqueueUnlessWaiting(db, { kind: REVIEW_INVITATION_JOB, payload: {}, runAt: now }, new Date(0));
    },

    /**
     * The invitation job (ADR 0055): each member's stay whose invitation is due is mailed once, in
     * the language it was booked in, with a link built from the configured origin (never a request's).
     */
    async inviteDue(now: Date): Promise<number> {
      const next = new Date(now.getTime() + INVITATION_EVERY_MS);
      await deps.jobs.enqueueUnlessWaiting(db, { kind: REVIEW_INVITATION_JOB, payload: {}, runAt: next }, next);
      const today = now.toISOString().slice(0, 10);
      const candidates = await repository.invitationCandidates(addDays(today, -REVIEW_INVITATION_DAYS - 1), addDays(today, 1));
      let mailed = 0;
      for (const stay of candidates) {
        const local = localDateTimeParts(stay.time_zone, now);
        if (!invitationDue(stay.checkout_date, local) || addDays(stay.checkout_date, REVIEW_INVITATION_DAYS) < local.date) continue;
        const locale = toLocale(stay.locale);
        const origin = await deps.hotels.linkOrigin(stay.hotel_code, null);
        const query = new URLSearchParams({ code: stay.hotel_code, hotelId: stay.hotel_code, locale });
        const link = `${origin}/review-reservation/${encodeURIComponent(stay.reservation_number)}?${query}`;
        const text = invitationText(locale, {
          name: stay.first_name,
          hotel: pickTranslation(stay.hotel_name_translations, locale, stay.hotel_name),
          checkin: stay.checkin_date,
          checkout: stay.checkout_date,
          number: stay.reservation_number,
          link,
        });
        const id = await inTransaction(db, async (trx) =>
          (await repository.recordInvitation(trx, stay.id, now))
            ? deps.mail.queue(trx, { to: stay.email, ...text, link, locale }, `review-invitation:${stay.id}`, now)
            : null,
        );
        if (id !== null) {
          await deps.mail.deliverNow([id]);
          mailed++;
        }
      }
      return mailed;
    },
  };
}
export type ReviewsService = ReturnType<typeof reviewsService>;
