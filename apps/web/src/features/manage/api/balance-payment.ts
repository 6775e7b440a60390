import type { BalancePaymentAnswer } from '@yado/domain/wire/reservations';
import { apiRequest } from '../../../lib/api-client';

/** POST reservations/{id}/balance_payment: the payment link that pays the rest of a longer stay paid by card. */
export async function askBalancePayment(number: string, email: string): Promise<string> {
  const answer = await apiRequest<BalancePaymentAnswer>(`/reservations/${encodeURIComponent(number)}/balance_payment`, {
    method: 'POST',
    body: { email },
  });
  return answer.data.payment_number;
}
