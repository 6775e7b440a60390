import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Spinner } from '../../../components/Spinner';
import { StayDates } from '../../../components/StayDates';
import { newIdempotencyKey, saveDraft } from '../../../lib/booking-draft';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { partySummary } from '../../../lib/party-summary';
import { restoredDraftQuery } from '../../../lib/temporary-storage';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';

/**
 * reservation/resume/{id}: a booking the guest left, kept on the server (§7 temporary_storages),
 * picked up again — on this device or another — as it was, or with what changed said plainly.
 */
export function ResumePage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const { code } = useWidget();
  const navigate = useNavigate();
  const restored = useQuery(restoredDraftQuery(id, i18n.language));
  if (restored.isPending) return <Spinner label={t('common.loading')} />;
  if (restored.isError) {
    return (
      <section className="panel">
        <h1>{t('resume.title')}</h1>
        <ErrorMessage error={restored.error} />
        <p>
          <Link className="button button-primary" to={widgetHref('/booking/result', code)}>
            {t('fail.search_again')}
          </Link>
        </p>
      </section>
    );
  }
  const { draft, check, total_price_now: priceNow } = restored.data;
  const money = (cents: number) => formatMoney(cents, draft.price.currency, i18n.language);
  // The same stay and party on the results, to choose again at today's prices.
  const searchAgain = widgetHref('/booking/result', draft.hotelCode, {
    checkin: draft.checkin,
    checkout: draft.checkout,
    rooms: JSON.stringify(draft.rooms),
    room_count: draft.rooms.length,
  });
  const resume = () => {
    // A new key: whatever the first device sent is that session's booking, not this one's.
    saveDraft({ ...draft, storageId: id, idempotencyKey: newIdempotencyKey() });
    void navigate(widgetHref('/reservation/guest-detail', draft.hotelCode));
  };
  return (
    <section className="panel resume-page" aria-labelledby="resume-title">
      <h1 id="resume-title">{t('resume.title')}</h1>
      <p>
        <strong>{draft.roomTypeName}</strong>
        <br />
        {draft.planName}
        <br />
        <StayDates checkin={draft.checkin} checkout={draft.checkout} />
        <br />
        {partySummary(t, draft.rooms)}
      </p>
      {check === 'unchanged' ? (
        <>
          <p className="alert alert-info" role="status">
            {t('resume.unchanged', { total: money(draft.price.total) })}
          </p>
          <p>
            <button type="button" className="button button-primary button-large" onClick={resume}>
              {t('resume.continue')}
            </button>
          </p>
        </>
      ) : (
        <>
          <p className="alert alert-warning" role="alert">
            {check === 'price_changed' && priceNow !== null
              ? t('resume.price_changed', { before: money(draft.price.total), now: money(priceNow) })
              : t(`resume.${check}`)}
          </p>
          <p>
            <Link className="button button-primary" to={searchAgain}>
              {check === 'price_changed' ? t('resume.see_new_price') : t('fail.search_again')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
