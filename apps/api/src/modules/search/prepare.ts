import { addDays, nightsBetween } from '@yado/domain/dates';
import type { RoomParty } from '@yado/domain/party';
import { searchFromQuery, type RoomSearchQuery } from '@yado/domain/search';
import type { Catalogue, CatalogueRoomPlan } from '../hotels/service';
import { assertParty, assertStay, firstCheckin } from '../stay-rules/stay';
import { partyRules } from '../stay-rules/plans';
import { candidateRoomPlans } from './candidates';
import { companionsAt, type SearchViewer } from './sign-in-prices';
import type { SearchPromotions } from './promotion-prices';

/** A room search worked out from the catalogue alone, before any rate or stock is read. */
export interface PreparedSearch {
  catalogue: Catalogue;
  query: RoomSearchQuery;
  locale: string;
  rules: ReturnType<typeof partyRules>;
  request: ReturnType<typeof searchFromQuery>;
  /** Who occupies each room, companions counted in, for rates and stock. */
  rooms: RoomParty[];
  /** The earliest check-in the hotel sells now. */
  today: string;
  undated: boolean;
  checkin: string;
  checkout: string;
  nights: number;
  secretCode: string | null;
  candidates: CatalogueRoomPlan[];
  /** A member signed in with the hotel's brand pays members' prices. */
  member: boolean;
  companions: ReturnType<typeof companionsAt>;
  /** Signed in with the hotel's brand through the loyalty provider: its promotions price the search. */
  loyaltyMember: boolean;
  /** The hotel's promotions for this search, once read (ADR 0047). */
  promotions?: SearchPromotions;
}

/** Checks the party and the stay under the hotel's rules and picks the room plans the search can list. */
export function prepareSearch(catalogue: Catalogue, query: RoomSearchQuery, locale: string, viewer: SearchViewer): PreparedSearch {
  const { hotel } = catalogue;
  const rules = partyRules(hotel);
  const request = searchFromQuery(query, rules.kidsType);
  const undated = query.search_type === 'undated';
  const dayUse = query.is_day_use;
  const companions = companionsAt(viewer, hotel.brand.id);
  // Companions are guests like the rest for rooms, rates and stock; the answer keeps the party as asked.
  const rooms = assertParty(catalogue, request.rooms, { undated, dayUse, companions });
  const today = firstCheckin(catalogue);
  const checkin = undated ? today : (query.checkin as string);
  const checkout = undated ? addDays(today, query.nights) : (query.checkout as string);
  if (!undated) assertStay(catalogue, checkin, checkout, { dayUse });
  const nights = undated ? query.nights : nightsBetween(checkin, checkout);
  const secretOnly = query.mode === 'secret';
  const secretCode = query.promo_code || query.google_promo_code || (secretOnly ? '' : null);
  const candidates = candidateRoomPlans(catalogue, {
    checkin,
    checkout,
    nights,
    isDayUse: dayUse,
    request: { ...request, rooms },
    rules,
    locale,
    secretCode,
    secretOnly,
    siteController: hotel.settings.hotel_site_controller,
  });
  return {
    catalogue,
    query,
    locale,
    rules,
    request,
    rooms,
    today,
    undated,
    checkin,
    checkout,
    nights,
    secretCode,
    candidates,
    member: viewer.memberBrandId === hotel.brand.id,
    companions,
    loyaltyMember: viewer.memberBrandId === hotel.brand.id && viewer.loyaltyMember === true,
  };
}

/**
 * Everything besides rates, stock, the catalogue and the exchange rate that an answer depends on:
 * two searches with the same key and the same sources get the same answer.
 */
export function answerKey(search: PreparedSearch): string {
  // The query holds promo_code and google_promo_code: one guest's code never prices another's answer.
  const { catalogue, query, locale, today, member, companions, loyaltyMember } = search;
  return JSON.stringify([catalogue.hotel.code, locale, today, member, companions, loyaltyMember, query]);
}
