import { useState, type FormEvent } from 'react';
import { apiFieldErrors, type FieldErrors } from './catalogue-fields';
import { ConsoleError } from './ConsoleError';
import { useConsoleText } from './i18n';

/**
 * A console form: its draft as typed, the problems the shared rules find before anything is sent
 * and those the API answers with, by field. What was typed stays; a form that issues something
 * new starts blank again once it is saved (`reset`).
 */
export function useConsoleForm<D, B, Saved>(options: {
  initial: () => D;
  check: (draft: D) => { body: B; problems: FieldErrors };
  send: (body: B) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
  reset?: boolean;
}) {
  const [draft, setDraft] = useState<D>(options.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const set = (patch: Partial<D>) => setDraft((d) => ({ ...d, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const { body, problems } = options.check(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setPending(true);
    try {
      options.onSaved(await options.send(body));
      if (options.reset) setDraft(options.initial());
    } catch (caught) {
      setError(caught);
      setErrors(apiFieldErrors(caught));
    } finally {
      setPending(false);
    }
  }

  /** Lets go of the API's last answer, once what it was about has changed (another member chosen). */
  const forgetAnswer = () => setError(null);

  return { draft, set, errors, error, pending, submit, forgetAnswer };
}

/** A form's problems above its fields: the API's error, or the count of those found before sending. */
export function FormProblems({ error, errors }: { error: unknown; errors: FieldErrors }) {
  const { t } = useConsoleText();
  return (
    <>
      <ConsoleError error={error} />
      {!error && Object.keys(errors).length > 0 ? (
        <p className="alert alert-error" role="alert">
          {t('console.errors.1000')}
        </p>
      ) : null}
    </>
  );
}
