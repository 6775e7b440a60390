import { addDays } from '@yado/domain/dates';
import { beddedGuests, partyRulesFrom, type PartyRules, type RoomParty } from '@yado/domain/party';
import type { CatalogueHotel, CataloguePlan, CatalogueRoomPlan, CatalogueRoomType } from '../hotels/service';

/** The hotel's party rules, from its init settings (§3 kids_setting, max_guests_per_room, multi-room limit). */
export const partyRules = (hotel: CatalogueHotel): PartyRules => partyRulesFrom(hotel.settings);

/** A plan is sold for day use or for overnight stays, and only on the days of its sale period. */
export function planOnSale(
  roomPlan: CatalogueRoomPlan,
  checkin: string,
  checkout: string,
  isDayUse = false,
  lotteryEventId: string | null = null,
): boolean {
  const { plan } = roomPlan;
  // A lottery's plans are sold through its draw only: booked by its winners, never found in a search.
  if (plan.lotteryEventId !== lotteryEventId) return false;
  if (plan.isDayUse !== isDayUse) return false;
  if (plan.saleStartDate && plan.saleStartDate > checkin) return false;
  if (!plan.saleEndDate) return true;
  return (isDayUse ? checkin : addDays(checkout, -1)) <= plan.saleEndDate;
}

/** Every room of the party fits the room type: its adults within max adults, everyone needing a bed within sleeps. */
export function fitsParty(roomType: CatalogueRoomType, rooms: RoomParty[], rules: Pick<PartyRules, 'kidsType' | 'kidsTiers'>): boolean {
  return rooms.every((room) => room.adults <= roomType.maxAdults && beddedGuests(room, rules) <= roomType.sleeps);
}

export interface PlanAudience {
  locale: string;
  /** A promo code (promo_code, or google_promo_code from Google hotel ads) that opens secret plans with that code. */
  secretCode: string | null;
  /** mode=secret: only the secret plans the code opens are shown. */
  secretOnly?: boolean;
  siteController: string | null;
}

/**
 * Whether a guest may see a plan at all: language-restricted plans only in their languages,
 * secret plans only for their code (and with mode=secret only they), and with the tl_lincon
 * site controller only the plans linked to it.
 */
export function planVisible(plan: CataloguePlan, audience: PlanAudience): boolean {
  if (plan.languages.length > 0 && !plan.languages.includes(audience.locale)) return false;
  if (audience.siteController === 'tl_lincon' && !plan.siteControllerLinked) return false;
  const opened =
    plan.secretCode !== null && audience.secretCode !== null && plan.secretCode.toUpperCase() === audience.secretCode.toUpperCase();
  if (audience.secretOnly) return opened;
  return plan.secretCode === null || opened;
}
