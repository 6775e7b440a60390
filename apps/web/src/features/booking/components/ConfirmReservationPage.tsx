import { lazy, Suspense } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { CancellationPolicy } from '../../../components/CancellationPolicy';
import { useBookingDraft } from '../../../lib/booking-draft';
import { useTranslation } from '../../../lib/i18n';
import { useMemberSession } from '../../../lib/member-session';
import { partySummary } from '../../../lib/party-summary';
import { useHeadingFocus } from '../../../lib/use-heading-focus';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { BookingSummary } from './BookingSummary';
import { ChosenDates, ChosenRooms } from './ChosenStay';
import { NoDraft } from './NoDraft';
import { Steps } from './Steps';
import { usePaymentTypes } from '../use-payment-types';
import { hotelPageHref } from '../agency-steps';

// The hotel's guest rating comes with its reviews' module, as on the hotel's page it came from.
const HotelRatingAverage = lazy(async () => ({ default: (await import('../../reviews/components/HotelReviews')).HotelRatingAverage }));

/**
 * confirm-reservation (§2 OTA route set): what the traveller chose on the hotel's page — the hotel,
 * the stay, each room, how it can be paid and what cancelling costs — before they give their details.
 */
export function ConfirmReservationPage() {
  const { t } = useTranslation();
  const { code, settings } = useWidget();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { draft, update } = useBookingDraft();
  const payment = usePaymentTypes(draft);
  const member = useMemberSession().session?.user;
  const headingRef = useHeadingFocus();
  if (!draft) return <NoDraft />;

  const { hotel_name, address } = settings.init_settings;
  return (
    <div className="booking-layout">
      <div className="booking-main">
        <Steps current="confirm" />
        <h1 ref={headingRef} tabIndex={-1}>
          {t('confirm_reservation.title')}
        </h1>
        <section className="panel review-part" aria-labelledby="confirm-hotel">
          <h2 id="confirm-hotel">{hotel_name}</h2>
          <p>{[address.post_code, address.full_address].filter(Boolean).join(' ')}</p>
          <Suspense fallback={null}>
            <HotelRatingAverage hotelCode={code} />
          </Suspense>
          <p>
            <ChosenDates draft={draft} />
          </p>
          <p>{partySummary(t, draft.rooms)}</p>
        </section>
        <section className="panel review-part" aria-labelledby="confirm-rooms">
          <h2 id="confirm-rooms">{t('reservation.rooms')}</h2>
          <ChosenRooms draft={draft} />
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
        {/* A member signs in here and comes back to this step; anyone else goes on as a guest. */}
        {member || settings.init_settings.membership ? (
          <section className="panel review-part" aria-labelledby="confirm-who">
            <h2 id="confirm-who">{t('confirm_reservation.who_books')}</h2>
            {member ? (
              <p>{t('members.signed_in_as', { name: member.first_name })}</p>
            ) : (
              <p>
                {t('confirm_reservation.member_hint')}{' '}
                <Link to={widgetHref('/sign-in', code, { return_to: `${pathname}${search}` })}>{t('members.sign_in')}</Link>
              </p>
            )}
          </section>
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
      </div>
      <BookingSummary draft={draft} />
    </div>
  );
}
