import { useId } from 'react';
import { useTranslation } from '../lib/i18n';
import { formatDate, formatMoney } from '../lib/format';
import { priceChoice, type ChosenExtra, type ListedExtra } from '../lib/extras';

/**
 * Extras a stay can add (§3): a quantity for each, a night for dated ones and a delivery time
 * where the hotel offers several. What the guest picks is priced as the server will price it.
 */
export function ExtrasPicker({
  extras,
  chosen,
  currency,
  taxRatePercent,
  onChange,
}: {
  extras: ListedExtra[];
  chosen: ChosenExtra[];
  currency: string;
  taxRatePercent: number;
  onChange: (next: ChosenExtra[]) => void;
}) {
  const { i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, currency, i18n.language);
  const choose = (extra: ListedExtra, patch: Partial<ChosenExtra>) => {
    const current = chosen.find((c) => c.extra_id === extra.id);
    const firstOpen = extra.dates.find((d) => d.left > 0)?.date;
    const next = {
      extra_id: extra.id,
      quantity: 0,
      name: extra.name,
      total_price: 0,
      ...(extra.extra_type === 'dated' ? { date: firstOpen } : {}),
      ...(extra.delivery_times[0] ? { delivery_time: extra.delivery_times[0] } : {}),
      ...current,
      ...patch,
    };
    const others = chosen.filter((c) => c.extra_id !== extra.id);
    onChange(next.quantity > 0 ? [...others, { ...next, total_price: priceChoice(extra, next, taxRatePercent) }] : others);
  };
  return (
    <ul className="extras-list">
      {extras.map((extra) => (
        <ExtraRow key={extra.id} extra={extra} choice={chosen.find((c) => c.extra_id === extra.id)} onChoose={choose} money={money} />
      ))}
    </ul>
  );
}

/** One extra: what it is, its price, and the guest's choice of it. */
function ExtraRow({
  extra,
  choice,
  onChoose,
  money,
}: {
  extra: ListedExtra;
  choice: ChosenExtra | undefined;
  onChoose: (extra: ListedExtra, patch: Partial<ChosenExtra>) => void;
  money: (cents: number) => string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const open = extra.dates.filter((d) => d.left > 0);
  const unitPrice = extra.dates.find((d) => d.date === (choice?.date ?? open[0]?.date))?.price ?? extra.dates[0]?.price ?? 0;
  const soldOut = open.length === 0;
  const quantities = Array.from({ length: extra.max_quantity - extra.min_quantity + 1 }, (_, i) => extra.min_quantity + i);
  return (
    <li className="extra">
      <div className="extra-text">
        <strong id={`${id}-name`}>
          <bdi>{extra.name}</bdi>
        </strong>
        {/* The hotel's own words may be in another script: isolated, they keep their order in any direction. */}
        {extra.description ? (
          <p className="field-hint">
            <bdi>{extra.description}</bdi>
          </p>
        ) : null}
        <p>{t('extras.unit_price', { price: money(unitPrice), unit: t(`extras.units.${extra.unit}`, { defaultValue: extra.unit }) })}</p>
        {!extra.orderable ? (
          <p className="field-hint">{t('extras.closed')}</p>
        ) : soldOut ? (
          <p className="field-hint">{t('extras.sold_out')}</p>
        ) : null}
      </div>
      {extra.orderable && !soldOut ? (
        <div className="extra-choice">
          <label>
            <span id={`${id}-quantity`}>{t('extras.quantity')}</span>
            {/* Named by its extra too: a list of selects all called "Quantity" tells a screen reader nothing. */}
            <select
              aria-labelledby={`${id}-quantity ${id}-name`}
              value={choice?.quantity ?? 0}
              onChange={(e) => onChoose(extra, { quantity: Number(e.target.value) })}
            >
              <option value={0}>{t('extras.none')}</option>
              {quantities.map((q) => (
                <option key={q} value={q}>
                  {q}
                </option>
              ))}
            </select>
          </label>
          {extra.extra_type === 'dated' && choice ? (
            <label>
              <span id={`${id}-date`}>{t('extras.date')}</span>
              <select
                aria-labelledby={`${id}-date ${id}-name`}
                value={choice.date}
                onChange={(e) => onChoose(extra, { date: e.target.value })}
              >
                {open.map((d) => (
                  <option key={d.date} value={d.date}>
                    {formatDate(d.date, i18n.language)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {extra.delivery_times.length > 0 && choice ? (
            <label>
              <span id={`${id}-time`}>{t('extras.delivery_time')}</span>
              <select
                aria-labelledby={`${id}-time ${id}-name`}
                value={choice.delivery_time}
                onChange={(e) => onChoose(extra, { delivery_time: e.target.value })}
              >
                {extra.delivery_times.map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {choice ? <p className="extra-total">{money(choice.total_price)}</p> : null}
        </div>
      ) : null}
    </li>
  );
}
