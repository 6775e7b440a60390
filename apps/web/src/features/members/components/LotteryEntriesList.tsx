import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Spinner } from '../../../components/Spinner';
import { StayDates } from '../../../components/StayDates';
import { useTranslation } from '../../../lib/i18n';
import { entryStatusKey } from '../../../lib/lottery-entry';
import { widgetHref } from '../../../lib/widget-url';
import { myLotteryEntriesQuery } from '../api/members';
import { Pager } from './Pager';

/** The lottery tab of my reservations (§4): each entry with where it stands, ten a page. */
export function LotteryEntriesList({ page, memberId, onPage }: { page: number; memberId: number; onPage: (page: number) => void }) {
  const { t, i18n } = useTranslation();
  const list = useQuery(myLotteryEntriesQuery(page, i18n.language, memberId));
  if (list.isPending) return <Spinner label={t('common.loading')} />;
  if (list.isError) return <ErrorMessage error={list.error} />;
  return (
    <>
      {list.data.entries.length === 0 ? <p className="panel">{t('members.none_lottery')}</p> : null}
      <ul className="my-reservation-list">
        {list.data.entries.map((entry) => (
          <li key={entry.entry_number} className="panel my-reservation">
            <div>
              <h2>{entry.event.name}</h2>
              <p>{entry.hotel.name}</p>
              <p>
                <StayDates checkin={entry.checkin_date} checkout={entry.checkout_date} />
              </p>
              <p className="my-reservation-number">{t('lottery.entry_number', { number: entry.entry_number })}</p>
            </div>
            <div className="my-reservation-side">
              <span className="badge">{t(`lottery.status.${entryStatusKey(entry)}`)}</span>
              <Link to={widgetHref(`/room-lottery/confirmation/${entry.entry_number}`, entry.hotel.code)}>{t('lottery.see_entry')}</Link>
            </div>
          </li>
        ))}
      </ul>
      <Pager page={page} pages={list.data.meta.total_pages} onPage={onPage} />
    </>
  );
}
