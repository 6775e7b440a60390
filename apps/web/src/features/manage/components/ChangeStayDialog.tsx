import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { chargedDates, nightsBetween, todayInTimeZone } from '@yado/domain/dates';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { StayDates } from '../../../components/StayDates';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatMoney, formatWeekdayDate } from '../../../lib/format';
import type { ChangeQuote } from '@yado/domain/stay-change';
import { changeStay, quoteChange } from '../api/change-reservation';
import { ChangeQuoteLines } from './ChangeQuoteLines';
import { calendarScope } from './change-calendar';
import type { ManageProps } from './manage-props';
import { personName } from '@yado/domain/person-name';
import { ERROR_CODES } from '../../../lib/error-codes';

// The search's calendar, loaded when the guest first opens the dialog.
const RangeCalendar = lazy(async () => ({ default: (await import('../../../components/RangeCalendar')).RangeCalendar }));

/**
 * Change dates, or reduce nights or rooms (§2 manage booking): the guest picks the new stay on the
 * search's calendar, for the booked room types, plans and party, then sees the new total, the
 * difference and the fee for what is given up before confirming; the server holds them to it.
 */
export function ChangeStayDialog({ reservation, email, onChanged, onStale }: ManageProps) {
  const { t, i18n } = useTranslation();
  // Rooms can be dropped only from a booking of several: one of a single room changes its dates.
  const title = reservation.rooms.length > 1 ? t('manage.change_stay') : t('manage.change_dates');
  const [open, setOpen] = useState(false);
  const [dates, setDates] = useState({ checkin: reservation.checkin_date, checkout: reservation.checkout_date });
  const [kept, setKept] = useState<number[]>(reservation.rooms.map((r) => r.id));
  const [quote, setQuote] = useState<ChangeQuote | null>(null);
  const [priceMoved, setPriceMoved] = useState(false);
  const dayUse = reservation.checkin_date === reservation.checkout_date;
  const today = todayInTimeZone(reservation.hotel.time_zone);
  const change = { checkin_date: dates.checkin, checkout_date: dayUse ? dates.checkin : dates.checkout, room_ids: kept };
  const calendar = calendarScope(reservation.rooms, kept);
  const quoteRef = useRef<HTMLDivElement>(null);
  // On a phone the quote may open below the fold: bring it into view. (A block body: Chromium's
  // scrollIntoView answers a promise, and an effect may return nothing but its cleanup.)
  useEffect(() => {
    quoteRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [quote]);

  const quoting = useMutation({
    mutationFn: () => quoteChange(reservation.reservation_number, email, change),
    onSuccess: (q) => {
      setQuote(q);
      setPriceMoved(false);
    },
  });
  const confirming = useMutation({
    mutationFn: (q: ChangeQuote) =>
      changeStay(reservation.reservation_number, {
        ...change,
        email,
        version: reservation.version,
        total_price_displayed: q.total_price,
        change_fee_displayed: q.change_fee,
      }),
    onSuccess: (changed) => {
      setOpen(false);
      onChanged(changed);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      // A new price is shown for a new confirmation; a reservation changed elsewhere is shown as it is now.
      if (error.code === ERROR_CODES.price_changed && error.payloads.quote) {
        setQuote(error.payloads.quote as ChangeQuote);
        setPriceMoved(true);
      }
      if (error.code === ERROR_CODES.reservation_changed) onStale();
    },
  });
  const edit = (next: Partial<typeof dates>, rooms = kept) => {
    setDates({ ...dates, ...next });
    setKept(rooms);
    setQuote(null);
    quoting.reset();
    confirming.reset();
  };
  const money = (cents: number) => formatMoney(cents, reservation.currency, i18n.language);

  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => {
          edit(
            { checkin: reservation.checkin_date, checkout: reservation.checkout_date },
            reservation.rooms.map((r) => r.id),
          );
          setOpen(true);
        }}
      >
        {title}
      </button>
      <Modal title={title} open={open} onClose={() => setOpen(false)} wide>
        <form
          className="change-stay"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (quote) confirming.mutate(quote);
            else quoting.mutate();
          }}
        >
          <p className="field-hint">
            {t('manage.change_rules')}{' '}
            {reservation.minimum_nights > 1
              ? t('manage.minimum_stay', { nights: t('common.nights', { count: reservation.minimum_nights }) })
              : null}
          </p>
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <RangeCalendar
              code={reservation.hotel.code}
              today={today}
              rooms={calendar.rooms}
              dayUse={dayUse}
              checkin={dates.checkin}
              checkout={dates.checkout}
              scope={calendar.scope}
              heldNights={chargedDates(reservation.checkin_date, reservation.checkout_date)}
              onCheckinPicked={(checkin) => edit({ checkin, checkout: '' })}
              onChange={(range) => edit(range)}
            />
          </Suspense>
          {/* Once priced, the quote names the dates itself. */}
          <p className="change-stay-dates" aria-live="polite" hidden={quote !== null}>
            <strong>{t('manage.new_dates')}</strong>{' '}
            {dayUse ? (
              <>
                {formatWeekdayDate(dates.checkin, i18n.language)} · {t('search.day_use')}
              </>
            ) : dates.checkout ? (
              <>
                <StayDates checkin={dates.checkin} checkout={dates.checkout} /> ·{' '}
                {t('common.nights', { count: nightsBetween(dates.checkin, dates.checkout) })}
              </>
            ) : (
              formatWeekdayDate(dates.checkin, i18n.language)
            )}
          </p>
          {reservation.rooms.length > 1 ? (
            <fieldset>
              <legend>{t('manage.rooms_kept')}</legend>
              {reservation.rooms.map((room, index) => (
                <div key={room.id} className="checkbox-field">
                  <input
                    id={`keep-room-${room.id}`}
                    type="checkbox"
                    checked={kept.includes(room.id)}
                    onChange={(e) =>
                      edit({}, e.target.checked ? [...kept, room.id].sort((a, b) => a - b) : kept.filter((id) => id !== room.id))
                    }
                  />
                  <label htmlFor={`keep-room-${room.id}`}>
                    {t('manage.room_number', { number: index + 1 })}: {room.room_type_name} · {personName(room, i18n.language)} ·{' '}
                    {money(room.total_price)}
                  </label>
                </div>
              ))}
            </fieldset>
          ) : null}
          {quoting.isError ? <ErrorMessage error={quoting.error} /> : null}
          {confirming.isError && !priceMoved ? <ErrorMessage error={confirming.error} /> : null}
          {quote ? (
            <div className="change-quote" aria-live="polite" ref={quoteRef}>
              {priceMoved ? (
                <p className="alert alert-warning" role="alert">
                  {t('manage.quote_moved')}
                </p>
              ) : null}
              <p>
                <strong>
                  {formatDate(quote.checkin_date, i18n.language)} – {formatDate(quote.checkout_date, i18n.language)}
                </strong>{' '}
                · {t('common.nights', { count: quote.nights })}
              </p>
              <ChangeQuoteLines quote={quote} />
            </div>
          ) : null}
          <div className="actions">
            <button type="button" className="button" onClick={() => setOpen(false)}>
              {t('manage.back')}
            </button>
            <button
              type="submit"
              className="button button-primary"
              disabled={quoting.isPending || confirming.isPending || kept.length === 0 || !dates.checkin || !dates.checkout}
            >
              {quote ? t('manage.confirm_change') : t('manage.check_price')}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
