import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, type FieldErrors, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Member } from '@yado/domain/members';
import { guestDetailsSchema, nameRuleForLocale, type GuestDetails } from '@yado/domain/validation';
import { FormField } from '../../../components/FormField';
import { trackEvent } from '../../../lib/analytics';
import { useBookingDraft } from '../../../lib/booking-draft';
import { useMemberSession } from '../../../lib/member-session';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { BookingSummary } from './BookingSummary';
import { NoDraft } from './NoDraft';
import { Steps } from './Steps';

type Form = GuestDetails;

/** A signed-in member's details start the form: their email and English names, for the booker and the first room. */
function memberGuest(member: Member | undefined): Partial<Form> {
  if (!member) return {};
  return { email: member.email, email_confirmation: member.email, last_name: member.last_name, first_name: member.first_name };
}

function emptyGuest(roomCount: number): Form {
  return {
    last_name: '',
    first_name: '',
    last_name_kana: '',
    first_name_kana: '',
    email: '',
    email_confirmation: '',
    phone: '',
    postal_code: '',
    prefecture_or_state: '',
    street_address: '',
    building_name_and_number: '',
    special_request: '',
    rooms: Array.from({ length: roomCount }, () => ({ first_name: '', last_name: '' })),
    terms_accepted: false,
  };
}

const errorAt = (errors: FieldErrors<FieldValues>, path: string): string | undefined => {
  const found = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors);
  return (found as { message?: string } | undefined)?.message;
};

/** reservation/guest-detail: the booker and the staying guests, checked by the §5 rules as they are typed. */
export function GuestDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { code, locale, settings } = useWidget();
  const { draft, update } = useBookingDraft();
  const member = useMemberSession().session?.user;
  const roomCount = draft?.rooms.length ?? 1;
  const addressRequired = settings.init_settings.customer_address_required;
  const schema = useMemo(() => guestDetailsSchema({ locale, addressRequired, roomCount }), [locale, addressRequired, roomCount]);
  const { register, handleSubmit, subscribe, formState, setFocus } = useForm<Form>({
    resolver: zodResolver(schema),
    defaultValues: { ...emptyGuest(roomCount), ...memberGuest(member), ...(draft?.guest as Partial<Form> | undefined) },
    mode: 'onTouched',
  });
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Every keystroke is kept in the saved booking, so a reload or an error loses nothing.
  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => update({ guest: values as Record<string, unknown> }) }),
    [subscribe, update],
  );
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
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
  const kana = locale === 'ja';
  const nameHint = t(`guest.name_hint.${nameRuleForLocale(locale)}`);
  const err = (path: string) => errorAt(formState.errors as FieldErrors<FieldValues>, path);

  return (
    <div className="booking-layout">
      <div className="booking-main">
        <Steps current="guest_detail" />
        <h1 ref={headingRef} tabIndex={-1}>
          {t('guest.title')}
        </h1>
        <form
          className="panel guest-form"
          noValidate
          onSubmit={handleSubmit(
            (values) => {
              update({ guest: values as unknown as Record<string, unknown> });
              navigate(widgetHref('/reservation/payment', code));
            },
            (errors) => {
              const first = Object.keys(errors)[0];
              if (first === 'rooms') setFocus('rooms.0.last_name');
              else if (first) setFocus(first as keyof Form);
            },
          )}
        >
          {Object.keys(formState.errors).length > 0 && formState.isSubmitted ? (
            <p className="alert alert-error" role="alert">
              {t('guest.fix_errors', { count: Object.keys(formState.errors).length })}
            </p>
          ) : null}
          <fieldset>
            <legend>{t('guest.booker')}</legend>
            <p className="field-hint legend-hint">{nameHint}</p>
            <div className="field-row">
              <FormField
                label={t('guest.last_name')}
                required
                autoComplete="family-name"
                error={err('last_name')}
                {...register('last_name')}
              />
              <FormField
                label={t('guest.first_name')}
                required
                autoComplete="given-name"
                error={err('first_name')}
                {...register('first_name')}
              />
            </div>
            {kana ? (
              <div className="field-row">
                <FormField label={t('guest.last_name_kana')} required error={err('last_name_kana')} {...register('last_name_kana')} />
                <FormField label={t('guest.first_name_kana')} required error={err('first_name_kana')} {...register('first_name_kana')} />
              </div>
            ) : null}
            <FormField label={t('guest.email')} type="email" required autoComplete="email" error={err('email')} {...register('email')} />
            <FormField
              label={t('guest.email_confirmation')}
              type="email"
              required
              autoComplete="email"
              error={err('email_confirmation')}
              {...register('email_confirmation')}
            />
            <FormField
              label={t('guest.phone')}
              type="tel"
              required
              autoComplete="tel"
              hint={t('guest.phone_hint')}
              error={err('phone')}
              {...register('phone')}
            />
            <FormField
              label={t('guest.postal_code')}
              required={addressRequired}
              autoComplete="postal-code"
              error={err('postal_code')}
              {...register('postal_code')}
            />
            {addressRequired ? (
              <>
                <FormField
                  label={t('guest.prefecture_or_state')}
                  required
                  autoComplete="address-level1"
                  error={err('prefecture_or_state')}
                  {...register('prefecture_or_state')}
                />
                <FormField
                  label={t('guest.street_address')}
                  required
                  autoComplete="address-line1"
                  error={err('street_address')}
                  {...register('street_address')}
                />
                <FormField
                  label={t('guest.building')}
                  autoComplete="address-line2"
                  error={err('building_name_and_number')}
                  {...register('building_name_and_number')}
                />
              </>
            ) : null}
          </fieldset>
          {Array.from({ length: roomCount }, (_, index) => (
            <fieldset key={index}>
              <legend>{roomCount > 1 ? t('guest.staying_guest_room', { number: index + 1 }) : t('guest.staying_guest')}</legend>
              <p className="field-hint">{t('guest.staying_guest_hint')}</p>
              <div className="field-row">
                <FormField
                  label={t('guest.last_name_english')}
                  required
                  autoComplete="family-name"
                  error={err(`rooms.${index}.last_name`)}
                  {...register(`rooms.${index}.last_name`)}
                />
                <FormField
                  label={t('guest.first_name_english')}
                  required
                  autoComplete="given-name"
                  error={err(`rooms.${index}.first_name`)}
                  {...register(`rooms.${index}.first_name`)}
                />
              </div>
            </fieldset>
          ))}
          <fieldset>
            <legend>{t('guest.requests')}</legend>
            <FormField
              label={t('guest.special_request')}
              multiline
              maxLength={255}
              error={err('special_request')}
              {...register('special_request')}
            />
          </fieldset>
          <div className={err('terms_accepted') ? 'checkbox-field has-error' : 'checkbox-field'}>
            <input
              id="terms"
              type="checkbox"
              aria-invalid={err('terms_accepted') ? true : undefined}
              aria-describedby={err('terms_accepted') ? 'terms-error' : undefined}
              {...register('terms_accepted')}
            />
            <label htmlFor="terms">{t('guest.terms')}</label>
            {err('terms_accepted') ? (
              <p id="terms-error" className="field-error">
                {t(err('terms_accepted') ?? '')}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button button-primary button-large">
            {t('guest.continue')}
          </button>
        </form>
      </div>
      <BookingSummary draft={draft} />
    </div>
  );
}
