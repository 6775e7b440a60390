import { useState } from 'react';
import { MULTI_CURRENCY_CARD_BRANDS, paysInGuestCurrency, type CardBrand } from '@yado/domain/payments';
import { convertAt, useExchangeRate, type ExchangeRate } from '../../lib/display-currency';

/**
 * §4 paying in the guest's currency: offered for a card payment where the hotel shows other
 * currencies, the guest's currency differs from the hotel's and a rate is known. Off until the
 * cardholder ticks it (card-scheme rules for currency conversion, which the spec's "defaults on"
 * gives way to; ADR 0035). While on, the card (Visa or Mastercard only, §5) is charged the
 * converted amount; otherwise it pays in the hotel's currency with any brand the hotel takes.
 */
export function usePaymentCurrency(paymentType: string, gatewayBrands: readonly CardBrand[]) {
  const exchange = useExchangeRate();
  const [chosen, setChosen] = useState(false);
  // The Korean and Taiwanese card types pay in the hotel's own currency only.
  const offered = exchange !== null && paysInGuestCurrency(paymentType);
  const active: ExchangeRate | null = offered && chosen ? exchange : null;
  return {
    offered,
    /** The rate the booking is paid at, when paying in the guest's currency. */
    exchange: active,
    choose: setChosen,
    acceptedBrands: active ? gatewayBrands.filter((brand) => MULTI_CURRENCY_CARD_BRANDS.includes(brand)) : gatewayBrands,
    /** An amount in the hotel's currency as the card is charged it. */
    charged: (cents: number, hotelCurrency: string) =>
      active ? { cents: convertAt(cents, active), currency: active.currency } : { cents, currency: hotelCurrency },
  };
}
export type PaymentCurrency = ReturnType<typeof usePaymentCurrency>;
