import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { addDays } from '@yado/domain/dates';
import { isLocale } from '@yado/domain/locales';
import { placeById } from '@yado/domain/places';
import { agencyToday } from '../agency-party';
import { NO_FILTERS, searchHref } from '../agency-url';
import { AgencySearchForm } from './AgencySearchForm';
import { AssistantBox } from './AssistantBox';

const FEATURED_CITIES = ['tokyo', 'kyoto', 'osaka', 'sapporo', 'fukuoka', 'naha', 'seoul', 'taipei'];

/** The agency's home (§2 OTA "/"): the search form, the search in words, and a few cities to start from. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const today = agencyToday();
  const checkin = addDays(today, 14);
  return (
    <div className="agency-home">
      <section className="agency-hero">
        <h1>{t('agency.home_title')}</h1>
        <p>{t('agency.home_lead')}</p>
        <AgencySearchForm />
      </section>
      <AssistantBox />
      <section className="featured" aria-labelledby="featured-title">
        <h2 id="featured-title">{t('agency.featured_title')}</h2>
        <ul className="featured-list">
          {FEATURED_CITIES.map((id) => {
            const place = placeById(id);
            if (!place) return null;
            const name = isLocale(i18n.language) ? place.names[i18n.language] : place.names.en;
            const href = searchHref({
              place: id,
              stay: { search_type: 'dated', checkin, checkout: addDays(checkin, 1), nights: 1 },
              rooms: [{ adults: 2, children: 0, kids_ages: [], kids_tiers: [] }],
              filters: NO_FILTERS,
              sort: 'recommended',
              page: 1,
              wishes: [],
              budget: null,
            });
            return (
              <li key={id}>
                <Link className="featured-city" to={href}>
                  <span className="featured-name">{name}</span>
                  <span className="featured-country">{t(`agency.country.${place.country}`)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
