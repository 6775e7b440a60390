import { useEffect, useId, useState } from 'react';
import { formatDate } from '@yado/domain/date-words';
import { voucherIssueSchema } from '@yado/domain/member-economy';
import { formatMoney } from '@yado/domain/money';
import type { ConsoleMember, ConsoleVoucher } from '@yado/domain/wire/console-economy';
import { FormField } from '../components/FormField';
import { Spinner } from '../components/Spinner';
import { minorUnits } from './amounts';
import { consoleApi } from './api';
import { problemsOf } from './catalogue-fields';
import { blanksRequired, EconomyForm, optionalText, useEconomyForm } from './economy-form';
import { ConsoleError } from './ConsoleError';
import { useConsoleText } from './i18n';
import { MemberFinder } from './MemberFinder';

interface Listed {
  can_edit: boolean;
  currency: string;
  vouchers: ConsoleVoucher[];
}

const blank = { name: '', amount: '', valid_through: '', staying_period_start: '', staying_period_end: '' };
type Draft = typeof blank;

/** Issues a voucher to a member found by email, with the staff API's rules, checked here first. */
function IssueVoucherForm({
  hotelCode,
  currency,
  onIssued,
}: {
  hotelCode: string;
  currency: string;
  onIssued: (v: ConsoleVoucher) => void;
}) {
  const { t } = useConsoleText();
  const id = useId();
  const [member, setMember] = useState<ConsoleMember | null>(null);
  const form = useEconomyForm({
    initial: () => blank,
    check: (draft: Draft) => {
      const body = {
        name: draft.name,
        amount: minorUnits(draft.amount, currency) ?? Number.NaN,
        user_id: member?.id ?? 0,
        valid_through: draft.valid_through,
        staying_period_start: optionalText(draft.staying_period_start),
        staying_period_end: optionalText(draft.staying_period_end),
      };
      const problems = blanksRequired(
        problemsOf(voucherIssueSchema.safeParse(body), () => []),
        { amount: draft.amount, valid_through: draft.valid_through },
      );
      const { user_id: _noMemberYet, ...fields } = problems;
      return { body, problems: member ? fields : { ...fields, member: 'console.economy.finder.required' } };
    },
    send: (body) =>
      consoleApi<{ data: { voucher: ConsoleVoucher } }>(`/hotels/${encodeURIComponent(hotelCode)}/vouchers`, { method: 'POST', body }),
    onSaved: (answer) => onIssued(answer.data.voucher),
  });
  const { draft, set, errors } = form;
  return (
    <EconomyForm
      id={id}
      heading={t('console.economy.vouchers.issueHeading')}
      form={form}
      submitLabel={t('console.economy.vouchers.issue')}
      lead={
        <fieldset className="economy-member-field">
          <legend>{t('console.economy.vouchers.member')}</legend>
          <MemberFinder hotelCode={hotelCode} member={member} onFound={setMember} />
          {errors.member && !member ? <p className="field-error">{t(errors.member)}</p> : null}
        </fieldset>
      }
    >
      <div className="economy-fields">
        <FormField
          label={t('console.economy.vouchers.name')}
          name="voucher_name"
          required
          value={draft.name}
          error={errors.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
        />
        <FormField
          label={t('console.economy.vouchers.amount')}
          hint={t('console.economy.inCurrency', { currency })}
          name="amount"
          required
          inputMode="decimal"
          dir="ltr"
          value={draft.amount}
          error={errors.amount}
          onChange={(e) => set({ amount: e.currentTarget.value })}
        />
        <FormField
          label={t('console.economy.vouchers.validThrough')}
          name="valid_through"
          type="date"
          required
          value={draft.valid_through}
          error={errors.valid_through}
          onChange={(e) => set({ valid_through: e.currentTarget.value })}
        />
        <FormField
          label={t('console.economy.vouchers.stayFrom')}
          name="staying_period_start"
          type="date"
          value={draft.staying_period_start}
          error={errors.staying_period_start}
          onChange={(e) => set({ staying_period_start: e.currentTarget.value })}
        />
        <FormField
          label={t('console.economy.vouchers.stayTo')}
          name="staying_period_end"
          type="date"
          value={draft.staying_period_end}
          error={errors.staying_period_end}
          onChange={(e) => set({ staying_period_end: e.currentTarget.value })}
        />
      </div>
    </EconomyForm>
  );
}

/** The hotel's vouchers with the member each was issued to and its status; owners and managers issue new ones. */
export function VouchersPanel({ hotelCode }: { hotelCode: string }) {
  const { t, locale } = useConsoleText();
  const [listed, setListed] = useState<Listed | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [issued, setIssued] = useState<ConsoleVoucher | null>(null);

  useEffect(() => {
    consoleApi<{ data: Listed }>(`/hotels/${encodeURIComponent(hotelCode)}/vouchers`).then((answer) => setListed(answer.data), setError);
  }, [hotelCode]);

  return (
    <>
      {listed?.can_edit ? (
        <IssueVoucherForm
          hotelCode={hotelCode}
          currency={listed.currency}
          onIssued={(voucher) => {
            setIssued(voucher);
            setListed((l) => (l ? { ...l, vouchers: [voucher, ...l.vouchers] } : l));
          }}
        />
      ) : null}
      <p role="status" className={issued ? 'alert alert-success' : 'visually-hidden'}>
        {issued ? t('console.economy.vouchers.issued', { number: issued.number, email: issued.member_email }) : ''}
      </p>
      <h2 className="reservation-results-heading">{t('console.economy.vouchers.listHeading')}</h2>
      <ConsoleError error={error} />
      {!listed && !error ? <Spinner label={t('console.loading')} /> : null}
      {listed && listed.vouchers.length === 0 ? <p className="alert alert-info">{t('console.economy.vouchers.empty')}</p> : null}
      {listed && listed.vouchers.length > 0 ? (
        <table className="reservation-table economy-table">
          <caption className="visually-hidden">{t('console.economy.vouchers.listHeading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('console.economy.vouchers.number')}</th>
              <th scope="col">{t('console.economy.vouchers.member')}</th>
              <th scope="col" className="reservation-amount">
                {t('console.economy.vouchers.amount')}
              </th>
              <th scope="col">{t('console.economy.vouchers.status')}</th>
              <th scope="col">{t('console.economy.vouchers.validThrough')}</th>
            </tr>
          </thead>
          <tbody>
            {listed.vouchers.map((voucher) => (
              <tr key={voucher.number}>
                <th scope="row" data-label={t('console.economy.vouchers.number')}>
                  <div>
                    <code dir="ltr">{voucher.number}</code>
                    <div className="reservation-sub">
                      <bdi>{voucher.name}</bdi>
                    </div>
                  </div>
                </th>
                <td data-label={t('console.economy.vouchers.member')}>
                  <div>
                    <bdi>{voucher.member_name}</bdi>
                    <div className="reservation-sub">
                      <bdi dir="ltr">{voucher.member_email}</bdi>
                    </div>
                  </div>
                </td>
                <td data-label={t('console.economy.vouchers.amount')} className="reservation-amount">
                  <div>{formatMoney(voucher.amount, voucher.currency, locale)}</div>
                </td>
                <td data-label={t('console.economy.vouchers.status')}>
                  <div>
                    <span className={`reservation-status${voucher.status === 'available' ? '' : ' status-cancelled'}`}>
                      {t(`console.economy.vouchers.statuses.${voucher.status}`)}
                    </span>
                    {voucher.reservation_number ? (
                      <div className="reservation-sub">
                        <bdi dir="ltr">{voucher.reservation_number}</bdi>
                      </div>
                    ) : null}
                  </div>
                </td>
                <td data-label={t('console.economy.vouchers.validThrough')}>
                  <div>{formatDate(voucher.valid_through, locale)}</div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
