import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { formatDate, formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { myVouchersQuery } from '../../../lib/vouchers';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { VoucherStatus } from '../../../components/VoucherTerms';

/** my-account's vouchers (§7 my vouchers), next to the coupons: each with its status and a link to its detail. */
export function MyVouchersPanel({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation();
  const { code } = useWidget();
  const vouchers = useQuery(myVouchersQuery(memberId, i18n.language));
  return (
    <section className="panel" aria-labelledby="vouchers-heading">
      <h2 id="vouchers-heading">{t('vouchers.title')}</h2>
      {vouchers.isError ? <ErrorMessage error={vouchers.error} /> : null}
      {vouchers.data?.length === 0 ? <p>{t('vouchers.none')}</p> : null}
      <ul className="my-vouchers">
        {vouchers.data?.map((voucher) => (
          <li key={voucher.number}>
            <Link to={widgetHref(`/vouchers/${encodeURIComponent(voucher.number)}`, voucher.hotel_code)}>{voucher.name}</Link>{' '}
            <VoucherStatus voucher={voucher} />
            <br />
            {t('vouchers.line', {
              amount: formatMoney(voucher.amount, voucher.currency, i18n.language),
              date: formatDate(voucher.valid_through, i18n.language),
            })}
          </li>
        ))}
      </ul>
      <p>
        <Link to={widgetHref('/vouchers', code)}>{t('vouchers.use_title')}</Link>
      </p>
    </section>
  );
}
