import { companionsAsOffered, partyRulesFrom, type CompanionCode } from '@yado/domain/party';
import { decodeSearchCookie, hasSearchParams, searchCookieName } from '@yado/domain/search-cookie';
import { criteriaFromParams, type SearchCriteria } from '@yado/domain/search-criteria';
import { getCookie } from '../../lib/cookies';
import type { InitSettings } from '../../lib/widget-settings';

/**
 * The search a results address runs once the hotel's settings are known: the address's own, or
 * the search saved in the hotel's cookie within the last hour when the address names none (§3).
 * Companions count only when offered to the signed-in member (§3); anyone else searches for them
 * as ordinary guests. The results page and the start-up script both read the search here.
 */
export function resultsCriteria(params: URLSearchParams, code: string, init: InitSettings, offered: CompanionCode[]): SearchCriteria {
  const source = hasSearchParams(params) ? params : (decodeSearchCookie(getCookie(searchCookieName(code))) ?? params);
  const context = { today: init.today, kidsType: init.kids_setting.kids_type, defaultSearchType: init.search_type };
  const read = criteriaFromParams(source, context);
  // A voucher's address (§2 mode=voucher) keeps its voucher even when the stay is the saved one.
  const voucher = source !== params && params.get('mode') === 'voucher' ? criteriaFromParams(params, context) : null;
  const mode = voucher ? { mode: voucher.mode, voucher_coupon_code: voucher.voucher_coupon_code ?? '' } : {};
  return { ...read, ...mode, rooms: companionsAsOffered(read.rooms, offered, partyRulesFrom(init)) };
}
