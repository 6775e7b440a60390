import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isLocale } from '@yado/domain/locales';
import { changeLocale } from './i18n';
import { storeLocale } from './locale-preference';

/**
 * §4: a language change is stored, written to the address and applied; the widget shell then keeps
 * it within the brand's book languages.
 */
export function useSwitchLocale(): (locale: string) => void {
  const [params, setParams] = useSearchParams();
  return useCallback(
    (next: string) => {
      if (!isLocale(next)) return;
      storeLocale(next);
      const updated = new URLSearchParams(params);
      updated.set('locale', next);
      setParams(updated, { replace: true });
      void changeLocale(next);
    },
    [params, setParams],
  );
}
