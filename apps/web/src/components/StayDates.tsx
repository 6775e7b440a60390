import { useTranslation } from '../lib/i18n';
import { formatWeekdayDate } from '../lib/format';

/** "Tue, Dec 15 → Thu, Dec 17": the arrow turns with the writing direction and reads as "to". */
export function StayDates({ checkin, checkout }: { checkin: string; checkout: string }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {formatWeekdayDate(checkin, i18n.language)}{' '}
      <span aria-hidden="true" className="flip-rtl">
        →
      </span>{' '}
      <span className="visually-hidden"> {t('search.to')} </span>
      {formatWeekdayDate(checkout, i18n.language)}
    </>
  );
}
