import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_COOKIE_DAYS, encodeSearchCookie, searchCookieName } from '@yado/domain/search-cookie';
import { offeredCompanions, type CompanionCode } from '@yado/domain/party';
import { criteriaToParams, type SearchCriteria } from '@yado/domain/search-criteria';
import { setCookie } from '../../../lib/cookies';
import { useMemberSession } from '../../../lib/member-session';
import { useWidget } from '../../../lib/widget-settings';
import { resultsCriteria } from '../results-criteria';

export type { SearchCriteria };

/**
 * The search lives in the URL with the §2 parameter names, so a result page can be shared and
 * reloaded; a bare URL takes the search saved in the hotel's cookie (resultsCriteria).
 */
export function useSearchCriteria() {
  const { code, settings } = useWidget();
  const init = settings.init_settings;
  const [params, setParams] = useSearchParams();
  const companionTiers = useMemberSession().session?.user.program?.additional_tiers_attributes;
  const offered = offeredCompanions(companionTiers).join();
  const criteria = useMemo(
    () => resultsCriteria(params, code, init, offered ? (offered.split(',') as CompanionCode[]) : []),
    [params, code, init, offered],
  );
  const parentUrl = params.get('parentUrl');
  useEffect(() => {
    setCookie(searchCookieName(code), encodeSearchCookie(criteria, parentUrl), SEARCH_COOKIE_DAYS);
  }, [code, criteria, parentUrl]);
  const setCriteria = useCallback(
    (next: Partial<SearchCriteria>) => setParams(criteriaToParams({ ...criteria, ...next }, params)),
    [params, setParams, criteria],
  );
  return { criteria, setCriteria };
}
