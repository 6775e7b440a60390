import { useTranslation } from '../../../lib/i18n';
import '../members.css';
import { FindRoomsLink } from './FindRoomsLink';
import { useHeadingFocus } from '../../../lib/use-heading-focus';

/** member-deleted-confirmation: the account is gone; booking goes on as a guest. */
export function MemberDeletedPage() {
  const { t } = useTranslation();
  const headingRef = useHeadingFocus();
  return (
    <section className="panel member-panel">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('members.account_removed')}
      </h1>
      <p>{t('members.account_removed_help')}</p>
      <p>
        <FindRoomsLink />
      </p>
    </section>
  );
}
