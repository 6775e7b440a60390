import { useQuery } from '@tanstack/react-query';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { myCouponsQuery } from '../../../lib/coupons';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

/** my-account's coupons (§7 discount_coupons): the member's own, still to use, the soonest to end first. */
export function MyCouponsPanel({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation();
  const coupons = useQuery(myCouponsQuery(memberId, i18n.language));
  return (
    <section className="panel" aria-labelledby="coupons-heading">
      <h2 id="coupons-heading">{t('members.coupons')}</h2>
      {coupons.isError ? <ErrorMessage error={coupons.error} /> : null}
      {coupons.data?.length === 0 ? <p>{t('members.coupons_none')}</p> : null}
      <ul>
        {coupons.data?.map((coupon) => (
          <li key={coupon.code}>
            {t('members.coupon_line', { name: coupon.name, code: coupon.code, date: formatDate(coupon.valid_until, i18n.language) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
