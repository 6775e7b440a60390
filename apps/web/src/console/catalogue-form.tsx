import type { ReactNode } from 'react';
import type { Locale } from '@yado/domain/locales';
import { FormField } from '../components/FormField';
import { SubmitButton } from '../components/SubmitButton';
import { consoleApi } from './api';
import { TextsTabs, type FieldErrors, type TextKind, type Texts } from './catalogue-fields';
import { FormProblems, useConsoleForm } from './console-form';
import { useConsoleText } from './i18n';

/** Where the API keeps each kind of catalogue entry, and the key its answer holds one under. */
const ENTRIES = {
  plan: { path: 'plans', key: 'plan' },
  room_type: { path: 'room-types', key: 'room_type' },
  extra: { path: 'extras', key: 'extra' },
  question: { path: 'questions', key: 'question' },
  policy: { path: 'cancellation-policies', key: 'policy' },
} as const;

/** A draft's code (for entries that have one) and its texts per language. */
type Drafted = { code?: string } & Partial<Record<TextKind, Texts>>;

/** A catalogue entry's form: its draft, the problems found by field, and saving it (POST when new, PATCH when not). */
export function useCatalogueForm<D extends Drafted, Saved>(options: {
  kind: keyof typeof ENTRIES;
  hotelCode: string;
  /** The entry's code (or number) when it exists already. */
  existingCode: string | null;
  initial: () => D;
  /** The body to send and the problems the shared rules find in it, before anything is sent. */
  check: (draft: D) => { body: { code?: string } & Record<string, unknown>; problems: FieldErrors };
  onSaved: (saved: Saved) => void;
}) {
  const { path, key } = ENTRIES[options.kind];
  const collection = `/hotels/${encodeURIComponent(options.hotelCode)}/${path}`;
  return useConsoleForm({
    initial: options.initial,
    check: options.check,
    send: async ({ code, ...change }: { code?: string } & Record<string, unknown>) => {
      const answer = options.existingCode
        ? await consoleApi<{ data: Record<string, Saved> }>(`${collection}/${encodeURIComponent(options.existingCode)}`, {
            method: 'PATCH',
            body: change,
          })
        : await consoleApi<{ data: Record<string, Saved> }>(collection, { method: 'POST', body: { code, ...change } });
      return answer.data[key] as Saved;
    },
    onSaved: options.onSaved,
  });
}

/**
 * What every catalogue form shows around its own fields: the heading, the problems, the code of a
 * new entry (for those with one), the texts per language (with what else each language's tab
 * holds), and the save and cancel buttons.
 */
export function CatalogueForm<D extends Drafted>({
  id,
  heading,
  form,
  isNew,
  hotelLocale,
  onCancel,
  textKinds = ['names', 'descriptions'],
  inLanguage,
  children,
  after,
}: {
  id: string;
  heading: string;
  form: Pick<ReturnType<typeof useCatalogueForm<D, unknown>>, 'draft' | 'set' | 'errors' | 'error' | 'pending' | 'submit'>;
  isNew: boolean;
  hotelLocale: Locale;
  onCancel: () => void;
  /** The texts it has per language, in tabs; none for an entry named in one language only (a cancellation policy). */
  textKinds?: TextKind[];
  /** More fields in each language's tab, beside the texts. */
  inLanguage?: (locale: Locale) => ReactNode;
  children: ReactNode;
  /** What is saved on its own (a room type's photos), shown below the form rather than inside it. */
  after?: ReactNode;
}) {
  const { t } = useConsoleText();
  const { draft, set, errors, error, pending, submit } = form;
  return (
    <section className="console-card catalogue-form" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <form onSubmit={submit} noValidate>
        <FormProblems error={error} errors={errors} />
        {isNew && draft.code !== undefined ? (
          <FormField
            label={t('console.catalogue.code')}
            hint={t('console.catalogue.codeHint')}
            name="code"
            required
            dir="ltr"
            autoCapitalize="characters"
            value={draft.code}
            error={errors.code}
            onChange={(e) => set({ code: e.currentTarget.value } as Partial<D>)}
          />
        ) : null}
        {textKinds.length > 0 ? (
          <TextsTabs
            kinds={textKinds}
            texts={draft}
            hotelLocale={hotelLocale}
            errors={errors}
            disabled={pending}
            inLanguage={inLanguage}
            onChange={(kind, locale, text) => set({ [kind]: { ...draft[kind], [locale]: text } } as Partial<D>)}
          />
        ) : null}
        {children}
        <div className="catalogue-actions">
          <SubmitButton pending={pending}>{t('console.catalogue.save')}</SubmitButton>
          <button type="button" className="button" onClick={onCancel}>
            {t('console.catalogue.cancel')}
          </button>
        </div>
      </form>
      {after}
    </section>
  );
}
