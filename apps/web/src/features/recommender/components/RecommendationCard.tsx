import { useTranslation } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/format';
import { partySummary } from '../../../lib/party-summary';
import type { ApproximatePrice } from '../../../lib/display-currency';
import type { RecommendationView } from '../api/get-recommendation';

interface Props {
  recommendation: RecommendationView;
  nights: number;
  approximate: ApproximatePrice;
  onBook: () => void;
}

/** One recommendation: what kind it is, its total, each room with its guests and price, and the way to book it. */
export function RecommendationCard({ recommendation, nights, approximate, onBook }: Props) {
  const { t, i18n } = useTranslation();
  const { kind, rooms, total_price: total } = recommendation;
  const headingId = `recommendation-${kind}`;
  const shown = approximate(total.cents, i18n.language);
  return (
    <article className={`recommendation-card recommendation-${kind}`} aria-labelledby={headingId}>
      <header className="recommendation-head">
        <h2 id={headingId}>{t(`recommender.kind.${kind}`)}</h2>
        <p className="recommendation-total">
          <strong>{formatMoney(total.cents, total.currency_iso, i18n.language)}</strong>
          <span className="recommendation-total-note">
            {t('recommender.total_note', {
              rooms: t('common.rooms', { count: rooms.length }),
              nights: t('recommender.nights', { count: nights }),
            })}
          </span>
          {shown ? <span className="approximate">≈ {shown}</span> : null}
        </p>
      </header>
      <ul className="recommendation-tags" aria-label={t('recommender.includes')}>
        {recommendation.breakfast ? <li>{t('meals.breakfast')}</li> : null}
        {recommendation.free_cancellation ? <li>{t('recommender.free_cancellation')}</li> : null}
        {recommendation.promotion ? <li>{recommendation.promotion.name}</li> : null}
      </ul>
      {recommendation.card_offer ? (
        <p className="recommendation-card-offer">
          <span className="badge badge-offer">{t('plan.card_offer')}</span>{' '}
          {t('plan.card_offer_price', {
            name: recommendation.card_offer.name,
            amount: formatMoney(recommendation.card_offer.total_price, total.currency_iso, i18n.language),
          })}
        </p>
      ) : null}
      <ol className="recommendation-rooms">
        {rooms.map((room, i) => (
          <li key={i}>
            <span className="recommendation-room">
              <strong>{room.room_type_name}</strong>
              <span>
                {room.plan_name}
                {room.meals !== 'none' ? ` · ${t(`meals.${room.meals}`)}` : ''}
              </span>
              <span className="recommendation-guests">{partySummary(t, [room])}</span>
            </span>
            <span className="recommendation-room-price">{formatMoney(room.total_price, total.currency_iso, i18n.language)}</span>
          </li>
        ))}
      </ol>
      <button type="button" className="button button-primary" onClick={onBook} aria-describedby={headingId}>
        {t('recommender.book')}
      </button>
    </article>
  );
}
