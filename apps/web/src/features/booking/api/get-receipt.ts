import { queryOptions } from '@tanstack/react-query';
import type { Receipt } from '@yado/domain/receipts';
import { apiRequest } from '../../../lib/api-client';

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
