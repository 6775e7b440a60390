import { HEADER_TYPES, MAX_BRAND_HTML_LENGTH, type BrandDefaultKey } from '@yado/domain/hotel-settings-editing';
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

/** Names joined as the console's language joins a list ("A, B and C"). */
export const listIn = (locale: string, names: string[]) =>
  new Intl.ListFormat(locale.replace('_', '-'), { type: 'conjunction' }).format(names);

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

/**
 * A hotel's settings it may take from its brand (ADR 0074): the brand's values, those taken now,
 * and the choice. A field taken from the brand shows the brand's value; typing in it makes it the hotel's own.
 */
export type Inheritance = {
  brand: ConsoleBrandSettings;
  using: readonly BrandDefaultKey[];
  use: (key: BrandDefaultKey, on: boolean) => void;
};

type FieldsProps = {
  draft: AppearanceDraft;
  set: (patch: Partial<AppearanceDraft>) => void;
  errors: FieldErrors;
  disabled: boolean;
  /** Only on a hotel's settings: a "Use the brand's" choice under each field. */
  inherit?: Inheritance | undefined;
};

const BRAND_HTML_SHOWN = 48;

/** "Use the brand's", with the brand's value as the hotel would show it; the field's name is read out too. */
function UseBrand({
  name,
  field,
  shown,
  inherit,
  disabled,
}: {
  name: BrandDefaultKey;
  field: string;
  shown: string;
  inherit?: Inheritance | undefined;
  disabled: boolean;
}) {
  const { t } = useConsoleText();
  if (!inherit) return null;
  return (
    <label className="catalogue-toggle settings-use-brand">
      <input
        type="checkbox"
        name="use_brand"
        value={name}
        checked={inherit.using.includes(name)}
        disabled={disabled}
        onChange={(e) => inherit.use(name, e.currentTarget.checked)}
      />
      <span>
        <span className="visually-hidden">{field}: </span>
        {t('console.settings.useBrand')} <bdi className="settings-brand-value">{shown}</bdi>
      </span>
    </label>
  );
}

/** Colours, header type and header and footer HTML; `headerTypesKey` names whose header the choices speak of. */
export function AppearanceFields({ draft, set, errors, disabled, inherit, headerTypesKey }: FieldsProps & { headerTypesKey: string }) {
  const { t } = useConsoleText();
  const label = {
    button_colour: t('console.settings.buttonColour'),
    header_colour: t('console.settings.headerColour'),
    header_type: t('console.settings.headerType'),
    website_header_html: t('console.settings.headerHtml'),
    footer_html: t('console.settings.footerHtml'),
  };
  // HTML is shown by its start: enough to recognise it on one line.
  const brandHtml = (html: string | null | undefined) =>
    html == null ? t('console.settings.brandNone') : html.length > BRAND_HTML_SHOWN ? `${html.slice(0, BRAND_HTML_SHOWN)}…` : html;
  return (
    <>
      <div className="settings-colours">
        {(['button_colour', 'header_colour'] as const).map((name) => (
          <div key={name}>
            <ColourField
              name={name}
              label={label[name]}
              value={draft[name]}
              error={errors[name]}
              disabled={disabled}
              onChange={(colour) => set({ [name]: colour })}
            />
            <UseBrand name={name} field={label[name]} shown={inherit?.brand[name] ?? ''} inherit={inherit} disabled={disabled} />
          </div>
        ))}
      </div>
      <FormField
        label={label.header_type}
        name="header_type"
        required
        value={draft.header_type}
        error={errors.header_type}
        disabled={disabled}
        options={enumOptions(HEADER_TYPES, headerTypesKey, t)}
        onChange={(e) => set({ header_type: e.currentTarget.value as AppearanceDraft['header_type'] })}
      />
      <UseBrand
        name="header_type"
        field={label.header_type}
        shown={inherit ? t(`${headerTypesKey}.${inherit.brand.header_type}`) : ''}
        inherit={inherit}
        disabled={disabled}
      />
      {(['website_header_html', 'footer_html'] as const).map((name) => (
        <div key={name}>
          <FormField
            label={label[name]}
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
          <UseBrand name={name} field={label[name]} shown={brandHtml(inherit?.brand[name])} inherit={inherit} disabled={disabled} />
        </div>
      ))}
    </>
  );
}

/** The languages the widget offers, in the order of the 8. */
export function LanguagesField({ draft, set, errors, disabled, inherit, legend }: FieldsProps & { legend: string }) {
  const { t, locale } = useConsoleText();
  return (
    <>
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
      <UseBrand
        name="book_languages"
        field={legend}
        shown={listIn(locale, inherit?.brand.book_languages.map((l) => NATIVE_LOCALE_NAMES[l]) ?? [])}
        inherit={inherit}
        disabled={disabled}
      />
    </>
  );
}

/**
 * A list typed one item a line (addresses, sites): left to right in any language, never
 * autocompleted or spell-checked; its error is the list's or any item's first.
 */
export function LinesField({
  label,
  hint,
  name,
  value,
  errors,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  name: string;
  value: string;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (typed: string) => void;
}) {
  return (
    <FormField
      label={label}
      hint={hint}
      name={name}
      multiline
      dir="ltr"
      autoComplete="off"
      spellCheck={false}
      value={value}
      error={listError(errors, name)}
      disabled={disabled}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
