import { useTranslation } from '../lib/i18n';
import { Link } from 'react-router';
import { useWidget } from '../lib/widget-settings';
import { widgetHref } from '../lib/widget-url';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { code } = useWidget();
  return (
    <section className="panel">
      <h1>{t('not_found.title')}</h1>
      <p>
        <Link to={widgetHref('/booking/result', code)}>{t('common.back_to_search')}</Link>
      </p>
    </section>
  );
}
