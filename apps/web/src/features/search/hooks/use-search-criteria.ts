import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { criteriaFromParams, type SearchCriteria } from '../search-criteria';

export type { SearchCriteria };

/** The search lives in the URL with the §2 parameter names, so a result page can be shared and reloaded. */
export function useSearchCriteria(today: string) {
  const [params, setParams] = useSearchParams();
  const criteria = useMemo(() => criteriaFromParams(params, today), [params, today]);
  const setCriteria = useCallback(
    (next: Partial<SearchCriteria>) => {
      const updated = new URLSearchParams(params);
      for (const [key, value] of Object.entries({ ...criteria, ...next })) updated.set(key, String(value));
      setParams(updated);
    },
    [params, setParams, criteria],
  );
  return { criteria, setCriteria };
}
