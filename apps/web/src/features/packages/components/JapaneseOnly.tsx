import { useSwitchLocale } from '../../../lib/use-switch-locale';
import { useTranslation } from '../../../lib/i18n';
import { useWidget } from '../../../lib/widget-settings';

/** §5: a package is booked in Japanese only; in any other language the tab says so and offers the switch. */
export function JapaneseOnly() {
  const { t } = useTranslation();
  const { settings } = useWidget();
  const switchLocale = useSwitchLocale();
  const offersJapanese = settings.available_languages.includes('ja');
  return (
    <section className="panel package-japanese-only" aria-labelledby="package-japanese-only-title">
      <h2 id="package-japanese-only-title">{t('package.japanese_only_title')}</h2>
      <p>{offersJapanese ? t('package.japanese_only') : t('package.japanese_unavailable')}</p>
      {offersJapanese ? (
        <button type="button" className="button button-primary" onClick={() => switchLocale('ja')}>
          {t('package.switch_to_japanese')}
        </button>
      ) : null}
    </section>
  );
}
