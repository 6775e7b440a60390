import { useMemo, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { currencyChoices, toBcp47, type Currency } from '@yado/domain/money';
import { Modal } from './Modal';

interface Props {
  current: string;
  /** The hotel's own currency, and the ones this guest likely uses: suggested first. */
  hotel: string;
  likely: ReadonlyArray<string | null>;
  onPick: (code: string) => void;
  onClose: () => void;
}

/** The currency list (suggested first, searchable as §5 says: case-insensitive, by code, symbol or name), loaded when first opened. */
export function CurrencyDialog({ current, hotel, likely, onPick, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState('');
  const names = useMemo(() => new Intl.DisplayNames([toBcp47(i18n.language)], { type: 'currency' }), [i18n.language]);
  const choices = useMemo(() => currencyChoices(hotel, likely), [hotel, likely]);
  const shown = useMemo(() => {
    const wanted = filter.trim().toLocaleUpperCase();
    const matches = (c: Currency) =>
      !wanted || [c.code, c.symbol, names.of(c.code) ?? ''].some((text) => text.toLocaleUpperCase().includes(wanted));
    return { suggested: choices.suggested.filter(matches), others: choices.others.filter(matches) };
  }, [filter, choices, names]);
  const list = (items: Currency[]) => (
    <ul className="currency-list">
      {items.map((c) => (
        <li key={c.code}>
          <button type="button" className="currency-option" aria-pressed={c.code === current} onClick={() => onPick(c.code)}>
            {/* Codes and symbols read left to right in every language; a symbol is shown only where it adds to the code. */}
            <span dir="ltr">
              <span className="currency-code">{c.code}</span>
              {c.symbol !== c.code ? <span aria-hidden="true"> {c.symbol}</span> : null}
            </span>
            <span className="currency-name">{names.of(c.code)}</span>
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
