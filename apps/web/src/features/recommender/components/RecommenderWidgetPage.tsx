import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { askFromParams, askToParams, type RecommenderAsk } from '../recommender-query';
import { RecommenderForm } from './RecommenderForm';

/** Start-up parameters the widget keeps when it opens the recommender page (the host page's address, language, currency). */
const KEPT = ['locale', 'currency', 'parentUrl', 'parentPathname', 'closable', 'promo_code'];

/**
 * recommender-widget (§2): the small form a hotel's page shows through the embed loader, the stay and
 * everyone coming; "See recommendation" opens booking/recommender with them, in the same frame or tab.
 */
export function RecommenderWidgetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { code, settings } = useWidget();
  const [params] = useSearchParams();
  const init = settings.init_settings;

  function open(ask: RecommenderAsk) {
    const kept = Object.fromEntries(KEPT.flatMap((key) => (params.get(key) ? [[key, params.get(key) as string]] : [])));
    navigate(widgetHref('/booking/recommender', code, { ...kept, ...askToParams(ask, init.kids_setting.kids_type) }));
  }

  return (
    <div className="recommender-widget">
      <h1 className="recommender-title">{t('recommender.widget_title')}</h1>
      <RecommenderForm ask={askFromParams(params, init.today)} onSubmit={open} submitLabel={t('recommender.see')} />
    </div>
  );
}
