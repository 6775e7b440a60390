import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../lib/i18n';
import { addDays } from '@yado/domain/dates';
import { formatCompactAmount, toBcp47 } from '@yado/domain/money';
import type { RoomParty } from '@yado/domain/party';
import { formatDate, formatMoney } from '../lib/format';
import { availabilityQuery, type AvailabilityScope } from '../lib/availability-query';
import { canCheckIn, canCheckOut, monthOf, monthWeeks, shiftMonth, weekdayHeaders } from '../lib/calendar-rules';
import { useMemberSession } from '../lib/member-session';
import '../styles/calendar.css';

/** A stay being chosen for a hotel and party; onChange receives a complete range. */
export interface StayRangeProps {
  /** The hotel whose nights are shown free or sold out and priced; none on the agency's search, where every night can be picked. */
  code?: string;
  today: string;
  rooms: RoomParty[];
  /** Day use: one day, check-out on the check-in day. */
  dayUse: boolean;
  checkin: string;
  checkout: string;
  onChange: (range: { checkin: string; checkout: string }) => void;
  /** Only these room types and plans: the ones of a booked stay being changed. */
  scope?: AvailabilityScope;
  /** Nights the guest already holds: theirs to keep whatever stock is left. */
  heldNights?: string[];
  /** Told when a check-in is picked and the check-out is still to come. */
  onCheckinPicked?: (checkin: string) => void;
}

const monthStart = (m: { year: number; month: number }) => `${m.year}-${String(m.month).padStart(2, '0')}-01`;

/** A compact price may keep its unit on the next line (Arabic's "17.4 ألف" is wider than a phone's day). */
const wrappable = (label: string) => label.replace(/[\u00a0\u202f]/g, ' ');

/**
 * Two months of nights with availability and the lowest price per night for the party. The
 * first click picks check-in, the second check-out (day use takes one click); arrow keys move between days.
 */
export function RangeCalendar(props: StayRangeProps) {
  const { code, today, rooms, dayUse, checkin, checkout, onChange, scope, heldNights = [], onCheckinPicked } = props;
  const { t, i18n } = useTranslation();
  const [first, setFirst] = useState(() => monthOf(checkin < today ? today : checkin));
  const [anchor, setAnchor] = useState<string | null>(null);
  const [focused, setFocused] = useState(checkin);
  const gridRef = useRef<HTMLDivElement>(null);
  const months = [first, shiftMonth(first, 1)];
  const end = addDays(monthStart(shiftMonth(first, 2)), -1);
  const memberId = useMemberSession().session?.user.id ?? null;
  const availability = useQuery({
    ...availabilityQuery(code ?? '', { start: monthStart(first), end }, { rooms, dayUse }, memberId, scope),
    enabled: code !== undefined,
  });
  const days = new Map((availability.data?.days ?? []).map((d) => [d.date, d]));
  const held = new Set(heldNights);
  const available = (date: string) => (held.has(date) ? true : days.get(date)?.available);
  const currency = availability.data?.currency ?? 'JPY';

  // What the days show, once they show a hotel's prices (the agency's search has none to explain) or booked nights.
  const legend = [
    availability.data ? t('calendar.legend', { currency: availability.data.currency }) : null,
    held.size > 0 ? t('calendar.booked_legend') : null,
  ]
    .filter(Boolean)
    .join(' ');

  // Focus follows the arrow keys before the next key arrives, so fast typing moves day by day.
  useLayoutEffect(() => {
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  function select(date: string) {
    if (dayUse) {
      if (canCheckIn(date, today, available)) onChange({ checkin: date, checkout: date });
      return;
    }
    if (anchor && canCheckOut(anchor, date, available)) {
      onChange({ checkin: anchor, checkout: date });
      setAnchor(null);
    } else if (canCheckIn(date, today, available)) {
      setAnchor(date);
      onCheckinPicked?.(date);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    let step = moves[event.key];
    if (step === undefined) return;
    event.preventDefault();
    if (document.documentElement.dir === 'rtl' && Math.abs(step) === 1) step = -step;
    const next = addDays(focused, step);
    if (next < monthStart(first)) setFirst(shiftMonth(first, -1));
    if (next > end) setFirst(shiftMonth(first, 1));
    setFocused(next);
  }

  const inRange = (date: string) => (anchor ? date === anchor : date === checkin || (date >= checkin && date < checkout));
  const weekdays = weekdayHeaders(toBcp47(i18n.language));

  return (
    <div className="calendar">
      <div className="calendar-nav">
        <button
          type="button"
          className="icon-button flip-rtl"
          onClick={() => setFirst(shiftMonth(first, -1))}
          disabled={monthStart(first) <= today}
          aria-label={t('calendar.previous_month')}
        >
          ‹
        </button>
        <p className="calendar-hint" aria-live="polite">
          {dayUse ? t('calendar.choose_day') : anchor ? t('calendar.choose_checkout') : t('calendar.choose_checkin')}
        </p>
        <button
          type="button"
          className="icon-button flip-rtl"
          onClick={() => setFirst(shiftMonth(first, 1))}
          aria-label={t('calendar.next_month')}
        >
          ›
        </button>
      </div>
      <div className="calendar-months" ref={gridRef}>
        {months.map((m) => (
          <table
            key={monthStart(m)}
            className="calendar-month"
            role="grid"
            aria-label={formatDate(monthStart(m), i18n.language, { year: 'numeric', month: 'long' })}
          >
            <caption>{formatDate(monthStart(m), i18n.language, { year: 'numeric', month: 'long' })}</caption>
            <thead>
              <tr>
                {weekdays.map((w) => (
                  <th key={w.full} scope="col" abbr={w.full}>
                    {w.shown}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(m.year, m.month).map((week, wi) => (
                <tr key={wi}>
                  {week.map((date, di) => {
                    if (!date) return <td key={di} />;
                    const day = days.get(date);
                    const selectable = anchor
                      ? canCheckOut(anchor, date, available) || canCheckIn(date, today, available)
                      : canCheckIn(date, today, available);
                    const soldOut = day !== undefined && available(date) === false && date >= today;
                    const price = day?.lowest_price;
                    const label = [
                      formatDate(date, i18n.language, { dateStyle: 'full' }),
                      held.has(date) ? t('calendar.booked_now') : '',
                      soldOut
                        ? t('calendar.sold_out')
                        : price
                          ? t('calendar.from_price', { price: formatMoney(price, currency, i18n.language) })
                          : '',
                    ]
                      .filter(Boolean)
                      .join(', ');
                    return (
                      <td key={di} role="gridcell" aria-selected={inRange(date) || date === checkout}>
                        <button
                          type="button"
                          data-date={date}
                          className={[
                            'day',
                            inRange(date) ? 'day-in-range' : '',
                            date === checkin && !anchor ? 'day-start' : '',
                            date === checkout && !anchor ? 'day-end' : '',
                            soldOut ? 'day-sold-out' : '',
                            held.has(date) ? 'day-held' : '',
                          ].join(' ')}
                          tabIndex={date === focused ? 0 : -1}
                          aria-disabled={!selectable}
                          aria-label={label}
                          onClick={() => selectable && select(date)}
                          onFocus={() => setFocused(date)}
                          onKeyDown={onKeyDown}
                        >
                          <span className="day-number">{Number(date.slice(8))}</span>
                          <span className="day-price" aria-hidden="true">
                            {soldOut ? '×' : price ? wrappable(formatCompactAmount(price, currency, i18n.language)) : ''}
                          </span>
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      {legend ? <p className="calendar-legend">{legend}</p> : null}
    </div>
  );
}
