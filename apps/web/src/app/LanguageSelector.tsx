import { NATIVE_LOCALE_NAMES, type Locale } from '@yado/domain/locales';
import { useTranslation } from '../lib/i18n';
import { CATALOGUE_LOCALES } from '../lib/i18n';
import { useWidget } from '../lib/widget-settings';
import { useSwitchLocale } from '../lib/use-switch-locale';

/** Offers the languages the brand books in that the widget has text for. */
export function LanguageSelector() {
  const { t } = useTranslation();
  const { locale, settings } = useWidget();
  const switchLocale = useSwitchLocale();
  const choices = settings.available_languages.filter((l) => CATALOGUE_LOCALES.includes(l as never));
  if (choices.length < 2) return null;
  return (
    <label className="language-selector">
      <span className="visually-hidden">{t('header.language')}</span>
      <select value={locale} onChange={(event) => switchLocale(event.target.value)}>
        {choices.map((l) => (
          <option key={l} value={l} lang={l.replace('_', '-')}>
            {NATIVE_LOCALE_NAMES[l as Locale] ?? l}
          </option>
        ))}
      </select>
    </label>
  );
}
