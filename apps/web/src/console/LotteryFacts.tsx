import { formatDate } from '@yado/domain/date-words';
import { toBcp47 } from '@yado/domain/money';
import type { StaffUser } from '@yado/domain/wire/console';
import type { ConsoleLotteryEvent } from '@yado/domain/wire/console-lotteries';
import { useConsoleText } from './i18n';

export type Hotel = StaffUser['hotels'][number];

/** An instant as the hotel's clock reads it. */
export function useHotelTime(hotel: Hotel) {
  const { locale } = useConsoleText();
  const format = new Intl.DateTimeFormat(toBcp47(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: hotel.time_zone });
  return (instant: string) => format.format(new Date(instant));
}

export function LotteryState({ event }: { event: ConsoleLotteryEvent }) {
  const { t } = useConsoleText();
  return <span className={`reservation-status lottery-state-${event.state}`}>{t(`console.lotteries.states.${event.state}`)}</span>;
}

/** An event's dates, rooms and entries: the facts its card on the list and its own page share. */
export function LotteryFacts({ event, hotel }: { event: ConsoleLotteryEvent; hotel: Hotel }) {
  const { t, locale } = useConsoleText();
  const at = useHotelTime(hotel);
  const counts = (['entered', 'won', 'lost', 'booked', 'cancelled'] as const).filter((status) => event.entries[status] > 0);
  return (
    <dl className="lottery-facts">
      <div>
        <dt>{t('console.lotteries.stays')}</dt>
        <dd>
          <bdi>
            {formatDate(event.stay_start, locale)} – {formatDate(event.stay_end, locale)}
          </bdi>
          <span className="reservation-sub">{t('console.lotteries.nightsPerEntry', { min: event.min_nights, max: event.max_nights })}</span>
        </dd>
      </div>
      <div>
        <dt>{t('console.lotteries.entryDeadline')}</dt>
        <dd>
          <time dateTime={event.entry_deadline}>{at(event.entry_deadline)}</time>
        </dd>
      </div>
      <div>
        <dt>{event.drawn_at ? t('console.lotteries.drawnAt') : t('console.lotteries.resultsAt')}</dt>
        <dd>
          <time dateTime={event.drawn_at ?? event.results_at}>{at(event.drawn_at ?? event.results_at)}</time>
        </dd>
      </div>
      <div>
        <dt>{t('console.lotteries.bookingDeadline')}</dt>
        <dd>
          <time dateTime={event.reservation_deadline}>{at(event.reservation_deadline)}</time>
        </dd>
      </div>
      <div>
        <dt>{t('console.lotteries.rooms')}</dt>
        <dd>
          <ul className="lottery-rooms">
            {event.rooms.map((room) => (
              <li key={room.room_type_code}>
                <bdi>{room.room_type_name}</bdi> ·{' '}
                <span className="lottery-free">{t('console.lotteries.roomsFree', { rooms: room.rooms_free })}</span>
              </li>
            ))}
          </ul>
        </dd>
      </div>
      <div>
        <dt>{t('console.lotteries.entries')}</dt>
        <dd>
          <strong>{event.entries.total}</strong>
          {counts.length > 0 ? (
            <span className="reservation-sub">
              {counts.map((status) => `${t(`console.lotteries.counts.${status}`)} ${event.entries[status]}`).join(' · ')}
            </span>
          ) : null}
        </dd>
      </div>
    </dl>
  );
}
