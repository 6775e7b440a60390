import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { voucherQuery } from '../../../lib/vouchers';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { usePeriod } from '../../../components/VoucherTerms';

/**
 * The results in voucher mode (§2 mode=voucher): which voucher is applied, what it pays for and
 * when, above the plans it pays for. The search itself tells a voucher it cannot use.
 */
export function VoucherBanner({ number, memberId }: { number: string; memberId: number }) {
  const { t, i18n } = useTranslation();
  const { code } = useWidget();
  const period = usePeriod();
  const voucher = useQuery(voucherQuery(code, number, memberId, i18n.language)).data;
  if (!voucher) return null;
  const staying = period(voucher.staying_period_start, voucher.staying_period_end);
  const excluded = period(voucher.excluded_period_start, voucher.excluded_period_end);
  return (
    <section className="panel voucher-banner" aria-labelledby="voucher-banner-title">
      <p className="voucher-banner-label">{t('vouchers.banner_label')}</p>
      <h2 id="voucher-banner-title">{voucher.name}</h2>
      <p>
        {t('vouchers.banner_pays', {
          amount: formatMoney(voucher.amount, voucher.currency, i18n.language),
          plans: voucher.plans.map((plan) => plan.name).join(t('vouchers.list_separator')),
        })}
      </p>
      {staying ? <p>{`${t('vouchers.staying_period')}: ${staying}`}</p> : null}
      {excluded ? <p>{`${t('vouchers.excluded_period')}: ${excluded}`}</p> : null}
      <Link to={widgetHref(`/vouchers/${encodeURIComponent(voucher.number)}`, code)}>{t('vouchers.show_detail')}</Link>
    </section>
  );
}
