import { useQuery } from '@tanstack/react-query';
import { earnedPoints, earningPrice, maxSpendable, pointWorth, spendProblem } from '@yado/domain/points';
import { useState } from 'react';
import { FormField } from '../../../components/FormField';
import { formatCount, formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useMemberSession } from '../../../lib/member-session';
import { pointSummaryQuery, type PointSummary } from '../../../lib/points';
import { useWidget } from '../../../lib/widget-settings';

/** The member's points as this booking may use them, or null where it cannot (§5: program on, not hidden). */
export function useSpendablePoints(currency: string): PointSummary | null {
  const { i18n } = useTranslation();
  const { settings } = useWidget();
  const { session } = useMemberSession();
  const usable = session !== null && session.user.point_program_enabled && !settings.init_settings.point_program_disabled;
  const summary = useQuery({ ...pointSummaryQuery(session?.user.id ?? 0, i18n.language), enabled: usable });
  if (!usable || !summary.data?.program_enabled || summary.data.point_currency !== currency) return null;
  return summary.data;
}

/**
 * The payment step's points (§5): how many to spend, checked here by the rule the server applies
 * (whole steps, from the minimum, within the balance and the price), with what the stay will earn.
 */
export function PointsToSpend({
  summary,
  price,
  roomPriceWithoutTax,
  spent,
  onSpend,
}: {
  summary: PointSummary;
  price: { total: number; currency: string };
  roomPriceWithoutTax: number;
  spent: number;
  onSpend: (points: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState(spent ? String(spent) : '');
  const [problem, setProblem] = useState<string | undefined>();
  const rules = { step: summary.spend_step ?? 1, minimum: summary.spend_minimum ?? 0 };
  const most = maxSpendable(summary.total_point, rules, { minor: price.total, currency: price.currency });
  const count = (points: number) => formatCount(points, i18n.language);
  const money = (minor: number) => formatMoney(minor, price.currency, i18n.language);
  const earns = earnedPoints(
    earningPrice(roomPriceWithoutTax, pointWorth(spent, price.currency)),
    price.currency,
    summary.earn_basis_points,
  );
  const limits = { step: count(rules.step), minimum: count(rules.minimum), maximum: count(most), balance: count(summary.total_point) };

  const apply = (points: number) => {
    const found = spendProblem(points, summary.total_point, rules, { minor: price.total, currency: price.currency });
    if (found) {
      setProblem(found.reason === 'balance' ? 'payment.points_over_balance' : 'payment.points_rule');
      return;
    }
    setProblem(undefined);
    setTyped(points ? String(points) : '');
    onSpend(points);
  };

  return (
    <section className="panel points-to-spend" aria-labelledby="points-to-spend-title">
      <h2 id="points-to-spend-title">{t('payment.points_title')}</h2>
      <p>{t('payment.points_balance', { points: count(summary.total_point) })}</p>
      {most > 0 ? (
        <form
          className="points-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            apply(typed.trim() === '' ? 0 : Number(typed));
          }}
        >
          <FormField
            label={t('payment.points_to_use')}
            hint={t('payment.points_rule', limits)}
            type="number"
            inputMode="numeric"
            min={0}
            step={rules.step}
            max={most}
            value={typed}
            error={problem ? t(problem, limits) : undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
          <div className="actions">
            <button type="submit" className="button">
              {t('payment.points_apply')}
            </button>
            <button type="button" className="button" onClick={() => apply(most)}>
              {t('payment.points_use_most', { points: count(most) })}
            </button>
            {spent ? (
              <button type="button" className="button" onClick={() => apply(0)}>
                {t('payment.points_remove')}
              </button>
            ) : null}
          </div>
        </form>
      ) : (
        <p>{t('payment.points_too_few', limits)}</p>
      )}
      {spent ? (
        <p className="points-applied" role="status">
          {t('payment.points_applied', { points: count(spent), amount: money(pointWorth(spent, price.currency)) })}
        </p>
      ) : null}
      {earns > 0 ? <p>{t('payment.points_to_earn', { points: count(earns) })}</p> : null}
    </section>
  );
}
