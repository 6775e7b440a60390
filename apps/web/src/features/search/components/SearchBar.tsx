import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { defaultCheckout } from '@yado/domain/dates';
import { MAX_NIGHTS } from '@yado/domain/limits';
import { checkParty, checkUndatedParty, partyRulesFrom, type RoomParty } from '@yado/domain/party';
import { criteriaToParams } from '@yado/domain/search-criteria';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import type { SearchCriteria } from '../hooks/use-search-criteria';
import { DateRangeField } from '../../../components/DateRangeField';
import { formatHour, formatWeekdayDate } from '../../../lib/format';
import { LATE_NIGHT_CHECKIN_UNTIL_HOUR } from '@yado/domain/stay';
import { PartyField } from '../../../components/PartyField';

type Form = Pick<SearchCriteria, 'checkin' | 'checkout' | 'rooms' | 'is_day_use' | 'search_type' | 'nights'> & { hotel: string };

/** Hotel, dates (or no dates yet, or day use) and the rooms with their guests; the search runs when the guest submits. */
export function SearchBar({
  criteria,
  onSearch,
  openPartyRequest = 0,
}: {
  criteria: SearchCriteria;
  onSearch: (next: Partial<SearchCriteria>) => void;
  /** Opens the rooms and guests editor each time it changes (PartyField). */
  openPartyRequest?: number;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { code, settings } = useWidget();
  const init = settings.init_settings;
  const hotels = settings.hotel_brand.hotels;
  const [form, setForm] = useState<Form>({
    hotel: code,
    checkin: criteria.checkin,
    checkout: criteria.checkout,
    rooms: criteria.rooms,
    is_day_use: criteria.is_day_use,
    search_type: criteria.search_type,
    nights: criteria.nights,
  });
  const [partyError, setPartyError] = useState<string | null>(null);
  const undated = form.search_type === 'undated';

  function partyProblem(rooms: RoomParty[], searchType: Form['search_type']) {
    const problem = checkParty(rooms, partyRulesFrom(init)) ?? (searchType === 'undated' ? checkUndatedParty(rooms) : null);
    return problem ? t(problem.message, problem.values) : null;
  }

  function setRooms(rooms: RoomParty[]) {
    setForm({ ...form, rooms });
    setPartyError(partyProblem(rooms, form.search_type));
  }

  function setDayUse(isDayUse: boolean) {
    setForm({ ...form, is_day_use: isDayUse, search_type: 'dated', checkout: defaultCheckout(form.checkin, isDayUse) });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = partyProblem(form.rooms, form.search_type);
    setPartyError(problem);
    if (problem) return;
    const { hotel, ...next } = form;
    if (hotel !== code) {
      const params = criteriaToParams({ ...criteria, ...next, room_type_codes: [], hotel_plan_codes: [], room_plan_codes: [], filter: [] });
      navigate(widgetHref('/booking/result', hotel, Object.fromEntries(params)));
    } else onSearch(next);
  }

  // In the small hours the first night on sale began yesterday: say so, or a guest may think it a mistake.
  const lastNight = init.last_night_on_sale && !undated && form.checkin === init.today;
  return (
    <form className="search-bar" onSubmit={submit} aria-label={t('search.form_label')} noValidate>
      {hotels.length > 1 ? (
        <label className="field">
          <span className="field-label">{t('search.hotel')}</span>
          <select value={form.hotel} onChange={(e) => setForm({ ...form, hotel: e.target.value })}>
            {hotels.map((h) => (
              <option key={h.code} value={h.code}>
                {h.name}
              </option>
            ))}
          </select>
          <Link className="field-link" to={widgetHref('/facilities', code, Object.fromEntries(criteriaToParams(criteria)))}>
            {t('search.compare_hotels')}
          </Link>
        </label>
      ) : null}
      {undated ? (
        <label className="field field-nights">
          <span className="field-label">{t('search.nights')}</span>
          <select value={form.nights} onChange={(e) => setForm({ ...form, nights: Number(e.target.value) })}>
            {Array.from({ length: MAX_NIGHTS }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {t('common.nights', { count: n })}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <DateRangeField
          code={code}
          today={init.today}
          describedBy={lastNight ? 'last-night-note' : undefined}
          rooms={form.rooms}
          dayUse={form.is_day_use}
          checkin={form.checkin}
          checkout={form.checkout}
          onChange={(dates) => setForm({ ...form, ...dates })}
        />
      )}
      <PartyField rooms={form.rooms} onChange={setRooms} error={partyError} openRequest={openPartyRequest} />
      <div className="search-options">
        <label className="check-field">
          <input
            type="checkbox"
            checked={undated}
            onChange={(e) => {
              const searchType = e.target.checked ? 'undated' : 'dated';
              setForm({ ...form, search_type: searchType, is_day_use: false, checkout: defaultCheckout(form.checkin) });
              setPartyError(partyProblem(form.rooms, searchType));
            }}
          />
          <span>{t('search.undated')}</span>
        </label>
        {init.day_use_search_active ? (
          <label className="check-field">
            <input type="checkbox" checked={form.is_day_use} onChange={(e) => setDayUse(e.target.checked)} />
            <span>{t('search.day_use')}</span>
          </label>
        ) : null}
      </div>
      <button type="submit" className="button button-primary search-submit">
        {t('search.submit')}
      </button>
      {lastNight ? (
        <p className="field-hint search-note" id="last-night-note">
          {t('search.last_night_on_sale', {
            date: formatWeekdayDate(init.today, i18n.language),
            time: formatHour(LATE_NIGHT_CHECKIN_UNTIL_HOUR, i18n.language),
          })}
        </p>
      ) : null}
    </form>
  );
}

/** The parameters of the stay plus flight tab (§2 dynamic_package): the stay tab leaves them out. */
const PACKAGE_PARAMS = ['dynamic_package', 'departure_airport', 'cabin'];
// Loads the tab's page ahead when the guest points at the tab, so choosing it shows no wait.
const preloadPackagePage = () => void import('../../packages/components/PackagePage');

/**
 * The search bar's tabs (§2): a stay, or a stay plus flight where flights reach the hotel. Each is
 * an address (dynamic_package=wbf for the second), so a link reproduces the tab and its search.
 */
export function SearchTabs({ current }: { current: 'stay' | 'package' }) {
  const { t } = useTranslation();
  const { settings } = useWidget();
  const [params] = useSearchParams();
  if (!settings.init_settings.flight_package_airport) return null;
  const stay = new URLSearchParams(params);
  for (const key of PACKAGE_PARAMS) stay.delete(key);
  const flights = new URLSearchParams(params);
  flights.set('dynamic_package', 'wbf');
  return (
    <nav className="search-tabs" aria-label={t('search.tabs_label')}>
      <Link to={{ search: `?${stay}` }} className="search-tab" aria-current={current === 'stay' ? 'page' : undefined}>
        {t('search.tab_stay')}
      </Link>
      <Link
        to={{ search: `?${flights}` }}
        className="search-tab"
        aria-current={current === 'package' ? 'page' : undefined}
        onPointerEnter={preloadPackagePage}
        onFocus={preloadPackagePage}
      >
        {t('search.tab_package')}
      </Link>
    </nav>
  );
}
