import { useId, useState } from 'react';
import { formatDate } from '@yado/domain/date-words';
import { voucherIssueSchema } from '@yado/domain/member-economy';
import { formatMoney } from '@yado/domain/money';
import type { ConsoleMember, ConsoleVoucher } from '@yado/domain/wire/console-economy';
import { FormField } from '../components/FormField';
import { minorUnits } from './amounts';
import { consoleApi } from './api';
import { useConsoleForm } from './console-form';
import { problemsOf } from './catalogue-fields';
import { blanksRequired, EconomyForm, OfferCodeField, optionalText } from './economy-form';
import { useConsoleText } from './i18n';
import { OfferCodeCell, OfferList, useOfferList } from './offer-list';
import { MemberFinder, withMemberProblem } from './MemberFinder';

const blank = { number: '', name: '', amount: '', valid_through: '', staying_period_start: '', staying_period_end: '' };
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
  const form = useConsoleForm({
    reset: true,
    initial: () => blank,
    check: (draft: Draft) => {
      const body = {
        // Blank: the API makes one, as it always has.
        number: optionalText(draft.number) ?? undefined,
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
      return { body, problems: withMemberProblem(problems, member) };
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
          <MemberFinder hotelCode={hotelCode} member={member} onFound={setMember} offerForm={form} />
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
        <OfferCodeField
          label={t('console.economy.vouchers.customNumber')}
          hint={t('console.economy.vouchers.customNumberHint')}
          name="voucher_number"
          required={false}
          value={draft.number}
          error={errors.number}
          onChange={(number) => set({ number })}
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
  const list = useOfferList<ConsoleVoucher>(hotelCode, 'vouchers');
  const { listed } = list;

  return (
    <>
      {listed?.can_edit ? <IssueVoucherForm hotelCode={hotelCode} currency={listed.currency} onIssued={list.add} /> : null}
      <OfferList
        list={list}
        heading={t('console.economy.vouchers.listHeading')}
        empty={t('console.economy.vouchers.empty')}
        issuedText={(voucher) => t('console.economy.vouchers.issued', { number: voucher.number, email: voucher.member_email })}
        rowKey={(voucher) => voucher.number}
        columns={[
          {
            label: t('console.economy.vouchers.number'),
            cell: (voucher) => <OfferCodeCell code={voucher.number} name={voucher.name} />,
          },
          {
            label: t('console.economy.vouchers.member'),
            cell: (voucher) => (
              <>
                <bdi>{voucher.member_name}</bdi>
                <div className="reservation-sub">
                  <bdi dir="ltr">{voucher.member_email}</bdi>
                </div>
              </>
            ),
          },
          {
            label: t('console.economy.vouchers.amount'),
            amount: true,
            cell: (voucher) => formatMoney(voucher.amount, voucher.currency, locale),
          },
          {
            label: t('console.economy.vouchers.status'),
            cell: (voucher) => (
              <>
                <span className={`reservation-status${voucher.status === 'available' ? '' : ' status-cancelled'}`}>
                  {t(`console.economy.vouchers.statuses.${voucher.status}`)}
                </span>
                {voucher.reservation_number ? (
                  <div className="reservation-sub">
                    <bdi dir="ltr">{voucher.reservation_number}</bdi>
                  </div>
                ) : null}
              </>
            ),
          },
          { label: t('console.economy.vouchers.validThrough'), cell: (voucher) => formatDate(voucher.valid_through, locale) },
        ]}
      />
    </>
  );
}
