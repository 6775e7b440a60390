import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useParams, useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Spinner } from '../../../components/Spinner';
import { reservationCredentials } from '../../../lib/address-tokens';
import { formatDate, formatMoney } from '../../../lib/format';
import { receiptQuery } from '../api/get-receipt';
import { ReceiptLines } from './ReceiptLines';

/**
 * reservation/receipt/{number}?name&receipt_title: a receipt for what was paid online, made out as
 * the guest asks, with a stay's price, discounts and amount paid, to print; with the reservation's credentials kept for this tab.
 */
export function ReceiptPage() {
  const { t, i18n } = useTranslation();
  const { number = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const [form, setForm] = useState({ name: params.get('name') ?? '', receipt_title: params.get('receipt_title') ?? '' });
  const query = { name: params.get('name') ?? '', receipt_title: params.get('receipt_title') ?? '' };
  const receipt = useQuery({
    ...receiptQuery(number, reservationCredentials(number), query, i18n.language),
    placeholderData: keepPreviousData,
  });

  function apply() {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(form)) {
      if (value.trim()) next.set(key, value.trim());
      else next.delete(key);
    }
    setParams(next, { replace: true });
  }

  if (receipt.isPending) return <Spinner label={t('common.loading')} />;
  if (receipt.isError) return <ErrorMessage error={receipt.error} />;
  const r = receipt.data;
  const money = (cents: number) => formatMoney(cents, r.amount.currency_iso, i18n.language);
  // A flight package's card paid for its flights with the stay.
  const purpose = r.charge === 'stay' && r.breakdown?.flights != null ? 'package' : r.charge;
  return (
    <div className="receipt-page">
      <form
        className="panel receipt-options no-print"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <label>
          {t('receipt.name')}
          <input value={form.name} maxLength={100} onChange={(e) => setForm({ ...form, name: e.target.value })} />
        </label>
        <label>
          {t('receipt.title_field')}
          <input value={form.receipt_title} maxLength={100} onChange={(e) => setForm({ ...form, receipt_title: e.target.value })} />
        </label>
        <div className="actions">
          <button type="submit" className="button">
            {t('receipt.update')}
          </button>
          <button type="button" className="button button-primary" onClick={() => window.print()}>
            {t('receipt.print')}
          </button>
        </div>
      </form>
      <article className="panel receipt" aria-labelledby="receipt-heading">
        <h1 id="receipt-heading">{t('receipt.heading')}</h1>
        <p className="receipt-meta">
          {t('receipt.code', { code: r.receipt_unicode })}
          <br />
          {t('receipt.issued', { date: formatDate(r.issued_on, i18n.language, { dateStyle: 'long' }) })}
        </p>
        <p className="receipt-name">{t('receipt.addressee', { name: r.name })}</p>
        <p className="receipt-amount">{money(r.amount.cents)}</p>
        <p>
          {r.tax.kind === 'included'
            ? t('receipt.tax_included', { tax: money(r.tax.cents), rate: r.tax.rate_percent })
            : t(`receipt.tax_${r.tax.kind}`)}
        </p>
        <p>{r.receipt_title ? t('receipt.for', { title: r.receipt_title }) : t(`receipt.for_${purpose}`)}</p>
        {r.breakdown ? <ReceiptLines breakdown={r.breakdown} /> : null}
        <p>
          {t('receipt.stay', {
            checkin: formatDate(r.stay.checkin_date, i18n.language, { dateStyle: 'medium' }),
            checkout: formatDate(r.stay.checkout_date, i18n.language, { dateStyle: 'medium' }),
            number: r.reservation_number,
          })}
          <br />
          {t('receipt.paid_by', { brand: t(`card.brands.${r.paid_by.card_brand}`), last4: r.paid_by.card_last4 })}
        </p>
        <address className="receipt-issuer">
          <strong>
            <bdi>{r.hotel.name}</bdi>
          </strong>
          <br />
          <bdi>{r.hotel.address}</bdi>
          <br />
          <bdi dir="ltr">{r.hotel.phone}</bdi>
        </address>
      </article>
    </div>
  );
}
