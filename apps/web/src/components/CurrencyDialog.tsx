import { useMemo, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { CURRENCIES } from '@yado/domain/money';
import { Modal } from './Modal';

/** The currency list (suggested first, searchable as §5 says: case-insensitive), loaded when first opened. */
export function CurrencyDialog({ current, onPick, onClose }: { current: string; onPick: (code: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const wanted = filter.trim().toUpperCase();
    const matching = CURRENCIES.filter((c) => !wanted || c.code.includes(wanted) || c.symbol.toUpperCase().includes(wanted));
    return { suggested: matching.filter((c) => c.isSuggested), others: matching.filter((c) => !c.isSuggested) };
  }, [filter]);
  const list = (items: typeof CURRENCIES) => (
    <ul className="currency-list">
      {items.map((c) => (
        <li key={c.code}>
          {/* Codes and symbols read left to right in every language; a symbol is shown only where it adds to the code. */}
          <button type="button" dir="ltr" className="currency-option" aria-pressed={c.code === current} onClick={() => onPick(c.code)}>
            <span className="currency-code">{c.code}</span>
            {c.symbol !== c.code ? <span aria-hidden="true"> {c.symbol}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <Modal title={t('currency.title')} open onClose={onClose}>
      <label className="currency-search">
        <span>{t('currency.search')}</span>
        <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
      </label>
      {shown.suggested.length ? (
        <>
          <h3 className="currency-group">{t('currency.suggested')}</h3>
          {list(shown.suggested)}
        </>
      ) : null}
      {shown.others.length ? (
        <>
          <h3 className="currency-group">{t('currency.all')}</h3>
          {list(shown.others)}
        </>
      ) : null}
      <p className="field-hint">{t('currency.note')}</p>
    </Modal>
  );
}
