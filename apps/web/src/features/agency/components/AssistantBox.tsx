import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { placeById } from '@yado/domain/places';
import { isLocale } from '@yado/domain/locales';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { useTranslation } from '../../../lib/i18n';
import { understandSentence } from '../api';
import { agencyToday } from '../agency-party';
import { searchFromRequest, searchHref, type AgencySearch } from '../agency-url';
import { UnderstoodChips } from './UnderstoodChips';

/**
 * "Describe your stay": the sentence goes to the API (POST assistant/understand, ADR 0051), and what
 * it understood comes back as chips the traveller can change or remove before searching.
 */
export function AssistantBox() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [understood, setUnderstood] = useState<AgencySearch | null>(null);
  // Asked to read nothing: said so at the box, rather than the button doing nothing.
  const [empty, setEmpty] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const understand = useMutation({
    mutationFn: (sentence: string) => understandSentence(sentence, i18n.language),
    onSuccess: (answer) => setUnderstood(searchFromRequest(answer.request, agencyToday())),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setEmpty(text.trim() === '');
    if (text.trim() === '') {
      box.current?.focus();
      return;
    }
    understand.mutate(text.trim());
  }

  const placeName = (placeId: string) => {
    const place = placeById(placeId);
    return place && isLocale(i18n.language) ? place.names[i18n.language] : placeId;
  };

  return (
    <section className="panel assistant" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('agency.assistant_title')}</h2>
      <form onSubmit={submit} className="assistant-form">
        <label className="field-label" htmlFor={`${id}-text`}>
          {t('agency.assistant_label')}
        </label>
        <textarea
          ref={box}
          id={`${id}-text`}
          rows={3}
          maxLength={500}
          value={text}
          placeholder={t('agency.assistant_placeholder')}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? `${id}-error ${id}-hint` : `${id}-hint`}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim() !== '') setEmpty(false);
          }}
        />
        {empty ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {t('agency.assistant_empty')}
          </p>
        ) : null}
        <p id={`${id}-hint`} className="field-hint">
          {t('agency.assistant_hint')}
        </p>
        <button type="submit" className="button button-primary" disabled={understand.isPending}>
          {understand.isPending ? t('agency.assistant_reading') : t('agency.assistant_submit')}
        </button>
      </form>
      {understand.isError ? <ErrorMessage error={understand.error} /> : null}
      {understood ? (
        <div className="understood" aria-live="polite">
          <h3>{t('agency.understood_title')}</h3>
          <UnderstoodChips search={understood} placeName={placeName} onChange={setUnderstood} />
          <button type="button" className="button button-primary" onClick={() => navigate(searchHref(understood))}>
            {t('agency.understood_search')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
