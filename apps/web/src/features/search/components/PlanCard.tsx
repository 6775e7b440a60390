import { useTranslation } from '../../../lib/i18n';
import type { PlanResult, RoomPlanResult, RoomType } from '../api/get-rooms';
import type { ApproximatePrice } from '../../../lib/display-currency';
import { PlanOption, type StayShown } from './PlanOption';

interface Props {
  plan: PlanResult;
  stay: StayShown;
  /** The hotel's offer for paying by card, told on the plans it is for. */
  cardOffer: string | null;
  approximate: ApproximatePrice;
  onBook: (room: RoomType, plan: RoomPlanResult) => void;
  onChooseDates: () => void;
  /** Children to place in the hotel's age groups first (given by age): offered instead of booking. */
  onChooseAgeGroups: (() => void) | null;
}

/** A plan with the rooms it is sold in (results by plan). */
export function PlanCard({ plan, stay, cardOffer, approximate, onBook, onChooseDates, onChooseAgeGroups }: Props) {
  const { t } = useTranslation();
  const id = `plan-${plan.hotel_plan_code}`;
  return (
    <article className="plan-card" aria-labelledby={id}>
      <div className="plan-card-head">
        <h2 id={id}>{plan.plan_name}</h2>
        <p className="badges">
          <span className="badge">{t(`meals.${plan.meals}`)}</span>
          {plan.members_only ? <span className="badge badge-members">{t('plan.members_only')}</span> : null}
          {plan.minimum_nights > 1 ? <span className="badge">{t('plan.minimum_nights', { count: plan.minimum_nights })}</span> : null}
        </p>
        <p className="room-description">{plan.plan_description}</p>
      </div>
      <ul className="plans" aria-label={t('plan.rooms_for', { plan: plan.plan_name })}>
        {plan.rooms.map((room) => (
          <PlanOption
            key={room.room_type_code}
            plan={room.room_plan}
            title={room.room_type_name}
            stay={stay}
            cardOffer={cardOffer}
            approximate={approximate}
            onBook={() => onBook(room, room.room_plan)}
            onChooseDates={onChooseDates}
            onChooseAgeGroups={onChooseAgeGroups}
          />
        ))}
      </ul>
    </article>
  );
}
