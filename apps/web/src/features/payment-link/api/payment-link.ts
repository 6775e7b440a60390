import { queryOptions } from '@tanstack/react-query';
import type { PaymentLink } from '@yado/domain/wire/payments';
import { API_BASE, apiRequest } from '../../../lib/api-client';

export type { PaymentLink } from '@yado/domain/wire/payments';

const path = (number: string) => `/payments/${encodeURIComponent(number)}`;

/** GET payments/{number}: the link as it stands, without holding it (display screen, polling). */
export const paymentLinkQuery = (number: string, device: string, locale: string) =>
  queryOptions({
    queryKey: ['payment-link', number, device, locale],
    queryFn: async () => (await apiRequest<{ data: { payment: PaymentLink } }>(path(number), { query: { device } })).data.payment,
  });

/** POST payments/{number}/hold: this device holds the link for ten minutes. */
export async function holdPaymentLink(number: string, device: string): Promise<PaymentLink> {
  return (await apiRequest<{ data: { payment: PaymentLink } }>(`${path(number)}/hold`, { method: 'POST', body: { device } })).data.payment;
}

/** POST payments/{number}/pay with the gateway's token for the card. */
export async function payPaymentLink(number: string, device: string, cardToken: string): Promise<PaymentLink> {
  return (
    await apiRequest<{ data: { payment: PaymentLink } }>(`${path(number)}/pay`, { method: 'POST', body: { device, card_token: cardToken } })
  ).data.payment;
}

export const qrCodeUrl = (number: string) => `${API_BASE}${path(number)}/qr.svg`;
