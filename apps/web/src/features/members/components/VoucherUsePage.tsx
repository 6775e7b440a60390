import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { FormField } from '../../../components/FormField';
import { SubmitButton } from '../../../components/SubmitButton';
import { useTranslation } from '../../../lib/i18n';
import { voucherQuery, voucherSearchUrl } from '../../../lib/vouchers';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { SignedInPage } from './SignedInPage';

/**
 * vouchers (§2 voucher use, the member's own): the voucher's number opens the search in voucher
 * mode, at dates inside its staying period when that is still to come (the applied coupon code url).
 */
export function VoucherUsePage() {
  const { t } = useTranslation();
  return <SignedInPage title={t('vouchers.use_title')}>{(session) => <VoucherUseForm memberId={session.user.id} />}</SignedInPage>;
}

function VoucherUseForm({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation();
  const { code } = useWidget();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  async function find(number: string) {
    setBusy(true);
    setError(null);
    try {
      // The voucher is checked first, so a wrong number is told here, on its field.
      await queryClient.fetchQuery(voucherQuery(code, number, memberId, i18n.language));
      const found = new URL(await voucherSearchUrl(code, number));
      // The search opens in this widget, keeping its own start-up parameters.
      navigate(widgetHref('/booking/result', code, Object.fromEntries(found.searchParams)));
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  }

  return (
    <section className="panel">
      <p>{t('vouchers.use_intro')}</p>
      <form
        className="member-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const number = typed.trim();
          setMissing(number === '');
          if (number) void find(number);
        }}
      >
        <FormField
          label={t('vouchers.number')}
          value={typed}
          required
          autoComplete="off"
          dir="ltr"
          error={missing ? 'validation.required' : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        {error ? <ErrorMessage error={error} /> : null}
        <SubmitButton pending={busy}>{t('vouchers.find_plans')}</SubmitButton>
      </form>
      <p className="field-hint">{t('vouchers.one_use')}</p>
    </section>
  );
}
