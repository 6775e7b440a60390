import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/format';
import type { RoomPlanResult } from '../api/get-rooms';

interface Props {
  plan: RoomPlanResult;
  signedIn: boolean;
  signInHref: string;
}

/**
 * §3 sign_in_discount on a plan anyone can book: a signed-in member sees the usual price beside the
 * member price they are shown; a guest sees what members pay and where to sign in for it.
 */
export function MemberRate({ plan, signedIn, signInHref }: Props) {
  const { t, i18n } = useTranslation();
  const member = plan.sign_in_discount?.total_price_after_discount;
  const usual = plan.non_sign_in_discount?.total_price_after_discount;
  if (member === undefined || usual === undefined || member >= usual) return null;
  const money = (amount: number) => formatMoney(amount, plan.prices.currency_iso, i18n.language);
  if (signedIn)
    return (
      <p className="plan-member-rate">
        <span className="badge badge-members">{t('plan.member_rate')}</span> <s>{t('plan.usual_price', { amount: money(usual) })}</s>
      </p>
    );
  return (
    <p className="plan-members-note">
      {t('plan.member_rate_offer', { amount: money(member), saving: money(usual - member) })}{' '}
      <Link to={signInHref}>{t('plan.sign_in_for_member_rate')}</Link>
    </p>
  );
}
