import { HEADER_TYPES, MAX_BRAND_HTML_LENGTH } from '@yado/domain/hotel-settings-editing';
import { LOCALES, NATIVE_LOCALE_NAMES, type Locale } from '@yado/domain/locales';
import type { ConsoleBrandSettings } from '@yado/domain/wire/console-settings';
import { FormField } from '../components/FormField';
import { CheckboxGroup, enumOptions, listError, type FieldErrors } from './catalogue-fields';
import { useConsoleText } from './i18n';

/** The appearance and languages as typed, shared by the hotel's settings and the brand's defaults: HTML as text, so nothing typed is lost. */
export type AppearanceDraft = Omit<ConsoleBrandSettings, 'website_header_html' | 'footer_html'> & {
  website_header_html: string;
  footer_html: string;
};

export const appearanceDraftOf = <S extends ConsoleBrandSettings>(settings: S) => ({
  ...settings,
  website_header_html: settings.website_header_html ?? '',
  footer_html: settings.footer_html ?? '',
});

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour as #rrggbb typed, beside the browser's colour picker; the picker follows what is typed once it is a colour. */
function ColourField({
  name,
  label,
  value,
  error,
  disabled,
  onChange,
}: {
  name: 'button_colour' | 'header_colour';
  label: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (colour: string) => void;
}) {
  const { t } = useConsoleText();
  return (
    <div className="settings-colour">
      <FormField
        label={label}
        hint={t('console.settings.colourHint')}
        name={name}
        dir="ltr"
        required
        spellCheck={false}
        value={value}
        error={error}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <input
        type="color"
        className="settings-swatch"
        aria-label={t('console.settings.colourPicker', { name: label })}
        value={HEX.test(value.trim()) ? value.trim().toLowerCase() : '#000000'}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </div>
  );
}

type FieldsProps = {
  draft: AppearanceDraft;
  set: (patch: Partial<AppearanceDraft>) => void;
  errors: FieldErrors;
  disabled: boolean;
};

/** Colours, header type and header and footer HTML; `headerTypesKey` names whose header the choices speak of. */
export function AppearanceFields({ draft, set, errors, disabled, headerTypesKey }: FieldsProps & { headerTypesKey: string }) {
  const { t } = useConsoleText();
  return (
    <>
      <div className="settings-colours">
        {(['button_colour', 'header_colour'] as const).map((name) => (
          <ColourField
            key={name}
            name={name}
            label={t(name === 'button_colour' ? 'console.settings.buttonColour' : 'console.settings.headerColour')}
            value={draft[name]}
            error={errors[name]}
            disabled={disabled}
            onChange={(colour) => set({ [name]: colour })}
          />
        ))}
      </div>
      <FormField
        label={t('console.settings.headerType')}
        name="header_type"
        required
        value={draft.header_type}
        error={errors.header_type}
        disabled={disabled}
        options={enumOptions(HEADER_TYPES, headerTypesKey, t)}
        onChange={(e) => set({ header_type: e.currentTarget.value as AppearanceDraft['header_type'] })}
      />
      {(['website_header_html', 'footer_html'] as const).map((name) => (
        <FormField
          key={name}
          label={t(name === 'footer_html' ? 'console.settings.footerHtml' : 'console.settings.headerHtml')}
          hint={t('console.settings.htmlHint')}
          name={name}
          multiline
          dir="ltr"
          className="settings-html"
          spellCheck={false}
          required={name === 'website_header_html' && draft.header_type === 'header_customize'}
          maxLength={MAX_BRAND_HTML_LENGTH}
          value={draft[name]}
          error={errors[name]}
          disabled={disabled}
          onChange={(e) => set({ [name]: e.currentTarget.value })}
        />
      ))}
    </>
  );
}

/** The languages the widget offers, in the order of the 8. */
export function LanguagesField({ draft, set, errors, disabled, legend }: FieldsProps & { legend: string }) {
  const { t } = useConsoleText();
  return (
    <CheckboxGroup
      legend={legend}
      hint={t('console.settings.languagesHint')}
      name="book_languages"
      choices={LOCALES.map((l) => ({ value: l, label: NATIVE_LOCALE_NAMES[l] }))}
      chosen={draft.book_languages}
      error={listError(errors, 'book_languages')}
      disabled={disabled}
      onChange={(languages: Locale[]) => set({ book_languages: languages })}
    />
  );
}
