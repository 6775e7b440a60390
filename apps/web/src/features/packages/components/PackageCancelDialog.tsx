import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api-client';
import { ERROR_CODES } from '../../../lib/error-codes';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import type { Reservation } from '../../../lib/reservation';
import { cancelPackage, packageCancelQuoteQuery, type PackageCancellationQuoteView } from '../api';
import '../packages.css';

/** The money of cancelling a package: the hotel's fee, the airline's for each flight, and what goes back to the card. */
export function PackageCancellationLines({
  quote,
}: {
  quote: Pick<PackageCancellationQuoteView, 'hotel_fee' | 'flight_fee' | 'total_fee' | 'refund' | 'currency_iso'> &
    Partial<Pick<PackageCancellationQuoteView, 'flights'>>;
}) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, quote.currency_iso, i18n.language);
  return (
    <dl className="facts package-cancel-lines">
      <div>
        <dt>{t('package.cancellation.hotel_fee')}</dt>
        <dd>{money(quote.hotel_fee)}</dd>
      </div>
      <div>
        <dt>{t('package.cancellation.flight_fee')}</dt>
        <dd>
          {money(quote.flight_fee)}
          {quote.flights?.some((flight) => flight.percentage_of_fare > 0) ? (
            <ul className="package-cancel-flights">
              {quote.flights.map((flight) => (
                <li key={flight.direction}>
                  {t('package.cancellation.flight_fee_line', {
                    direction: t(`package.${flight.direction}`),
                    percentage: flight.percentage_of_fare,
                  })}
                </li>
              ))}
            </ul>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>{t('package.cancellation.total_fee')}</dt>
        <dd>{money(quote.total_fee)}</dd>
      </div>
      <div className="package-cancel-refund">
        <dt>{t('package.cancellation.refund')}</dt>
        <dd>
          <strong>{money(quote.refund)}</strong>
        </dd>
      </div>
    </dl>
  );
}

/**
 * Manage booking of a stay plus flight (ADR 0062): the whole package cancelled at once, its fees
 * shown before the guest confirms, asked afresh each time the dialog opens. A fee that moved
 * meanwhile is refused by the server and shown anew.
 */
export function PackageCancelDialog({
  reservation,
  email,
  onCancelled,
}: {
  reservation: Reservation;
  email: string;
  onCancelled: (reservation: Reservation) => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const number = reservation.reservation_number;
  const quote = useQuery({ ...packageCancelQuoteQuery(number, { email }, i18n.language), enabled: open });
  const cancel = useMutation({
    mutationFn: (totalFee: number) => cancelPackage(number, { email, total_fee_displayed: totalFee }),
    onSuccess: async ({ reservation: cancelled }) => {
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: ['reservation-package', number] });
      onCancelled(cancelled);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === ERROR_CODES.cancellation_fee_changed) void quote.refetch();
    },
  });
  return (
    <>
      <button type="button" className="button button-danger" onClick={() => setOpen(true)}>
        {t('package.cancellation.cancel')}
      </button>
      <Modal title={t('package.cancellation.cancel_title')} open={open} onClose={() => setOpen(false)}>
        <p>{t('package.cancellation.cancel_intro')}</p>
        {quote.isFetching && !quote.data ? <Spinner label={t('package.cancellation.quote_loading')} /> : null}
        {quote.isError ? <ErrorMessage error={quote.error} /> : null}
        {quote.data ? <PackageCancellationLines quote={quote.data} /> : null}
        {cancel.isError ? <ErrorMessage error={cancel.error} /> : null}
        <div className="actions">
          <button type="button" className="button" onClick={() => setOpen(false)}>
            {t('package.cancellation.keep')}
          </button>
          <button
            type="button"
            className="button button-danger"
            disabled={!quote.data || quote.isFetching || cancel.isPending}
            onClick={() => quote.data && cancel.mutate(quote.data.total_fee)}
          >
            {t('package.cancellation.confirm_cancel')}
          </button>
        </div>
      </Modal>
    </>
  );
}
