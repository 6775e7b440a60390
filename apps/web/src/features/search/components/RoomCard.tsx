import { useTranslation } from '../../../lib/i18n';
import type { RoomPlanResult, RoomResult } from '../api/get-rooms';
import type { ApproximatePrice } from '../../../lib/display-currency';
import { PlanOption, type StayShown } from './PlanOption';
import { RoomFacts } from './RoomFacts';

/** How few rooms left is worth telling the guest. */
const FEW_ROOMS_LEFT = 3;

interface Props {
  room: RoomResult;
  stay: StayShown;
  /** The hotel's offer for paying by card, told on the plans it is for. */
  cardOffer: string | null;
  approximate: ApproximatePrice;
  onBook: (room: RoomResult, plan: RoomPlanResult) => void;
  onChooseDates: () => void;
  /** Children to place in the hotel's age groups first (given by age): offered instead of booking. */
  onChooseAgeGroups: (() => void) | null;
}

/** A room type with its facts and the plans it is sold under. */
export function RoomCard({ room, stay, cardOffer, approximate, onBook, onChooseDates, onChooseAgeGroups }: Props) {
  const { t } = useTranslation();
  const image = room.images[0];
  const available = room.room_plans.some((p) => p.available);
  // What signing in unlocks: how much a members' plan saves against the lowest plan on the same
  // terms (meals and cancellation policy) that anyone can book.
  const memberSaving = (member: RoomPlanResult) => {
    const open = room.room_plans
      .filter((p) => p.available && p.bookable && !p.members_only)
      .filter((p) => p.meals === member.meals && p.cancellation_policy_id === member.cancellation_policy_id)
      .map((p) => p.prices.total_price);
    return open.length > 0 ? Math.min(...open) - member.prices.total_price : 0;
  };
  return (
    <article className="room-card" aria-labelledby={`room-${room.room_type_code}`}>
      <div className="room-media">{image ? <img src={image.url} alt={image.alt} width="320" height="220" loading="lazy" /> : null}</div>
      <div className="room-body">
        <h2 id={`room-${room.room_type_code}`}>{room.room_type_name}</h2>
        {!available ? (
          <p className="rooms-left">{t('room.sold_out')}</p>
        ) : stay.checkin !== null && room.room_count <= FEW_ROOMS_LEFT ? (
          <p className="rooms-left">{t('room.rooms_left', { count: room.room_count })}</p>
        ) : null}
        <p className="room-description">{room.room_type_description}</p>
        <RoomFacts room={room} />
      </div>
      <ul className="plans" aria-label={t('room.plans_for', { room: room.room_type_name })}>
        {room.room_plans.map((plan) => (
          <PlanOption
            key={plan.room_plan_code}
            plan={plan}
            stay={stay}
            cardOffer={cardOffer}
            approximate={approximate}
            memberSaving={plan.members_only ? memberSaving(plan) : 0}
            onBook={() => onBook(room, plan)}
            onChooseDates={onChooseDates}
            onChooseAgeGroups={onChooseAgeGroups}
          />
        ))}
      </ul>
    </article>
  );
}
