import { useId, useState, type FormEvent } from 'react';
import { MEAL_FILTERS } from '@yado/domain/agency-search';
import { AMENITIES, AMENITY_NAMES, type Amenity } from '@yado/domain/amenities';
import { isLocale } from '@yado/domain/locales';
import { useTranslation } from '../../../lib/i18n';
import { NO_FILTERS, RATING_STEPS, type AgencyFilters } from '../agency-url';

const STARS = ['5', '4', '3', '2', '1'];

const toggled = <T,>(list: readonly T[], value: T, on: boolean): T[] => (on ? [...list, value] : list.filter((v) => v !== value));

/** Price per night, stars, lowest rating, amenities and meals; each change searches again at once, the price when applied. */
export function FiltersPanel({
  filters,
  currency,
  onChange,
  id,
}: {
  filters: AgencyFilters;
  currency: string;
  onChange: (filters: Partial<AgencyFilters>) => void;
  id: string;
}) {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const [priceMin, setPriceMin] = useState(filters.price_min?.toString() ?? '');
  const [priceMax, setPriceMax] = useState(filters.price_max?.toString() ?? '');
  const [priceError, setPriceError] = useState<string | null>(null);
  const amenityName = (amenity: Amenity) => AMENITY_NAMES[amenity][isLocale(i18n.language) ? i18n.language : 'en'];

  function applyPrice(event: FormEvent) {
    event.preventDefault();
    const min = priceMin.trim() === '' ? undefined : Number(priceMin);
    const max = priceMax.trim() === '' ? undefined : Number(priceMax);
    if ([min, max].some((v) => v !== undefined && (!Number.isFinite(v) || v < 0))) return setPriceError(t('agency.price_invalid'));
    if (min !== undefined && max !== undefined && min > max) return setPriceError(t('agency.price_order'));
    setPriceError(null);
    onChange({ price_min: min, price_max: max });
  }

  return (
    <div className="filters" id={id}>
      <form className="filter-group" onSubmit={applyPrice} noValidate>
        <fieldset>
          <legend>{t('agency.price_per_night', { currency })}</legend>
          <div className="price-inputs">
            <label>
              <span className="visually-hidden">{t('agency.price_min')}</span>
              <input
                type="number"
                inputMode="numeric"
                min={0}
                placeholder={t('agency.price_min_short')}
                value={priceMin}
                aria-invalid={priceError !== null}
                aria-describedby={priceError ? `${ids}-price-error` : undefined}
                onChange={(e) => setPriceMin(e.target.value)}
              />
            </label>
            <span aria-hidden="true">–</span>
            <label>
              <span className="visually-hidden">{t('agency.price_max')}</span>
              <input
                type="number"
                inputMode="numeric"
                min={0}
                placeholder={t('agency.price_max_short')}
                value={priceMax}
                aria-invalid={priceError !== null}
                aria-describedby={priceError ? `${ids}-price-error` : undefined}
                onChange={(e) => setPriceMax(e.target.value)}
              />
            </label>
          </div>
          {priceError ? (
            <p id={`${ids}-price-error`} className="field-error" role="alert">
              {priceError}
            </p>
          ) : null}
          <button type="submit" className="button">
            {t('agency.apply')}
          </button>
        </fieldset>
      </form>
      <fieldset className="filter-group">
        <legend>{t('agency.star_class')}</legend>
        {STARS.map((star) => (
          <label key={star} className="check-field">
            <input
              type="checkbox"
              checked={filters.stars.includes(star)}
              onChange={(e) => onChange({ stars: toggled(filters.stars, star, e.target.checked).sort() })}
            />
            <span>{t('agency.stars', { count: Number(star) })}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="filter-group">
        <legend>{t('agency.rating_min')}</legend>
        <label className="check-field">
          <input
            type="radio"
            name={`${ids}-rating`}
            checked={filters.rating_min === undefined}
            onChange={() => onChange({ rating_min: undefined })}
          />
          <span>{t('agency.any')}</span>
        </label>
        {RATING_STEPS.map((step) => (
          <label key={step} className="check-field">
            <input
              type="radio"
              name={`${ids}-rating`}
              checked={filters.rating_min === step}
              onChange={() => onChange({ rating_min: step })}
            />
            <span>{t('agency.rating_at_least', { rating: step.toFixed(1) })}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="filter-group">
        <legend>{t('agency.meals')}</legend>
        <label className="check-field">
          <input type="radio" name={`${ids}-meals`} checked={filters.meals === undefined} onChange={() => onChange({ meals: undefined })} />
          <span>{t('agency.any')}</span>
        </label>
        {MEAL_FILTERS.map((meals) => (
          <label key={meals} className="check-field">
            <input type="radio" name={`${ids}-meals`} checked={filters.meals === meals} onChange={() => onChange({ meals })} />
            <span>{t(`agency.meal.${meals}`)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="filter-group">
        <legend>{t('agency.amenities')}</legend>
        {AMENITIES.map((amenity) => (
          <label key={amenity} className="check-field">
            <input
              type="checkbox"
              checked={filters.amenities.includes(amenity)}
              onChange={(e) => onChange({ amenities: toggled(filters.amenities, amenity, e.target.checked) })}
            />
            <span>{amenityName(amenity)}</span>
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="link-button"
        onClick={() => {
          setPriceMin('');
          setPriceMax('');
          onChange({ ...NO_FILTERS, price_min: undefined, price_max: undefined, rating_min: undefined, meals: undefined });
        }}
      >
        {t('agency.clear_filters')}
      </button>
    </div>
  );
}
