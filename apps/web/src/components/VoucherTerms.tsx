import type { Voucher, VoucherDetail } from '../lib/vouchers';
import { formatDate, formatMoney } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import './vouchers.css';

/** A voucher's status as shown (ui_status): an available one past its valid-through date reads as expired. */
export function VoucherStatus({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation();
  return <span className={`badge voucher-status voucher-status-${voucher.ui_status}`}>{t(`vouchers.status_${voucher.ui_status}`)}</span>;
}

/** A period of the voucher's, either end open; null when it has none. */
export function usePeriod() {
  const { t, i18n } = useTranslation();
  return (from: string | null, to: string | null): string | null => {
    if (from === null && to === null) return null;
    const date = (value: string | null) => (value === null ? '…' : formatDate(value, i18n.language, { dateStyle: 'medium' }));
    return t('vouchers.period', { from: date(from), to: date(to) });
  };
}

/** What a voucher pays for and when (§3 vouchers): its amount, plans, valid-through date and periods. */
export function VoucherTerms({ voucher }: { voucher: VoucherDetail }) {
  const { t, i18n } = useTranslation();
  const period = usePeriod();
  const staying = period(voucher.staying_period_start, voucher.staying_period_end);
  const excluded = period(voucher.excluded_period_start, voucher.excluded_period_end);
  return (
    <dl className="voucher-terms">
      <div>
        <dt>{t('vouchers.number')}</dt>
        <dd dir="ltr">{voucher.number}</dd>
      </div>
      <div>
        <dt>{t('vouchers.amount')}</dt>
        <dd>{formatMoney(voucher.amount, voucher.currency, i18n.language)}</dd>
      </div>
      <div>
        <dt>{t('vouchers.plans')}</dt>
        <dd>{voucher.plans.map((plan) => plan.name).join(t('vouchers.list_separator'))}</dd>
      </div>
      <div>
        <dt>{t('vouchers.valid_through')}</dt>
        <dd>{formatDate(voucher.valid_through, i18n.language, { dateStyle: 'medium' })}</dd>
      </div>
      <div>
        <dt>{t('vouchers.staying_period')}</dt>
        <dd>{staying ?? t('vouchers.any_dates')}</dd>
      </div>
      {excluded ? (
        <div>
          <dt>{t('vouchers.excluded_period')}</dt>
          <dd>{excluded}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('vouchers.status')}</dt>
        <dd>
          <VoucherStatus voucher={voucher} />
          {voucher.reservation_number ? <span> {t('vouchers.reservation', { number: voucher.reservation_number })}</span> : null}
        </dd>
      </div>
    </dl>
  );
}
