import { useQuery } from '@tanstack/react-query';
import { addDays } from '@yado/domain/dates';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Spinner } from '../../../components/Spinner';
import { formatDate, formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { myPromotionsQuery, type MemberPromotion } from '../../../lib/promotions';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { SignedInPage } from './SignedInPage';

/**
 * my-account/promotions (signed-in only, §2): the promotions open to the member at their brand's
 * hotels, each with a search of its hotel on its first night still to come (ADR 0047).
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  return <SignedInPage title={t('members.promotions')}>{(session) => <PromotionsList memberId={session.user.id} />}</SignedInPage>;
}

function PromotionsList({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation();
  const promotions = useQuery(myPromotionsQuery(memberId, i18n.language));
  if (promotions.isPending) return <Spinner label={t('common.loading')} />;
  if (promotions.isError) return <ErrorMessage error={promotions.error} />;
  if (promotions.data.length === 0) return <p className="panel">{t('members.promotions_none')}</p>;
  return (
    <ul className="promotion-list">
      {promotions.data.map((promotion) => (
        <li key={promotion.id} className="panel">
          <h2>{promotion.name}</h2>
          <p>{promotion.hotel_name}</p>
          <p>{discountText(promotion, t, i18n.language)}</p>
          <p>
            {t('members.promotion_stay', {
              from: formatDate(promotion.stay_start, i18n.language),
              to: formatDate(promotion.stay_end, i18n.language),
            })}
          </p>
          <SearchLink promotion={promotion} />
        </li>
      ))}
    </ul>
  );
}

function discountText(promotion: MemberPromotion, t: ReturnType<typeof useTranslation>['t'], locale: string) {
  const off =
    promotion.discount_type === 'percentage'
      ? t('members.promotion_percent', { percent: promotion.discount_value })
      : t('members.promotion_amount', { amount: formatMoney(promotion.discount_value, promotion.currency, locale) });
  return promotion.discount_target_type === 'payment' ? `${off} · ${t('members.promotion_by_card')}` : off;
}

/** A search of the promotion's hotel for one night, from its first night still to come, on its plans when it lists them. */
function SearchLink({ promotion }: { promotion: MemberPromotion }) {
  const { t } = useTranslation();
  const { code, settings } = useWidget();
  const today = settings.init_settings.today;
  const checkin = promotion.stay_start > today ? promotion.stay_start : today;
  const plans =
    promotion.target_mode === 'include' && promotion.hotel_plan_codes.length > 0 ? promotion.hotel_plan_codes.join(',') : undefined;
  const href = widgetHref('/booking/result', promotion.hotel_code || code, {
    checkin,
    checkout: addDays(checkin, 1),
    hotel_plan_codes: plans,
  });
  return (
    <Link className="button" to={href}>
      {t('members.promotion_search', { name: promotion.name })}
    </Link>
  );
}
