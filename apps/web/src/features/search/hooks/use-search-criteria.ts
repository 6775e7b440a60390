import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_COOKIE_DAYS, decodeSearchCookie, encodeSearchCookie, hasSearchParams, searchCookieName } from '@yado/domain/search-cookie';
import { companionsAsOffered, offeredCompanions, partyRulesFrom, type CompanionCode } from '@yado/domain/party';
import { criteriaFromParams, criteriaToParams, type SearchCriteria } from '@yado/domain/search-criteria';
import { getCookie, setCookie } from '../../../lib/cookies';
import { useMemberSession } from '../../../lib/member-session';
import { useWidget } from '../../../lib/widget-settings';

export type { SearchCriteria };

/**
 * The search lives in the URL with the §2 parameter names, so a result page can be shared and
 * reloaded; a bare URL takes the search saved in the hotel's cookie within the last hour (§3).
 */
export function useSearchCriteria() {
  const { code, settings } = useWidget();
  const init = settings.init_settings;
  const [params, setParams] = useSearchParams();
  const source = useMemo(
    () => (hasSearchParams(params) ? params : (decodeSearchCookie(getCookie(searchCookieName(code))) ?? params)),
    [params, code],
  );
  const companionTiers = useMemberSession().session?.user.program?.additional_tiers_attributes;
  const offered = offeredCompanions(companionTiers).join();
  const criteria = useMemo(() => {
    const read = criteriaFromParams(source, {
      today: init.today,
      kidsType: init.kids_setting.kids_type,
      defaultSearchType: init.search_type,
    });
    // Companions come with a member's program (§3); anyone else searches for them as ordinary guests.
    const allowed = offered ? (offered.split(',') as CompanionCode[]) : [];
    return { ...read, rooms: companionsAsOffered(read.rooms, allowed, partyRulesFrom(init)) };
  }, [source, init, offered]);
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
