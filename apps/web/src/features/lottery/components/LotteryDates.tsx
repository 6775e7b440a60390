import { useTranslation } from '../../../lib/i18n';
import { formatInstant, stayWindowText, type LotteryEventDates } from '../../../lib/lottery-entry';

/** The event's dates and deadlines (§3 "Event setting"): what can be entered, and until when. */
export function LotteryDates({ dates }: { dates: LotteryEventDates }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <dl className="lottery-dates">
      <div>
        <dt>{t('lottery.stay_window')}</dt>
        <dd>{stayWindowText(t, dates, language)}</dd>
      </div>
      <div>
        <dt>{t('lottery.entry_deadline')}</dt>
        <dd>{formatInstant(dates.entry_deadline, language)}</dd>
      </div>
      <div>
        <dt>{t('lottery.results_at')}</dt>
        <dd>{formatInstant(dates.results_at, language)}</dd>
      </div>
      <div>
        <dt>{t('lottery.reservation_deadline')}</dt>
        <dd>{formatInstant(dates.reservation_deadline, language)}</dd>
      </div>
    </dl>
  );
}
