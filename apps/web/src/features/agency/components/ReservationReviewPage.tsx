import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { StayDates } from '../../../components/StayDates';
import { useBookingDraft } from '../../../lib/booking-draft';
import { formatMoney, formatWeekdayDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { partySummary } from '../../../lib/party-summary';
import { planWithMeals } from '../../../lib/plan-label';
import { answerable } from '../../../lib/questions';
import { useHeadingFocus } from '../../../lib/use-heading-focus';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { BookingSummary } from '../../booking/components/BookingSummary';
import { NoDraft } from '../../booking/components/NoDraft';
import { Steps } from '../../booking/components/Steps';
import { useBookingQuestions } from '../../booking/use-booking-questions';
import { answerLines, reviewedGuest } from '../agency-booking';

/** One part of what was entered, with its way back to the step that asked for it. */
function ReviewPart({ id, title, changeTo, children }: { id: string; title: string; changeTo: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="panel review-part" aria-labelledby={id}>
      <div className="review-part-head">
        <h2 id={id}>{title}</h2>
        <Link to={changeTo} aria-label={t('review_step.change_part', { part: title })}>
          {t('review_step.change')}
        </Link>
      </div>
      {children}
    </section>
  );
}

/**
 * The review step (§2 OTA route set): everything the traveller entered, each part leading back to
 * its step with what was typed kept (the draft holds it), then on to the payment page, which books.
 */
export function ReservationReviewPage() {
  const { t, i18n } = useTranslation();
  const { code, locale, settings } = useWidget();
  const { draft, update } = useBookingDraft();
  const hotelQuestions = useBookingQuestions(draft, update);
  const headingRef = useHeadingFocus();
  if (!draft) return <NoDraft />;
  if (!draft.guest) return <Navigate to={widgetHref('/reservation/guest-detail', code)} replace />;

  const guest = reviewedGuest(draft.guest, draft.rooms.length, locale);
  const details = widgetHref('/reservation/guest-detail', code);
  const choice = widgetHref('/confirm-reservation', code);
  const answers = answerable(hotelQuestions.questions)
    .map((question) => ({ question, lines: answerLines(question, draft.answers?.find((a) => a.question_id === question.id), t) }))
    .filter(({ lines }) => lines.length > 0);
  return (
    <div className="booking-layout">
      <div className="booking-main">
        <Steps current="review" />
        <h1 ref={headingRef} tabIndex={-1}>
          {t('review_step.title')}
        </h1>
        <p>{t('review_step.lead')}</p>
        <ReviewPart id="review-stay" title={t('review_step.stay')} changeTo={choice}>
          <p>
            <strong>{settings.init_settings.hotel_name}</strong>
            <br />
            {draft.checkin === draft.checkout ? (
              `${formatWeekdayDate(draft.checkin, i18n.language)} · ${t('search.day_use')}`
            ) : (
              <>
                <StayDates checkin={draft.checkin} checkout={draft.checkout} /> · {t('common.nights', { count: draft.price.nights.length })}
              </>
            )}
          </p>
          <ol className="chosen-rooms">
            {draft.rooms.map((room, index) => (
              <li key={index}>
                <strong>{t('questions.room', { number: index + 1 })}</strong>: {draft.roomTypeName} ·{' '}
                {planWithMeals(t, draft.planName, draft.meals)}
                <br />
                {partySummary(t, [room])}
              </li>
            ))}
          </ol>
        </ReviewPart>
        <ReviewPart id="review-guests" title={t('review_step.guests')} changeTo={details}>
          <dl className="facts">
            <div>
              <dt>{t('reservation.booker')}</dt>
              <dd>
                {guest.booker}
                {guest.bookerKana ? (
                  <>
                    <br />
                    {guest.bookerKana}
                  </>
                ) : null}
              </dd>
            </div>
            {guest.stayingGuests.map((name, index) => (
              <div key={index}>
                <dt>{t('guest.staying_guest_room', { number: index + 1 })}</dt>
                <dd>{name}</dd>
              </div>
            ))}
          </dl>
        </ReviewPart>
        <ReviewPart id="review-contact" title={t('review_step.contact')} changeTo={details}>
          <dl className="facts">
            <div>
              <dt>{t('guest.email')}</dt>
              <dd>{guest.email}</dd>
            </div>
            <div>
              <dt>{t('guest.phone')}</dt>
              <dd dir="ltr">{guest.phone}</dd>
            </div>
            {guest.address ? (
              <div>
                <dt>{t('review_step.address')}</dt>
                <dd>{guest.address}</dd>
              </div>
            ) : null}
          </dl>
        </ReviewPart>
        <ReviewPart id="review-request" title={t('guest.special_request')} changeTo={details}>
          <p className="review-text">{guest.specialRequest || t('review_step.none')}</p>
        </ReviewPart>
        {answers.length ? (
          <ReviewPart id="review-answers" title={t('questions.title')} changeTo={details}>
            <dl className="facts">
              {answers.map(({ question, lines }) => (
                <div key={question.id}>
                  <dt>{question.text}</dt>
                  <dd>
                    {lines.map((line, index) => (
                      <span key={index} className="review-line">
                        {line}
                      </span>
                    ))}
                  </dd>
                </div>
              ))}
            </dl>
          </ReviewPart>
        ) : null}
        {draft.extras?.length ? (
          <ReviewPart id="review-extras" title={t('extras.title')} changeTo={widgetHref('/reservation/payment', code)}>
            <ul>
              {draft.extras.map((extra, index) => (
                <li key={index}>
                  {extra.name} × {extra.quantity}: {formatMoney(extra.total_price, draft.price.currency, i18n.language)}
                </li>
              ))}
            </ul>
          </ReviewPart>
        ) : null}
        <div className="actions">
          <Link className="button button-primary button-large" to={widgetHref('/reservation/payment', code)}>
            {t('review_step.continue')}
          </Link>
        </div>
      </div>
      <BookingSummary draft={draft} showPolicy />
    </div>
  );
}
