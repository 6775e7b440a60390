import type { Ref } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { pickTranslation } from '@yado/domain/locales';
import { SORT_ORDERS, type SortOrder } from '@yado/domain/statuses';
import { useWidget } from '../../../lib/widget-settings';
import type { SearchCriteria } from '../hooks/use-search-criteria';
import { CurrencyChooser } from '../../../components/CurrencyChooser';

interface Props {
  criteria: SearchCriteria;
  onChange: (next: Partial<SearchCriteria>) => void;
  /** What was found, announced politely to screen readers. */
  summary: string;
  /** Where focus goes once a search the guest asked for has answered. */
  summaryRef?: Ref<HTMLParagraphElement>;
}

/** By room or by plan, the §4 sort, the hotel's room filters and "available only". */
export function ResultsToolbar({ criteria, onChange, summary, summaryRef }: Props) {
  const { t, i18n } = useTranslation();
  const { settings } = useWidget();
  const init = settings.init_settings;
  const includeOccupied = criteria.is_including_occupied ?? !init.default_search_setting.available_rooms_only;
  const toggleFilter = (id: number, on: boolean) =>
    onChange({ filter: on ? [...criteria.filter, id].sort((a, b) => a - b) : criteria.filter.filter((f) => f !== id) });

  return (
    <div className="results-toolbar">
      <p ref={summaryRef} tabIndex={-1} aria-live="polite" className="results-summary">
        {summary}
      </p>
      <CurrencyChooser />
      {init.plan_search_enabled ? (
        <div className="segmented" role="group" aria-label={t('search.view')}>
          {(['rooms', 'plans'] as const).map((type) => (
            <button
              key={type}
              type="button"
              className={criteria.type === type ? 'segment segment-on' : 'segment'}
              aria-pressed={criteria.type === type}
              onClick={() => onChange({ type })}
            >
              {t(`search.view_${type}`)}
            </button>
          ))}
        </div>
      ) : null}
      <label className="inline-field">
        <span>{t('search.sort')}</span>
        <select value={criteria.order} onChange={(e) => onChange({ order: e.target.value as SortOrder })}>
          {SORT_ORDERS.map((order) => (
            <option key={order} value={order}>
              {t(`search.order.${order}`)}
            </option>
          ))}
        </select>
      </label>
      {init.room_search_filters.length > 0 ? (
        <fieldset className="filters">
          <legend>{t('search.filters')}</legend>
          {init.room_search_filters.map((filter) => (
            <label key={filter.id} className="check-field">
              <input
                type="checkbox"
                checked={criteria.filter.includes(filter.id)}
                onChange={(e) => toggleFilter(filter.id, e.target.checked)}
              />
              <span>{pickTranslation(filter.translations, i18n.language, filter.name)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <label className="check-field">
        <input type="checkbox" checked={!includeOccupied} onChange={(e) => onChange({ is_including_occupied: !e.target.checked })} />
        <span>{t('search.available_only')}</span>
      </label>
    </div>
  );
}
