import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Spinner } from '../../../components/Spinner';
import { useMemberSession } from '../../../lib/member-session';
import { deleteSavedCard, savedCardLabel, savedCardsQuery, type SavedCard } from '../../../lib/saved-cards';
import { SignedInPage } from './SignedInPage';

/** my-account/payment-options (signed-in only, §2): the member's saved cards, each with a way to delete it. */
export function PaymentOptionsPage() {
  const { t } = useTranslation();
  const { session } = useMemberSession();
  const queryClient = useQueryClient();
  const cards = useQuery({ ...savedCardsQuery(session?.user.id ?? 0), enabled: session !== null });
  const [asking, setAsking] = useState<number | null>(null);
  const [deleted, setDeleted] = useState<SavedCard | null>(null);
  const remove = useMutation({
    mutationFn: (card: SavedCard) => deleteSavedCard(card.id),
    onSuccess: (_, card) => {
      setAsking(null);
      setDeleted(card);
      void queryClient.invalidateQueries({ queryKey: savedCardsQuery(session?.user.id ?? 0).queryKey });
    },
  });

  const name = (card: SavedCard) => savedCardLabel(t, card);
  return (
    <SignedInPage title={t('members.payment_cards')}>
      <>
        {deleted ? (
          <p className="alert alert-info" role="status">
            {t('members.card_deleted', { card: name(deleted) })}
          </p>
        ) : null}
        {remove.isError ? <ErrorMessage error={remove.error} /> : null}
        {cards.isPending ? <Spinner label={t('common.loading')} /> : null}
        {cards.isError ? <ErrorMessage error={cards.error} /> : null}
        {cards.data?.length === 0 ? <p className="panel">{t('members.cards_none')}</p> : null}
        <ul className="saved-card-list">
          {cards.data?.map((card) => (
            <li key={card.id} className="panel">
              <span>{name(card)}</span>
              {asking === card.id ? (
                <span className="actions">
                  <span>{t('members.card_delete_confirm')}</span>
                  <button type="button" className="button button-danger" disabled={remove.isPending} onClick={() => remove.mutate(card)}>
                    {t('members.card_delete')}
                  </button>
                  <button type="button" className="button" onClick={() => setAsking(null)}>
                    {t('members.card_keep')}
                  </button>
                </span>
              ) : (
                <button
                  type="button"
                  className="button"
                  aria-label={`${t('members.card_delete')}: ${name(card)}`}
                  onClick={() => setAsking(card.id)}
                >
                  {t('members.card_delete')}
                </button>
              )}
            </li>
          ))}
        </ul>
      </>
    </SignedInPage>
  );
}
