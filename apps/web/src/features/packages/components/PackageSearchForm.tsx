import { useState, type FormEvent } from 'react';
import { ERRORS } from '@yado/domain/errors';
import { checkParty, partyRulesFrom, type RoomParty } from '@yado/domain/party';
import { CABINS } from '@yado/domain/packages/rules';
import { DateRangeField } from '../../../components/DateRangeField';
import { PartyField } from '../../../components/PartyField';
import { useTranslation } from '../../../lib/i18n';
import { useWidget } from '../../../lib/widget-settings';
import { departureAirports, packageFormProblem, PACKAGE_MAX_ROOMS, type PackageSearch } from '../package-search';

/** The tab's search: the airport flown from, the cabin, dates (always: §5) and the party in at most 5 rooms. */
export function PackageSearchForm({ search, onSearch }: { search: PackageSearch; onSearch: (next: PackageSearch) => void }) {
  const { t, i18n } = useTranslation();
  const { code, locale, settings } = useWidget();
  const init = settings.init_settings;
  const [form, setForm] = useState(search);
  const [problem, setProblem] = useState<{ field: 'airport' | 'party' | 'dates'; text: string } | null>(null);
  const airports = departureAirports(init.flight_package_airport ?? '');
  // The party editor offers no more rooms than a package takes (§9).
  const partySettings = { ...init, multi_rooms_search_limit: Math.min(init.multi_rooms_search_limit, PACKAGE_MAX_ROOMS) };

  function check(next: PackageSearch) {
    const party = checkParty(next.rooms, partyRulesFrom(init));
    if (party) return { field: 'party' as const, text: t(party.message, party.values) };
    const key = packageFormProblem(next);
    if (!key) return null;
    const text = t(`errors.${ERRORS[key].code}`, { max_rooms: PACKAGE_MAX_ROOMS });
    return {
      field:
        key === 'package_departure_required'
          ? ('airport' as const)
          : key === 'package_too_many_rooms'
            ? ('party' as const)
            : ('dates' as const),
      text,
    };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = check(form);
    setProblem(found);
    if (found?.field === 'airport') document.getElementById('package-departure')?.focus();
    if (!found) onSearch(form);
  }

  const setRooms = (rooms: RoomParty[]) => {
    const next = { ...form, rooms };
    setForm(next);
    const found = check(next);
    setProblem(found?.field === 'party' ? found : null);
  };

  return (
    <form className="search-bar package-search" onSubmit={submit} aria-label={t('package.form_label')} noValidate>
      <div className="field">
        <label className="field-label" htmlFor="package-departure">
          {t('package.departure')}
        </label>
        <select
          id="package-departure"
          value={form.departure_airport}
          required
          aria-invalid={problem?.field === 'airport' ? true : undefined}
          aria-describedby={problem?.field === 'airport' ? 'package-departure-error' : undefined}
          onChange={(e) => {
            setForm({ ...form, departure_airport: e.target.value });
            if (problem?.field === 'airport') setProblem(null);
          }}
        >
          <option value="">{t('package.departure_choose')}</option>
          {airports.map((airport) => (
            <option key={airport.code} value={airport.code}>
              {`${airport.names[locale] ?? airport.names.en} (${airport.code})`}
            </option>
          ))}
        </select>
        {problem?.field === 'airport' ? (
          <p id="package-departure-error" className="field-error" role="alert">
            {problem.text}
          </p>
        ) : null}
      </div>
      <label className="field">
        <span className="field-label">{t('package.cabin')}</span>
        <select value={form.cabin} onChange={(e) => setForm({ ...form, cabin: e.target.value as PackageSearch['cabin'] })}>
          {CABINS.map((cabin) => (
            <option key={cabin} value={cabin}>
              {t(`package.cabins.${cabin}`)}
            </option>
          ))}
        </select>
      </label>
      <DateRangeField
        code={code}
        today={init.today}
        rooms={form.rooms}
        dayUse={false}
        checkin={form.checkin}
        checkout={form.checkout}
        onChange={(dates) => setForm({ ...form, ...dates })}
      />
      <PartyField
        settings={partySettings}
        rooms={form.rooms}
        onChange={setRooms}
        error={problem?.field === 'party' ? problem.text : null}
      />
      {problem?.field === 'dates' ? (
        <p className="field-error" role="alert" lang={i18n.language}>
          {problem.text}
        </p>
      ) : null}
      <button type="submit" className="button button-primary search-submit">
        {t('search.submit')}
      </button>
    </form>
  );
}
