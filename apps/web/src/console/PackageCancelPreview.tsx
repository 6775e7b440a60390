import { formatMoney } from '@yado/domain/money';
import type { PackageCancellationQuoteView } from '@yado/domain/wire/packages';
import { consoleApi } from './api';
import { useConsoleText } from './i18n';

/** What cancelling a flight package costs with the hotel fee staff typed: the airline's fee by its fare rules, and the refund. */
export async function packageCancelQuote(url: string, hotelFee: number) {
  const answer = await consoleApi<{ data: PackageCancellationQuoteView }>(`${url}/package_cancel_quote`, {
    query: { cancellation_fee: hotelFee },
  });
  return answer.data;
}

/** The package's fees and refund, shown before staff confirm: the card keeps the airline's fee too, not the hotel's alone. */
export function PackageCancelPreview({ number, quote }: { number: string; quote: PackageCancellationQuoteView }) {
  const { t, locale } = useConsoleText();
  const money = (cents: number) => formatMoney(cents, quote.currency_iso, locale);
  return (
    <>
      <p>{t('console.actions.packageCancelConfirm', { number, fee: money(quote.total_fee), refund: money(quote.refund) })}</p>
      <dl className="account-facts package-cancel-facts">
        <dt>{t('console.actions.hotelFee')}</dt>
        <dd>{money(quote.hotel_fee)}</dd>
        <dt>
          {t('console.actions.flightFee')}
          {quote.flights.some((flight) => flight.percentage_of_fare > 0) ? (
            <span className="reservation-sub">
              {quote.flights
                .map((flight) => t(`console.actions.flightFeeLine.${flight.direction}`, { percentage: flight.percentage_of_fare }))
                .join(' · ')}
            </span>
          ) : null}
        </dt>
        <dd>{money(quote.flight_fee)}</dd>
        <dt>{t('console.actions.totalFee')}</dt>
        <dd>{money(quote.total_fee)}</dd>
        <dt>{t('console.actions.refund')}</dt>
        <dd>
          <strong>{money(quote.refund)}</strong>
        </dd>
      </dl>
    </>
  );
}
