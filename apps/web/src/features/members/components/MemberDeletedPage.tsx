import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import '../members.css';
import { useHeadingFocus } from '../../../lib/use-heading-focus';

/** member-deleted-confirmation: the account is gone; booking goes on as a guest. */
export function MemberDeletedPage() {
  const { t } = useTranslation();
  const { code } = useWidget();
  const headingRef = useHeadingFocus();
  return (
    <section className="panel member-panel">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('members.account_removed')}
      </h1>
      <p>{t('members.account_removed_help')}</p>
      <p>
        <Link className="button button-primary" to={widgetHref('/booking/result', code)}>
          {t('members.find_rooms')}
        </Link>
      </p>
    </section>
  );
}
