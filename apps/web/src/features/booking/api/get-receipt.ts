import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface Receipt {
  receipt_unicode: string;
  reservation_number: string;
  issued_on: string;
  name: string;
  receipt_title: string | null;
  amount: { cents: number; currency_iso: string };
  tax_included: number | null;
  paid_by: { card_brand: string; card_last4: string };
  stay: { checkin_date: string; checkout_date: string };
  hotel: { name: string; address: string; phone: string };
}

/** GET reservations/{id}/receipt: made out to a name, for a purpose; with the booking's credentials. */
export const receiptQuery = (
  number: string,
  query: { email: string; bypass_token: string; name: string; receipt_title: string },
  locale: string,
) =>
  queryOptions({
    queryKey: ['receipt', number, query, locale],
    queryFn: async () =>
      (await apiRequest<{ data: { receipt: Receipt } }>(`/reservations/${encodeURIComponent(number)}/receipt`, { query })).data.receipt,
  });
