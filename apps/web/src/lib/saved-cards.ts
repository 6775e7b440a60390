import { queryOptions } from '@tanstack/react-query';
import type { TFunction } from './translator';
import type { SavedCard } from '@yado/domain/wire/payments';
import { apiRequest } from './api-client';

export type { SavedCard } from '@yado/domain/wire/payments';

/** GET user/credit_cards: shared by the payment step and the payment options page. */
export const savedCardsQuery = (memberId: number) =>
  queryOptions({
    queryKey: ['saved-cards', memberId],
    queryFn: async () => (await apiRequest<{ data: { credit_cards: SavedCard[] } }>('/user/credit_cards')).data.credit_cards,
  });

export async function deleteSavedCard(id: number): Promise<void> {
  await apiRequest(`/user/credit_cards/${id}`, { method: 'DELETE' });
}

/** "04/31", as cards print it. */
export function cardExpiry(card: Pick<SavedCard, 'exp_month' | 'exp_year'>): string {
  return `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}`;
}

/** "Visa ending in 4242, expires 04/31", in the guest's language. */
export function savedCardLabel(t: TFunction, card: Pick<SavedCard, 'brand' | 'last4' | 'exp_month' | 'exp_year'>): string {
  return t('card.saved_option', { brand: t(`card.brands.${card.brand}`), last4: card.last4, expiry: cardExpiry(card) });
}
