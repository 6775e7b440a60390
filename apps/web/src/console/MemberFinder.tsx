import { useState } from 'react';
import { memberLookupSchema } from '@yado/domain/member-economy';
import type { ConsoleMember } from '@yado/domain/wire/console-economy';
import { FormField } from '../components/FormField';
import { consoleApi } from './api';
import { useConsoleForm } from './console-form';
import { problemsOf } from './catalogue-fields';
import { ConsoleError } from './ConsoleError';
import { useConsoleText } from './i18n';

/** Finds a member of the hotel's brand by their email; the one found is shown with their points. */
export function MemberFinder({
  hotelCode,
  member,
  onFound,
}: {
  hotelCode: string;
  member: ConsoleMember | null;
  onFound: (member: ConsoleMember | null) => void;
}) {
  const { t } = useConsoleText();
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
    </form>
  );
}
