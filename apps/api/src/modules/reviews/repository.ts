import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { REVIEW_CATEGORIES, type ReviewCategory } from '@yado/domain/reviews';

export interface NewReview {
  hotel_id: number;
  reservation_id: string;
  overall: number;
  scores: Record<ReviewCategory, number>;
  comment: string;
  locale: string;
}

const reviewColumns = [
  'hotel_reviews.id',
  'hotel_reviews.overall',
  'hotel_reviews.cleanliness',
  'hotel_reviews.service',
  'hotel_reviews.location',
  'hotel_reviews.value',
  'hotel_reviews.rooms',
  'hotel_reviews.comment',
  'hotel_reviews.locale',
  'hotel_reviews.created_at',
] as const;

const average = (column: string) => sql<number | null>`avg(${sql.ref(column)})::float8`;

export function reviewsRepository(db: Db) {
  return {
    /** A member's own stay by its number, with its hotel and its review when there is one; undefined for anyone else's. */
    findMemberStay(reservationNumber: string, userId: number) {
      return db
        .selectFrom('reservations')
        .innerJoin('hotels', 'hotels.id', 'reservations.hotel_id')
        .leftJoin('hotel_reviews', 'hotel_reviews.reservation_id', 'reservations.id')
        .where('reservations.reservation_number', '=', reservationNumber)
        .where('reservations.user_id', '=', userId)
        .select([
          'reservations.id as reservation_id',
          'reservations.reservation_number',
          'reservations.status',
          'reservations.checkin_date',
          'reservations.checkout_date',
          'hotels.id as hotel_id',
          'hotels.code as hotel_code',
          'hotels.name as hotel_name',
          'hotels.name_translations as hotel_name_translations',
          'hotels.time_zone',
          ...reviewColumns,
        ])
        .executeTakeFirst();
    },

    /** Stores a review; null when the stay has one already (the unique key decides, whoever came first). */
    async insert(review: NewReview) {
      const row = await db
        .insertInto('hotel_reviews')
        .values({
          hotel_id: review.hotel_id,
          reservation_id: review.reservation_id,
          overall: review.overall,
          ...review.scores,
          comment: review.comment,
          locale: review.locale,
        })
        .onConflict((oc) => oc.column('reservation_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    findHotelId(code: string) {
      return db.selectFrom('hotels').select('id').where('code', '=', code).executeTakeFirst();
    },

    /** The averages, count and spread of scores of a hotel's visible reviews. */
    async summary(hotelId: number) {
      const visible = db.selectFrom('hotel_reviews').where('hotel_id', '=', hotelId).where('hidden', '=', sql.lit(false));
      const [totals, spread] = await Promise.all([
        visible
          .select([
            sql<number>`count(*)::int`.as('count'),
            average('overall').as('overall'),
            ...REVIEW_CATEGORIES.map((category) => average(category).as(category)),
          ])
          .executeTakeFirstOrThrow(),
        visible
          .select(['overall', sql<number>`count(*)::int`.as('count')])
          .groupBy('overall')
          .execute(),
      ]);
      return { totals, spread };
    },

    /** One page of a hotel's visible reviews, newest first, with the stay's month and the member's first name. */
    listVisible(hotelId: number, page: { limit: number; offset: number }) {
      return db
        .selectFrom('hotel_reviews')
        .leftJoin('reservations', 'reservations.id', 'hotel_reviews.reservation_id')
        .leftJoin('users', 'users.id', 'reservations.user_id')
        .where('hotel_reviews.hotel_id', '=', hotelId)
        .where('hotel_reviews.hidden', '=', sql.lit(false))
        .select([...reviewColumns, 'reservations.checkin_date', 'users.first_name'])
        .orderBy('hotel_reviews.created_at', 'desc')
        .orderBy('hotel_reviews.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
    },

    /** Hides a hotel's review (recording who and when) or shows it again; undefined when the hotel has no such review. */
    setHidden(hotelId: number, reviewId: number, hidden: { by: number; at: Date } | null) {
      return db
        .updateTable('hotel_reviews')
        .set({ hidden: hidden !== null, hidden_at: hidden?.at ?? null, hidden_by: hidden?.by ?? null })
        .where('id', '=', reviewId)
        .where('hotel_id', '=', hotelId)
        .returning(['id', 'hidden', 'hidden_at', 'hidden_by'])
        .executeTakeFirst();
    },

    staffName(credentialId: number) {
      return db.selectFrom('staff_credentials').select('name').where('id', '=', credentialId).executeTakeFirst();
    },

    /**
     * Members' stays checked out between the two days (UTC, a day wider than any time zone), not
     * cancelled, neither rated nor invited yet: the invitation job's candidates.
     */
    invitationCandidates(fromCheckout: string, untilCheckout: string) {
      return db
        .selectFrom('reservations')
        .innerJoin('hotels', 'hotels.id', 'reservations.hotel_id')
        .innerJoin('users', 'users.id', 'reservations.user_id')
        .where('reservations.status', '!=', 'cancelled')
        .where('reservations.checkout_date', '>=', fromCheckout)
        .where('reservations.checkout_date', '<=', untilCheckout)
        .where('users.status', '=', 'active')
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('hotel_reviews').select('id').whereRef('hotel_reviews.reservation_id', '=', 'reservations.id'))),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('review_invitations')
                .select('reservation_id')
                .whereRef('review_invitations.reservation_id', '=', 'reservations.id'),
            ),
          ),
        )
        .select([
          'reservations.id',
          'reservations.reservation_number',
          'reservations.checkin_date',
          'reservations.checkout_date',
          'reservations.locale',
          'users.email',
          'users.first_name',
          'hotels.id as hotel_id',
          'hotels.code as hotel_code',
          'hotels.name as hotel_name',
          'hotels.name_translations as hotel_name_translations',
          'hotels.time_zone',
        ])
        .orderBy('reservations.checkout_date')
        .execute();
    },

    /** Marks a stay invited, in the mail's transaction; false when another run marked it first. */
    async recordInvitation(trx: Db, reservationId: string, at: Date) {
      const inserted = await trx
        .insertInto('review_invitations')
        .values({ reservation_id: reservationId, mailed_at: at })
        .onConflict((oc) => oc.column('reservation_id').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    },
  };
}
