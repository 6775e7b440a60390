import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ERRORS } from '@yado/domain/errors';
import { cardPaymentProblem, needsKoreanCardCheck, type CardBrand } from '@yado/domain/payments';
import { useMemberSession } from '../../lib/member-session';
import { savedCardsQuery } from '../../lib/saved-cards';
import type { CardChoice } from './components/CardEntry';
import type { CardFieldsHandle } from '../../components/CardFields';

/** What a booking request carries about its card: a gateway token or a saved card, never the card. */
export interface CardPayment {
  card_token?: string;
  saved_card_id?: number;
  save_card?: boolean;
}

/**
 * The card side of the payment step: a saved card or a new one from the gateway's fields, the
 * member's wish to keep it, and the §5 checks told before anything is booked.
 */
export function useCardPayment(options: { enabled: boolean; acceptedBrands: readonly CardBrand[]; paymentType: string }) {
  const { session } = useMemberSession();
  const fields = useRef<CardFieldsHandle>(null);
  // A Korean domestic card is checked by birth date and PIN digits at each payment: typed anew, never kept.
  const koreanCheck = needsKoreanCardCheck(options.paymentType);
  const offerSaved = session !== null && !koreanCheck;
  const savedCards = useQuery({ ...savedCardsQuery(session?.user.id ?? 0), enabled: options.enabled && offerSaved });
  const [picked, setPicked] = useState<CardChoice | null>(null);
  const [save, setSave] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The newest saved card is offered first; the guest may switch to a new one.
  const choice: CardChoice = koreanCheck ? 'new' : (picked ?? savedCards.data?.[0]?.id ?? 'new');

  /** The card for a stay of this amount, or null when the guest has something to correct (shown where it belongs). */
  async function prepare(stay: { checkout: string; amount: number; currency: string }): Promise<CardPayment | null> {
    setProblem(null);
    const saved = savedCards.data?.find((card) => card.id === choice);
    const card = saved ?? (await fields.current?.tokenize().catch(() => null));
    if (!card) return null;
    const broken = cardPaymentProblem(card, { ...stay, acceptedBrands: options.acceptedBrands, paymentType: options.paymentType });
    if (broken) {
      setProblem(String(ERRORS[broken].code));
      return null;
    }
    if (saved) return { saved_card_id: saved.id };
    return { card_token: (card as { token: string }).token, ...(session && save ? { save_card: true } : {}) };
  }

  return {
    fields,
    prepare,
    problem,
    entry: {
      savedCards: offerSaved ? (savedCards.data ?? []) : null,
      koreanCheck,
      choice,
      onChoice: setPicked,
      save,
      onSave: setSave,
    },
  };
}
