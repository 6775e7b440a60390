import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { decimalDigits, formatMoney } from '@yado/domain/money';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import type { AgencyHotelAnswer } from '../api';
import type { FitReason } from '../why-it-fits';

const SHOWN_AMENITIES = 4;
const FEW_ROOMS = 3;

function reasonText(t: TFunction, locale: string, reason: FitReason): string {
  switch (reason.kind) {
    case 'budget':
      return t(reason.budget.per === 'night' ? 'agency.why.budget_night' : 'agency.why.budget_stay', {
        budget: formatMoney(reason.budget.amount * 10 ** decimalDigits(reason.budget.currency), reason.budget.currency, locale),
      });
    case 'breakfast':
      return t('agency.why.breakfast');
    case 'amenity':
      return t('agency.why.amenity', { amenity: reason.name });
    case 'near':
      return t('agency.why.near', { distance: reason.km, place: reason.place });
  }
}

/**
 * One hotel found: photo, name, brand, stars, rating, distance, amenities, the price for the party,
 * rooms left, why it fits, and for a search in words a way to book it at once (`bookNow`).
 */
export function HotelCard({
  hotel,
  href,
  reasons,
  bookNow = null,
  searchedPlace = null,
}: {
  hotel: AgencyHotelAnswer;
  /** The place searched around, which the hotel's distance is measured from. */
  searchedPlace?: string | null;
  href: string;
  reasons: FitReason[];
  bookNow?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const price = hotel.price;
  const converted = price && price.converted.currency !== price.currency ? price.converted : null;
  const shown = converted ?? price;
  return (
    <article className="hotel-card">
      <div className="hotel-photo">{hotel.photo ? <img src={hotel.photo} alt="" loading="lazy" width="320" height="220" /> : null}</div>
      <div className="hotel-body">
        <p className="hotel-brand">{hotel.brand.name}</p>
        <h2 className="hotel-name">
          <Link to={href}>{hotel.name}</Link>
        </h2>
        <p className="hotel-facts">
          <span className="stars" role="img" aria-label={t('agency.stars', { count: hotel.stars })}>
            {'★'.repeat(hotel.stars)}
          </span>
          {hotel.rating ? (
            <span className="rating">
              <span className="rating-score">{hotel.rating.average.toFixed(1)}</span> {t('agency.reviews', { count: hotel.rating.count })}
            </span>
          ) : (
            <span className="rating rating-none">{t('agency.no_reviews')}</span>
          )}
          {hotel.place ? <span>{hotel.place.name}</span> : null}
          {hotel.distance_km !== null && searchedPlace ? (
            <span>{t('agency.distance', { distance: hotel.distance_km.toFixed(1), place: searchedPlace })}</span>
          ) : null}
        </p>
        {hotel.amenities.length > 0 ? (
          <ul className="amenities" aria-label={t('agency.amenities')}>
            {hotel.amenities.slice(0, SHOWN_AMENITIES).map((amenity) => (
              <li key={amenity.code}>{amenity.name}</li>
            ))}
            {hotel.amenities.length > SHOWN_AMENITIES ? (
              <li>{t('agency.more_amenities', { count: hotel.amenities.length - SHOWN_AMENITIES })}</li>
            ) : null}
          </ul>
        ) : null}
        {reasons.length > 0 ? (
          <div className="why-fits">
            <p className="why-title">{t('agency.why.title')}</p>
            <ul>
              {reasons.map((reason) => (
                <li key={`${reason.kind}-${reason.kind === 'amenity' ? reason.amenity : ''}`}>{reasonText(t, locale, reason)}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="hotel-price">
        {price && shown ? (
          <>
            <p className="price-per-night">
              {price.from ? <span className="price-from">{t('agency.from')} </span> : null}
              <strong className="price-amount">{formatMoney(shown.per_night, shown.currency, locale)}</strong>{' '}
              <span className="price-caption">{t('agency.per_night')}</span>
            </p>
            <p className="price-caption">
              {t('agency.total_for', { total: formatMoney(shown.total, shown.currency, locale), count: price.nights })}
            </p>
            {converted ? (
              <p className="price-caption">{t('agency.hotel_currency', { amount: formatMoney(price.total, price.currency, locale) })}</p>
            ) : null}
            {price.adults_only ? <p className="price-note">{t('agency.price_adults_only')}</p> : null}
            {hotel.rooms_left !== null && hotel.rooms_left > 0 && hotel.rooms_left <= FEW_ROOMS ? (
              <p className="rooms-left">{t('agency.rooms_left', { count: hotel.rooms_left })}</p>
            ) : null}
          </>
        ) : (
          <p className="sold-out">{t('agency.sold_out')}</p>
        )}
        <Link className="button button-primary" to={href} aria-label={t('agency.see_rooms_at', { hotel: hotel.name })}>
          {t('agency.see_rooms')}
        </Link>
        {/* Held at the adults' price, a stay booked at once would leave the children out: they are chosen on the hotel's page. */}
        {price && !price.adults_only ? bookNow : null}
      </div>
    </article>
  );
}
