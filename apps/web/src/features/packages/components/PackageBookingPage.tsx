import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ERRORS } from '@yado/domain/errors';
import { cardPaymentProblem } from '@yado/domain/payments';
import { packageLocaleProblem } from '@yado/domain/packages/rules';
import type { GuestFields } from '@yado/domain/validation';
import { CardFields, type CardFieldsHandle } from '../../../components/CardFields';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { FormField } from '../../../components/FormField';
import { BookerNameFields, ContactFields, RoomGuestFields, SpecialRequestField } from '../../../components/GuestFields';
import { keepReservationCredentials } from '../../../lib/address-tokens';
import { ApiError } from '../../../lib/api-client';
import { countFieldErrors, errorAt } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useMemberSession } from '../../../lib/member-session';
import { memberGuest } from '../../../lib/member-guest';
import { useHeadingFocus } from '../../../lib/use-heading-focus';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { bookPackage, packageViewQuery } from '../api';
import { emptyPackageGuest, packageBookingBody, packageGuestSchema, type PackageGuestForm } from '../package-booking';
import { readPackageDraft, savePackageDraft, type PackageDraft } from '../package-draft';
import { packageSearchParams } from '../package-search';
import { afterPackageBooked } from '../package-progress';
import { passengerTypes } from '../passengers';
import { JapaneseOnly } from './JapaneseOnly';
import { PackageSummary } from './PackageSummary';
import { PassengerFields } from './PassengerFields';
import '../packages.css';
import { TermsCheckbox } from '../../../components/TermsCheckbox';
import { PolicyChanged } from '../../../components/PolicyChanged';
import { usePolicyAsShown } from '../../../lib/use-policy-as-shown';

/** Answers after which the package as chosen cannot be booked: the guest goes back to the results to choose again. */
const CHOOSE_AGAIN = new Set<unknown>([
  ERRORS.flight_sold_out.code,
  ERRORS.package_flights_off_stay.code,
  ERRORS.sold_out.code,
  ERRORS.plan_unavailable.code,
]);

/** reservation/package: the booker, the staying guests, every traveller by name and the card, then the package booked at once. */
export function PackageBookingPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { code, locale, settings } = useWidget();
  const [draft, setDraft] = useState<PackageDraft | null>(readPackageDraft);
  const [newTotal, setNewTotal] = useState<PackageDraft['total'] | null>(null);
  const [totalAccepted, setTotalAccepted] = useState(false);
  const [cardProblem, setCardProblem] = useState<string | null>(null);
  const card = useRef<CardFieldsHandle>(null);
  const headingRef = useHeadingFocus();
  const member = useMemberSession().session?.user;
  const roomCount = draft?.party.length ?? 1;
  const types = useMemo(() => (draft ? passengerTypes(draft.travellers) : []), [draft]);
  const addressRequired = settings.init_settings.customer_address_required;
  const schema = useMemo(
    () => packageGuestSchema({ locale, addressRequired, roomCount, passengerCount: types.length }),
    [locale, addressRequired, roomCount, types.length],
  );
  const [defaultValues] = useState<PackageGuestForm>(() => ({
    ...emptyPackageGuest(roomCount, types.length),
    ...memberGuest(member, locale),
    ...(draft?.form as Partial<PackageGuestForm> | undefined),
  }));
  const { register, handleSubmit, subscribe, formState } = useForm<PackageGuestForm>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  });
  // What is typed is kept with the package, so an error, a reload or a new search keeps it.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          const current = readPackageDraft();
          if (current) savePackageDraft({ ...current, form: values as Record<string, unknown> });
        },
      }),
    [subscribe],
  );

  // The hotel's policy for the stay, whose terms the booking names (ADR 0080); a draft kept from before named none.
  const policy = usePolicyAsShown(
    draft?.plan.cancellation_policy_id === undefined
      ? null
      : { policyId: draft.plan.cancellation_policy_id, checkin: draft.search.checkin },
    (policyId) => {
      const current = readPackageDraft();
      if (!current) return;
      const following = { ...current, plan: { ...current.plan, cancellation_policy_id: policyId } };
      savePackageDraft(following);
      setDraft(following);
    },
  );

  const booking = useMutation({
    mutationFn: ({ body, key }: { body: Parameters<typeof bookPackage>[1]; key: string }) => bookPackage(code, body, key),
    onSuccess: (booked, { body }) => {
      const credentials = { email: body.guest.email, bypass_token: booked.bypass_token };
      keepReservationCredentials(booked.reservation_number, credentials);
      queryClient.setQueryData(packageViewQuery(booked.reservation_number, credentials, i18n.language).queryKey, booked.package);
      // The bank asks for a challenge: the stay's own 3-D Secure step, the draft kept in case the card fails it.
      // Only a booked stay is a confirmation: one given up already is told so there, the draft kept to try again.
      if (afterPackageBooked(booked.reservation.status) === 'payment-pending') {
        navigate(widgetHref(`/reservation/payment-pending/${booked.reservation_number}`, code));
        return;
      }
      savePackageDraft(null);
      navigate(widgetHref(`/reservation/confirmation/${booked.reservation_number}`, code));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === ERRORS.cancellation_policy_changed.code) policy.onChanged(error.payloads);
      if (!(error instanceof ApiError) || error.code !== ERRORS.price_changed.code) return;
      const quoted = error.payloads.total_price as { cents?: number; currency_iso?: string } | undefined;
      if (quoted?.cents !== undefined && quoted.currency_iso) setNewTotal({ cents: quoted.cents, currency: quoted.currency_iso });
      setTotalAccepted(false);
    },
  });

  if (packageLocaleProblem(locale)) return <JapaneseOnly />;
  if (!draft)
    return (
      <section className="panel">
        <h1>{t('booking.no_draft')}</h1>
        <p>
          <Link to={widgetHref('/booking/result', code, { dynamic_package: 'wbf' })}>{t('package.back_to_results')}</Link>
        </p>
      </section>
    );

  const resultsHref = widgetHref('/booking/result', code, Object.fromEntries(packageSearchParams(draft.search)));
  const total = newTotal ?? draft.total;
  const err = (path: string) => errorAt(formState.errors as FieldErrors<FieldValues>, path);
  const fieldsRegister = register as unknown as UseFormRegister<GuestFields>;
  const errorCount = countFieldErrors(formState.errors);
  const needsAcceptance = (newTotal !== null && !totalAccepted) || policy.needsAcceptance;
  const failure = booking.error;
  // A changed price or policy is said in its own warning, with its own tick box.
  const answeredBeside =
    failure instanceof ApiError && (failure.code === ERRORS.price_changed.code || failure.code === ERRORS.cancellation_policy_changed.code);
  const chooseAgain = booking.error instanceof ApiError && CHOOSE_AGAIN.has(booking.error.code);

  async function bookWith(values: PackageGuestForm) {
    if (booking.isPending || needsAcceptance || !policy.known || !draft) return;
    setCardProblem(null);
    const token = await card.current?.tokenize().catch(() => null);
    if (!token) return;
    const broken = cardPaymentProblem(token, {
      checkout: draft.search.checkout,
      amount: total.cents,
      currency: total.currency,
      acceptedBrands: settings.payment_gateway_setting.accepted_card_brands,
    });
    if (broken) {
      setCardProblem(String(ERRORS[broken].code));
      return;
    }
    if (newTotal) {
      const accepted = { ...draft, total: newTotal };
      savePackageDraft({ ...accepted, form: values });
      setDraft(accepted);
      setNewTotal(null);
    }
    booking.mutate({
      body: packageBookingBody(draft, values, token.token, locale, total, policy.terms),
      key: draft.idempotencyKey,
    });
    policy.settle();
  }
  // Read on submit, not while drawing: the card fields are asked for a token then.
  const submit = (event?: FormEvent) =>
    // The first field with a problem, in the order the page shows them, takes the focus.
    handleSubmit(bookWith, () =>
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.guest-form [aria-invalid="true"]')?.focus()),
    )(event);

  return (
    <div className="booking-layout">
      <div className="booking-main">
        <h1 ref={headingRef} tabIndex={-1}>
          {t('package.booking_title')}
        </h1>
        <form className="panel guest-form" noValidate onSubmit={(event) => void submit(event)}>
          {errorCount > 0 && formState.isSubmitted ? (
            <p className="alert alert-error" role="alert">
              {t('guest.fix_errors', { count: errorCount })}
            </p>
          ) : null}
          <fieldset>
            <legend>{t('guest.booker')}</legend>
            <p className="field-hint legend-hint">{t('guest.name_hint.ja')}</p>
            <BookerNameFields register={fieldsRegister} err={err} kana />
            <FormField label={t('guest.email')} type="email" required autoComplete="email" error={err('email')} {...register('email')} />
            <FormField
              label={t('guest.email_confirmation')}
              type="email"
              required
              autoComplete="email"
              error={err('email_confirmation')}
              {...register('email_confirmation')}
            />
            <ContactFields register={fieldsRegister} err={err} addressRequired={addressRequired} />
          </fieldset>
          <RoomGuestFields register={fieldsRegister} err={err} roomCount={roomCount} />
          <PassengerFields register={register} err={err} types={types} />
          <fieldset>
            <legend>{t('guest.requests')}</legend>
            <SpecialRequestField register={fieldsRegister} err={err} />
          </fieldset>
          <TermsCheckbox registration={register('terms_accepted')} error={err('terms_accepted')} />
          <fieldset>
            <legend>{t('package.card_title')}</legend>
            <p className="field-hint">{t('package.card_note')}</p>
            <CardFields
              ref={card}
              url={settings.payment_gateway_setting.card_fields_url}
              acceptedBrands={settings.payment_gateway_setting.accepted_card_brands}
              onSubmit={() => void submit()}
            />
            <p className="field-hint">{t('card.secure_note')}</p>
          </fieldset>
          {cardProblem ? (
            <div className="alert alert-error" role="alert">
              {t(`errors.${cardProblem}`)}
            </div>
          ) : null}
          {failure && !answeredBeside ? (
            <>
              <ErrorMessage error={failure} />
              {chooseAgain ? (
                <p>
                  <Link to={resultsHref}>{t('package.choose_again')}</Link>
                </p>
              ) : null}
            </>
          ) : null}
          {newTotal ? (
            <div className="alert alert-warning" role="alert">
              <p>{t('errors.PRICE_CHANGED')}</p>
              <p>
                {t('payment.price_was_now', {
                  before: formatMoney(draft.total.cents, draft.total.currency, i18n.language),
                  now: formatMoney(newTotal.cents, newTotal.currency, i18n.language),
                })}
              </p>
              <div className="checkbox-field">
                <input id="accept-price" type="checkbox" checked={totalAccepted} onChange={(e) => setTotalAccepted(e.target.checked)} />
                <label htmlFor="accept-price">{t('payment.accept_new_price')}</label>
              </div>
            </div>
          ) : null}
          {policy.changed ? <PolicyChanged policy={policy.changed} accepted={policy.accepted} onAccept={policy.setAccepted} /> : null}
          <p className="total-line">
            {t('package.total')}: <strong>{formatMoney(total.cents, total.currency, i18n.language)}</strong>
          </p>
          <div className="actions">
            <Link className="button" to={resultsHref}>
              {t('common.back')}
            </Link>
            <button
              type="submit"
              className="button button-primary button-large"
              disabled={booking.isPending || needsAcceptance || !policy.known}
            >
              {booking.isPending ? t('payment.booking') : t('package.pay')}
            </button>
          </div>
        </form>
      </div>
      <PackageSummary
        draft={draft}
        total={total}
        policy={policy.changed ?? policy.view}
        policyFailure={policy.failure}
        retryPolicy={policy.retry}
      />
    </div>
  );
}
