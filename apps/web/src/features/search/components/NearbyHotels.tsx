import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { toBcp47 } from '@yado/domain/money';
import { useTranslation } from '../../../lib/i18n';
import { useDisplayCurrency } from '../../../lib/display-currency';
import { formatMoney } from '../../../lib/format';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { nearbyHotelsQuery, type NearbyHotel } from '../api/get-nearby-hotels';
import type { SearchCriteria } from '../hooks/use-search-criteria';
import '../nearby-hotels.css';

const formatKm = (km: number, locale: string) =>
  new Intl.NumberFormat(toBcp47(locale), { style: 'unit', unit: 'kilometer', maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);

/** The same search at another hotel of the brand, in the guest's language and currency as the address names them. */
function searchAt(hotel: NearbyHotel, params: URLSearchParams) {
  const query = Object.fromEntries(new URLSearchParams(hotel.search_query));
  delete query.currency;
  return widgetHref('/booking/result', hotel.code, {
    ...query,
    locale: params.get('locale') ?? undefined,
    currency: params.get('currency') ?? undefined,
  });
}

/**
 * When the hotel has nothing for the stay and its brand offers it (§3 nearby hotels suggestion):
 * the brand's other hotels nearest it with rooms for the same party and dates, each leading to that search.
 */
export function NearbyHotels({ criteria }: { criteria: SearchCriteria }) {
  const { t, i18n } = useTranslation();
  const { code } = useWidget();
  const [params] = useSearchParams();
  const { currency } = useDisplayCurrency();
  const nearby = useQuery(nearbyHotelsQuery(code, criteria, i18n.language, currency));
  const hotels = nearby.data ?? [];
  if (hotels.length === 0) return null;

  return (
    <section className="panel nearby-hotels" aria-labelledby="nearby-hotels-title">
      <h2 id="nearby-hotels-title">{t('search.nearby.title')}</h2>
      <p className="room-description">{t('search.nearby.help')}</p>
      <ul className="nearby-list">
        {hotels.map((hotel) => {
          const { total_price, currency: hotelCurrency, nights, mcp_total_price } = hotel.lowest_price;
          const where = [hotel.city ?? hotel.address, hotel.distance_km === null ? null : formatKm(hotel.distance_km, i18n.language)];
          return (
            <li key={hotel.code} className="nearby-hotel">
              <div>
                <h3>{hotel.name}</h3>
                <p className="room-description">
                  {where[0]}
                  {where[1] ? <> · {t('search.nearby.distance', { distance: where[1] })}</> : null}
                </p>
              </div>
              <div className="nearby-hotel-price">
                <p className="price-amount">{formatMoney(total_price, hotelCurrency, i18n.language)}</p>
                {mcp_total_price ? (
                  <p className="price-approx">
                    {t('currency.approx', { amount: formatMoney(mcp_total_price.cents, mcp_total_price.currency_iso, i18n.language) })}
                  </p>
                ) : null}
                <p className="price-caption">
                  {nights === 0
                    ? t('search.nearby.price_day_use')
                    : t('search.nearby.price_for', { nights: t('common.nights', { count: nights }) })}
                </p>
                <Link
                  className="button button-primary"
                  to={searchAt(hotel, params)}
                  // Its results are announced and shown from the top once found (ResultsPage).
                  state={{ focusResults: true }}
                  onClick={() => window.scrollTo({ top: 0 })}
                  aria-label={t('search.nearby.see_rooms_label', { hotel: hotel.name })}
                >
                  {t('search.nearby.see_rooms')}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
