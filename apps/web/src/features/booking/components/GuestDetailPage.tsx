import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { Navigate, useNavigate } from 'react-router';
import { guestDetailsSchema, nameRuleForLocale, type GuestDetails, type GuestFields } from '@yado/domain/validation';
import { FormField } from '../../../components/FormField';
import { BookerNameFields, ContactFields, RoomGuestFields, SpecialRequestField } from '../../../components/GuestFields';
import { trackEvent } from '../../../lib/analytics';
import { countFieldErrors, errorAt } from '../../../lib/form-errors';
import { readDraft, useBookingDraft } from '../../../lib/booking-draft';
import { keepDraftOnServer } from '../../../lib/temporary-storage';
import { useMemberSession } from '../../../lib/member-session';
import { emptyGuest, fittedRooms, memberGuest } from '../../../lib/member-guest';
import { followsBooker, stayingGuestFromBooker } from '../../../lib/staying-guest';
import { familyNameFirst } from '@yado/domain/person-name';
import { useCorporateSession } from '../../../lib/corporate-session';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { isAgencyMode } from '../../../lib/agency-mode';
import { BookingSummary } from './BookingSummary';
import { NoDraft } from './NoDraft';
import { Steps } from './Steps';
import { QuestionFields } from './QuestionFields';
import { useBookingQuestions } from '../use-booking-questions';
import { useHeadingFocus } from '../../../lib/use-heading-focus';
import { TermsCheckbox } from '../../../components/TermsCheckbox';

type Form = GuestDetails;

/** The fields in the order the form shows them (names as the language writes them): the first wrong one takes the focus. */
const fieldOrder = (locale: string): Array<keyof Form> => [
  ...(familyNameFirst(locale) ? (['last_name', 'first_name'] as const) : (['first_name', 'last_name'] as const)),
  'last_name_kana',
  'first_name_kana',
  'email',
  'email_confirmation',
  'phone',
  'postal_code',
  'prefecture_or_state',
  'street_address',
  'building_name_and_number',
  'rooms',
  'special_request',
  'terms_accepted',
];

/** reservation/guest-detail: the booker and the staying guests, checked by the §5 rules as they are typed. */
export function GuestDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { code, locale, settings } = useWidget();
  const { draft, update } = useBookingDraft();
  const hotelQuestions = useBookingQuestions(draft, update);
  const member = useMemberSession().session?.user;
  const organization = useCorporateSession()?.user.organization;
  const roomCount = draft?.rooms.length ?? 1;
  const addressRequired = settings.init_settings.customer_address_required;
  const schema = useMemo(() => guestDetailsSchema({ locale, addressRequired, roomCount }), [locale, addressRequired, roomCount]);
  const [defaultValues] = useState(() => {
    const typed = draft?.guest as Partial<Form> | undefined;
    const values: Form = {
      ...emptyGuest(roomCount),
      ...memberGuest(member, locale),
      ...typed,
      rooms: fittedRooms(typed?.rooms, roomCount),
    };
    const following = followsBooker(values.rooms[0], values);
    if (following && values.rooms.length > 0) values.rooms = [stayingGuestFromBooker(values), ...values.rooms.slice(1)];
    return { values, following };
  });
  // The first room's guest is filled from the booker until the guest types a name of their own there.
  const stayingFollowsBooker = useRef(defaultValues.following);
  const { register, handleSubmit, subscribe, formState, setFocus, setValue, getFieldState } = useForm<Form>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues.values,
    mode: 'onTouched',
    // Fields register in component order, not screen order: the first wrong field is focused below.
    shouldFocusError: false,
  });

  // Every keystroke is kept in the saved booking, so a reload or an error loses nothing.
  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => update({ guest: values as Record<string, unknown> }) }),
    [subscribe, update],
  );
  useEffect(
    () =>
      subscribe({
        name: ['first_name', 'last_name'],
        formState: { values: true },
        callback: ({ values }) => {
          if (!stayingFollowsBooker.current || roomCount === 0) return;
          const taken = stayingGuestFromBooker(values);
          for (const part of ['first_name', 'last_name'] as const) {
            const path = `rooms.0.${part}` as const;
            // A field already showing an error is checked again with the name it now holds.
            setValue(path, taken[part], { shouldValidate: Boolean(getFieldState(path).error) });
          }
        },
      }),
    [subscribe, setValue, getFieldState, roomCount],
  );
  const headingRef = useHeadingFocus();
  const checkoutKey = draft?.idempotencyKey;
  useEffect(() => {
    if (!checkoutKey || !draft) return;
    trackEvent('begin_checkout', {
      hotel_code: code,
      value: draft.price.total,
      currency: draft.price.currency,
      item_id: draft.roomPlanCode,
    });
    // Once per booking started, not on every keystroke saved in the draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkoutKey]);

  if (!draft) return <NoDraft />;
  // On the agency site the details follow a choice the traveller has confirmed (§2 confirm-reservation).
  if (isAgencyMode() && !draft.choiceConfirmed) return <Navigate to={widgetHref('/confirm-reservation', code)} replace />;
  const focusFirstQuestionProblem = () =>
    requestAnimationFrame(() => document.querySelector<HTMLElement>('.hotel-questions [aria-invalid="true"]')?.focus());
  const kana = locale === 'ja';
  const nameHint = t(`guest.name_hint.${nameRuleForLocale(locale)}`);
  const err = (path: string) => errorAt(formState.errors as FieldErrors<FieldValues>, path);
  // The summary counts what the page shows: each field, and each of the hotel's questions, with a problem.
  const errorCount = countFieldErrors(formState.errors) + Object.keys(hotelQuestions.errors).length;
  // The form holds the guest fields plus the email and the terms.
  const fieldsRegister = register as unknown as UseFormRegister<GuestFields>;

  return (
    <div className="booking-layout">
      <div className="booking-main">
        <Steps current="guest_detail" />
        <h1 ref={headingRef} tabIndex={-1}>
          {t('guest.title')}
        </h1>
        {organization ? (
          <p className="alert alert-info">{t('corporate.booking_for', { organization: organization.display_name })}</p>
        ) : null}
        <form
          className="panel guest-form"
          noValidate
          onSubmit={handleSubmit(
            (values) => {
              update({ guest: values as unknown as Record<string, unknown> });
              if (!hotelQuestions.check()) {
                focusFirstQuestionProblem();
                return;
              }
              // A copy on the server lets the guest pick the booking up again elsewhere, or from the mail
              // that follows if they leave now; the next step does not wait for it.
              const current = readDraft();
              if (current) void keepDraftOnServer(current, locale).then((storageId) => storageId && update({ storageId }));
              // The agency shows it all back before paying (§2 OTA review step).
              navigate(widgetHref(isAgencyMode() ? '/reservation/review' : '/reservation/payment', code));
            },
            (errors) => {
              hotelQuestions.check();
              const order = fieldOrder(locale);
              const first = order.find((name) => name in errors);
              if (first === 'rooms') setFocus(`rooms.0.${order[0] as 'first_name' | 'last_name'}`);
              else if (first) setFocus(first as keyof Form);
            },
          )}
        >
          {errorCount > 0 && formState.isSubmitted ? (
            <p className="alert alert-error" role="alert">
              {t('guest.fix_errors', { count: errorCount })}
            </p>
          ) : null}
          <fieldset>
            <legend>{t('guest.booker')}</legend>
            <p className="field-hint legend-hint">{nameHint}</p>
            <BookerNameFields register={fieldsRegister} err={err} kana={kana} />
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
          <RoomGuestFields
            register={fieldsRegister}
            err={err}
            roomCount={roomCount}
            onTyped={(room) => {
              if (room === 0) stayingFollowsBooker.current = false;
            }}
          />
          <fieldset>
            <legend>{t('guest.requests')}</legend>
            <SpecialRequestField register={fieldsRegister} err={err} />
          </fieldset>
          {hotelQuestions.questions.length ? (
            <section className="hotel-questions" aria-labelledby="hotel-questions-title">
              <h2 id="hotel-questions-title">{t('questions.title')}</h2>
              <QuestionFields
                questions={hotelQuestions.questions}
                answers={hotelQuestions.answers}
                roomCount={roomCount}
                errors={hotelQuestions.errors}
                onChange={hotelQuestions.setAnswers}
              />
            </section>
          ) : null}
          <TermsCheckbox registration={register('terms_accepted')} error={err('terms_accepted')} />
          <button type="submit" className="button button-primary button-large">
            {t(isAgencyMode() ? 'guest.continue_to_review' : 'guest.continue')}
          </button>
        </form>
      </div>
      {/* The policy the terms checkbox accepts, on the same page. */}
      <BookingSummary draft={draft} showPolicy />
    </div>
  );
}
