import { useTranslation } from '../../../lib/i18n';
import type { Ref } from 'react';
import type { CardBrand } from '@yado/domain/payments';
import { savedCardLabel, type SavedCard } from '../../../lib/saved-cards';
import { CardFields, type CardFieldsHandle } from '../../../components/CardFields';

export type CardChoice = number | 'new';

export interface CardEntryProps {
  ref: Ref<CardFieldsHandle>;
  url: string;
  acceptedBrands: readonly CardBrand[];
  onSubmit: () => void;
  /** A signed-in member's saved cards; null for a guest, who cannot save one either. */
  savedCards: SavedCard[] | null;
  choice: CardChoice;
  onChoice: (choice: CardChoice) => void;
  save: boolean;
  onSave: (save: boolean) => void;
  /** A Korean domestic card: the fields also ask the birth date and the PIN's first two digits. */
  koreanCheck: boolean;
}

/** Which card pays: one of the member's saved cards, or a new one in the gateway's fields (which a member may keep). */
export function CardEntry({ ref, url, acceptedBrands, onSubmit, savedCards, choice, onChoice, save, onSave, koreanCheck }: CardEntryProps) {
  const { t } = useTranslation();
  const hasSaved = savedCards !== null && savedCards.length > 0;
  return (
    <div className="card-entry">
      {hasSaved ? (
        <fieldset className="saved-cards">
          <legend>{t('card.which')}</legend>
          {savedCards.map((card) => (
            <label key={card.id} className="checkbox-field">
              <input type="radio" name="card-choice" checked={choice === card.id} onChange={() => onChoice(card.id)} />
              {savedCardLabel(t, card)}
            </label>
          ))}
          <label className="checkbox-field">
            <input type="radio" name="card-choice" checked={choice === 'new'} onChange={() => onChoice('new')} />
            {t('card.new_card')}
          </label>
        </fieldset>
      ) : null}
      {choice === 'new' ? (
        <>
          <CardFields ref={ref} url={url} acceptedBrands={acceptedBrands} onSubmit={onSubmit} koreanCheck={koreanCheck} />
          {savedCards !== null ? (
            <div className="checkbox-field">
              <input id="save-card" type="checkbox" checked={save} onChange={(e) => onSave(e.target.checked)} />
              <label htmlFor="save-card">{t('card.save')}</label>
            </div>
          ) : null}
        </>
      ) : null}
      <p className="field-hint">{t('card.secure_note')}</p>
    </div>
  );
}
