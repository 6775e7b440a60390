import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { SearchCriteria } from '@yado/domain/search-criteria';
import { useTranslation } from '../../../lib/i18n';
import { formatInstant, stayWindowText } from '../../../lib/lottery-entry';
import { lotteryEventQuery } from '../../../lib/lottery-event';
import { widgetHref } from '../../../lib/widget-url';

/**
 * The room lottery a link named (lottery_event, §2): what it sells and until when, and the way to
 * enter it with the stay searched. A lottery that cannot be found shows nothing; the search stays.
 */
export function LotteryBanner({ eventId, criteria }: { eventId: string; criteria: SearchCriteria }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const event = useQuery(lotteryEventQuery(eventId, null, language)).data;
  if (!event) return null;
  const dated = criteria.search_type === 'dated' && !criteria.is_day_use;
  const entryHref = widgetHref('/room-lottery/guest-detail', event.hotel.code, {
    lottery_event: event.id,
    checkin: dated ? criteria.checkin : undefined,
    checkout: dated ? criteria.checkout : undefined,
    adults: criteria.rooms[0]?.adults,
  });
  return (
    <section className="panel lottery-banner" aria-labelledby="lottery-banner-title">
      <p className="lottery-banner-label">{t('lottery.banner_label')}</p>
      <h2 id="lottery-banner-title">{event.name}</h2>
      <p>{stayWindowText(t, event, language)}</p>
      {event.entries_open ? (
        <>
          <p>{`${t('lottery.entry_deadline')}: ${formatInstant(event.entry_deadline, language)}`}</p>
          <Link className="button button-primary" to={entryHref}>
            {t('lottery.enter')}
          </Link>
        </>
      ) : (
        <p>{t('lottery.entries_closed', { date: formatInstant(event.entry_deadline, language) })}</p>
      )}
    </section>
  );
}
