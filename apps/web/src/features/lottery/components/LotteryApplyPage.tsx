import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { isIsoDate, nightsBetween } from '@yado/domain/dates';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Spinner } from '../../../components/Spinner';
import { useTranslation } from '../../../lib/i18n';
import type { LotteryEntry } from '../../../lib/lottery-entry';
import { memberGuest } from '../../../lib/member-guest';
import { useMemberSession } from '../../../lib/member-session';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { lotteryEntryQuery } from '../api/lotteries';
import { LotteryEntryForm, type EntryFormStart, type StayChoice } from './LotteryEntryForm';

/** A stay named in the address (checkin, checkout, adults), as the search that led here asked it. */
function stayInAddress(params: URLSearchParams): StayChoice | null {
  const checkin = params.get('checkin') ?? '';
  const checkout = params.get('checkout') ?? '';
  const adults = Number(params.get('adults') ?? '2');
  if (!isIsoDate(checkin) || !isIsoDate(checkout) || checkout <= checkin) return null;
  return { checkin, nights: nightsBetween(checkin, checkout), adults: Number.isInteger(adults) && adults > 0 ? adults : 2 };
}

/** The form filled in from the entry being changed. */
function startFromEntry(entry: LotteryEntry): EntryFormStart {
  const { guest } = entry;
  return {
    stay: { checkin: entry.checkin_date, nights: entry.nights, adults: entry.adults },
    roomPlanCode: entry.room?.room_plan_code ?? null,
    guest: {
      ...guest,
      first_name_kana: guest.first_name_kana ?? '',
      last_name_kana: guest.last_name_kana ?? '',
      special_request: entry.special_request ?? '',
    },
    entryNumber: entry.entry_number,
  };
}

/**
 * room-lottery/guest-detail (§2, protected): entering the lottery named by lottery_event, or with
 * current_lottery_entry changing that entry while entries are open.
 */
export function LotteryApplyPage() {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const { code, locale } = useWidget();
  const { session } = useMemberSession();
  const [params] = useSearchParams();
  const entryNumber = params.get('current_lottery_entry');
  const entry = useQuery({
    ...lotteryEntryQuery(entryNumber ?? '', i18n.language, session?.user.id ?? 0),
    enabled: session !== null && entryNumber !== null,
  });

  // A protected route: a signed-out guest signs in and comes back here.
  if (!session) return <Navigate to={widgetHref('/sign-in', code, { return_to: `${pathname}${search}` })} replace />;
  if (entryNumber === null) {
    const eventId = params.get('lottery_event');
    if (!eventId) return <Navigate to={widgetHref('/booking/result', code)} replace />;
    const start = { stay: stayInAddress(params), roomPlanCode: null, guest: memberGuest(session.user, locale), entryNumber: null };
    return <LotteryEntryForm eventId={eventId} start={start} />;
  }
  if (entry.isError) return <ErrorMessage error={entry.error} />;
  if (!entry.data) return <Spinner label={t('common.loading')} />;
  if (!entry.data.changeable)
    return (
      <section className="lottery-page">
        <p className="alert alert-info" role="status">
          {t('lottery.not_changeable')}
        </p>
        <Link to={widgetHref(`/room-lottery/confirmation/${entry.data.entry_number}`, code)}>{t('lottery.see_entry')}</Link>
      </section>
    );
  return <LotteryEntryForm eventId={entry.data.event.id} start={startFromEntry(entry.data)} />;
}
