import { formatDate, formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import type { FlightOfferView } from '../api';
import { FlightArrow } from './FlightArrow';

interface Props {
  direction: 'outbound' | 'return';
  offers: FlightOfferView[];
  currency: string;
  chosen: string | null;
  onChoose: (offerId: string) => void;
}

/** The flights of one direction that day: times, flight number, and what each adds over the cheapest; full ones cannot be picked. */
export function FlightChoice({ direction, offers, currency, chosen, onChoose }: Props) {
  const { t, i18n } = useTranslation();
  const date = offers[0]?.departure_date;
  return (
    <fieldset className="flight-choice">
      <legend>
        {t(`package.${direction}`)}
        {date ? (
          <span className="flight-date"> · {formatDate(date, i18n.language, { month: 'short', day: 'numeric', weekday: 'short' })}</span>
        ) : null}
      </legend>
      {offers.map((offer) => (
        <label key={offer.offer_id} className={offer.available ? 'flight-option' : 'flight-option flight-full'}>
          <input
            type="radio"
            name={`flight-${direction}`}
            value={offer.offer_id}
            checked={chosen === offer.offer_id}
            disabled={!offer.available}
            onChange={() => onChoose(offer.offer_id)}
          />
          <span className="flight-times">
            <bdi>{offer.departs_at}</bdi> <FlightArrow /> <bdi>{offer.arrives_at}</bdi>
          </span>
          <span className="flight-number">
            <bdi>{offer.flight_number}</bdi>
          </span>
          <span className="flight-extra">
            {!offer.available
              ? t('package.full')
              : offer.supplement === 0
                ? t('package.no_extra')
                : t('package.extra', { amount: formatMoney(offer.supplement, currency, i18n.language) })}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
