import { StayDates } from '../../../components/StayDates';
import type { BookingDraft } from '../../../lib/booking-draft';
import { formatWeekdayDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { partySummary } from '../../../lib/party-summary';
import { planWithMeals } from '../../../lib/plan-label';

/** "Mon, Dec 21 → Wed, Dec 23 · 2 nights", or the day of a day use. */
export function ChosenDates({ draft }: { draft: BookingDraft }) {
  const { t, i18n } = useTranslation();
  if (draft.checkin === draft.checkout) return `${formatWeekdayDate(draft.checkin, i18n.language)} · ${t('search.day_use')}`;
  return (
    <>
      <StayDates checkin={draft.checkin} checkout={draft.checkout} /> · {t('common.nights', { count: draft.price.nights.length })}
    </>
  );
}

/** Each room chosen: its room type, plan with meals, and who stays in it. */
export function ChosenRooms({ draft }: { draft: BookingDraft }) {
  const { t } = useTranslation();
  return (
    <ol className="chosen-rooms">
      {draft.rooms.map((room, index) => (
        <li key={index}>
          <strong>{t('questions.room', { number: index + 1 })}</strong>: <bdi>{draft.roomTypeName}</bdi>
          <br />
          <bdi>{planWithMeals(t, draft.planName, draft.meals)}</bdi>
          <br />
          {partySummary(t, [room])}
        </li>
      ))}
    </ol>
  );
}
