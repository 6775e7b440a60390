import { lazy, Suspense } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { CancellationPolicy } from '../../../components/CancellationPolicy';
import { StayDates } from '../../../components/StayDates';
import { useBookingDraft } from '../../../lib/booking-draft';
import { formatWeekdayDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useMemberSession } from '../../../lib/member-session';
import { partySummary } from '../../../lib/party-summary';
import { planWithMeals } from '../../../lib/plan-label';
import { useHeadingFocus } from '../../../lib/use-heading-focus';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { BookingSummary } from '../../booking/components/BookingSummary';
import { NoDraft } from '../../booking/components/NoDraft';
import { Steps } from '../../booking/components/Steps';
import { usePaymentTypes } from '../../booking/use-payment-types';
import { hotelPageHref } from '../agency-booking';

// The hotel's guest rating comes with its reviews' module, as on the hotel's page it came from.
const HotelRatingAverage = lazy(async () => ({ default: (await import('../../reviews/components/HotelReviews')).HotelRatingAverage }));

/**
 * confirm-reservation (§2 OTA route set): what the traveller chose on the hotel's page — the hotel,
 * the stay, each room, how it can be paid and what cancelling costs — before they give their details.
 */
export function ConfirmReservationPage() {
  const { t, i18n } = useTranslation();
  const { code, settings } = useWidget();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { draft, update } = useBookingDraft();
  const payment = usePaymentTypes(draft);
  const member = useMemberSession().session?.user;
  const headingRef = useHeadingFocus();
  if (!draft) return <NoDraft />;

  const { hotel_name, address } = settings.init_settings;
  const nights = draft.price.nights.length;
  return (
    <div className="booking-layout">
      <div className="booking-main">
        <Steps current="confirm" />
        <h1 ref={headingRef} tabIndex={-1}>
          {t('confirm_reservation.title')}
        </h1>
        <section className="panel review-part" aria-labelledby="confirm-hotel">
          <h2 id="confirm-hotel">{hotel_name}</h2>
          <p>
            {[address.post_code, address.full_address].filter(Boolean).join(' ')}
          </p>
          <Suspense fallback={null}>
            <HotelRatingAverage hotelCode={code} />
          </Suspense>
          <p>
            {draft.checkin === draft.checkout ? (
              `${formatWeekdayDate(draft.checkin, i18n.language)} · ${t('search.day_use')}`
            ) : (
              <>
                <StayDates checkin={draft.checkin} checkout={draft.checkout} /> · {t('common.nights', { count: nights })}
              </>
            )}
          </p>
          <p>{partySummary(t, draft.rooms)}</p>
        </section>
        <section className="panel review-part" aria-labelledby="confirm-rooms">
          <h2 id="confirm-rooms">{t('reservation.rooms')}</h2>
          <ol className="chosen-rooms">
            {draft.rooms.map((room, index) => (
              <li key={index}>
                <strong>{t('questions.room', { number: index + 1 })}</strong>: {draft.roomTypeName}
                <br />
                {planWithMeals(t, draft.planName, draft.meals)}
                <br />
                {partySummary(t, [room])}
              </li>
            ))}
          </ol>
          <Link className="button" to={hotelPageHref(draft)}>
            {t('confirm_reservation.change_rooms')}
          </Link>
        </section>
        <section className="panel review-part" aria-labelledby="confirm-payment">
          <h2 id="confirm-payment">{t('confirm_reservation.payment_types')}</h2>
          {payment.ready ? (
            <ul className="payment-types-offered">
              {payment.types.map((type) => (
                <li key={type}>{t(`payment.types.${type}`)}</li>
              ))}
            </ul>
          ) : null}
          <h2>{t('policy.title')}</h2>
          <CancellationPolicy code={draft.hotelCode} policyId={draft.cancellationPolicyId} checkin={draft.checkin} />
        </section>
        <section className="panel review-part" aria-labelledby="confirm-who">
          <h2 id="confirm-who">{t('confirm_reservation.who_books')}</h2>
          {member ? (
            <p>{t('members.signed_in_as', { name: member.first_name })}</p>
          ) : settings.init_settings.membership ? (
            <p>
              {t('confirm_reservation.member_hint')}{' '}
              <Link to={widgetHref('/sign-in', code, { return_to: `${pathname}${search}` })}>{t('members.sign_in')}</Link>
            </p>
          ) : null}
          <div className="actions">
            <button
              type="button"
              className="button button-primary button-large"
              onClick={() => {
                update({ choiceConfirmed: true });
                navigate(widgetHref('/reservation/guest-detail', code));
              }}
            >
              {member || !settings.init_settings.membership ? t('confirm_reservation.continue') : t('confirm_reservation.continue_as_guest')}
            </button>
          </div>
        </section>
      </div>
      <BookingSummary draft={draft} />
    </div>
  );
}
