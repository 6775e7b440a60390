import { useState } from 'react';
import { memberLookupSchema } from '@yado/domain/member-economy';
import type { ConsoleMember } from '@yado/domain/wire/console-economy';
import { FormField } from '../components/FormField';
import { consoleApi } from './api';
import { useConsoleForm } from './console-form';
import { ApiError } from '../lib/api-client';
import { problemsOf, type FieldErrors } from './catalogue-fields';
import { ConsoleError } from './ConsoleError';
import { useConsoleText } from './i18n';

/** An offer form's problems with the member's in place of user_id's: "find the member first" until one is found. */
export function withMemberProblem(problems: FieldErrors, member: ConsoleMember | null): FieldErrors {
  const { user_id: _noMemberYet, ...fields } = problems;
  return member ? fields : { ...fields, member: 'console.economy.finder.required' };
}

/** The member's problem in an offer form: none found yet, or the API's MEMBER_NOT_FOUND (removed since they were found). */
export function memberProblem(form: { errors: FieldErrors; error: unknown }, member: ConsoleMember | null) {
  if (form.error instanceof ApiError && form.error.code === 'MEMBER_NOT_FOUND') return 'console.errors.MEMBER_NOT_FOUND';
  return member ? undefined : form.errors.member;
}

/**
 * Finds a member of the hotel's brand by their email; the one found is shown with their points.
 * A form giving them something (`offerForm`) has its problem about them shown beneath, and lets go
 * of its last answer once another member is chosen.
 */
export function MemberFinder({
  hotelCode,
  member,
  onFound: found,
  offerForm,
}: {
  hotelCode: string;
  member: ConsoleMember | null;
  onFound: (member: ConsoleMember | null) => void;
  offerForm?: { errors: FieldErrors; error: unknown; forgetAnswer: () => void };
}) {
  const { t } = useConsoleText();
  const problem = offerForm ? memberProblem(offerForm, member) : undefined;
  const onFound = (chosen: ConsoleMember | null) => {
    found(chosen);
    offerForm?.forgetAnswer();
  };
  const problemText = problem ? <p className="field-error">{t(problem)}</p> : null;
  const [typed, setTyped] = useState('');
  const form = useConsoleForm({
    initial: () => ({ email: typed }),
    check: (draft: { email: string }) => {
      const parsed = memberLookupSchema.safeParse(draft);
      return { body: draft, problems: problemsOf(parsed, () => []) };
    },
    send: (body) => consoleApi<{ data: { member: ConsoleMember } }>(`/hotels/${encodeURIComponent(hotelCode)}/members`, { query: body }),
    onSaved: (answer) => onFound(answer.data.member),
  });

  if (member)
    return (
      <div className="economy-member" aria-live="polite">
        <p>
          <strong>
            <bdi>{member.name}</bdi>
          </strong>{' '}
          · <bdi dir="ltr">{member.email}</bdi>
        </p>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setTyped(member.email);
            onFound(null);
          }}
        >
          {t('console.economy.finder.another')}
        </button>
        {problemText}
      </div>
    );

  return (
    <form className="economy-finder" onSubmit={(event) => void form.submit(event)} noValidate role="search">
      <FormField
        label={t('console.economy.finder.email')}
        name="member_email"
        type="email"
        dir="ltr"
        autoComplete="off"
        required
        value={form.draft.email}
        error={form.errors.email}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          form.set({ email: event.currentTarget.value });
        }}
      />
      <button type="submit" className="button" disabled={form.pending}>
        {t('console.economy.finder.find')}
      </button>
      <ConsoleError error={form.error} />
      {problemText}
    </form>
  );
}
