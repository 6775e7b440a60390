import { useId, useState } from 'react';
import { pointAdjustmentSchema } from '@yado/domain/member-economy';
import { formatCount } from '@yado/domain/money';
import type { ConsoleMember } from '@yado/domain/wire/console-economy';
import { FormField } from '../components/FormField';
import { consoleApi } from './api';
import { useConsoleForm } from './console-form';
import { enumOptions, problemsOf, RadioChoices } from './catalogue-fields';
import { blanksRequired, EconomyForm, typedNumber } from './economy-form';
import { useConsoleText } from './i18n';
import { MemberFinder } from './MemberFinder';

const POINT_DIRECTIONS = ['add', 'remove'] as const;
const blank = { direction: 'add' as (typeof POINT_DIRECTIONS)[number], points: '', note: '' };
type Draft = typeof blank;

/** Adds or takes a member's points with the reason they will see; never below a zero balance (the API's rule). */
function AdjustPointsForm({
  hotelCode,
  member,
  onAdjusted,
}: {
  hotelCode: string;
  member: ConsoleMember;
  onAdjusted: (m: ConsoleMember) => void;
}) {
  const { t } = useConsoleText();
  const id = useId();
  const form = useConsoleForm({
    reset: true,
    initial: () => blank,
    check: (draft: Draft) => {
      const typed = typedNumber(draft.points);
      const body = { points: draft.direction === 'remove' ? -typed : typed, note: draft.note };
      // A negative number typed with "add" is refused as the field's problem, not taken silently.
      const problems = blanksRequired(
        problemsOf(pointAdjustmentSchema.safeParse(body), () => []),
        { points: draft.points },
      );
      return { body, problems: typed < 0 ? { ...problems, points: 'validation.invalid' } : problems };
    },
    send: (body) =>
      consoleApi<{ data: { member: ConsoleMember } }>(`/hotels/${encodeURIComponent(hotelCode)}/members/${member.id}/point-adjustments`, {
        method: 'POST',
        body,
      }),
    onSaved: (answer) => onAdjusted(answer.data.member),
  });
  const { draft, set, errors } = form;
  return (
    <EconomyForm id={id} heading={t('console.economy.points.adjustHeading')} form={form} submitLabel={t('console.economy.points.save')}>
      <RadioChoices
        legend={t('console.economy.points.direction')}
        name="direction"
        options={enumOptions(POINT_DIRECTIONS, 'console.economy.points', t)}
        value={draft.direction}
        onChange={(direction) => set({ direction })}
      />
      <div className="economy-fields">
        <FormField
          label={t('console.economy.points.points')}
          name="points"
          required
          inputMode="numeric"
          dir="ltr"
          value={draft.points}
          error={errors.points}
          onChange={(e) => set({ points: e.currentTarget.value })}
        />
        <FormField
          label={t('console.economy.points.note')}
          hint={t('console.economy.points.noteHint')}
          name="note"
          required
          value={draft.note}
          error={errors.note}
          onChange={(e) => set({ note: e.currentTarget.value })}
        />
      </div>
    </EconomyForm>
  );
}

/** A member of the brand found by email, their balance, and (for owners and managers) adjusting it. */
export function PointsPanel({ hotelCode, canEdit }: { hotelCode: string; canEdit: boolean }) {
  const { t, locale } = useConsoleText();
  const [member, setMember] = useState<ConsoleMember | null>(null);
  const [adjusted, setAdjusted] = useState(false);

  return (
    <>
      <section className="console-card" aria-labelledby="economy-points-member">
        <h2 id="economy-points-member">{t('console.economy.points.heading')}</h2>
        <MemberFinder
          hotelCode={hotelCode}
          member={member}
          onFound={(found) => {
            setMember(found);
            setAdjusted(false);
          }}
        />
        {member ? (
          <dl className="account-facts">
            <dt>{t('console.economy.points.balance')}</dt>
            <dd data-testid="member-balance">
              {member.points_enabled
                ? t('console.economy.points.count', { count: member.balance, points: formatCount(member.balance, locale) })
                : t('console.economy.points.noProgram')}
            </dd>
          </dl>
        ) : null}
        <p role="status" className={adjusted && member ? 'alert alert-success' : 'visually-hidden'}>
          {adjusted && member ? t('console.economy.points.adjusted', { points: formatCount(member.balance, locale) }) : ''}
        </p>
      </section>
      {member && member.points_enabled && canEdit ? (
        <AdjustPointsForm
          key={member.id}
          hotelCode={hotelCode}
          member={member}
          onAdjusted={(next) => {
            setMember(next);
            setAdjusted(true);
          }}
        />
      ) : null}
    </>
  );
}
