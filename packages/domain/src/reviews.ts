import { z } from 'zod';
import { LOCALES } from './locales';
import { msg } from './validation';

/** The parts of a stay a guest rates besides the whole (§7 OTA ratings). */
export const REVIEW_CATEGORIES = ['cleanliness', 'service', 'location', 'value', 'rooms'] as const;
export type ReviewCategory = (typeof REVIEW_CATEGORIES)[number];

export const REVIEW_SCORES = [1, 2, 3, 4, 5] as const;
/** A comment is optional; past this it is an essay, not a review. */
export const REVIEW_COMMENT_MAX = 2000;
/** Reviews on one page of a hotel's ratings. */
export const RATINGS_PER_PAGE = 10;

/** One score, 1 to 5 whole stars. */
export const reviewScore = () =>
  z.number(msg('validation.rating')).int(msg('validation.rating')).min(1, msg('validation.rating')).max(5, msg('validation.rating'));

/** What a guest sends to rate their stay: the whole and every category, 1 to 5, and what they say. */
export const reviewRequestSchema = z.object({
  overall: reviewScore(),
  ...(Object.fromEntries(REVIEW_CATEGORIES.map((category) => [category, reviewScore()])) as Record<
    ReviewCategory,
    ReturnType<typeof reviewScore>
  >),
  comment: z.string().trim().max(REVIEW_COMMENT_MAX, msg('validation.too_long')).default(''),
  locale: z.enum(LOCALES),
});
export type ReviewRequest = z.input<typeof reviewRequestSchema>;

/**
 * Where a stay stands for its review: `open` from the check-out day on (in the hotel's time zone:
 * the guest has left that morning), `rated` once reviewed, `not_yet` before, `closed` when cancelled.
 */
export type ReviewState = 'open' | 'rated' | 'not_yet' | 'closed';

export function reviewState(stay: { status: string; checkout_date: string; reviewed: boolean }, hotelToday: string): ReviewState {
  if (stay.reviewed) return 'rated';
  if (stay.status === 'cancelled') return 'closed';
  return hotelToday >= stay.checkout_date ? 'open' : 'not_yet';
}

/** A reviewer as the public sees them: the first letter of their first name, nothing more. */
export function reviewerInitial(firstName: string | null | undefined): string | null {
  const first = [...(firstName ?? '').trim()][0];
  return first ? `${first.toLocaleUpperCase()}.` : null;
}

/** The invitation to rate a stay goes from noon of its check-out day, hotel time (guests have left by then)... */
export const REVIEW_INVITATION_HOUR = 12;
/** ...and no later than this many days after it: an older stay is not mailed out of the blue. */
export const REVIEW_INVITATION_DAYS = 14;

/** Whether a stay's invitation is due at the hotel's local date and hour. */
export function invitationDue(checkoutDate: string, local: { date: string; hour: number }): boolean {
  if (local.date === checkoutDate) return local.hour >= REVIEW_INVITATION_HOUR;
  return local.date > checkoutDate;
}
