import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { ExtrasPicker } from '../../../components/ExtrasPicker';
import { draftPlanCodes, type BookingDraft } from '../../../lib/booking-draft';
import { extrasQuery, type ChosenExtra } from '../../../lib/extras';
import { useWidget } from '../../../lib/widget-settings';

/** The payment step's "add to your stay": extras are chosen before paying (§3) and kept in the draft. */
export function StayExtras({ draft, onChange }: { draft: BookingDraft; onChange: (extras: ChosenExtra[]) => void }) {
  const { t } = useTranslation();
  const { code, locale, settings } = useWidget();
  const extras = useQuery(
    extrasQuery(code, { checkin: draft.checkin, checkout: draft.checkout, planCodes: draftPlanCodes(draft) }, locale),
  );
  // Extras are a choice on the side: if they cannot be listed, the booking goes on without them.
  if (!extras.data?.length) return null;
  return (
    <section className="panel stay-extras" aria-labelledby="stay-extras-title">
      <h2 id="stay-extras-title">{t('extras.title')}</h2>
      <ExtrasPicker
        extras={extras.data}
        chosen={draft.extras ?? []}
        currency={draft.price.currency}
        taxRatePercent={settings.init_settings.tax_rate_percent}
        onChange={onChange}
      />
    </section>
  );
}
