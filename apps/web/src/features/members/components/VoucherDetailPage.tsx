import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Spinner } from '../../../components/Spinner';
import { useTranslation } from '../../../lib/i18n';
import { voucherQuery } from '../../../lib/vouchers';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { VoucherTerms } from '../../../components/VoucherTerms';
import { SignedInPage } from './SignedInPage';

/** vouchers/{number} (§2 voucher detail, the owner only): its terms and status, and the search it pays for. */
export function VoucherDetailPage() {
  const { t } = useTranslation();
  return <SignedInPage title={t('vouchers.detail_title')}>{(session) => <VoucherDetail memberId={session.user.id} />}</SignedInPage>;
}

function VoucherDetail({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation();
  const { code } = useWidget();
  const { number = '' } = useParams();
  const voucher = useQuery(voucherQuery(code, number, memberId, i18n.language));
  if (voucher.isPending) return <Spinner label={t('common.loading')} />;
  if (voucher.isError)
    return (
      <>
        <ErrorMessage error={voucher.error} />
        <p>
          <Link to={widgetHref('/vouchers', code)}>{t('vouchers.use_title')}</Link>
        </p>
      </>
    );
  const detail = voucher.data;
  return (
    <section className="panel voucher-detail" aria-labelledby="voucher-name">
      <h2 id="voucher-name">{detail.name}</h2>
      <VoucherTerms voucher={detail} />
      <p className="field-hint">{t('vouchers.one_use')}</p>
      {detail.ui_status === 'available' ? (
        <Link className="button button-primary" to={widgetHref('/booking/result', code, voucherModeParams(detail.number))}>
          {t('vouchers.find_plans')}
        </Link>
      ) : null}
    </section>
  );
}

/** The results in voucher mode (§2 mode=voucher, voucher_coupon_code) for this voucher. */
export const voucherModeParams = (number: string) => ({ mode: 'voucher', voucher_coupon_code: number });
