import { isIsoDate } from '@yado/domain/dates';
import { criteriaFromParams, type SearchCriteria } from '@yado/domain/search-criteria';

/**
 * The search a results URL will run, when it can be told before the hotel's settings arrive:
 * dates given (or undated), and children in a form that does not depend on the hotel's child
 * mode. Otherwise null, and nothing is preloaded.
 */
export function preloadCriteria(params: URLSearchParams): SearchCriteria | null {
  const checkin = params.get('checkin');
  const checkout = params.get('checkout');
  const undated = params.get('search_type') === 'undated';
  if (!undated && !(checkin && checkout && isIsoDate(checkin) && isIsoDate(checkout))) return null;
  if (params.has('rooms')) return null;
  const children = Number(params.get('children') ?? 0);
  const kidsType = params.has('kids_tiers') ? 'tiers' : params.has('kids_ages') || !(children > 0) ? 'ages' : null;
  if (kidsType === null) return null;
  return criteriaFromParams(params, { today: checkin ?? '0000-01-01', kidsType });
}
