import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { FormField } from '../../../components/FormField';
import { Spinner } from '../../../components/Spinner';
import { StayDates } from '../../../components/StayDates';
import { formatMoney } from '../../../lib/format';
import { useMemberSession } from '../../../lib/member-session';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { myReservationsQuery, type ReservationTab } from '../api/members';
import { LotteryEntriesList } from './LotteryEntriesList';
import { Pager } from './Pager';
import { RESERVATION_CHANNELS, RESERVATION_PAYMENT_KINDS } from '@yado/domain/statuses';
import '../members.css';
import { useHeadingFocus } from '../../../lib/use-heading-focus';

type Tab = ReservationTab | 'lottery';
const TABS: Tab[] = ['upcoming', 'completed', 'cancelled', 'lottery'];
const PAYMENT_FILTERS = ['all', ...RESERVATION_PAYMENT_KINDS] as const;
const CHANNEL_FILTERS = ['all', ...RESERVATION_CHANNELS] as const;

/**
 * my-account/reservations (signed-in only, §2): upcoming, completed and cancelled stays, ten a page,
 * filtered by payment and channel (§4), and the member's lottery entries.
 */
export function MyReservationsPage() {
  const { t, i18n } = useTranslation();
  const { code } = useWidget();
  const { pathname, search } = useLocation();
  const { session } = useMemberSession();
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((candidate) => candidate === params.get('status')) ?? 'upcoming';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const payment = PAYMENT_FILTERS.find((candidate) => candidate === params.get('payment')) ?? 'all';
  const channel = CHANNEL_FILTERS.find((candidate) => candidate === params.get('channel')) ?? 'all';
  const filters = { payment, channel };
  const stays = tab === 'lottery' ? null : tab;
  const list = useQuery({
    ...myReservationsQuery(stays ?? 'upcoming', page, filters, i18n.language, session?.user.id ?? 0),
    enabled: session !== null && stays !== null,
  });
  const headingRef = useHeadingFocus();

  // A protected route: a signed-out guest signs in and comes back here.
  if (!session) return <Navigate to={widgetHref('/sign-in', code, { return_to: `${pathname}${search}` })} replace />;
  const go = (next: { status?: Tab; page?: number; payment?: string; channel?: string }) => {
    const updated = new URLSearchParams(params);
    updated.set('status', next.status ?? tab);
    updated.set('page', String(next.page ?? 1));
    updated.set('payment', next.payment ?? payment);
    updated.set('channel', next.channel ?? channel);
    setParams(updated);
  };

  return (
    <section className="my-reservations">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('members.my_reservations')}
      </h1>
      <div className="segmented" role="group" aria-label={t('members.my_reservations')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            className={name === tab ? 'segment segment-on' : 'segment'}
            aria-pressed={name === tab}
            onClick={() => go({ status: name })}
          >
            {t(`members.tab_${name}`)}
          </button>
        ))}
      </div>
      {stays === null ? (
        <LotteryEntriesList page={page} memberId={session.user.id} onPage={(next) => go({ page: next })} />
      ) : (
        <>
          <div className="my-reservation-filters">
            <FormField
              label={t('members.filter_payment')}
              optionalMark={false}
              options={PAYMENT_FILTERS.map((name) => ({ value: name, label: t(`members.payment_${name}`) }))}
              value={payment}
              onChange={(event) => go({ payment: event.target.value })}
            />
            <FormField
              label={t('members.filter_channel')}
              optionalMark={false}
              options={CHANNEL_FILTERS.map((name) => ({ value: name, label: t(`members.channel_${name}`) }))}
              value={channel}
              onChange={(event) => go({ channel: event.target.value })}
            />
          </div>
          {list.isPending ? <Spinner label={t('common.loading')} /> : null}
          {list.isError ? <ErrorMessage error={list.error} /> : null}
          {list.data && list.data.reservations.length === 0 ? <p className="panel">{t(`members.none_${tab}`)}</p> : null}
          <ul className="my-reservation-list">
            {list.data?.reservations.map((r) => (
              <li key={r.reservation_number} className="panel my-reservation">
                <div>
                  <h2>{r.hotel.name}</h2>
                  <p>
                    <StayDates checkin={r.checkin_date} checkout={r.checkout_date} />
                  </p>
                  <p className="my-reservation-number">{t('members.reservation_number', { number: r.reservation_number })}</p>
                </div>
                <div className="my-reservation-side">
                  {r.status === 'cancelled' ? <span className="badge">{t('members.status_cancelled')}</span> : null}
                  <p className="price-amount">{formatMoney(r.total_price.cents, r.total_price.currency_iso, i18n.language)}</p>
                  <Link to={widgetHref('/search', r.hotel.code, { number: r.reservation_number })}>{t('members.manage')}</Link>
                  {r.review_state === 'open' ? (
                    <Link
                      to={widgetHref(`/review-reservation/${encodeURIComponent(r.reservation_number)}`, r.hotel.code, {
                        hotelId: r.hotel.code,
                      })}
                    >
                      {t('members.rate_stay')}
                    </Link>
                  ) : null}
                  {r.review_state === 'rated' ? <span className="badge">{t('members.stay_rated')}</span> : null}
                </div>
              </li>
            ))}
          </ul>
          {list.data ? <Pager page={page} pages={list.data.meta.total_pages} onPage={(next) => go({ page: next })} /> : null}
        </>
      )}
    </section>
  );
}
