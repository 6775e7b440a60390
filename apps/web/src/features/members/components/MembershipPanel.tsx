import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCount } from '../../../lib/format';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { FormField } from '../../../components/FormField';
import { useTranslation } from '../../../lib/i18n';
import { saveMemberSession, type MemberSession } from '../../../lib/member-session';
import { useWidget } from '../../../lib/widget-settings';
import { membershipProgramsQuery, switchProgram } from '../api/members';

/** My account: the member's program and rank, and a switch to another of the brand's programs. */
export function MembershipPanel({ session }: { session: MemberSession }) {
  const { t, i18n } = useTranslation();
  const { code } = useWidget();
  const { program, rank } = session.user;
  const programs = useQuery(membershipProgramsQuery(code, i18n.language));
  const [chosen, setChosen] = useState<number | null>(null);
  const change = useMutation({ mutationFn: switchProgram, onSuccess: (user) => saveMemberSession({ ...session, user }) });
  if (!program) return null;
  const current = programs.data?.find((p) => p.id === program.id);
  const others = programs.data?.filter((p) => p.id !== program.id) ?? [];
  // Ranks come from the lowest: the next one is the rank after the member's.
  const ranks = current?.ranks ?? [];
  const rankIndex = ranks.findIndex((r) => r.id === rank?.id);
  const nextRank = rankIndex >= 0 ? ranks[rankIndex + 1] : undefined;
  return (
    <section className="panel" aria-labelledby="membership-heading">
      <h2 id="membership-heading">{t('members.membership')}</h2>
      <dl className="membership-facts">
        <dt>{t('members.program')}</dt>
        <dd>{current?.name ?? program.name}</dd>
        {rank ? (
          <>
            <dt>{t('members.rank')}</dt>
            <dd>{ranks[rankIndex]?.name ?? rank.name}</dd>
          </>
        ) : null}
      </dl>
      {nextRank ? (
        <p className="field-hint">
          {t('members.next_rank', {
            rank: nextRank.name,
            points: formatCount(nextRank.points_to_unlock, i18n.language),
          })}
        </p>
      ) : null}
      {change.isSuccess ? (
        <p className="alert alert-info" role="status">
          {t('members.program_switched', { program: current?.name ?? program.name })}
        </p>
      ) : null}
      {change.error ? <ErrorMessage error={change.error} /> : null}
      {others.length > 0 ? (
        <form
          noValidate
          className="member-form"
          onSubmit={(event) => {
            event.preventDefault();
            change.mutate(chosen ?? (others[0] as { id: number }).id);
          }}
        >
          <FormField
            label={t('members.switch_program')}
            optionalMark={false}
            options={others.map((p) => ({ value: String(p.id), label: p.name }))}
            value={String(chosen ?? others[0]?.id)}
            onChange={(event) => setChosen(Number(event.target.value))}
          />
          <button type="submit" className="button" disabled={change.isPending}>
            {t('members.switch')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
