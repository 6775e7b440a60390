import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { dismissSignedOutNotice, signOutMember, useMemberSession } from '../../../lib/member-session';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';

/** §4 step 7: a member signing in leaves the member pages for the results, not back to them. */
const MEMBER_PAGES = [
  '/sign-in',
  '/sign-up',
  '/sign-up-result',
  '/member-confirmation',
  '/forgot-password',
  '/change-password',
  '/chat-sign-in',
  '/chat-sign-up',
];

/**
 * The header's member entries (§2 "Header and menus"): sign in (where the brand has member
 * sign-in) and sign up (where it also takes sign-ups) for a guest, the member's name and
 * sign-out for a member. Signing out ends the session on the server, then here.
 */
export function LoginMenu() {
  const { t } = useTranslation();
  const { code, settings } = useWidget();
  const { pathname, search } = useLocation();
  const { session } = useMemberSession();
  const membership = settings.hotel_brand_setting.membership_setting;
  if (session) {
    return (
      <span className="login-menu">
        <Link className="member-name" to={widgetHref('/my-account', code)}>
          {t('members.signed_in_as', { name: session.user.first_name })}
        </Link>
        <Link to={widgetHref('/my-account/reservations', code)}>{t('members.my_reservations')}</Link>
        <button type="button" className="link-button" onClick={() => void signOutMember()}>
          {t('members.sign_out')}
        </button>
      </span>
    );
  }
  // A brand without member sign-in here, or whose members sign in on its own site, shows neither
  // entry (§2: the menu shows if any entry applies).
  if (!membership.login_enabled || membership.custom_auth) return null;
  return (
    <span className="login-menu">
      <Link
        to={widgetHref('/sign-in', code, { return_to: MEMBER_PAGES.includes(pathname) ? undefined : `${pathname}${search}` })}
        onClick={dismissSignedOutNotice}
      >
        {t('members.sign_in')}
      </Link>
      {membership.sign_up_enabled ? <Link to={widgetHref('/sign-up', code)}>{t('members.sign_up')}</Link> : null}
    </span>
  );
}

/** §4: a session the API ended is told to the guest once. */
export function SignedOutNotice() {
  const { t } = useTranslation();
  const { signedOutNotice } = useMemberSession();
  if (!signedOutNotice) return null;
  return (
    <div className="alert alert-info signed-out-notice" role="status">
      {t('members.signed_out_notice')}{' '}
      <button type="button" className="link-button" onClick={dismissSignedOutNotice}>
        {t('header.close')}
      </button>
    </div>
  );
}
