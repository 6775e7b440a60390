import type { CardToken, PaymentFailureCode } from '@yado/domain/payments';
import type { Shopper } from '../gateway';

// Adyen's vocabulary in ours: amounts, card brands, refusal reasons, stored-card tokens and the payer.

/** Adyen counts amounts in ISO 4217 minor units. */
const ISO_ZERO_DECIMAL = new Set(['JPY', 'KRW', 'VND', 'CLP', 'ISK', 'UGX', 'XAF', 'XOF', 'PYG', 'RWF']);
export const adyenDigits = (currency: string) => (ISO_ZERO_DECIMAL.has(currency) ? 0 : 2);

/** Adyen's card brand codes for the brands we take. */
export const ADYEN_CARD_BRANDS: Record<string, CardToken['brand']> = {
  visa: 'visa',
  mc: 'master',
  jcb: 'jcb',
  amex: 'amex',
  diners: 'diners',
};

/** Adyen's refusal reasons (refusalReasonCode) in our §8 codes; anything else is a plain decline. */
export const REFUSALS: Record<string, PaymentFailureCode> = {
  '6': '3005',
  '8': '3004',
  '24': '3004',
  '11': '3006',
  '20': '3204',
  '27': '3204',
  '31': '3204',
  '38': '3252',
  '42': '3250',
};

/** Adyen's longest shopperName.firstName and lastName; our booking form takes longer names. */
const ADYEN_NAME_LENGTH = 80;

/**
 * What Adyen's 3-D Secure 2 reference recommends sending of the payer, as far as we know them: a
 * name cut to Adyen's length (a longer one would fail the payment), a phone only in international
 * form (issuers read no national number). No billingAddress: Adyen's needs a country and a city,
 * which the booking form does not ask.
 */
export function shopperFields(shopper: Shopper | undefined) {
  if (!shopper) return {};
  const cut = (name: string) => [...name].slice(0, ADYEN_NAME_LENGTH).join('');
  return {
    shopperIP: shopper.ip,
    ...(shopper.email ? { shopperEmail: shopper.email } : {}),
    ...(shopper.name ? { shopperName: { firstName: cut(shopper.name.first), lastName: cut(shopper.name.last) } } : {}),
    ...(shopper.phone?.startsWith('+') ? { telephoneNumber: shopper.phone } : {}),
  };
}

/** A card kept at Adyen: the shopper it was stored for and Adyen's id for it; the card itself stays there. */
export function adyenToken(shopperReference: string, storedPaymentMethodId: string) {
  return `adyen.${shopperReference}.${storedPaymentMethodId}`;
}
export function parseToken(token: string): { shopperReference: string; id: string } | null {
  const match = /^adyen\.([A-Za-z0-9_-]{8,64})\.([A-Za-z0-9]{4,40})$/.exec(token);
  return match ? { shopperReference: match[1]!, id: match[2]! } : null;
}
