/** Reviews of stays on the wire (§7 OTA ratings): the API's routes declare them, the widget reads their types. */
import { z } from 'zod';
import { REVIEW_CATEGORIES } from '../reviews';

const categoryScores = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(REVIEW_CATEGORIES.map((category) => [category, value])) as Record<(typeof REVIEW_CATEGORIES)[number], T>);

/** GET and POST reservations/{number}/review: the stay a member rates, where it stands, and their review once made. */
export const stayReviewResponse = z.object({
  data: z.object({
    stay: z.object({
      reservation_number: z.string(),
      hotel: z.object({ code: z.string(), name: z.string() }),
      checkin_date: z.string(),
      checkout_date: z.string(),
    }),
    state: z.enum(['open', 'rated', 'not_yet', 'closed']),
    review: z
      .object({ overall: z.number(), categories: categoryScores(z.number().nullable()), comment: z.string(), created_at: z.string() })
      .nullable(),
  }),
});
export type StayReview = z.infer<typeof stayReviewResponse>['data'];

/** GET api/ota/v1/hotels/{code}/ratings: the summary of the visible reviews and one page of them, newest first. */
export const hotelRatingsResponse = z.object({
  data: z.object({
    summary: z.object({
      count: z.number(),
      /** null while the hotel has no visible review. */
      average: z.number().nullable(),
      categories: categoryScores(z.number().nullable()),
      /** How many reviews gave each overall score, 1 to 5. */
      distribution: z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number(), 5: z.number() }),
    }),
    reviews: z.array(
      z.object({
        id: z.number(),
        /** The first letter of the reviewer's first name; null for reviews no member wrote. */
        reviewer: z.string().nullable(),
        /** The month the stay began, YYYY-MM. */
        stay_month: z.string(),
        locale: z.string(),
        overall: z.number(),
        categories: categoryScores(z.number().nullable()),
        comment: z.string(),
      }),
    ),
  }),
  meta: z.object({ page: z.number(), per_page: z.number(), total_pages: z.number(), total_entries: z.number() }),
});
export type HotelRatings = z.infer<typeof hotelRatingsResponse>;

/** PUT staff/hotels/{code}/reviews/{id}/hide and show. */
export const staffReviewResponse = z.object({
  data: z.object({
    review: z.object({ id: z.number(), hidden: z.boolean(), hidden_at: z.string().nullable(), hidden_by: z.string().nullable() }),
  }),
});
