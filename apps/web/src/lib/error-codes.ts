import type { CodeOf, ErrorKey } from '@yado/domain/errors';

/**
 * The API errors the widget reacts to, by their names in the §8 catalogue
 * (`packages/domain/src/errors.ts`). Only the codes are copied, so the start-up script does not
 * carry the whole catalogue; `satisfies` holds each to the catalogue, so a wrong or renamed code
 * fails the typecheck.
 */
export const ERROR_CODES = {
  session_expired: 1400,
  identity_expired: 4000,
  already_confirmed: 1402,
  confirmation_expired: 1401,
  reservable_period: 1903,
  reservation_changed: 3014,
  extra_total_price: 1103,
  extra_sold_out: 1105,
  corporate_signed_out: 'CORPORATE_SIGNED_OUT',
  sold_out: 'SOLD_OUT',
  plan_unavailable: 'PLAN_UNAVAILABLE',
  minimum_stay: 'MINIMUM_STAY',
  payment_method_not_accepted: 'PAYMENT_METHOD_NOT_ACCEPTED',
  price_changed: 'PRICE_CHANGED',
  cancellation_policy_changed: 'CANCELLATION_POLICY_CHANGED',
  exchange_rate_updated: 'EXCHANGE_RATE_UPDATED',
  cancellation_fee_changed: 'CANCELLATION_FEE_CHANGED',
  reset_link_invalid: 'RESET_LINK_INVALID',
} as const satisfies { [K in ErrorKey]?: CodeOf<K> };
