import { useMutation, useQueryClient } from '@tanstack/react-query';
import { spendProblem } from '@yado/domain/points';
import { useState, type FormEvent } from 'react';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { FormField } from '../../../components/FormField';
import { formatCount, formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { exchangePoints, type PointExchange, type PointSummary } from '../../../lib/points';

/**
 * The exchange of points to the partner (§3 point exchange, digico): checked here by the same rule
 * the server applies (whole steps, from the minimum, within the balance), the amount kept on an error.
 */
export function PointExchangeForm({ summary, memberId }: { summary: PointSummary; memberId: number }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [done, setDone] = useState<PointExchange | null>(null);
  const rules = { step: summary.spend_step ?? 1, minimum: summary.spend_minimum ?? 0 };
  const count = (points: number) => formatCount(points, i18n.language);
  const exchange = useMutation({
    mutationFn: exchangePoints,
    onSuccess: (made) => {
      setDone(made);
      setAmount('');
      void queryClient.invalidateQueries({ queryKey: ['points', memberId] });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const points = Number(amount);
    const problem =
      amount.trim() === '' || points === 0 ? { reason: 'minimum' as const } : spendProblem(points, summary.total_point, rules);
    if (problem) {
      setFieldError(problem.reason === 'balance' ? 'members.points_over_balance' : 'members.points_exchange_rule');
      return;
    }
    setFieldError(undefined);
    exchange.mutate(points);
  };
  const limits = { step: count(rules.step), minimum: count(rules.minimum), balance: count(summary.total_point) };

  return (
    <form className="panel point-exchange" onSubmit={submit} noValidate>
      <h2>{t('members.points_exchange_title')}</h2>
      <p>{t('members.points_exchange_intro', limits)}</p>
      {done ? (
        <p className="alert alert-info" role="status">
          {t('members.points_exchanged', {
            points: count(done.amount),
            reference: done.reference ?? '',
            date: done.valid_until ? formatDate(done.valid_until, i18n.language) : '',
          })}
        </p>
      ) : null}
      {exchange.isError ? <ErrorMessage error={exchange.error} /> : null}
      <FormField
        label={t('members.points_exchange_amount')}
        type="number"
        inputMode="numeric"
        min={rules.minimum}
        step={rules.step}
        max={summary.total_point}
        value={amount}
        required
        error={fieldError ? t(fieldError, limits) : undefined}
        onChange={(event) => setAmount(event.target.value)}
      />
      <button type="submit" className="button button-primary" disabled={exchange.isPending}>
        {t('members.points_exchange_button')}
      </button>
    </form>
  );
}
