import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isLocale } from '@yado/domain/locales';
import { changeLocale, CATALOGUE_LOCALES } from '../lib/i18n';
import { storeLocale } from '../lib/locale-preference';
import { useWidget } from '../lib/widget-settings';

const NATIVE_NAMES: Record<string, string> = {
  ja: '日本語',
  en: 'English',
  ko: '한국어',
  zh_Hans: '简体中文',
  zh_Hant: '繁體中文',
  id: 'Bahasa Indonesia',
  th: 'ไทย',
  ar: 'العربية',
};

/** Offers the languages the brand books in that the widget has text for. */
export function LanguageSelector() {
  const { t } = useTranslation();
  const { locale, settings } = useWidget();
  const [params, setParams] = useSearchParams();
  const choices = settings.available_languages.filter((l) => CATALOGUE_LOCALES.includes(l as never));
  if (choices.length < 2) return null;
  return (
    <label className="language-selector">
      <span className="visually-hidden">{t('header.language')}</span>
      <select
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          storeLocale(next);
          const updated = new URLSearchParams(params);
          updated.set('locale', next);
          setParams(updated, { replace: true });
          void changeLocale(next);
        }}
      >
        {choices.map((l) => (
          <option key={l} value={l} lang={l.replace('_', '-')}>
            {NATIVE_NAMES[l] ?? l}
          </option>
        ))}
      </select>
    </label>
  );
}
