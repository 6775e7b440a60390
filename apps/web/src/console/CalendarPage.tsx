import { useEffect, useState, type FormEvent } from 'react';
import { addDays, todayInTimeZone } from '@yado/domain/dates';
import { formatMoney, toBcp47 } from '@yado/domain/money';
import type { Calendar, StaffUser } from '@yado/domain/wire/console';
import { FormField } from '../components/FormField';
import { Spinner } from '../components/Spinner';
import { consoleApi } from './api';
import { BulkEditForm } from './BulkEditForm';
import { ConsoleError } from './ConsoleError';
import { useConsoleText } from './i18n';

type Hotel = StaffUser['hotels'][number];

/** The rates & stock calendar: room types (and their plans' rates) by night, with the bulk edit for those who may. */
export function CalendarPage({ hotel }: { hotel: Hotel }) {
  const { t, locale } = useConsoleText();
  const today = todayInTimeZone(hotel.time_zone);
  const [range, setRange] = useState({ from: today, to: addDays(today, 13), adults: 2 });
  const [draft, setDraft] = useState(range);
  const [calendar, setCalendar] = useState<Calendar | null>(null);
  const [error, setError] = useState<unknown>(null);

  // Bumped after an edit: the calendar is read again.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    consoleApi<{ data: { calendar: Calendar } }>(`/hotels/${encodeURIComponent(hotel.code)}/calendar`, { query: range }).then(
      (answer) => {
        if (!current) return;
        setCalendar(answer.data.calendar);
        setError(null);
      },
      (caught: unknown) => {
        if (current) setError(caught);
      },
    );
    return () => {
      current = false;
    };
  }, [hotel.code, range, version]);

  const show = (event: FormEvent) => {
    event.preventDefault();
    setRange(draft);
  };

  const bcp47 = toBcp47(locale);
  const weekday = new Intl.DateTimeFormat(bcp47, { weekday: 'short', timeZone: 'UTC' });
  const dayMonth = new Intl.DateTimeFormat(bcp47, { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
  const heading = (date: string) => {
    const at = new Date(`${date}T00:00:00Z`);
    return { weekday: weekday.format(at), day: dayMonth.format(at), weekend: at.getUTCDay() === 0 || at.getUTCDay() === 6 };
  };

  return (
    <main className="console-page">
      <h1>
        {t('console.calendar.heading')} · {hotel.name}
      </h1>
      <form className="console-card console-range" onSubmit={show}>
        <FormField
          label={t('console.calendar.from')}
          type="date"
          name="from"
          min={today}
          value={draft.from}
          optionalMark={false}
          onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
        />
        <FormField
          label={t('console.calendar.to')}
          type="date"
          name="to"
          min={draft.from}
          value={draft.to}
          optionalMark={false}
          onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
        />
        <FormField
          label={t('console.calendar.adults')}
          type="number"
          name="adults"
          min={1}
          max={20}
          value={draft.adults}
          optionalMark={false}
          onChange={(e) => setDraft({ ...draft, adults: Number(e.currentTarget.value) || 1 })}
        />
        <button type="submit" className="button button-primary">
          {t('console.calendar.show')}
        </button>
      </form>
      <ConsoleError error={error} />
      {!calendar && !error ? <Spinner label={t('console.loading')} /> : null}
      {calendar && calendar.room_types.length === 0 ? (
        <p className="alert alert-info">{t(calendar.can_edit ? 'console.calendar.empty' : 'console.calendar.empty_read_only')}</p>
      ) : null}
      {calendar && calendar.room_types.length > 0 ? (
        <>
          {!calendar.can_edit ? <p className="alert alert-info">{t('console.calendar.readOnly')}</p> : null}
          {/* The grid scrolls both ways: the region takes focus so the arrow keys scroll it without a mouse. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className="calendar-scroll" role="region" aria-labelledby="calendar-caption" tabIndex={0}>
            <table className="calendar-grid">
              <caption id="calendar-caption">
                {t('console.calendar.caption', { hotel: calendar.hotel.name, from: calendar.from, to: calendar.to })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('console.calendar.roomType')}</th>
                  {calendar.room_types[0]?.days.map((d) => {
                    const h = heading(d.date);
                    return (
                      <th key={d.date} scope="col" className={h.weekend ? 'weekend' : undefined}>
                        <span className="calendar-weekday">{h.weekday}</span> <span className="calendar-day">{h.day}</span>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              {calendar.room_types.map((rt) => (
                <tbody key={rt.id}>
                  <tr className="calendar-stock">
                    <th scope="row">
                      {rt.name}
                      <span className="calendar-sub">{t('console.calendar.stock')}</span>
                    </th>
                    {rt.days.map((d) => (
                      <td
                        key={d.date}
                        className={d.stop_sell ? 'closed' : d.total !== null && d.sold !== null && d.sold >= d.total ? 'full' : undefined}
                        data-date={d.date}
                      >
                        {d.total === null ? (
                          <span className="calendar-muted">{t('console.calendar.noStock')}</span>
                        ) : (
                          <span>
                            {d.sold}/{d.total}
                          </span>
                        )}
                        {d.stop_sell ? <span className="calendar-badge">{t('console.calendar.closed')}</span> : null}
                        {d.min_stay > 1 ? (
                          <span className="calendar-badge">{t('console.calendar.minStay', { count: d.min_stay })}</span>
                        ) : null}
                      </td>
                    ))}
                  </tr>
                  {rt.plans.map((plan) => (
                    <tr key={plan.id} className="calendar-rate">
                      <th scope="row">
                        <span className="calendar-plan">{plan.name}</span>
                        <span className="calendar-sub">{t('console.calendar.rateFor', { count: rt.rate_adults })}</span>
                      </th>
                      {plan.rates.map((amount, i) => (
                        <td key={rt.days[i]?.date ?? i} data-date={rt.days[i]?.date}>
                          {amount === null ? (
                            <span className="calendar-muted">—</span>
                          ) : (
                            formatMoney(amount, calendar.hotel.currency, locale)
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
          {calendar.can_edit ? (
            <BulkEditForm calendar={calendar} hotel={hotel} today={today} onSaved={() => setVersion((v) => v + 1)} />
          ) : null}
        </>
      ) : null}
    </main>
  );
}
