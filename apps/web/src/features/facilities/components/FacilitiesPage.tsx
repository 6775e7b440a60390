import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { criteriaFromParams, criteriaToParams } from '@yado/domain/search-criteria';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Spinner } from '../../../components/Spinner';
import { StayDates } from '../../../components/StayDates';
import { formatMoney } from '../../../lib/format';
import { partySummary } from '../../../lib/party-summary';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { facilitiesQuery } from '../api/get-facilities';
import '../facilities.css';

/** facilities: the brand's hotels with the lowest price for the dates and rooms, each leading into its results. */
export function FacilitiesPage() {
  const { t, i18n } = useTranslation();
  const { settings } = useWidget();
  const init = settings.init_settings;
  const [params] = useSearchParams();
  const criteria = criteriaFromParams(params, { today: init.today, kidsType: init.kids_setting.kids_type });
  const facilities = useQuery(facilitiesQuery(settings.hotel_brand.code, criteria, i18n.language));
  const dated = criteria.search_type === 'dated';
  const resultsParams = Object.fromEntries(criteriaToParams(criteria));

  return (
    <section className="facilities-page" aria-labelledby="facilities-title">
      <h1 id="facilities-title">{t('facilities.title', { brand: settings.hotel_brand.name })}</h1>
      <p className="lead">
        {dated ? <StayDates checkin={criteria.checkin} checkout={criteria.checkout} /> : t('facilities.no_dates')}
        {' · '}
        {partySummary(t, criteria.rooms)}
      </p>
      {facilities.isPending ? <Spinner label={t('facilities.loading')} /> : null}
      {facilities.isError ? <ErrorMessage error={facilities.error} /> : null}
      <ul className="facility-list">
        {facilities.data?.map((hotel) => (
          <li key={hotel.code} className="facility-card">
            {hotel.image ? <img src={hotel.image} alt="" width="240" height="160" loading="lazy" /> : null}
            <div className="facility-body">
              <h2>{hotel.name}</h2>
              <p className="room-description">{hotel.address}</p>
            </div>
            <div className="facility-price">
              {hotel.lowest_price ? (
                <>
                  <p className="price-amount">{formatMoney(hotel.lowest_price.total_price, hotel.lowest_price.currency, i18n.language)}</p>
                  <p className="price-caption">
                    {t(hotel.lowest_price.from ? 'facilities.price_from' : 'facilities.price_for', {
                      nights: t('common.nights', { count: hotel.lowest_price.nights }),
                    })}
                  </p>
                </>
              ) : (
                <p className="plan-note">{t('facilities.no_rooms')}</p>
              )}
              <Link
                className="button button-primary"
                to={widgetHref('/booking/result', hotel.code, resultsParams)}
                aria-label={t('facilities.see_rooms_label', { hotel: hotel.name })}
              >
                {t('facilities.see_rooms')}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
