import { useInfiniteQuery } from '@tanstack/react-query';
import { REVIEW_CATEGORIES, REVIEW_SCORES } from '@yado/domain/reviews';
import type { HotelRatings } from '@yado/domain/wire/reviews';
import { useId } from 'react';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { toBcp47 } from '@yado/domain/money';
import { formatCount, formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { hotelRatingsQuery } from '../api/hotel-ratings';
import '../reviews.css';

const score = (value: number, locale: string) =>
  value.toLocaleString(toBcp47(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * What guests who stayed said of the hotel (§7 OTA ratings), under its rooms on the agency's hotel
 * page: the average overall and per category, how the scores spread, then the reviews, newest first.
 */
export function HotelReviews({ hotelCode }: { hotelCode: string }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const ratings = useInfiniteQuery(hotelRatingsQuery(hotelCode));
  const first = ratings.data?.pages[0];

  return (
    <section className="panel hotel-reviews" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('reviews.guest_reviews')}</h2>
      {ratings.isError && !first ? <ErrorMessage error={ratings.error} /> : null}
      {first && first.data.summary.average === null ? <p>{t('reviews.none_yet')}</p> : null}
      {first && first.data.summary.average !== null ? <Summary summary={first.data.summary} average={first.data.summary.average} /> : null}
      {ratings.data ? (
        <ol className="review-list">
          {ratings.data.pages
            .flatMap((page) => page.data.reviews)
            .map((review) => (
              <li key={review.id} className="review-item">
                <p className="review-head">
                  <span className="rating-score">{review.overall}</span>
                  <span className="visually-hidden">{t('reviews.stars', { score: review.overall })}</span>
                  <span className="review-by">
                    {t('reviews.stayed_in', {
                      who: review.reviewer ? `${review.reviewer}.` : t('reviews.a_guest'),
                      month: formatDate(`${review.stay_month}-01`, i18n.language, { year: 'numeric', month: 'long' }),
                    })}
                  </span>
                </p>
                {review.comment ? (
                  <p className="review-comment" lang={toBcp47(review.locale)} dir="auto">
                    {review.comment}
                  </p>
                ) : null}
              </li>
            ))}
        </ol>
      ) : null}
      {ratings.hasNextPage ? (
        <button type="button" className="button" disabled={ratings.isFetchingNextPage} onClick={() => void ratings.fetchNextPage()}>
          {t('reviews.more')}
        </button>
      ) : null}
    </section>
  );
}

/** The hotel's average alone, for a page that names the hotel (the agency's confirm step); nothing until it has one. */
export function HotelRatingAverage({ hotelCode }: { hotelCode: string }) {
  const summary = useInfiniteQuery(hotelRatingsQuery(hotelCode)).data?.pages[0]?.data.summary;
  return summary?.average ? <RatingAverage average={summary.average} count={summary.count} /> : null;
}

/** "4.3 from 12 reviews": a hotel's average overall score and how many reviews make it. */
function RatingAverage({ average, count }: { average: number; count: number }) {
  const { t, i18n } = useTranslation();
  return (
    <p className="review-average">
      <span className="rating-score">{score(average, i18n.language)}</span>{' '}
      {t('reviews.based_on', { count, number: formatCount(count, i18n.language) })}
    </p>
  );
}

function Summary({ summary, average }: { summary: HotelRatings['data']['summary']; average: number }) {
  const { t, i18n } = useTranslation();
  const most = Math.max(1, ...REVIEW_SCORES.map((s) => summary.distribution[s]));
  return (
    <div className="review-summary">
      <RatingAverage average={average} count={summary.count} />
      <dl className="review-categories">
        {REVIEW_CATEGORIES.map((category) => {
          const value = summary.categories[category];
          return value === null ? null : (
            <div key={category}>
              <dt>{t(`reviews.category_${category}`)}</dt>
              <dd>{score(value, i18n.language)}</dd>
            </div>
          );
        })}
      </dl>
      <table className="review-distribution">
        <caption className="visually-hidden">{t('reviews.distribution')}</caption>
        <tbody>
          {[...REVIEW_SCORES].reverse().map((stars) => (
            <tr key={stars}>
              <th scope="row">{t('reviews.stars', { score: stars })}</th>
              <td>
                <span className="review-bar" style={{ inlineSize: `${(summary.distribution[stars] / most) * 100}%` }} aria-hidden="true" />
              </td>
              <td>{formatCount(summary.distribution[stars], i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
