import { useTranslation } from '../lib/i18n';
import { useSearchParams } from 'react-router';

/**
 * /503?code={hotelCode}: the service is under maintenance (§2). It stands outside the widget
 * shell and calls nothing, so it shows even while every API call answers 503; no header (§2).
 */
export function MaintenancePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code');
  const retry = code ? `/booking/result?${new URLSearchParams({ code })}` : '/';
  return (
    <main className="startup-error" id="main">
      <h1>{t('maintenance.title')}</h1>
      <p>{t('maintenance.body')}</p>
      <p>
        <a className="button button-primary" href={retry}>
          {t('maintenance.retry')}
        </a>
      </p>
    </main>
  );
}
