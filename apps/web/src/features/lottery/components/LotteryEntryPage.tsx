import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { personName } from '@yado/domain/person-name';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Spinner } from '../../../components/Spinner';
import { StayDates } from '../../../components/StayDates';
import { useTranslation } from '../../../lib/i18n';
import { entryStatusKey, formatInstant, type LotteryEntry } from '../../../lib/lottery-entry';
import { useMemberSession } from '../../../lib/member-session';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { cancelEntry, deleteIncompleteReservation, lotteryEntryQuery } from '../api/lotteries';
import { startWinnerBooking } from '../winner-booking';
import { LotteryDates } from './LotteryDates';
import '../lottery.css';
import { useHeadingFocus } from '../../../lib/use-heading-focus';

/**
 * room-lottery/confirmation, complete and reservation-incomplete (§2, protected): an entry as it
 * stands, with what its member may do now: withdraw it, book the room won, or book again after a
 * payment that did not go through.
 */
export function LotteryEntryPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const { code } = useWidget();
  const { session } = useMemberSession();
  const { entryNumber = '' } = useParams();
  const query = lotteryEntryQuery(entryNumber, i18n.language, session?.user.id ?? 0);
  const entry = useQuery({ ...query, enabled: session !== null });
  const [confirming, setConfirming] = useState(false);
  const headingRef = useHeadingFocus({ moment: entry.data?.status });
  const withdraw = useMutation({
    mutationFn: () => cancelEntry(entryNumber),
    onSuccess: (updated) => {
      queryClient.setQueryData(query.queryKey, updated);
      setConfirming(false);
    },
  });
  const book = useMutation({
    mutationFn: async (current: LotteryEntry) => {
      const fresh = current.incomplete ? await deleteIncompleteReservation(current.entry_number) : current;
      return startWinnerBooking(queryClient, fresh, i18n.language);
    },
    onSuccess: (started) => {
      if (started) navigate(widgetHref('/reservation/guest-detail', code));
    },
  });

  if (!session) return <Navigate to={widgetHref('/sign-in', code, { return_to: `${pathname}${search}` })} replace />;
  if (entry.isError) return <ErrorMessage error={entry.error} />;
  if (!entry.data) return <Spinner label={t('common.loading')} />;
  const current = entry.data;
  const status = entryStatusKey(current);
  const won = current.status.startsWith('winner_reservation_pending');

  return (
    <section className="lottery-page">
      <p className="lottery-hotel">{current.event.name}</p>
      <h1 ref={headingRef} tabIndex={-1}>
        {t(`lottery.status.${status}`)}
      </h1>
      <p className={won ? 'alert alert-success' : 'panel'} role="status">
        {t(`lottery.line.${status}`, {
          results: formatInstant(current.event.results_at, i18n.language),
          deadline: formatInstant(current.event.reservation_deadline, i18n.language),
        })}
      </p>
      {current.bookable ? (
        <div className="lottery-actions">
          {book.isError ? <ErrorMessage error={book.error} /> : null}
          {book.data === false ? <p className="alert alert-error">{t('lottery.room_gone')}</p> : null}
          <button
            type="button"
            className="button button-primary button-large"
            disabled={book.isPending}
            onClick={() => book.mutate(current)}
          >
            {t(current.incomplete ? 'lottery.book_again' : 'lottery.book_won')}
          </button>
        </div>
      ) : null}
      {current.reservation ? (
        <p className="panel">
          {t('lottery.reservation_number', { number: current.reservation.reservation_number })}{' '}
          <Link to={widgetHref('/search', current.hotel.code, { number: current.reservation.reservation_number })}>
            {t('lottery.manage_booking')}
          </Link>
        </p>
      ) : null}
      <div className="panel lottery-entry">
        <h2>{t('lottery.entry_number', { number: current.entry_number })}</h2>
        <dl className="lottery-entry-facts">
          <div>
            <dt>{t('lottery.hotel')}</dt>
            <dd>{current.hotel.name}</dd>
          </div>
          <div>
            <dt>{t('lottery.your_stay')}</dt>
            <dd>
              <StayDates checkin={current.checkin_date} checkout={current.checkout_date} />
            </dd>
          </div>
          <div>
            <dt>{t('lottery.room')}</dt>
            <dd>{current.room ? `${current.room.room_type_name} · ${current.room.plan_name}` : '—'}</dd>
          </div>
          <div>
            <dt>{t('lottery.adults')}</dt>
            <dd>{current.adults}</dd>
          </div>
          <div>
            <dt>{t('guest.booker')}</dt>
            <dd>{personName(current.guest, i18n.language)}</dd>
          </div>
        </dl>
        <LotteryDates dates={current.event} />
      </div>
      {current.changeable ? (
        <p>
          <Link className="button" to={widgetHref('/room-lottery/guest-detail', code, { current_lottery_entry: current.entry_number })}>
            {t('lottery.change')}
          </Link>
        </p>
      ) : null}
      {current.cancellable ? (
        <div className="lottery-actions">
          {withdraw.isError ? <ErrorMessage error={withdraw.error} /> : null}
          {confirming ? (
            <div className="panel lottery-confirm" role="group" aria-labelledby="withdraw-question">
              <p id="withdraw-question">{t(won ? 'lottery.decline_question' : 'lottery.withdraw_question')}</p>
              <button type="button" className="button button-danger" disabled={withdraw.isPending} onClick={() => withdraw.mutate()}>
                {t(won ? 'lottery.decline_confirm' : 'lottery.withdraw_confirm')}
              </button>
              <button type="button" className="button" onClick={() => setConfirming(false)}>
                {t('lottery.keep')}
              </button>
            </div>
          ) : (
            <button type="button" className="button" onClick={() => setConfirming(true)}>
              {t(won ? 'lottery.decline' : 'lottery.withdraw')}
            </button>
          )}
        </div>
      ) : null}
      <p>
        <Link to={widgetHref('/my-account/reservations', code, { status: 'lottery' })}>{t('lottery.all_entries')}</Link>
      </p>
    </section>
  );
}
