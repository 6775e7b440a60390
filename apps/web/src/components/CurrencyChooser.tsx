import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { useDisplayCurrency } from '../lib/display-currency';

const CurrencyDialog = lazy(() => import('./CurrencyDialog').then((m) => ({ default: m.CurrencyDialog })));

/** §2: the currency button on the results and the payment step, where the hotel shows other currencies; the list opens in a dialog. */
export function CurrencyChooser() {
  const { t } = useTranslation();
  const { currency, hotelCurrency, likelyCurrencies, enabled, choose } = useDisplayCurrency();
  const [open, setOpen] = useState(false);
  if (!enabled) return null;
  return (
    <>
      <button type="button" className="button currency-button" onClick={() => setOpen(true)}>
        {t('currency.button', { code: currency })}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CurrencyDialog
            current={currency}
            hotel={hotelCurrency}
            likely={likelyCurrencies}
            onPick={(code) => {
              choose(code);
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
