import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { addDays, defaultCheckout } from '@yado/domain/dates';
import { MAX_NIGHTS } from '@yado/domain/limits';
import { checkParty, checkUndatedParty, partyRulesFrom, type RoomParty } from '@yado/domain/party';
import { placeById } from '@yado/domain/places';
import { isLocale } from '@yado/domain/locales';
import { useTranslation } from '../../../lib/i18n';
import { DateRangeField } from '../../../components/DateRangeField';
import { PartyField } from '../../../components/PartyField';
import { AGENCY_PARTY_SETTINGS, agencyToday } from '../agency-party';
import { NO_FILTERS, searchHref, type AgencySearch, type AgencyStay } from '../agency-url';
import { PlaceCombobox, type PlaceValue } from './PlaceCombobox';

const rules = partyRulesFrom(AGENCY_PARTY_SETTINGS);

export function placeValueOf(place: string, locale: string): PlaceValue {
  const known = placeById(place);
  return known && isLocale(locale) ? { text: known.names[locale], id: known.id } : { text: place, id: null };
}

/** Place, dates (or not decided yet) and the rooms with their guests; a new search starts on the first page with no filters. */
export function AgencySearchForm({ initial, compact = false }: { initial?: AgencySearch; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const today = agencyToday();
  const [place, setPlace] = useState<PlaceValue>(() => placeValueOf(initial?.place ?? '', i18n.language));
  const [stay, setStay] = useState<AgencyStay>(
    () => initial?.stay ?? { search_type: 'dated', checkin: addDays(today, 1), checkout: addDays(today, 2), nights: 1 },
  );
  const [rooms, setRooms] = useState<RoomParty[]>(() => initial?.rooms ?? [{ adults: 2, children: 0, kids_ages: [], kids_tiers: [] }]);
  const [partyError, setPartyError] = useState<string | null>(null);
  const undated = stay.search_type === 'undated';

  function partyProblem(next: RoomParty[], searchType: AgencyStay['search_type']) {
    const problem = checkParty(next, rules) ?? (searchType === 'undated' ? checkUndatedParty(next) : null);
    return problem ? t(problem.message, problem.values) : null;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = partyProblem(rooms, stay.search_type);
    setPartyError(problem);
    if (problem) return;
    const search: AgencySearch = {
      place: place.id ?? place.text.trim(),
      stay,
      rooms,
      filters: initial?.filters ?? NO_FILTERS,
      sort: initial?.sort ?? 'recommended',
      page: 1,
      ...(initial?.currency ? { currency: initial.currency } : {}),
      wishes: [],
      budget: null,
    };
    navigate(searchHref(search));
  }

  return (
    <form
      className={compact ? 'search-bar agency-form compact' : 'search-bar agency-form'}
      onSubmit={submit}
      noValidate
      aria-label={t('agency.form_label')}
    >
      <PlaceCombobox value={place} onChange={setPlace} />
      {undated ? (
        <label className="field field-nights">
          <span className="field-label">{t('search.nights')}</span>
          <select value={stay.nights} onChange={(e) => setStay({ ...stay, nights: Number(e.target.value) })}>
            {Array.from({ length: MAX_NIGHTS }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {t('common.nights', { count: n })}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <DateRangeField
          today={today}
          rooms={rooms}
          dayUse={false}
          checkin={stay.checkin}
          checkout={stay.checkout}
          onChange={(dates) => setStay({ ...stay, ...dates })}
        />
      )}
      {/* Beside the dates it changes: next in the tab order, and under the dates on a wide screen. */}
      <div className="search-options">
        <label className="check-field">
          <input
            type="checkbox"
            checked={undated}
            onChange={(e) => {
              const searchType = e.target.checked ? 'undated' : 'dated';
              setStay({ ...stay, search_type: searchType, checkout: defaultCheckout(stay.checkin) });
              setPartyError(partyProblem(rooms, searchType));
            }}
          />
          <span>{t('agency.dates_undecided')}</span>
        </label>
      </div>
      <PartyField
        settings={AGENCY_PARTY_SETTINGS}
        rooms={rooms}
        onChange={(next) => {
          setRooms(next);
          setPartyError(partyProblem(next, stay.search_type));
        }}
        error={partyError}
      />
      <button type="submit" className="button button-primary search-submit">
        {t('search.submit')}
      </button>
    </form>
  );
}
