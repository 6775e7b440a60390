import { useState, type FormEvent } from 'react';
import { formatMoney } from '@yado/domain/money';
import type { StaffUser } from '@yado/domain/wire/console';
import type { ConsoleReservationDetail } from '@yado/domain/wire/console-reservations';
import type { PackageCancellationQuoteView } from '@yado/domain/wire/packages';
import type { ChangeQuote } from '@yado/domain/wire/reservations';
import { FormField } from '../components/FormField';
import { SubmitButton } from '../components/SubmitButton';
import { ApiError } from '../lib/api-client';
import { majorUnits, minorUnits } from './amounts';
import { consoleApi } from './api';
import { ConsoleError } from './ConsoleError';
import { packageCancelQuote, PackageCancelPreview } from './PackageCancelPreview';
import { useConsoleText } from './i18n';

type Hotel = StaffUser['hotels'][number];
interface ActionProps {
  detail: ConsoleReservationDetail;
  url: string;
  onChanged: (detail: ConsoleReservationDetail) => void;
}

/** New dates: the quote of the new total first, then the change at that total. What was typed stays on an error. */
function ChangeDates({ detail, url, onChanged }: ActionProps) {
  const { t, locale } = useConsoleText();
  const { reservation } = detail;
  const [checkin, setCheckin] = useState(reservation.checkin_date);
  const [checkout, setCheckout] = useState(reservation.checkout_date);
  const [quote, setQuote] = useState<ChangeQuote | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const money = (cents: number) => formatMoney(cents, reservation.currency, locale);
  const change = { checkin_date: checkin, checkout_date: checkout, room_ids: reservation.rooms.map((room) => room.id) };

  async function run(work: () => Promise<void>) {
    setPending(true);
    setError(null);
    setDone(false);
    try {
      await work();
    } catch (caught) {
      // A total that moved since the quote comes back with the new one, to confirm again.
      if (caught instanceof ApiError && caught.payloads.quote) setQuote(caught.payloads.quote as ChangeQuote);
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  const askQuote = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const answer = await consoleApi<{ data: { quote: ChangeQuote } }>(`${url}/change_quote`, {
        query: { ...change, room_ids: change.room_ids.join(',') },
      });
      setQuote(answer.data.quote);
    });
  };
  const confirm = () =>
    run(async () => {
      if (!quote) return;
      const body = {
        ...change,
        version: reservation.version,
        total_price_displayed: quote.total_price,
        change_fee_displayed: quote.change_fee,
      };
      const answer = await consoleApi<{ data: ConsoleReservationDetail }>(`${url}/change`, { method: 'POST', body });
      setQuote(null);
      setDone(true);
      onChanged(answer.data);
    });

  return (
    <details className="reservation-action">
      <summary>{t('console.actions.changeDates')}</summary>
      <form onSubmit={askQuote} noValidate>
        <ConsoleError error={error} />
        <div className="reservation-action-fields">
          <FormField
            label={t('console.actions.checkin')}
            type="date"
            name="checkin_date"
            required
            value={checkin}
            onChange={(e) => {
              setCheckin(e.currentTarget.value);
              setQuote(null);
            }}
          />
          <FormField
            label={t('console.actions.checkout')}
            type="date"
            name="checkout_date"
            required
            min={checkin}
            value={checkout}
            onChange={(e) => {
              setCheckout(e.currentTarget.value);
              setQuote(null);
            }}
          />
        </div>
        {quote ? (
          <div className="alert alert-info" role="status">
            <p>{t('console.actions.quote', { total: money(quote.total_price), previous: money(quote.previous_total) })}</p>
            <p>
              {t('console.actions.difference', { amount: formatMoney(quote.difference, reservation.currency, locale, { signed: true }) })}
            </p>
            <button type="button" className="button button-primary" disabled={pending} onClick={() => void confirm()}>
              {t('console.actions.confirmChange')}
            </button>
          </div>
        ) : (
          <SubmitButton pending={pending}>{t('console.actions.getQuote')}</SubmitButton>
        )}
        <p role="status" className="bulk-done">
          {done ? t('console.actions.changed') : ''}
        </p>
      </form>
    </details>
  );
}

/**
 * A cancellation at the fee staff name (the policy's fee now to begin with), confirmed with the fee
 * before it is made; a flight package's shows the airline's fee and the refund with it (ADR 0062).
 */
function Cancel({ detail, url, onChanged }: ActionProps) {
  const { t, locale } = useConsoleText();
  const { reservation } = detail;
  const [fee, setFee] = useState(majorUnits(reservation.cancellation.fee, reservation.currency));
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [packageQuote, setPackageQuote] = useState<PackageCancellationQuoteView | null>(null);
  const [feeError, setFeeError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const cents = minorUnits(fee, reservation.currency);

  async function review(event: FormEvent) {
    event.preventDefault();
    const valid = cents !== null && Number.isFinite(cents) && cents >= 0 && cents <= reservation.total_price;
    setFeeError(valid ? undefined : 'validation.invalid');
    setPackageQuote(null);
    if (!valid || !reservation.flight_package) return setConfirming(valid);
    setPending(true);
    setError(null);
    try {
      setPackageQuote(await packageCancelQuote(url, cents));
      setConfirming(true);
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }
  async function cancel() {
    setPending(true);
    setError(null);
    try {
      // A package is cancelled at the hotel fee its preview showed (a package already being cancelled keeps the fee it started with).
      const hotelFee = packageQuote ? packageQuote.hotel_fee : (cents ?? 0);
      const body = { cancellation_fee: hotelFee, ...(reason.trim() ? { reason: reason.trim() } : {}) };
      onChanged((await consoleApi<{ data: ConsoleReservationDetail }>(`${url}/cancel`, { method: 'POST', body })).data);
    } catch (caught) {
      setError(caught);
      setConfirming(false);
    } finally {
      setPending(false);
    }
  }

  return (
    <details className="reservation-action">
      <summary>{t('console.actions.cancel')}</summary>
      <form onSubmit={(event) => void review(event)} noValidate>
        <ConsoleError error={error} />
        <p className="field-hint">
          {t('console.actions.policyFee', { amount: formatMoney(reservation.cancellation.fee, reservation.currency, locale) })}
        </p>
        {reservation.flight_package ? <p className="field-hint">{t('console.actions.packageFeeHint')}</p> : null}
        <div className="reservation-action-fields">
          <FormField
            label={t('console.actions.fee', { currency: reservation.currency })}
            type="number"
            name="cancellation_fee"
            min={0}
            inputMode="decimal"
            required
            value={fee}
            error={feeError}
            onChange={(e) => {
              setFee(e.currentTarget.value);
              setConfirming(false);
            }}
          />
          <FormField
            label={t('console.actions.reason')}
            name="reason"
            maxLength={255}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
        </div>
        {confirming && cents !== null ? (
          <div className="alert alert-warning" role="status">
            {packageQuote ? (
              <PackageCancelPreview number={reservation.reservation_number} quote={packageQuote} />
            ) : (
              <p>
                {t('console.actions.cancelConfirm', {
                  number: reservation.reservation_number,
                  fee: formatMoney(cents, reservation.currency, locale),
                })}
              </p>
            )}
            <div className="actions">
              <button type="button" className="button button-danger" disabled={pending} onClick={() => void cancel()}>
                {t('console.actions.confirmCancel')}
              </button>
              <button type="button" className="button" onClick={() => setConfirming(false)}>
                {t('console.actions.keep')}
              </button>
            </div>
          </div>
        ) : (
          <SubmitButton pending={pending}>
            {reservation.flight_package ? t('console.actions.reviewPackageCancel') : t('console.actions.reviewCancel')}
          </SubmitButton>
        )}
      </form>
    </details>
  );
}

/** A payment link for an amount (what is left to pay at the hotel, to begin with), mailed to the guest when asked. */
function PaymentLink({ detail, url, hotel }: ActionProps & { hotel: Hotel }) {
  const { t } = useConsoleText();
  const { reservation } = detail;
  const [amount, setAmount] = useState(reservation.due_at_hotel > 0 ? majorUnits(reservation.due_at_hotel, hotel.currency) : '');
  const [description, setDescription] = useState(t('console.actions.linkFor', { number: reservation.reservation_number }));
  const [mailIt, setMailIt] = useState(true);
  const [fieldErrors, setFieldErrors] = useState<{ amount?: string; description?: string }>({});
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [made, setMade] = useState<{ number: string; url: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const cents = minorUnits(amount, hotel.currency);
    const problems = {
      ...(cents === null || !Number.isFinite(cents) || cents <= 0 ? { amount: 'validation.invalid' } : {}),
      ...(description.trim() === '' ? { description: 'validation.required' } : {}),
    };
    setFieldErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setPending(true);
    setError(null);
    setMade(null);
    try {
      const body = { amount: cents, description: description.trim(), send_to_guest: mailIt };
      const answer = await consoleApi<{ data: { payment_link: { number: string; url: string } } }>(`${url}/payment_links`, {
        method: 'POST',
        body,
      });
      setMade(answer.data.payment_link);
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  return (
    <details className="reservation-action">
      <summary>{t('console.actions.paymentLink')}</summary>
      <form onSubmit={submit} noValidate>
        <ConsoleError error={error} />
        <div className="reservation-action-fields">
          <FormField
            label={t('console.actions.amount', { currency: hotel.currency })}
            type="number"
            name="amount"
            min={0}
            inputMode="decimal"
            required
            value={amount}
            error={fieldErrors.amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
          />
          <FormField
            label={t('console.actions.description')}
            name="description"
            required
            maxLength={200}
            value={description}
            error={fieldErrors.description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
        </div>
        <label className="reservation-check">
          <input type="checkbox" checked={mailIt} onChange={(e) => setMailIt(e.currentTarget.checked)} />
          {t('console.actions.mailLink', { email: reservation.guest.email })}
        </label>
        <SubmitButton pending={pending}>{t('console.actions.createLink')}</SubmitButton>
        <p role="status" className="reservation-link-made">
          {made ? (
            <>
              {t('console.actions.linkMade', { number: made.number })}{' '}
              <a href={made.url} dir="ltr">
                {made.url}
              </a>
            </>
          ) : null}
        </p>
      </form>
    </details>
  );
}

/** What the front desk may do with a reservation: change its dates, cancel it, mail the guest again, ask for a payment. */
export function ReservationActions({ hotel, ...props }: ActionProps & { hotel: Hotel }) {
  const { t } = useConsoleText();
  const { reservation } = props.detail;
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [resent, setResent] = useState(false);
  const live = reservation.status === 'done';

  async function resend() {
    setPending(true);
    setError(null);
    setResent(false);
    try {
      props.onChanged((await consoleApi<{ data: ConsoleReservationDetail }>(`${props.url}/resend_mail`, { method: 'POST' })).data);
      setResent(true);
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="console-card reservation-actions" aria-labelledby="actions-heading">
      <h2 id="actions-heading">{t('console.actions.heading')}</h2>
      {live ? <ChangeDates {...props} /> : null}
      {live ? <Cancel {...props} /> : null}
      {live ? <PaymentLink hotel={hotel} {...props} /> : null}
      <div className="reservation-action">
        <ConsoleError error={error} />
        <button
          type="button"
          className="button"
          disabled={pending || reservation.status === 'payment_pending'}
          onClick={() => void resend()}
        >
          {reservation.status === 'cancelled' ? t('console.actions.resendCancellation') : t('console.actions.resend')}
        </button>
        <p role="status" className="bulk-done">
          {resent ? t('console.actions.resent', { email: reservation.guest.email }) : ''}
        </p>
      </div>
    </section>
  );
}
