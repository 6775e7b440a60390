import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useMemberSession, type MemberSession } from '../../../lib/member-session';
import { useHeadingFocus } from '../../../lib/use-heading-focus';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import '../members.css';

/**
 * A page of the member's own (signed-in only, §2): a signed-out guest signs in and comes back here;
 * a member sees the way back to the search, then the page's heading, focused when the page arrives.
 * What the page shows may be given the member's session, which is there by then.
 */
export function SignedInPage({ title, children }: { title: string; children: ReactNode | ((session: MemberSession) => ReactNode) }) {
  const { t } = useTranslation();
  const { code } = useWidget();
  const { pathname } = useLocation();
  const { session } = useMemberSession();
  const headingRef = useHeadingFocus();
  if (!session) return <Navigate to={widgetHref('/sign-in', code, { return_to: pathname })} replace />;
  return (
    <div className="member-panel">
      <p>
        <Link to={widgetHref('/booking/result', code)}>{t('common.back_to_search')}</Link>
      </p>
      <h1 ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {typeof children === 'function' ? children(session) : children}
    </div>
  );
}
