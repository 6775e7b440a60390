import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import type { ReservationRequest } from '@yado/domain/booking';
import type { Locale } from '@yado/domain/locales';
import { writeParty } from '@yado/domain/search-criteria';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { ApiError } from '../../../lib/api-client';
import { saveDraft, useBookingDraft, type BookingDraft } from '../../../lib/booking-draft';
import { formatMoney } from '../../../lib/format';
import { trackEvent } from '../../../lib/analytics';
import { currentDelivery } from '../../../lib/host-bridge';
import { currentMarketing } from '../../../lib/marketing';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { createReservation } from '../api/create-reservation';
import { reservationQuery } from '../api/get-reservation';
import { BookingSummary } from './BookingSummary';
import { NoDraft } from './NoDraft';
import { Steps } from './Steps';

/** Errors after which this booking cannot go on: the fail page explains and leads back to search. */
const FATAL = new Set(['SOLD_OUT', 'PLAN_UNAVAILABLE', 'MINIMUM_STAY', 'PAYMENT_METHOD_NOT_ACCEPTED', 1903]);

function requestFrom(draft: BookingDraft, locale: Locale, paymentType: string): ReservationRequest {
  const guest = draft.guest as Record<string, string> & { rooms: Array<{ first_name: string; last_name: string }> };
  return {
    checkin_date: draft.checkin,
    checkout_date: draft.checkout,
    locale,
    rooms: draft.rooms.map((party, i) => ({
      room_type_code: draft.roomTypeCode,
      room_plan_code: draft.roomPlanCode,
      adults: party.adults,
      children: party.children,
      kids_ages: party.kids_ages,
      kids_tiers: party.kids_tiers,
      first_name: guest.rooms[i]?.first_name ?? '',
      last_name: guest.rooms[i]?.last_name ?? '',
    })),
    guest: {
      first_name: guest.first_name ?? '',
      last_name: guest.last_name ?? '',
      first_name_kana: guest.first_name_kana,
      last_name_kana: guest.last_name_kana,
      email: guest.email ?? '',
      phone: guest.phone ?? '',
      postal_code: guest.postal_code,
      prefecture_or_state: guest.prefecture_or_state,
      street_address: guest.street_address,
      building_name_and_number: guest.building_name_and_number,
    },
    special_request: guest.special_request,
    payment: { type: paymentType as ReservationRequest['payment']['type'] },
    total_price: { cents: draft.price.total, currency_iso: draft.price.currency },
    booking_method: currentDelivery().chatbot ? 'chatbot' : 'booking_widget',
    marketing: currentMarketing(),
  };
}

/** reservation/payment: the payment method, the price once more, and the booking itself. */
export function PaymentPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { code, locale, settings } = useWidget();
  const { draft, update } = useBookingDraft();
  const [priceAccepted, setPriceAccepted] = useState(false);
  const [changedPrice, setChangedPrice] = useState<BookingDraft['price'] | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const paymentTypes = settings.payment_options;
  const paymentType = draft?.paymentType ?? paymentTypes[0] ?? 'on_site';

  const booking = useMutation({
    mutationFn: (current: BookingDraft) => createReservation(code, requestFrom(current, locale, paymentType), current.idempotencyKey),
    onSuccess: (created, current) => {
      const credentials = { email: current.guest?.email as string, bypass_token: created.bypass_token };
      queryClient.setQueryData(reservationQuery(created.reservation_number, credentials, i18n.language).queryKey, created.reservation);
      saveDraft(null);
      trackEvent('purchase', {
        transaction_id: created.reservation_number,
        value: current.price.total,
        currency: current.price.currency,
        hotel_code: code,
      });
      navigate(widgetHref(`/reservation/confirmation/${created.reservation_number}`, code, credentials));
    },
    onError: (error, current) => {
      if (!(error instanceof ApiError)) return;
      if (error.code === 'PRICE_CHANGED') {
        const quoted = error.payloads as {
          total_price?: { cents: number; currency_iso: string };
          total_price_without_tax?: number;
          tax?: number;
          nights?: BookingDraft['price']['nights'];
        };
        if (quoted.total_price) {
          setChangedPrice({
            total: quoted.total_price.cents,
            currency: quoted.total_price.currency_iso,
            withoutTax: quoted.total_price_without_tax ?? current.price.withoutTax,
            tax: quoted.tax ?? current.price.tax,
            nights: quoted.nights ?? current.price.nights,
          });
        }
        setPriceAccepted(false);
      } else if (FATAL.has(error.code as string)) {
        const values = Object.fromEntries(
          Object.entries(error.payloads).filter(([, v]) => typeof v === 'number' || typeof v === 'string'),
        ) as Record<string, string | number>;
        navigate(
          widgetHref('/reservation/fail', code, {
            ...values,
            error_code: String(error.code),
            error: error.message,
            checkin: current.checkin,
            checkout: current.checkout,
            ...Object.fromEntries(writeParty(new URLSearchParams(), current.rooms)),
          }),
        );
      }
    },
  });

  if (!draft) return <NoDraft />;
  if (!draft.guest) return <Navigate to={widgetHref('/reservation/guest-detail', code)} replace />;

  function confirm() {
    if (!draft) return;
    if (changedPrice !== null) {
      // The guest ticked the box for the new price: book at that price.
      const accepted = { ...draft, price: changedPrice };
      update({ price: changedPrice });
      setChangedPrice(null);
      booking.mutate(accepted);
    } else booking.mutate(draft);
  }

  const needsPriceConfirmation = changedPrice !== null && !priceAccepted;
  return (
    <div className="booking-layout">
      <div className="booking-main">
        <Steps current="payment" />
        <h1 ref={headingRef} tabIndex={-1}>
          {t('payment.title')}
        </h1>
        <section className="panel">
          <fieldset className="payment-methods">
            <legend>{t('payment.method')}</legend>
            {paymentTypes.map((type) => (
              <label key={type} className="radio-card">
                <input
                  type="radio"
                  name="payment"
                  value={type}
                  checked={paymentType === type}
                  onChange={() => update({ paymentType: type })}
                />
                <span>
                  <strong>{t(`payment.types.${type}`)}</strong>
                  <br />
                  <span className="field-hint">{t(`payment.descriptions.${type}`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {booking.isError && !(booking.error instanceof ApiError && booking.error.code === 'PRICE_CHANGED') ? (
            <>
              <ErrorMessage error={booking.error} />
              {booking.error instanceof ApiError && booking.error.status === 422 ? (
                <p>
                  <Link to={widgetHref('/reservation/guest-detail', code)}>{t('payment.edit_details')}</Link>
                </p>
              ) : null}
            </>
          ) : null}
          {changedPrice !== null ? (
            <div className="alert alert-warning" role="alert">
              <p>{t('errors.PRICE_CHANGED')}</p>
              <p>
                {t('payment.price_was_now', {
                  before: formatMoney(draft.price.total, draft.price.currency, i18n.language),
                  now: formatMoney(changedPrice.total, changedPrice.currency, i18n.language),
                })}
              </p>
              <div className="checkbox-field">
                <input id="accept-price" type="checkbox" checked={priceAccepted} onChange={(e) => setPriceAccepted(e.target.checked)} />
                <label htmlFor="accept-price">{t('payment.accept_new_price')}</label>
              </div>
            </div>
          ) : null}
          <p className="total-line">
            {t('price.total')}: <strong>{formatMoney((changedPrice ?? draft.price).total, draft.price.currency, i18n.language)}</strong>
          </p>
          <div className="actions">
            <Link className="button" to={widgetHref('/reservation/guest-detail', code)}>
              {t('common.back')}
            </Link>
            <button
              type="button"
              className="button button-primary button-large"
              disabled={booking.isPending || needsPriceConfirmation}
              onClick={confirm}
            >
              {booking.isPending ? t('payment.booking') : t('payment.confirm')}
            </button>
          </div>
        </section>
      </div>
      <BookingSummary draft={changedPrice ? { ...draft, price: changedPrice } : draft} showPolicy />
    </div>
  );
}
