import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { isOrganizationAdmin } from '@yado/domain/organization-users';
import { signOutCorporate, useCorporateSession } from '../../../lib/corporate-session';
import { dismissSignedOutNotice, signOutMember, useMemberSession } from '../../../lib/member-session';
import { useWidget } from '../../../lib/widget-settings';
import { useQuery } from '@tanstack/react-query';
import { myCouponsQuery } from '../../../lib/coupons';
import { myVouchersQuery } from '../../../lib/vouchers';
import { VOUCHER_HELD_STATUSES } from '@yado/domain/vouchers';
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
  '/organization-sign-in',
];

/**
 * The header's sign-in entries (§2 "Header and menus"): member sign-in (where the brand has it)
 * and sign-up (where it also takes sign-ups) for a guest; the member's name and reservations for a
 * member; corporate sign-in where the brand has it on, except in a lottery; the organization, and
 * Admin for its admins, for a corporate user; one sign-out for whoever is signed in, which ends
 * each session on the server, then here.
 */
export function LoginMenu() {
  const { t, i18n } = useTranslation();
  const { code, settings } = useWidget();
  const { pathname, search } = useLocation();
  const { session } = useMemberSession();
  const corporate = useCorporateSession();
  // §2: the Coupons entry shows while the member has a coupon to use, or a voucher available, pending or consumed (§6).
  const coupons = useQuery({ ...myCouponsQuery(session?.user.id ?? 0, i18n.language), enabled: session !== null, staleTime: 300_000 });
  const vouchers = useQuery({ ...myVouchersQuery(session?.user.id ?? 0, i18n.language), enabled: session !== null, staleTime: 300_000 });
  const holdsVoucher = vouchers.data?.some((voucher) => VOUCHER_HELD_STATUSES.includes(voucher.status)) ?? false;
  // §2: no sign-up in voucher mode, which is for a member's own voucher.
  const voucherMode = new URLSearchParams(search).get('mode') === 'voucher';
  const membership = settings.hotel_brand_setting.membership_setting;
  const returnTo = MEMBER_PAGES.includes(pathname) ? undefined : `${pathname}${search}`;
  // A brand whose members sign in on its own site shows neither member entry.
  const memberSignIn = !session && membership.login_enabled && !membership.custom_auth;
  const corporateSignIn = !corporate && membership.corporate_login_enabled && !pathname.startsWith('/room-lottery');
  if (!session && !corporate && !memberSignIn && !corporateSignIn) return null;
  const signOut = () => void Promise.all([session && signOutMember(), signOutCorporate()]);
  return (
    <span className="login-menu">
      {session ? (
        <>
          <Link className="member-name" to={widgetHref('/my-account', code)}>
            {t('members.signed_in_as', { name: session.user.first_name })}
          </Link>
          <Link to={widgetHref('/my-account/reservations', code)}>{t('members.my_reservations')}</Link>
          {/* §2: the Points entry needs the member's program to collect points. */}
          {session.user.point_program_enabled ? <Link to={widgetHref('/my-account/points', code)}>{t('members.points')}</Link> : null}
          {coupons.data?.length || holdsVoucher ? (
            <Link to={`${widgetHref('/my-account', code)}#${coupons.data?.length ? 'coupons' : 'vouchers'}-heading`}>
              {t('members.coupons')}
            </Link>
          ) : null}
        </>
      ) : null}
      {corporate ? (
        <>
          <span className="member-name">{corporate.user.organization.display_name}</span>
          {isOrganizationAdmin(corporate.user.organization_role) ? (
            <Link to={widgetHref('/organization-admin', code)}>{t('members.admin')}</Link>
          ) : null}
        </>
      ) : null}
      {memberSignIn ? (
        <>
          <Link to={widgetHref('/sign-in', code, { return_to: returnTo })} onClick={dismissSignedOutNotice}>
            {t('members.sign_in')}
          </Link>
          {membership.sign_up_enabled && !corporate && !voucherMode ? (
            <Link to={widgetHref('/sign-up', code)}>{t('members.sign_up')}</Link>
          ) : null}
        </>
      ) : null}
      {corporateSignIn ? (
        <Link to={widgetHref('/organization-sign-in', code, { return_to: returnTo })}>{t('members.corporate_sign_in')}</Link>
      ) : null}
      {session || corporate ? (
        <button type="button" className="link-button" onClick={signOut}>
          {t('members.sign_out')}
        </button>
      ) : null}
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
