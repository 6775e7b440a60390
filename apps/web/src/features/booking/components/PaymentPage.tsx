import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, Navigate, useNavigate } from 'react-router';
import { cardCharge, isCardPayment, paysOnlineByCard } from '@yado/domain/payments';
import { writeParty } from '@yado/domain/search-criteria';
import type { BookingPriceChanged, ExchangeRateUpdated } from '@yado/domain/wire/errors';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { ApiError } from '../../../lib/api-client';
import { priceFor, useBookingDraft, type BookingDraft } from '../../../lib/booking-draft';
import { exchangeRateKey, type ExchangeRate } from '../../../lib/display-currency';
import { extrasTotal } from '../../../lib/extras';
import { formatMoney } from '../../../lib/format';
import { keepReservationCredentials } from '../../../lib/address-tokens';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { isAgencyMode } from '../../../lib/agency-mode';
import { createReservation } from '../api/create-reservation';
import { bookingRequest } from '../booking-request';
import { completePurchase } from '../purchase';
import { useCardPayment, type CardPayment } from '../use-card-payment';
import { usePaymentCurrency } from '../use-payment-currency';
import { usePaymentTypes } from '../use-payment-types';
import { Spinner } from '../../../components/Spinner';
import { reservationQuery } from '../api/get-reservation';
import { BookingSummary } from './BookingSummary';
import { DepositLines } from './DepositLines';
import { HeldPrice } from './HeldPrice';
import { PaymentCurrencyChoice } from './PaymentCurrencyChoice';
import { usePreview } from '../../../lib/preview';
import { PaymentMethods } from './PaymentMethods';
import { NoDraft } from './NoDraft';
import { OverlapWarning } from './OverlapWarning';
import { Steps } from './Steps';
import { StayExtras } from './StayExtras';
import { PointsToSpend, useSpendablePoints } from './PointsToSpend';
import { CouponField, useCoupon } from './CouponField';
import { pointWorth } from '@yado/domain/points';
import { voucherDiscount } from '@yado/domain/vouchers';
import { ERROR_CODES } from '../../../lib/error-codes';
import { useHeadingFocus } from '../../../lib/use-heading-focus';
import { usePolicyAsShown } from '../../../lib/use-policy-as-shown';
import { PolicyChanged } from '../../../components/PolicyChanged';

/** Errors after which this booking cannot go on: the fail page explains and leads back to search. */
const FATAL: ReadonlySet<ApiError['code']> = new Set([
  ERROR_CODES.sold_out,
  ERROR_CODES.plan_unavailable,
  ERROR_CODES.minimum_stay,
  ERROR_CODES.payment_method_not_accepted,
  ERROR_CODES.reservable_period,
]);

/** Errors this page answers itself, asking the guest to confirm again: they show no error message of their own. */
const ASKED_AGAIN: ReadonlySet<ApiError['code']> = new Set([ERROR_CODES.price_changed, ERROR_CODES.cancellation_policy_changed]);

/** reservation/payment: the payment method, the price once more, and the booking itself. */
export function PaymentPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { code, locale, settings } = useWidget();
  const { draft, update } = useBookingDraft();
  const [priceAccepted, setPriceAccepted] = useState(false);
  const [changedPrice, setChangedPrice] = useState<BookingDraft['price'] | null>(null);
  const [rateChanged, setRateChanged] = useState(false);
  const headingRef = useHeadingFocus();

  const gateway = settings.payment_gateway_setting;
  const { ready: paymentTypesReady, types: paymentTypes } = usePaymentTypes(draft);
  const paymentType = draft?.paymentType && paymentTypes.includes(draft.paymentType) ? draft.paymentType : (paymentTypes[0] ?? 'on_site');
  const payIn = usePaymentCurrency(paymentType, gateway.accepted_card_brands);
  const card = useCardPayment({ enabled: isCardPayment(paymentType), acceptedBrands: payIn.acceptedBrands, paymentType });
  const points = useSpendablePoints(draft?.price.currency ?? '');
  // Points apply only while the member may spend them here; what they cover is not paid in money.
  const spendingPoints = points ? (draft?.spendingPoints ?? 0) : 0;
  const pointDiscount = pointWorth(spendingPoints, draft?.price.currency ?? 'JPY');
  const coupon = useCoupon(draft);
  // A coupon goes with the booking only once the hotel has said it applies.
  const couponCode = coupon.terms ? draft?.couponCode : undefined;
  // A voucher pays what it can of the rooms the coupon leaves, before points (ADR 0046).
  const voucherOn = (roomsTotal: number) => (draft?.voucher ? voucherDiscount(draft.voucher.pays, roomsTotal - coupon.discount) : 0);

  const policy = usePolicyAsShown(draft && { policyId: draft.cancellationPolicyId, checkin: draft.checkin }, (policyId) =>
    update({ cancellationPolicyId: policyId }),
  );

  const booking = useMutation({
    mutationFn: ({ current, cardPayment, exchange }: { current: BookingDraft; cardPayment?: CardPayment; exchange: ExchangeRate | null }) =>
      createReservation(
        code,
        { ...bookingRequest(current, locale, paymentType, cardPayment, exchange), cancellation_policy_terms: policy.terms },
        current.idempotencyKey,
      ),
    onSuccess: (created, { current }) => {
      const credentials = { email: current.guest?.email as string, bypass_token: created.bypass_token };
      // The pages that follow find them kept for this tab: they never go in an address.
      keepReservationCredentials(created.reservation_number, credentials);
      queryClient.setQueryData(reservationQuery(created.reservation_number, credentials, i18n.language).queryKey, created.reservation);
      if (created.reservation.status === 'payment_pending') {
        // 3-D Secure: the guest confirms with their bank; the booking is theirs once it passes.
        navigate(widgetHref(`/reservation/payment-pending/${created.reservation_number}`, code));
        return;
      }
      completePurchase(created.reservation, code);
      // A lottery winner's booking ends where the lottery flow does (§2: then a complete step).
      if (current.lotteryEntryNumber) navigate(widgetHref(`/room-lottery/complete/${current.lotteryEntryNumber}`, code));
      else navigate(widgetHref(`/reservation/confirmation/${created.reservation_number}`, code));
    },
    onError: (error, { current }) => {
      if (!(error instanceof ApiError)) return;
      if (error.code === ERROR_CODES.price_changed) {
        const quoted = error.payloads as Partial<BookingPriceChanged>;
        if (quoted.total_price) {
          setChangedPrice({
            // The draft keeps the rooms' price; the extras are priced beside it.
            total: quoted.total_price.cents - (quoted.extras_price ?? 0),
            currency: quoted.total_price.currency_iso,
            withoutTax: quoted.total_price_without_tax ?? current.price.withoutTax,
            tax: quoted.tax ?? current.price.tax,
            nights: quoted.nights ?? current.price.nights,
          });
        }
        setPriceAccepted(false);
      } else if (error.code === ERROR_CODES.cancellation_policy_changed) {
        policy.onChanged(error.payloads);
      } else if (error.code === ERROR_CODES.exchange_rate_updated) {
        // The rate moved since the guest saw it: show the amount at the new one and ask again.
        const { exchange_rate: newer } = error.payloads as Partial<ExchangeRateUpdated>;
        const key = exchangeRateKey(code, payIn.exchange?.currency ?? '');
        if (newer) queryClient.setQueryData<ExchangeRate | null>(key, (old) => (old ? { ...old, ...newer } : old));
        setRateChanged(true);
        setPriceAccepted(false);
      } else if (FATAL.has(error.code)) {
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

  const preview = usePreview();
  if (!draft) return <NoDraft />;
  if (!draft.guest) return <Navigate to={widgetHref('/reservation/guest-detail', code)} replace />;

  async function confirm() {
    if (!draft || booking.isPending || preview.active) return;
    let cardPayment: CardPayment | undefined;
    const price = changedPrice ?? priceFor(draft, paysOnlineByCard(paymentType));
    if (isCardPayment(paymentType)) {
      const amount = cardCharge(
        paymentType,
        price.total + extrasTotal(draft.extras) - coupon.discount - voucherOn(price.total) - pointDiscount,
        draft.depositPercentage ?? null,
      ).amount;
      const charged = payIn.charged(amount, price.currency);
      const prepared = await card.prepare({ checkout: draft.checkout, amount: charged.cents, currency: charged.currency });
      if (!prepared) return;
      cardPayment = prepared;
    }
    if (changedPrice !== null) {
      // The guest ticked the box for the new price: book at that price.
      // The hotel's price is for the way the guest pays now: a card offer is in it already.
      const accepted = { ...draft, price: changedPrice, cardOffer: null, spendingPoints, couponCode };
      update({ price: changedPrice, cardOffer: null });
      setChangedPrice(null);
      booking.mutate({ current: accepted, cardPayment, exchange: payIn.exchange });
    } else booking.mutate({ current: { ...draft, spendingPoints, couponCode }, cardPayment, exchange: payIn.exchange });
    setRateChanged(false);
    policy.settle();
  }

  const needsConfirmation = ((changedPrice !== null || rateChanged) && !priceAccepted) || policy.needsAcceptance;
  // Paying online by card, the hotel's card offer takes its part (ADR 0047); at the hotel the full price is paid.
  const cardOffer = paysOnlineByCard(paymentType) && changedPrice === null ? (draft.cardOffer ?? null) : null;
  const shownPrice = changedPrice ?? priceFor(draft, cardOffer !== null);
  const total = shownPrice.total + extrasTotal(draft.extras);
  // What money pays once points have taken their part (§5: none of it by card when that is nothing).
  const voucherPays = voucherOn(shownPrice.total);
  const payable = total - coupon.discount - voucherPays - pointDiscount;
  const nothingForCard = payable === 0 && isCardPayment(paymentType);
  // What the card is charged now, in the currency it pays in.
  const charged = isCardPayment(paymentType)
    ? payIn.charged(cardCharge(paymentType, payable, draft.depositPercentage ?? null).amount, shownPrice.currency)
    : null;
  return (
    <div className="booking-layout">
      <div className="booking-main">
        <Steps current="payment" />
        <h1 ref={headingRef} tabIndex={-1}>
          {t('payment.title')}
        </h1>
        <OverlapWarning checkin={draft.checkin} checkout={draft.checkout} />
        <StayExtras draft={draft} onChange={(extras) => update({ extras })} />
        {/* §3 coupon_active: a hotel that takes no coupons shows no field for one. */}
        {settings.init_settings.coupon_active ? (
          <CouponField draft={draft} coupon={coupon} onApply={(code) => update({ couponCode: code })} />
        ) : null}
        {points ? (
          <PointsToSpend
            summary={points}
            price={{ total: total - coupon.discount - voucherPays, currency: shownPrice.currency }}
            roomPriceWithoutTax={shownPrice.withoutTax}
            spent={spendingPoints}
            onSpend={(spent) => update({ spendingPoints: spent })}
          />
        ) : null}
        <section className="panel">
          <HeldPrice draft={draft} />
          {paymentTypesReady ? null : <Spinner label={t('common.loading')} />}
          <PaymentMethods
            types={paymentTypesReady ? paymentTypes : []}
            chosen={paymentType}
            onChoose={(type) => update({ paymentType: type })}
            card={{
              ref: card.fields,
              url: gateway.card_fields_url,
              acceptedBrands: payIn.acceptedBrands,
              onSubmit: () => void confirm(),
              ...card.entry,
            }}
            amounts={{
              total: payable,
              currency: shownPrice.currency,
              depositPercentage: draft.depositPercentage ?? null,
              chargedInGuestCurrency: charged && payIn.exchange ? charged : null,
            }}
          />
          {card.problem ? (
            <div className="alert alert-error" role="alert">
              {t(`errors.${card.problem}`)}
            </div>
          ) : null}
          {booking.isError && !(booking.error instanceof ApiError && ASKED_AGAIN.has(booking.error.code)) ? (
            <>
              <ErrorMessage error={booking.error} />
              {booking.error instanceof ApiError && booking.error.status === 422 ? (
                <p>
                  <Link to={widgetHref('/reservation/guest-detail', code)}>{t('payment.edit_details')}</Link>
                </p>
              ) : null}
            </>
          ) : null}
          {policy.changed ? <PolicyChanged policy={policy.changed} accepted={policy.accepted} onAccept={policy.setAccepted} /> : null}
          {changedPrice !== null || rateChanged ? (
            <div className="alert alert-warning" role="alert">
              {changedPrice !== null ? (
                <>
                  <p>{t('errors.PRICE_CHANGED')}</p>
                  <p>
                    {t('payment.price_was_now', {
                      before: formatMoney(
                        priceFor(draft, paysOnlineByCard(paymentType)).total + extrasTotal(draft.extras),
                        draft.price.currency,
                        i18n.language,
                      ),
                      now: formatMoney(total, changedPrice.currency, i18n.language),
                    })}
                  </p>
                </>
              ) : (
                <p>{t('errors.EXCHANGE_RATE_UPDATED')}</p>
              )}
              <div className="checkbox-field">
                <input id="accept-price" type="checkbox" checked={priceAccepted} onChange={(e) => setPriceAccepted(e.target.checked)} />
                <label htmlFor="accept-price">{t('payment.accept_new_price')}</label>
              </div>
            </div>
          ) : null}
          <PaymentCurrencyChoice
            payIn={payIn}
            amount={
              isCardPayment(paymentType)
                ? { cents: cardCharge(paymentType, payable, draft.depositPercentage ?? null).amount, currency: shownPrice.currency }
                : null
            }
          />
          {cardOffer ? (
            <p className="total-line card-offer-line" role="status">
              {t('payment.card_offer_line', { name: cardOffer.name })}:{' '}
              <strong>{formatMoney(cardOffer.total - draft.price.total, draft.price.currency, i18n.language)}</strong>
            </p>
          ) : null}
          <p className="total-line">
            {t('price.total')}: <strong>{formatMoney(total, draft.price.currency, i18n.language)}</strong>
          </p>
          {coupon.discount > 0 ? (
            <p className="total-line">
              {t('payment.coupon_line')}: <strong>{formatMoney(-coupon.discount, draft.price.currency, i18n.language)}</strong>
            </p>
          ) : null}
          {draft.voucher && voucherPays > 0 ? (
            <p className="total-line">
              {t('payment.voucher_line', { number: draft.voucher.number })}:{' '}
              <strong>{formatMoney(-voucherPays, draft.price.currency, i18n.language)}</strong>
            </p>
          ) : null}
          {pointDiscount > 0 ? (
            <p className="total-line">
              {t('payment.points_line')}: <strong>{formatMoney(-pointDiscount, draft.price.currency, i18n.language)}</strong>
            </p>
          ) : null}
          {payable !== total ? (
            <p className="total-line">
              {t('payment.to_pay')}: <strong>{formatMoney(payable, draft.price.currency, i18n.language)}</strong>
            </p>
          ) : null}
          {nothingForCard ? (
            <p className="alert alert-info" role="status">
              {t('errors.NOTHING_TO_PAY_BY_CARD')}
            </p>
          ) : null}
          {charged && payIn.exchange ? (
            <p className="total-line charged-line">
              {t('payment.charged_now', { amount: formatMoney(charged.cents, charged.currency, i18n.language) })}
            </p>
          ) : null}
          {paymentType === 'credit_card_deposit' && draft.depositPercentage ? (
            <DepositLines total={payable} currency={draft.price.currency} percentage={draft.depositPercentage} />
          ) : null}
          {preview.active ? <p className="alert alert-info">{t('preview.no_booking')}</p> : null}
          <div className="actions">
            <Link className="button" to={widgetHref(isAgencyMode() ? '/reservation/review' : '/reservation/guest-detail', code)}>
              {t('common.back')}
            </Link>
            <button
              type="button"
              className="button button-primary button-large"
              disabled={booking.isPending || needsConfirmation || preview.active || !paymentTypesReady || !policy.known || nothingForCard}
              onClick={() => void confirm()}
            >
              {booking.isPending ? t('payment.booking') : t('payment.confirm')}
            </button>
          </div>
        </section>
      </div>
      <BookingSummary
        draft={changedPrice ? { ...draft, price: changedPrice } : draft}
        showPolicy
        discounts={{
          coupon: coupon.discount > 0 && draft.couponCode ? { code: draft.couponCode, amount: coupon.discount } : null,
          voucher: draft.voucher && voucherPays > 0 ? { number: draft.voucher.number, amount: voucherPays } : null,
          points: pointDiscount > 0 ? { count: spendingPoints, amount: pointDiscount } : null,
        }}
      />
    </div>
  );
}
