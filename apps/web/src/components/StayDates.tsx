import { RTL_LOCALES, type Locale } from '@yado/domain/locales';
import { useTranslation } from '../lib/i18n';
import { formatWeekdayDate } from '../lib/format';

/**
 * "Tue, Dec 15 → Thu, Dec 17": two whole dates, each kept on one line and isolated from the other's
 * direction, with a spaced arrow that points the way the language reads and is read as "to". A line
 * breaks only between the dates.
 */
export function StayDates({
  checkin,
  checkout,
  format = formatWeekdayDate,
}: {
  checkin: string;
  checkout: string;
  format?: (date: string, locale: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const arrow = RTL_LOCALES.includes(i18n.language as Locale) ? '←' : '→';
  return (
    <>
      <bdi className="stay-date">{format(checkin, i18n.language)}</bdi> <span aria-hidden="true">{arrow}</span>{' '}
      <span className="visually-hidden">{t('search.to')} </span>
      <bdi className="stay-date">{format(checkout, i18n.language)}</bdi>
    </>
  );
}
