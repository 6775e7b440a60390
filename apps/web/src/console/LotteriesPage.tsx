import { useEffect, useRef, useState } from 'react';
import type { StaffUser } from '@yado/domain/wire/console';
import type { ConsoleLotteryEvent } from '@yado/domain/wire/console-lotteries';
import { Spinner } from '../components/Spinner';
import { consoleApi } from './api';
import { ConsoleError } from './ConsoleError';
import { useConsoleText } from './i18n';
import { LotteryEventPage } from './LotteryEventPage';
import { LotteryFacts, LotteryState } from './LotteryFacts';

type Hotel = StaffUser['hotels'][number];

/** The hotel's room lotteries: each event with its dates, rooms and entries; one opened shows its entries and the draw. */
export function LotteriesPage({ hotel }: { hotel: Hotel }) {
  const { t } = useConsoleText();
  const [events, setEvents] = useState<{ canDraw: boolean; list: ConsoleLotteryEvent[] } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const [reads, setReads] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (opened) return undefined;
    let current = true;
    consoleApi<{ data: { can_draw: boolean; lottery_events: ConsoleLotteryEvent[] } }>(
      `/hotels/${encodeURIComponent(hotel.code)}/lottery-events`,
    ).then(
      (answer) => {
        if (!current) return;
        setError(null);
        setEvents({ canDraw: answer.data.can_draw, list: answer.data.lottery_events });
      },
      (caught: unknown) => {
        if (current) setError(caught);
      },
    );
    return () => {
      current = false;
    };
  }, [hotel.code, opened, reads]);

  if (opened)
    return (
      <LotteryEventPage
        hotel={hotel}
        id={opened}
        onBack={() => {
          setOpened(null);
          setReads((n) => n + 1);
          requestAnimationFrame(() => heading.current?.focus());
        }}
      />
    );

  return (
    <main className="console-page lotteries-page">
      <h1 ref={heading} tabIndex={-1}>
        {t('console.lotteries.heading')} · {hotel.name}
      </h1>
      <ConsoleError error={error} />
      {error ? (
        <button type="button" className="button" onClick={() => setReads((n) => n + 1)}>
          {t('console.lotteries.retry')}
        </button>
      ) : null}
      {!events && !error ? <Spinner label={t('console.loading')} /> : null}
      {events && !events.canDraw ? <p className="alert">{t('console.lotteries.readOnly')}</p> : null}
      {events && events.list.length === 0 ? <p className="alert alert-info">{t('console.lotteries.empty')}</p> : null}
      {events && events.list.length > 0 ? (
        <ul className="lottery-list">
          {events.list.map((event) => (
            <li key={event.id} className="console-card lottery-card">
              <h2>
                <button type="button" className="link-button lottery-open" onClick={() => setOpened(event.id)}>
                  <bdi>{event.name}</bdi>
                </button>
                <LotteryState event={event} />
              </h2>
              <LotteryFacts event={event} hotel={hotel} />
            </li>
          ))}
        </ul>
      ) : null}
    </main>
  );
}
