import { useId, useState } from 'react';
import { formatDate } from '@yado/domain/date-words';
import { couponIssueSchema } from '@yado/domain/member-economy';
import { formatCount, formatMoney } from '@yado/domain/money';
import type { ConsoleCoupon, ConsoleMember } from '@yado/domain/wire/console-economy';
import { FormField } from '../components/FormField';
import { minorUnits } from './amounts';
import { consoleApi } from './api';
import { useConsoleForm } from './console-form';
import { enumOptions, problemsOf, RadioChoices, Toggle } from './catalogue-fields';
import { blanksRequired, DiscountFields, EconomyForm, OfferCodeField, fieldError, optionalNumber, typedNumber } from './economy-form';
import { useConsoleText } from './i18n';
import { MemberFinder, withMemberProblem } from './MemberFinder';
import { OfferCodeCell, OfferList, useOfferList } from './offer-list';

const blank = {
  code: '',
  name: '',
  discount_type: 'percentage' as ConsoleCoupon['discount_type'],
  discount_value: '',
  valid_until: '',
  usage_limit: '',
  max_discounted_nights: '',
  target_plan_codes: '',
  members_only: false,
};
type Draft = typeof blank;
/** Whom a coupon is for: anyone of the brand (members only, when so marked) or one member of it. */
const AUDIENCES = ['everyone', 'member'] as const;
type Audience = (typeof AUDIENCES)[number];

/** Issues a coupon for the brand or one member of it (found by email), with the staff API's rules, checked here first. */
function IssueCouponForm({ hotelCode, currency, onIssued }: { hotelCode: string; currency: string; onIssued: (c: ConsoleCoupon) => void }) {
  const { t } = useConsoleText();
  const id = useId();
  const [audience, setAudience] = useState<Audience>('everyone');
  const [member, setMember] = useState<ConsoleMember | null>(null);
  const forMember = audience === 'member';
  const form = useConsoleForm({
    reset: true,
    initial: () => blank,
    check: (draft: Draft) => {
      const value =
        draft.discount_type === 'amount' ? (minorUnits(draft.discount_value, currency) ?? Number.NaN) : typedNumber(draft.discount_value);
      const body = {
        code: draft.code.trim(),
        name: draft.name,
        discount_type: draft.discount_type,
        discount_value: value,
        valid_until: draft.valid_until,
        usage_limit: optionalNumber(draft.usage_limit),
        max_discounted_nights: optionalNumber(draft.max_discounted_nights),
        target_plan_codes: draft.target_plan_codes
          .split(',')
          .map((code) => code.trim())
          .filter(Boolean),
        user_id: forMember ? (member?.id ?? 0) : null,
        // One member's coupon is theirs alone; "members only" is for a coupon anyone of the brand may have.
        members_only: !forMember && draft.members_only,
      };
      const problems = blanksRequired(
        problemsOf(couponIssueSchema.safeParse(body), () => []),
        {
          discount_value: draft.discount_value,
          valid_until: draft.valid_until,
        },
      );
      return { body, problems: forMember ? withMemberProblem(problems, member) : problems };
    },
    send: (body) =>
      consoleApi<{ data: { coupon: ConsoleCoupon } }>(`/hotels/${encodeURIComponent(hotelCode)}/coupons`, { method: 'POST', body }),
    onSaved: (answer) => onIssued(answer.data.coupon),
  });
  const { draft, set, errors } = form;
  return (
    <EconomyForm
      id={id}
      heading={t('console.economy.coupons.issueHeading')}
      form={form}
      submitLabel={t('console.economy.coupons.issue')}
      lead={
        <RadioChoices
          legend={t('console.economy.coupons.audience')}
          name="coupon_audience"
          options={enumOptions(AUDIENCES, 'console.economy.coupons.audiences', t)}
          value={audience}
          onChange={setAudience}
        >
          {forMember ? (
            <div className="economy-audience-member">
              <MemberFinder hotelCode={hotelCode} member={member} onFound={setMember} offerForm={form} />
            </div>
          ) : null}
        </RadioChoices>
      }
    >
      <div className="economy-fields">
        <OfferCodeField
          label={t('console.economy.coupons.code')}
          value={draft.code}
          error={errors.code}
          onChange={(code) => set({ code })}
        />
        <FormField
          label={t('console.economy.coupons.name')}
          name="name"
          required
          value={draft.name}
          error={errors.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
        />
        <DiscountFields
          type={draft.discount_type}
          value={draft.discount_value}
          error={errors.discount_value}
          amountHint={t('console.economy.inCurrency', { currency })}
          onChange={set}
        />
        <FormField
          label={t('console.economy.coupons.validUntil')}
          name="valid_until"
          type="date"
          required
          value={draft.valid_until}
          error={errors.valid_until}
          onChange={(e) => set({ valid_until: e.currentTarget.value })}
        />
        <FormField
          label={t('console.economy.coupons.usageLimit')}
          hint={t('console.economy.coupons.usageLimitHint')}
          name="usage_limit"
          inputMode="numeric"
          dir="ltr"
          value={draft.usage_limit}
          error={errors.usage_limit}
          onChange={(e) => set({ usage_limit: e.currentTarget.value })}
        />
        <FormField
          label={t('console.economy.coupons.maxNights')}
          hint={t('console.economy.coupons.maxNightsHint')}
          name="max_discounted_nights"
          inputMode="numeric"
          dir="ltr"
          value={draft.max_discounted_nights}
          error={errors.max_discounted_nights}
          onChange={(e) => set({ max_discounted_nights: e.currentTarget.value })}
        />
        <FormField
          label={t('console.economy.planCodes')}
          hint={t('console.economy.planCodesHint')}
          name="target_plan_codes"
          dir="ltr"
          value={draft.target_plan_codes}
          error={fieldError(errors, 'target_plan_codes')}
          onChange={(e) => set({ target_plan_codes: e.currentTarget.value })}
        />
      </div>
      {forMember ? null : (
        <Toggle
          label={t('console.economy.coupons.membersOnly')}
          name="members_only"
          checked={draft.members_only}
          disabled={form.pending}
          onChange={(on) => set({ members_only: on })}
        />
      )}
    </EconomyForm>
  );
}

/** A coupon's discount in words: "15% off, the first 2 nights" or "¥2,000 off". */
function CouponTerms({ coupon }: { coupon: ConsoleCoupon }) {
  const { t, locale } = useConsoleText();
  const off =
    coupon.discount_type === 'percentage' || coupon.currency === null
      ? t('console.economy.coupons.percentOff', { value: formatCount(coupon.discount_value, locale) })
      : t('console.economy.coupons.amountOff', { amount: formatMoney(coupon.discount_value, coupon.currency, locale) });
  return (
    <>
      <div>{off}</div>
      <div className="reservation-sub">
        {coupon.max_discounted_nights !== null
          ? `${t('console.economy.coupons.nights', { count: coupon.max_discounted_nights })} · `
          : null}
        {coupon.target_plan_codes.length > 0 ? <bdi dir="ltr">{coupon.target_plan_codes.join(', ')}</bdi> : t('console.economy.everyPlan')}
      </div>
      {coupon.member_email ? (
        <div className="reservation-sub">
          {t('console.economy.coupons.forMember')} <bdi dir="ltr">{coupon.member_email}</bdi>
        </div>
      ) : coupon.members_only ? (
        <div className="reservation-sub">{t('console.economy.coupons.membersOnly')}</div>
      ) : null}
    </>
  );
}

/** The brand's coupons with their terms, validity and uses; owners and managers issue new ones. */
export function CouponsPanel({ hotelCode }: { hotelCode: string }) {
  const { t, locale } = useConsoleText();
  const list = useOfferList<ConsoleCoupon>(hotelCode, 'coupons');
  const { listed } = list;

  return (
    <>
      {listed?.can_edit ? <IssueCouponForm hotelCode={hotelCode} currency={listed.currency} onIssued={list.add} /> : null}
      <OfferList
        list={list}
        heading={t('console.economy.coupons.listHeading')}
        empty={t('console.economy.coupons.empty')}
        issuedText={(coupon) => t('console.economy.coupons.issued', { code: coupon.code })}
        rowKey={(coupon) => coupon.code}
        columns={[
          {
            label: t('console.economy.coupons.code'),
            cell: (coupon) => <OfferCodeCell code={coupon.code} name={coupon.name} />,
          },
          { label: t('console.economy.coupons.terms'), cell: (coupon) => <CouponTerms coupon={coupon} /> },
          {
            label: t('console.economy.coupons.validUntil'),
            cell: (coupon) => (
              <>
                {formatDate(coupon.valid_until, locale)}
                {coupon.expired ? <span className="reservation-status status-cancelled">{t('console.economy.expired')}</span> : null}
              </>
            ),
          },
          {
            label: t('console.economy.coupons.uses'),
            cell: (coupon) =>
              coupon.usage_limit === null
                ? t('console.economy.coupons.usedUnlimited', { used: formatCount(coupon.used_count, locale) })
                : t('console.economy.coupons.used', {
                    used: formatCount(coupon.used_count, locale),
                    limit: formatCount(coupon.usage_limit, locale),
                  }),
          },
        ]}
      />
    </>
  );
}
