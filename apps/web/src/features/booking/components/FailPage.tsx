import { useTranslation } from '../../../lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { isAgencyMode } from '../../../lib/agency-mode';

/** reservation/fail?error_code&error&checkin&checkout and the party: why the booking did not happen, and the way back. */
export function FailPage() {
  const { t, i18n } = useTranslation();
  const { code, settings } = useWidget();
  const [params] = useSearchParams();
  const errorCode = params.get('error_code') ?? '';
  const key = `errors.${errorCode}`;
  // Values the server filled its message with come along in the query (minimum_nights, ...).
  const values = { reservable_period_months: settings.init_settings.reservable_period_months, ...Object.fromEntries(params) };
  const message = i18n.exists(key) ? t(key, values) : params.get('error') || t('errors.PROCESSING_ERROR');
  // Back to the same search: dates and party as they were sent here.
  const back = Object.fromEntries(
    ['checkin', 'checkout', 'adults', 'children', 'kids_ages', 'kids_tiers', 'room_count', 'rooms'].flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  return (
    <section className="panel">
      <h1>{t('fail.title')}</h1>
      <p className="alert alert-error" role="alert">
        {message}
      </p>
      <p>
        <Link
          className="button button-primary"
          to={
            isAgencyMode() ? `/hotels/${encodeURIComponent(code)}?${new URLSearchParams(back)}` : widgetHref('/booking/result', code, back)
          }
        >
          {t('fail.search_again')}
        </Link>
      </p>
    </section>
  );
}
