import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { isAgencyMode } from '../../../lib/agency-mode';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';

/** Shown when a booking step is opened without a room chosen (a new tab, an old link, a draft gone). */
export function NoDraft() {
  const { t } = useTranslation();
  const { code } = useWidget();
  return (
    <section className="panel">
      <h1>{t('booking.no_draft')}</h1>
      <p>
        {/* On the agency site the search is the hotel's page (§2 hotels/{code}). */}
        <Link to={isAgencyMode() ? `/hotels/${encodeURIComponent(code)}` : widgetHref('/booking/result', code)}>
          {t('common.back_to_search')}
        </Link>
      </p>
    </section>
  );
}
