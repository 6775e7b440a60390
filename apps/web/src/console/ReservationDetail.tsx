import { useEffect, useRef, useState } from 'react';
import { formatDate } from '@yado/domain/date-words';
import { formatMoney, toBcp47 } from '@yado/domain/money';
import { personName } from '@yado/domain/person-name';
import type { StaffUser } from '@yado/domain/wire/console';
import type { ConsoleReservationDetail, ReservationChangeEntry } from '@yado/domain/wire/console-reservations';
import { Spinner } from '../components/Spinner';
import { consoleApi } from './api';
import { ConsoleError } from './ConsoleError';
import { useConsoleText } from './i18n';
import { ReservationActions } from './ReservationActions';

type Hotel = StaffUser['hotels'][number];

/** What a change of dates says before and after: its dates and its total. */
function changeSummary(entry: ReservationChangeEntry, locale: string, currency: string) {
  const side = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
  const [before, after] = [side(entry.before), side(entry.after)];
  const dates = (v: Record<string, unknown>) =>
    typeof v.checkin_date === 'string' && typeof v.checkout_date === 'string'
      ? `${formatDate(v.checkin_date, locale)} – ${formatDate(v.checkout_date, locale)}`
      : null;
  const total = (v: Record<string, unknown>) => (typeof v.total_price === 'number' ? formatMoney(v.total_price, currency, locale) : null);
  return {
    before: [dates(before), total(before)].filter(Boolean).join(' · '),
    after: [dates(after), total(after)].filter(Boolean).join(' · '),
  };
}

/** A reservation as the front desk sees it: guest, stay, rooms, payment, its history and mails, and what staff may do with it. */
export function ReservationDetail({ hotel, number, onBack }: { hotel: Hotel; number: string; onBack: () => void }) {
  const { t, tw, locale } = useConsoleText();
  const [detail, setDetail] = useState<ConsoleReservationDetail | null>(null);
  const [error, setError] = useState<unknown>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const url = `/hotels/${encodeURIComponent(hotel.code)}/reservations/${encodeURIComponent(number)}`;

  // Bumped to read the reservation again: its mails are written moments after the news that owes them.
  const [reads, setReads] = useState(0);
  const mailsWaiting = detail?.mails.some((mail) => mail.subject === null) ?? false;
  useEffect(() => {
    if (!mailsWaiting || reads > 20) return undefined;
    const timer = setTimeout(() => setReads((n) => n + 1), 2000);
    return () => clearTimeout(timer);
  }, [mailsWaiting, reads, detail]);

  useEffect(() => {
    let current = true;
    consoleApi<{ data: ConsoleReservationDetail }>(url).then(
      (answer) => {
        if (current) setDetail(answer.data);
      },
      (caught: unknown) => {
        if (current) setError(caught);
      },
    );
    return () => {
      current = false;
    };
  }, [url, reads]);

  useEffect(() => heading.current?.focus(), []);

  const when = new Intl.DateTimeFormat(toBcp47(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: hotel.time_zone });
  const reservation = detail?.reservation;
  const money = (cents: number) => formatMoney(cents, reservation?.currency ?? hotel.currency, locale);

  return (
    <main className="console-page">
      <p>
        <button type="button" className="link-button" onClick={onBack}>
          {t('console.reservation.back')}
        </button>
      </p>
      <h1 ref={heading} tabIndex={-1}>
        {t('console.reservation.heading', { number })}
        {reservation ? (
          <span className={`reservation-status status-${reservation.status}`}>{tw(`reservation.statuses.${reservation.status}`)}</span>
        ) : null}
      </h1>
      <ConsoleError error={error} />
      {!detail && !error ? <Spinner label={t('console.loading')} /> : null}
      {detail && reservation ? (
        <div className="reservation-detail">
          <div className="reservation-facts">
            <section className="console-card" aria-labelledby="guest-heading">
              <h2 id="guest-heading">{t('console.reservation.guest')}</h2>
              <dl className="account-facts">
                <dt>{t('console.reservation.name')}</dt>
                <dd>
                  <bdi>{personName(reservation.guest, reservation.locale)}</bdi>
                  {reservation.guest.last_name_kana ? (
                    <span className="reservation-sub" lang="ja">
                      {personName(
                        { first_name: reservation.guest.first_name_kana ?? '', last_name: reservation.guest.last_name_kana },
                        'ja',
                      )}
                    </span>
                  ) : null}
                </dd>
                <dt>{t('console.reservation.email')}</dt>
                <dd>
                  <bdi dir="ltr">{reservation.guest.email}</bdi>
                </dd>
                <dt>{t('console.reservation.phone')}</dt>
                <dd>
                  <bdi dir="ltr">{reservation.guest.phone}</bdi>
                </dd>
                {reservation.special_request ? (
                  <>
                    <dt>{t('console.reservation.request')}</dt>
                    <dd>{reservation.special_request}</dd>
                  </>
                ) : null}
              </dl>
            </section>
            <section className="console-card" aria-labelledby="stay-heading">
              <h2 id="stay-heading">{t('console.reservation.stay')}</h2>
              <dl className="account-facts">
                <dt>{tw('reservation.checkin')}</dt>
                <dd>{formatDate(reservation.checkin_date, locale, { dateStyle: 'full' })}</dd>
                <dt>{tw('reservation.checkout')}</dt>
                <dd>{formatDate(reservation.checkout_date, locale, { dateStyle: 'full' })}</dd>
                <dt>{t('console.reservation.nights')}</dt>
                <dd>{t('console.reservations.nights', { count: reservation.nights })}</dd>
              </dl>
              <h3>{t('console.reservations.rooms')}</h3>
              <ol className="reservation-rooms">
                {reservation.rooms.map((room) => (
                  <li key={room.id}>
                    <strong>{room.room_type_name}</strong> · {room.room_plan_name}
                    <span className="reservation-sub">
                      {t('console.reservation.party', { adults: room.adults, children: room.children })} ·{' '}
                      <bdi>
                        {room.first_name} {room.last_name}
                      </bdi>{' '}
                      · {money(room.total_price)}
                    </span>
                  </li>
                ))}
              </ol>
            </section>
            <section className="console-card" aria-labelledby="payment-heading">
              <h2 id="payment-heading">{t('console.reservations.payment')}</h2>
              <dl className="account-facts">
                <dt>{t('console.reservation.paymentType')}</dt>
                <dd>{tw(`payment.types.${reservation.payment_type}`, { defaultValue: reservation.payment_type })}</dd>
                {reservation.payment ? (
                  <>
                    <dt>{t('console.reservation.card')}</dt>
                    <dd>
                      {tw('payment.card_line', {
                        brand: reservation.payment.card_brand,
                        last4: reservation.payment.card_last4,
                        status: tw(`payment.statuses.${reservation.payment.status}`),
                      })}
                    </dd>
                  </>
                ) : null}
                <dt>{t('console.reservations.total')}</dt>
                <dd>{money(reservation.total_price)}</dd>
                <dt>{t('console.reservation.paidOnline')}</dt>
                <dd>{money(reservation.paid_online)}</dd>
                <dt>{t('console.reservation.dueAtHotel')}</dt>
                <dd>{money(reservation.due_at_hotel)}</dd>
                {reservation.status === 'cancelled' ? (
                  <>
                    <dt>{t('console.reservation.cancellationFee')}</dt>
                    <dd>{money(reservation.cancellation.fee)}</dd>
                  </>
                ) : null}
              </dl>
            </section>
          </div>
          <div className="reservation-side">
            <ReservationActions hotel={hotel} detail={detail} url={url} onChanged={setDetail} />
            <section className="console-card" aria-labelledby="history-heading">
              <h2 id="history-heading">{t('console.reservation.history')}</h2>
              {detail.changes.length === 0 ? <p>{t('console.reservation.noChanges')}</p> : null}
              <ol className="reservation-log">
                {detail.changes.map((entry, i) => {
                  const summary = changeSummary(entry, locale, reservation.currency);
                  return (
                    <li key={i}>
                      <strong>{t(`console.reservation.changeKinds.${entry.kind}`, { defaultValue: entry.kind })}</strong>{' '}
                      <span className="reservation-sub">
                        <time dateTime={entry.created_at}>{when.format(new Date(entry.created_at))}</time> ·{' '}
                        {t(`console.reservation.actors.${entry.actor}`, { defaultValue: entry.actor })}
                        {entry.fee > 0 ? ` · ${t('console.reservation.fee', { amount: money(entry.fee) })}` : ''}
                      </span>
                      {summary.before || summary.after ? (
                        <span className="reservation-sub">
                          {summary.before} → {summary.after}
                        </span>
                      ) : null}
                    </li>
                  );
                })}
              </ol>
            </section>
            <section className="console-card" aria-labelledby="mails-heading">
              <h2 id="mails-heading">{t('console.reservation.mails')}</h2>
              {detail.mails.length === 0 ? <p>{t('console.reservation.noMails')}</p> : null}
              <ol className="reservation-log">
                {detail.mails.map((mail, i) => (
                  <li key={i}>
                    <strong>{t(`console.reservation.mailKinds.${mail.kind}`, { defaultValue: mail.kind })}</strong>{' '}
                    <span className="reservation-sub">
                      <time dateTime={mail.queued_at}>{when.format(new Date(mail.queued_at))}</time> · <bdi dir="ltr">{mail.to}</bdi>
                    </span>
                    <span className="reservation-sub">
                      {mail.subject === null
                        ? t('console.reservation.mailQueued')
                        : mail.sent_at
                          ? t('console.reservation.mailSent', { subject: mail.subject })
                          : t('console.reservation.mailWritten', { subject: mail.subject })}
                    </span>
                  </li>
                ))}
              </ol>
            </section>
          </div>
        </div>
      ) : null}
    </main>
  );
}
