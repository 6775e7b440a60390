import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CONSOLE_SEARCH_MIN_LENGTH, type ConsoleReservationView } from '@yado/domain/console-reservations';
import { formatDate } from '@yado/domain/date-words';
import { todayInTimeZone } from '@yado/domain/dates';
import { formatMoney } from '@yado/domain/money';
import type { StaffUser } from '@yado/domain/wire/console';
import type { ConsoleReservationList, ConsoleReservationRow } from '@yado/domain/wire/console-reservations';
import { FormField } from '../components/FormField';
import { Spinner } from '../components/Spinner';
import { consoleApi } from './api';
import { ConsoleError } from './ConsoleError';
import { useConsoleText } from './i18n';
import { ReservationDetail } from './ReservationDetail';

type Hotel = StaffUser['hotels'][number];
const DAY_VIEWS = ['arrivals', 'departures', 'in_house'] as const;

interface ListQuery {
  view: ConsoleReservationView;
  date: string;
  q: string;
  page: number;
}

/** One reservation of a list: a table row on a desk, a card on a phone (console.css); each cell's content is one block, beside its label. */
function ReservationRow({ row, onOpen }: { row: ConsoleReservationRow; onOpen: (number: string) => void }) {
  const { t, tw, locale } = useConsoleText();
  const money = (amount: { cents: number; currency_iso: string }) => formatMoney(amount.cents, amount.currency_iso, locale);
  return (
    <tr>
      <th scope="row" data-label={t('console.reservations.number')}>
        <div>
          <button type="button" className="link-button reservation-open" onClick={() => onOpen(row.reservation_number)}>
            <bdi>{row.reservation_number}</bdi>
          </button>
        </div>
      </th>
      <td data-label={t('console.reservations.guest')}>
        <div>
          <bdi>{row.guest_name}</bdi>
          {row.guest_name_kana ? (
            <span className="reservation-sub" lang="ja">
              {row.guest_name_kana}
            </span>
          ) : null}
        </div>
      </td>
      <td data-label={t('console.reservations.stay')}>
        <div>
          {formatDate(row.checkin_date, locale)} – {formatDate(row.checkout_date, locale)}
          <span className="reservation-sub">{t('console.reservations.nights', { count: row.nights })}</span>
        </div>
      </td>
      <td data-label={t('console.reservations.rooms')}>
        <div>{t('console.reservations.roomCount', { count: row.room_count })}</div>
      </td>
      <td data-label={t('console.reservations.status')}>
        <div>
          <span className={`reservation-status status-${row.status}`}>{tw(`reservation.statuses.${row.status}`)}</span>
          {row.changed_by_hotel ? <span className="reservation-sub">{t('console.reservations.changedByHotel')}</span> : null}
        </div>
      </td>
      <td data-label={t('console.reservations.payment')}>
        <div>
          {tw(`payment.types.${row.payment_type}`, { defaultValue: row.payment_type })}
          <span className="reservation-sub">
            {row.due_at_hotel.cents > 0
              ? t('console.reservations.dueAtHotel', { amount: money(row.due_at_hotel) })
              : t('console.reservations.paid')}
          </span>
        </div>
      </td>
      <td data-label={t('console.reservations.total')} className="reservation-amount">
        <div>{money(row.total_price)}</div>
      </td>
    </tr>
  );
}

/**
 * The front desk's reservations: a day's arrivals, departures and guests in house (the hotel's
 * today to begin with), a search by number, name, email or phone, and a reservation opened from either.
 */
export function ReservationsPage({ hotel }: { hotel: Hotel }) {
  const { t, locale } = useConsoleText();
  const today = todayInTimeZone(hotel.time_zone);
  const [query, setQuery] = useState<ListQuery>({ view: 'arrivals', date: today, q: '', page: 1 });
  const [date, setDate] = useState(today);
  const [typed, setTyped] = useState('');
  const [searchError, setSearchError] = useState<string | undefined>(undefined);
  // The list with the query it answers: while another is asked for, the old one is not shown as its answer.
  const [answered, setAnswered] = useState<{ query: ListQuery; list: ConsoleReservationList | null; error: unknown } | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (opened) return undefined;
    let current = true;
    const asked: Record<string, string | number> =
      query.view === 'search' ? { view: 'search', q: query.q, page: query.page } : { view: query.view, date: query.date, page: query.page };
    consoleApi<{ data: ConsoleReservationList }>(`/hotels/${encodeURIComponent(hotel.code)}/reservations`, { query: asked }).then(
      (answer) => {
        if (current) setAnswered({ query, list: answer.data, error: null });
      },
      (caught: unknown) => {
        if (current) setAnswered({ query, list: null, error: caught });
      },
    );
    return () => {
      current = false;
    };
  }, [hotel.code, query, opened]);
  const list = answered?.query === query ? answered.list : null;
  const error = answered?.query === query ? answered.error : null;

  if (opened)
    return (
      <ReservationDetail
        hotel={hotel}
        number={opened}
        onBack={() => {
          setOpened(null);
          requestAnimationFrame(() => resultsHeading.current?.focus());
        }}
      />
    );

  const showDay = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ view: query.view === 'search' ? 'arrivals' : query.view, date: date || today, q: '', page: 1 });
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim().length < CONSOLE_SEARCH_MIN_LENGTH) {
      setSearchError('console.reservations.searchTooShort');
      return;
    }
    setSearchError(undefined);
    setQuery({ view: 'search', date: query.date, q: typed.trim(), page: 1 });
  };

  const heading =
    query.view === 'search'
      ? t('console.reservations.resultsFor', { q: query.q })
      : t(`console.reservations.headings.${query.view}`, { date: formatDate(query.date, locale, { dateStyle: 'full' }) });

  return (
    <main className="console-page">
      <h1>
        {t('console.reservations.heading')} · {hotel.name}
      </h1>
      <div className="reservation-filters">
        <form className="console-card reservation-day" onSubmit={showDay} aria-label={t('console.reservations.dayLists')}>
          <div className="reservation-tabs" role="group" aria-label={t('console.reservations.dayLists')}>
            {DAY_VIEWS.map((view) => (
              <button
                key={view}
                type="button"
                className="reservation-tab"
                aria-pressed={query.view === view}
                onClick={() => setQuery({ view, date: date || today, q: '', page: 1 })}
              >
                {t(`console.reservations.views.${view}`)}
              </button>
            ))}
          </div>
          <div className="reservation-day-fields">
            <FormField
              label={t('console.reservations.date')}
              type="date"
              name="date"
              value={date}
              optionalMark={false}
              onChange={(e) => setDate(e.currentTarget.value)}
            />
            <button type="submit" className="button">
              {t('console.reservations.show')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                setDate(today);
                setQuery({ view: query.view === 'search' ? 'arrivals' : query.view, date: today, q: '', page: 1 });
              }}
            >
              {t('console.reservations.today')}
            </button>
          </div>
        </form>
        <form className="console-card reservation-search" role="search" onSubmit={search} noValidate>
          <FormField
            label={t('console.reservations.search')}
            hint={t('console.reservations.searchHint')}
            type="search"
            name="q"
            maxLength={100}
            value={typed}
            error={searchError ? t(searchError, { count: CONSOLE_SEARCH_MIN_LENGTH }) : undefined}
            optionalMark={false}
            onChange={(e) => setTyped(e.currentTarget.value)}
          />
          <button type="submit" className="button button-primary">
            {t('console.reservations.searchSubmit')}
          </button>
        </form>
      </div>

      <h2 ref={resultsHeading} tabIndex={-1} className="reservation-results-heading">
        {heading}
      </h2>
      <ConsoleError error={error} />
      {!list && !error ? <Spinner label={t('console.loading')} /> : null}
      {list && list.reservations.length === 0 ? <p className="alert alert-info">{t('console.reservations.none')}</p> : null}
      {list && list.reservations.length > 0 ? (
        <>
          <table className="reservation-table">
            <caption className="visually-hidden">{heading}</caption>
            <thead>
              <tr>
                <th scope="col">{t('console.reservations.number')}</th>
                <th scope="col">{t('console.reservations.guest')}</th>
                <th scope="col">{t('console.reservations.stay')}</th>
                <th scope="col">{t('console.reservations.rooms')}</th>
                <th scope="col">{t('console.reservations.status')}</th>
                <th scope="col">{t('console.reservations.payment')}</th>
                <th scope="col">{t('console.reservations.total')}</th>
              </tr>
            </thead>
            <tbody>
              {list.reservations.map((row) => (
                <ReservationRow key={row.reservation_number} row={row} onOpen={setOpened} />
              ))}
            </tbody>
          </table>
          {list.meta.total_pages > 1 ? (
            <nav className="reservation-pages" aria-label={t('console.reservations.pages')}>
              <button
                type="button"
                className="button"
                disabled={list.meta.page <= 1}
                onClick={() => setQuery({ ...query, page: query.page - 1 })}
              >
                {t('console.reservations.previous')}
              </button>
              <span>
                {t('console.reservations.pageOf', { page: list.meta.page, pages: list.meta.total_pages, total: list.meta.total })}
              </span>
              <button
                type="button"
                className="button"
                disabled={list.meta.page >= list.meta.total_pages}
                onClick={() => setQuery({ ...query, page: query.page + 1 })}
              >
                {t('console.reservations.next')}
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </main>
  );
}
