import { useTranslation } from '../lib/i18n';
import type { CancellationLine } from '@yado/domain/cancellation';
import { formatDate } from '../lib/format';

/** Policy lines (§3) in words: free until a date, then a percentage from each deadline, and the no-show charge. */
export function CancellationPolicyLines({ lines }: { lines: CancellationLine[] }) {
  const { t, i18n } = useTranslation();
  const when = (daysBefore: number, date: string | null) =>
    date
      ? formatDate(date, i18n.language, { month: 'short', day: 'numeric', weekday: 'short' })
      : t('policy.days_before', { count: daysBefore });
  return (
    <ul className="policy-lines">
      {lines.map((line, index) => {
        if (line.kind === 'free_until') return <li key={index}>{t('policy.free_until', { when: when(line.days_before, line.date) })}</li>;
        if (line.kind === 'no_show') return <li key={index}>{t('policy.no_show', { percentage: line.percentage_of_cost })}</li>;
        const text =
          line.days_before === 0
            ? line.hours_after
              ? t('policy.checkin_day_after', { hour: line.hours_after, percentage: line.percentage_of_cost })
              : t('policy.checkin_day', { percentage: line.percentage_of_cost })
            : t('policy.fee_from', { when: when(line.days_before, line.date), percentage: line.percentage_of_cost });
        return <li key={index}>{text}</li>;
      })}
    </ul>
  );
}
