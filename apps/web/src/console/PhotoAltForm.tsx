import { photoAltProblems, photoAltSchema } from '@yado/domain/room-type-photos';
import type { Locale } from '@yado/domain/locales';
import type { ConsoleRoomType } from '@yado/domain/wire/console-catalogue';
import { SubmitButton } from '../components/SubmitButton';
import { consoleApi } from './api';
import { problemsOf, TextsTabs, type Texts } from './catalogue-fields';
import { FormProblems, useConsoleForm } from './console-form';
import { useConsoleText } from './i18n';

type Images = ConsoleRoomType['images'];

/**
 * One photo's text alternatives in the 8 languages, saved on their own (the photo is already the
 * room type's): the hotel's language first and required, what was typed kept when it is refused.
 */
export function PhotoAltForm({
  path,
  alt,
  label,
  hotelLocale,
  disabled,
  onSaved,
}: {
  /** The photo in the console API. */
  path: string;
  alt: Texts;
  /** Which photo this is, as its legend says. */
  label: string;
  hotelLocale: Locale;
  disabled: boolean;
  onSaved: (images: Images) => void;
}) {
  const { t } = useConsoleText();
  const { draft, set, errors, error, pending, submit } = useConsoleForm({
    initial: (): { alt: Texts } => ({ alt }),
    check: (typed) => {
      const parsed = photoAltSchema.safeParse(typed);
      return { body: typed, problems: problemsOf(parsed, () => (parsed.success ? photoAltProblems(parsed.data.alt, hotelLocale) : [])) };
    },
    send: async (body) => (await consoleApi<{ data: { images: Images } }>(path, { method: 'PATCH', body })).data.images,
    onSaved,
  });
  return (
    <form className="photo-alt-form" onSubmit={submit} noValidate>
      <FormProblems error={error} errors={errors} />
      <TextsTabs
        kinds={['alt']}
        texts={draft}
        hotelLocale={hotelLocale}
        errors={errors}
        disabled={pending || disabled}
        legend={t('console.catalogue.photoAltLegend', { photo: label })}
        onChange={(_, locale, text) => set({ alt: { ...draft.alt, [locale]: text } })}
      />
      <SubmitButton pending={pending}>
        {t('console.catalogue.saveAlt')}
        <span className="visually-hidden"> ({label})</span>
      </SubmitButton>
    </form>
  );
}
