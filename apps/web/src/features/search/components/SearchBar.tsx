import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { brandHotelsQuery } from '../api/get-brand-hotels';
import type { SearchCriteria } from '../hooks/use-search-criteria';
import { DateRangeField } from './DateRangeField';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Hotel, dates, adults and children for one room; the search runs when the guest submits. */
export function SearchBar({ criteria, onSearch }: { criteria: SearchCriteria; onSearch: (next: Partial<SearchCriteria>) => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { code, settings } = useWidget();
  const init = settings.init_settings;
  const hotels = useQuery(brandHotelsQuery(settings.hotel_brand.code, i18n.language));
  const [form, setForm] = useState({
    hotel: code,
    checkin: criteria.checkin,
    checkout: criteria.checkout,
    adults: criteria.adults,
    children: criteria.children,
  });
  const maxGuests = Math.min(init.max_guests_per_room, 10);

  function submit(event: FormEvent) {
    event.preventDefault();
    const { hotel, ...next } = form;
    if (hotel !== code) navigate(widgetHref('/booking/result', hotel, { ...criteria, ...next }));
    else onSearch(next);
  }

  return (
    <form className="search-bar" onSubmit={submit} aria-label={t('search.form_label')}>
      {hotels.data && hotels.data.length > 1 ? (
        <label className="field">
          <span className="field-label">{t('search.hotel')}</span>
          <select value={form.hotel} onChange={(e) => setForm({ ...form, hotel: e.target.value })}>
            {hotels.data.map((h) => (
              <option key={h.code} value={h.code}>
                {h.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <DateRangeField
        code={code}
        today={init.today}
        adults={form.adults}
        checkin={form.checkin}
        checkout={form.checkout}
        onChange={(dates) => setForm({ ...form, ...dates })}
      />
      <label className="field field-narrow">
        <span className="field-label">{t('search.adults')}</span>
        <select value={form.adults} onChange={(e) => setForm({ ...form, adults: Number(e.target.value) })}>
          {range(1, maxGuests).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <label className="field field-narrow">
        <span className="field-label">{t('search.children')}</span>
        <select value={form.children} onChange={(e) => setForm({ ...form, children: Number(e.target.value) })}>
          {range(0, maxGuests - 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button-primary search-submit">
        {t('search.submit')}
      </button>
    </form>
  );
}
