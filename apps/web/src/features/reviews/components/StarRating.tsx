import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { REVIEW_SCORES } from '@yado/domain/reviews';
import { useTranslation } from '../../../lib/i18n';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> {
  legend: string;
  /** The score chosen so far, to fill the stars up to it. */
  chosen: number | undefined;
  /** A catalogue key. */
  error?: string | undefined;
}

/**
 * A 1–5 score as a radio group: the arrow keys move along it, Tab leaves it, and each star says
 * its number; the stars up to the chosen one are filled.
 */
export const StarRating = forwardRef<HTMLInputElement, Props>(function StarRating({ legend, chosen, error, name, ...input }, ref) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset
      className={error ? 'star-rating has-error' : 'star-rating'}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      <div className="star-rating-stars">
        {REVIEW_SCORES.map((score) => (
          <label key={score} className={chosen !== undefined && score <= chosen ? 'star star-on' : 'star'}>
            <input {...input} ref={ref} type="radio" name={name} value={score} className="star-input" />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('reviews.stars', { score })}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {t(error)}
        </p>
      ) : null}
    </fieldset>
  );
});
