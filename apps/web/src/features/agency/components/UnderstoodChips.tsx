import { useId } from 'react';
import type { Wish } from '@yado/domain/assistant/request';
import { checkParty, partyRulesFrom } from '@yado/domain/party';
import { useTranslation } from '../../../lib/i18n';
import { DateRangeField } from '../../../components/DateRangeField';
import { PartyField } from '../../../components/PartyField';
import { AGENCY_PARTY_SETTINGS, agencyToday } from '../agency-party';
import { withBudget, withoutWish, type AgencySearch } from '../agency-url';

const rules = partyRulesFrom(AGENCY_PARTY_SETTINGS);

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="chip-remove" aria-label={label} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </button>
  );
}

/**
 * What a sentence was understood as, each part a chip to change or take back: the place, the dates
 * (the date picker), the party with the children's ages (the party picker), the budget, the wishes.
 */
export function UnderstoodChips({
  search,
  placeName,
  onChange,
}: {
  search: AgencySearch;
  placeName: (id: string) => string;
  onChange: (search: AgencySearch) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const ages = search.rooms.flatMap((room) => room.kids_ages);
  const unknownAges = search.rooms.reduce((sum, room) => sum + room.children - room.kids_ages.length, 0);
  const partyProblem = checkParty(search.rooms, rules);

  return (
    <ul className="chips" aria-label={t('agency.understood_title')}>
      <li className="chip">
        <span className="chip-label">{t('agency.place')}</span>{' '}
        {search.place ? (
          <>
            <bdi>{placeName(search.place)}</bdi>
            <RemoveButton
              label={t('agency.remove_chip', { what: placeName(search.place) })}
              onClick={() => onChange({ ...search, place: '' })}
            />
          </>
        ) : (
          <span className="chip-missing">{t('agency.anywhere')}</span>
        )}
      </li>
      <li className="chip chip-field">
        {search.stay.search_type === 'dated' ? (
          <DateRangeField
            today={agencyToday()}
            rooms={search.rooms}
            dayUse={false}
            checkin={search.stay.checkin}
            checkout={search.stay.checkout}
            onChange={(dates) => onChange({ ...search, stay: { ...search.stay, ...dates } })}
          />
        ) : (
          <span>
            <span className="chip-label">{t('search.dates')}</span> {t('agency.dates_undecided')} ·{' '}
            {t('common.nights', { count: search.stay.nights })}
          </span>
        )}
      </li>
      <li className="chip chip-field">
        <PartyField
          settings={AGENCY_PARTY_SETTINGS}
          rooms={search.rooms}
          onChange={(rooms) => onChange({ ...search, rooms })}
          error={partyProblem ? t(partyProblem.message, partyProblem.values) : null}
        />
        {ages.length + unknownAges > 0 ? (
          <span className="chip-detail">
            {t('agency.children_ages', { ages: ages.map((age) => t('search.age', { count: age })).join(', ') || '—' })}
            {unknownAges > 0 ? ` · ${t('agency.ages_missing', { count: unknownAges })}` : ''}
          </span>
        ) : null}
      </li>
      {search.budget ? (
        <li className="chip">
          <label htmlFor={`${id}-budget`} className="chip-label">
            {t(search.budget.per === 'night' ? 'agency.budget_per_night' : 'agency.budget_per_stay', { currency: search.budget.currency })}
          </label>{' '}
          <input
            id={`${id}-budget`}
            className="chip-input"
            type="number"
            inputMode="numeric"
            min={0}
            value={search.budget.amount}
            onChange={(event) => {
              const amount = Number(event.target.value);
              if (search.budget && Number.isFinite(amount) && amount > 0) onChange(withBudget(search, { ...search.budget, amount }));
            }}
          />
          <RemoveButton label={t('agency.remove_chip', { what: t('agency.budget') })} onClick={() => onChange(withBudget(search, null))} />
        </li>
      ) : null}
      {search.wishes.map((wish: Wish) => (
        <li key={wish} className="chip">
          <span>{t(`agency.wish.${wish}`)}</span>
          <RemoveButton
            label={t('agency.remove_chip', { what: t(`agency.wish.${wish}`) })}
            onClick={() => onChange(withoutWish(search, wish))}
          />
        </li>
      ))}
    </ul>
  );
}
