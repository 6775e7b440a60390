import { useId, useState, type FormEvent } from 'react';
import { pickTranslation } from '@yado/domain/locales';
import { partyRulesFrom, usesTiers, type RoomParty } from '@yado/domain/party';
import { DateRangeField } from '../../../components/DateRangeField';
import { useTranslation } from '../../../lib/i18n';
import { useWidget } from '../../../lib/widget-settings';
import {
  budgetFromInput,
  budgetToInput,
  childrenIn,
  MAX_CHILD_AGE,
  MAX_RECOMMENDED_GUESTS,
  type RecommenderAsk,
} from '../recommender-query';
import '../recommender.css';

interface Props {
  ask: RecommenderAsk;
  onSubmit: (ask: RecommenderAsk) => void;
  submitLabel: string;
  /** The currency a budget is typed in; no budget field without one. */
  budgetCurrency?: string;
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** The stay, everyone coming (not yet split into rooms), the rooms (any number, or a few) and, on the page, a budget. */
export function RecommenderForm({ ask, onSubmit, submitLabel, budgetCurrency }: Props) {
  const { t, i18n } = useTranslation();
  const { code, settings } = useWidget();
  const init = settings.init_settings;
  const kidsType = init.kids_setting.kids_type;
  const tierMode = usesTiers(kidsType);
  const childrenTaken = init.kids_setting.accept_type !== 'not_accept';
  const roomLimit = partyRulesFrom(init).roomLimit;
  const ids = useId();
  const [form, setForm] = useState(ask);
  const [budgetText, setBudgetText] = useState(budgetCurrency ? budgetToInput(ask.budget, budgetCurrency) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const guests = form.adults + childrenIn(form, kidsType);
  // The calendar shows nights free for the party as one room: the recommender may split it, so it asks for one adult.
  const calendarRooms: RoomParty[] = [{ adults: 1, children: 0, kids_ages: [], kids_tiers: [] }];

  function check(next: RecommenderAsk): string | null {
    const total = next.adults + childrenIn(next, kidsType);
    if (total > MAX_RECOMMENDED_GUESTS) return t('validation.recommendation_guests', { max: MAX_RECOMMENDED_GUESTS });
    if (next.rooms !== 'any' && next.rooms > next.adults) return t('validation.rooms_over_adults');
    return null;
  }

  function change(next: RecommenderAsk) {
    setForm(next);
    setProblem(check(next));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = { ...form, budget: budgetCurrency ? budgetFromInput(budgetText, budgetCurrency) : form.budget };
    const found = check(next);
    setProblem(found);
    if (!found) onSubmit(next);
  }

  const childrenOptions = range(0, MAX_RECOMMENDED_GUESTS - form.adults);
  return (
    <form className="search-bar recommender-form" onSubmit={submit} aria-label={t('recommender.form_label')} noValidate>
      <DateRangeField
        code={code}
        today={init.today}
        rooms={calendarRooms}
        dayUse={false}
        checkin={form.checkin}
        checkout={form.checkout}
        onChange={(stay) => change({ ...form, ...stay })}
      />
      <label className="field field-narrow">
        <span className="field-label">{t('recommender.adults')}</span>
        <select value={form.adults} onChange={(e) => change({ ...form, adults: Number(e.target.value) })}>
          {range(1, MAX_RECOMMENDED_GUESTS).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      {childrenTaken && tierMode
        ? init.kids_tiers.map((tier) => (
            <label key={tier.code} className="field field-narrow">
              <span className="field-label">{pickTranslation(tier.name, i18n.language, tier.code)}</span>
              <select
                value={form.kidsTiers[tier.code] ?? 0}
                onChange={(e) => change({ ...form, kidsTiers: { ...form.kidsTiers, [tier.code]: Number(e.target.value) } })}
              >
                {childrenOptions.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          ))
        : null}
      {childrenTaken && !tierMode ? (
        <label className="field field-narrow">
          <span className="field-label">{t('recommender.children')}</span>
          <select
            value={form.kidsAges.length}
            onChange={(e) => change({ ...form, kidsAges: range(1, Number(e.target.value)).map((_, i) => form.kidsAges[i] ?? 0) })}
          >
            {childrenOptions.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {!tierMode
        ? form.kidsAges.map((age, i) => (
            <label key={i} className="field field-narrow">
              <span className="field-label">{t('recommender.child_age', { number: i + 1 })}</span>
              <select
                value={age}
                onChange={(e) => change({ ...form, kidsAges: form.kidsAges.map((a, j) => (j === i ? Number(e.target.value) : a)) })}
              >
                {range(0, MAX_CHILD_AGE).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          ))
        : null}
      {roomLimit > 1 ? (
        <label className="field field-narrow">
          <span className="field-label">{t('recommender.rooms')}</span>
          <select
            value={String(form.rooms)}
            onChange={(e) => change({ ...form, rooms: e.target.value === 'any' ? 'any' : Number(e.target.value) })}
          >
            <option value="any">{t('recommender.rooms_any')}</option>
            {range(1, Math.min(roomLimit, form.adults)).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {budgetCurrency ? (
        <label className="field field-narrow recommender-budget">
          <span className="field-label">{t('recommender.budget', { currency: budgetCurrency })}</span>
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={budgetText}
            placeholder={t('recommender.budget_placeholder')}
            onChange={(e) => setBudgetText(e.target.value)}
          />
        </label>
      ) : null}
      <button type="submit" className="button button-primary search-submit" aria-describedby={problem ? `${ids}-problem` : undefined}>
        {submitLabel}
      </button>
      <p className="recommender-guests" aria-live="polite">
        {t('recommender.guests_total', { count: guests })}
      </p>
      {problem ? (
        <p id={`${ids}-problem`} className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
