import { useEffect, useRef, useState } from 'react';
import { formatDate } from '@yado/domain/date-words';
import type { ConsoleLotteryDetail, ConsoleLotteryEntry } from '@yado/domain/wire/console-lotteries';
import { Spinner } from '../components/Spinner';
import { consoleApi } from './api';
import { ConsoleError } from './ConsoleError';
import { useConsoleText } from './i18n';
import { LotteryFacts, LotteryState, useHotelTime, type Hotel } from './LotteryFacts';
type Drawn = ConsoleLotteryDetail & { draw: { winners: number; not_winners: number } };

/** One entry: a table row on a desk, a card on a phone (the reservations table's layout in console.css). */
function EntryRow({ entry }: { entry: ConsoleLotteryEntry }) {
  const { t, tw, locale } = useConsoleText();
  return (
    <tr>
      <th scope="row" data-label={t('console.lotteries.number')}>
        <div>
          <bdi>{entry.entry_number}</bdi>
        </div>
      </th>
      <td data-label={t('console.lotteries.guest')}>
        <div>
          <bdi>{entry.guest_name}</bdi>
          {entry.guest_name_kana ? (
            <span className="reservation-sub" lang="ja">
              {entry.guest_name_kana}
            </span>
          ) : null}
        </div>
      </td>
      <td data-label={t('console.lotteries.party')}>
        <div>{tw('common.adults_count', { count: entry.adults })}</div>
      </td>
      <td data-label={t('console.lotteries.room')}>
        <div>
          <bdi>{entry.room_type_name}</bdi>
        </div>
      </td>
      <td data-label={t('console.lotteries.stay')}>
        <div>
          {formatDate(entry.checkin_date, locale)} – {formatDate(entry.checkout_date, locale)}
          <span className="reservation-sub">{t('console.reservations.nights', { count: entry.nights })}</span>
        </div>
      </td>
      <td data-label={t('console.lotteries.status')}>
        <div>
          <span className={`reservation-status lottery-entry-${entry.status}`}>{t(`console.lotteries.statuses.${entry.status}`)}</span>
          {entry.reservation_number ? (
            <span className="reservation-sub">
              <bdi>{entry.reservation_number}</bdi>
            </span>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

/** The draw for owners and managers: asked once more with the entries waiting and the rooms free, then made. */
function DrawPanel({ detail, hotel, onDrawn }: { detail: ConsoleLotteryDetail; hotel: Hotel; onDrawn: (drawn: Drawn) => void }) {
  const { t } = useConsoleText();
  const at = useHotelTime(hotel);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const event = detail.lottery_event;
  if (!detail.can_draw || event.state === 'drawn') return null;
  if (event.state === 'open')
    return <p className="alert alert-info">{t('console.lotteries.drawAfter', { date: at(event.entry_deadline) })}</p>;

  const draw = async () => {
    setPending(true);
    setError(null);
    try {
      const answer = await consoleApi<{ data: Drawn }>(
        `/hotels/${encodeURIComponent(hotel.code)}/lottery-events/${encodeURIComponent(event.id)}/draw`,
        { method: 'POST' },
      );
      setConfirming(false);
      onDrawn(answer.data);
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  };
  const rooms = event.rooms.reduce((sum, room) => sum + room.rooms_free, 0);
  return (
    <section className="console-card lottery-draw" aria-labelledby="lottery-draw-heading">
      <h2 id="lottery-draw-heading">{t('console.lotteries.drawHeading')}</h2>
      <ConsoleError error={error} />
      {confirming ? (
        <div className="alert alert-warning">
          <p>{t('console.lotteries.drawConfirm', { entries: event.entries.entered, rooms })}</p>
          <div className="actions">
            <button type="button" className="button button-danger" disabled={pending} onClick={() => void draw()}>
              {t('console.lotteries.confirmDraw')}
            </button>
            <button type="button" className="button" disabled={pending} onClick={() => setConfirming(false)}>
              {t('console.lotteries.keep')}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="button button-primary" onClick={() => setConfirming(true)}>
          {t('console.lotteries.draw')}
        </button>
      )}
    </section>
  );
}

/** A lottery event: its facts, its entries (winners first) a page at a time, and the draw once entries have closed. */
export function LotteryEventPage({ hotel, id, onBack }: { hotel: Hotel; id: string; onBack: () => void }) {
  const { t } = useConsoleText();
  const [page, setPage] = useState(1);
  const [detail, setDetail] = useState<ConsoleLotteryDetail | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [outcome, setOutcome] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const entriesHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let current = true;
    consoleApi<{ data: ConsoleLotteryDetail }>(`/hotels/${encodeURIComponent(hotel.code)}/lottery-events/${encodeURIComponent(id)}`, {
      query: { page },
    }).then(
      (answer) => {
        if (!current) return;
        setError(null);
        setDetail(answer.data);
      },
      (caught: unknown) => {
        if (current) setError(caught);
      },
    );
    return () => {
      current = false;
    };
  }, [hotel.code, id, page]);

  useEffect(() => heading.current?.focus(), []);

  const drawn = (answer: Drawn) => {
    setPage(1);
    setDetail(answer);
    setOutcome(t('console.lotteries.drawnResult', { winners: answer.draw.winners, losers: answer.draw.not_winners }));
    requestAnimationFrame(() => entriesHeading.current?.focus());
  };

  const event = detail?.lottery_event;
  return (
    <main className="console-page lotteries-page">
      <p>
        <button type="button" className="link-button" onClick={onBack}>
          {t('console.lotteries.back')}
        </button>
      </p>
      <h1 ref={heading} tabIndex={-1}>
        {event ? <bdi>{event.name}</bdi> : t('console.lotteries.heading')}
        {event ? <LotteryState event={event} /> : null}
      </h1>
      <ConsoleError error={error} />
      <p role="status" className="bulk-done">
        {outcome}
      </p>
      {!detail && !error ? <Spinner label={t('console.loading')} /> : null}
      {detail && event ? (
        <>
          <section className="console-card">
            <LotteryFacts event={event} hotel={hotel} />
          </section>
          <DrawPanel detail={detail} hotel={hotel} onDrawn={drawn} />
          <h2 ref={entriesHeading} tabIndex={-1} className="reservation-results-heading">
            {t('console.lotteries.entriesHeading')}
          </h2>
          {detail.entries.length === 0 ? <p className="alert alert-info">{t('console.lotteries.noEntries')}</p> : null}
          {detail.entries.length > 0 ? (
            <table className="reservation-table lottery-entries">
              <caption className="visually-hidden">{t('console.lotteries.entriesHeading')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('console.lotteries.number')}</th>
                  <th scope="col">{t('console.lotteries.guest')}</th>
                  <th scope="col">{t('console.lotteries.party')}</th>
                  <th scope="col">{t('console.lotteries.room')}</th>
                  <th scope="col">{t('console.lotteries.stay')}</th>
                  <th scope="col">{t('console.lotteries.status')}</th>
                </tr>
              </thead>
              <tbody>
                {detail.entries.map((entry) => (
                  <EntryRow key={entry.entry_number} entry={entry} />
                ))}
              </tbody>
            </table>
          ) : null}
          {detail.meta.total_pages > 1 ? (
            <nav className="reservation-pages" aria-label={t('console.lotteries.pages')}>
              <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('console.reservations.previous')}
              </button>
              <span>{t('console.lotteries.pageOf', { page, pages: detail.meta.total_pages, total: detail.meta.total })}</span>
              <button type="button" className="button" disabled={page >= detail.meta.total_pages} onClick={() => setPage(page + 1)}>
                {t('console.reservations.next')}
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </main>
  );
}
