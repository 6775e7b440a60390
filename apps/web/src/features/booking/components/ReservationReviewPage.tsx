import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { useBookingDraft } from '../../../lib/booking-draft';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { answerable } from '../../../lib/questions';
import { useHeadingFocus } from '../../../lib/use-heading-focus';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { BookingSummary } from './BookingSummary';
import { ChosenDates, ChosenRooms } from './ChosenStay';
import { NoDraft } from './NoDraft';
import { Steps } from './Steps';
import { useBookingQuestions } from '../use-booking-questions';
import { answerLines, reviewedGuest } from '../agency-steps';

/** One thing entered, under its label. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

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
    .map((question) => ({
      question,
      lines: answerLines(
        question,
        draft.answers?.find((a) => a.question_id === question.id),
        t,
      ),
    }))
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
            <ChosenDates draft={draft} />
          </p>
          <ChosenRooms draft={draft} />
        </ReviewPart>
        <ReviewPart id="review-guests" title={t('review_step.guests')} changeTo={details}>
          <dl className="facts">
            <Fact term={t('reservation.booker')}>
              {guest.booker}
              {guest.bookerKana ? (
                <>
                  <br />
                  {guest.bookerKana}
                </>
              ) : null}
            </Fact>
            {guest.stayingGuests.map((name, index) => (
              <Fact key={index} term={t('guest.staying_guest_room', { number: index + 1 })}>
                {name}
              </Fact>
            ))}
          </dl>
        </ReviewPart>
        <ReviewPart id="review-contact" title={t('review_step.contact')} changeTo={details}>
          <dl className="facts">
            <Fact term={t('guest.email')}>
              <bdi>{guest.email}</bdi>
            </Fact>
            <Fact term={t('guest.phone')}>
              <bdi dir="ltr">{guest.phone}</bdi>
            </Fact>
            {guest.address ? (
              <Fact term={t('review_step.address')}>
                <bdi>{guest.address}</bdi>
              </Fact>
            ) : null}
          </dl>
        </ReviewPart>
        <ReviewPart id="review-request" title={t('guest.special_request')} changeTo={details}>
          <p className="review-text" dir="auto">
            {guest.specialRequest || t('review_step.none')}
          </p>
        </ReviewPart>
        {answers.length ? (
          <ReviewPart id="review-answers" title={t('questions.title')} changeTo={details}>
            <dl className="facts">
              {answers.map(({ question, lines }) => (
                <Fact key={question.id} term={question.text}>
                  {lines.map((line, index) => (
                    <span key={index} className="review-line">
                      {line}
                    </span>
                  ))}
                </Fact>
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
