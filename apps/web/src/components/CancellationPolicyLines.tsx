import { useTranslation } from '../lib/i18n';
import type { CancellationLine, PolicyMoment } from '@yado/domain/cancellation';
import { addDays } from '@yado/domain/dates';
import { formatDayInYear, formatHour } from '../lib/format';

/**
 * Policy lines (§3) in words, as the server made them from the same rule that charges the fee:
 * free until a moment, what cancelling now costs, a percentage from each later moment, and the
 * no-show charge. Dates and hours are the hotel's; a date outside this year shows its year.
 */
export function CancellationPolicyLines({ lines }: { lines: CancellationLine[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const moment = (m: PolicyMoment) => {
    const day = m.date ? formatDayInYear(m.date, language) : t('policy.days_before', { count: m.days_before });
    return m.hour ? `${day} ${formatHour(m.hour, language)}` : day;
  };
  // A fee from midnight leaves the whole day before free: that day is the last free one.
  const lastFree = (m: PolicyMoment): PolicyMoment =>
    m.hour ? m : { days_before: m.days_before + 1, hour: 0, date: m.date ? addDays(m.date, -1) : null };
  return (
    <ul className="policy-lines">
      {lines.map((line, index) => {
        if (line.kind === 'free')
          return (
            <li key={index}>
              {line.until ? t('policy.free_until', { when: moment(lastFree(line.until)) }) : t('policy.free_before_checkin')}
            </li>
          );
        if (line.kind === 'no_show') return <li key={index}>{t('policy.no_show', { percentage: line.percentage_of_cost })}</li>;
        const { from, percentage_of_cost: percentage } = line;
        const text = !from
          ? t('policy.fee_now', { percentage })
          : from.days_before === 0
            ? from.hour
              ? t('policy.checkin_day_after', { hour: from.hour, percentage })
              : t('policy.checkin_day', { percentage })
            : t('policy.fee_from', { when: moment(from), percentage });
        return <li key={index}>{text}</li>;
      })}
    </ul>
  );
}
