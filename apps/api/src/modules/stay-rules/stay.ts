import {
  checkCompanions,
  checkParty,
  checkUndatedParty,
  occupancy,
  type CompanionCode,
  type PartyProblem,
  type RoomParty,
} from '@yado/domain/party';
import { addDays, addMonths } from '@yado/domain/dates';
import { MAX_NIGHTS } from '@yado/domain/limits';
import { checkStay, firstCheckinDate } from '@yado/domain/stay';
import { AppError } from '../../errors';
import type { Catalogue } from '../hotels/service';
import { partyRules } from './plans';

/** The earliest check-in the hotel sells now (yesterday in the small hours where yesterday_bookable). */
export function firstCheckin(catalogue: Catalogue, now = new Date()): string {
  const { hotel } = catalogue;
  return firstCheckinDate(hotel.timeZone, hotel.settings.default_search_setting.yesterday_bookable, now);
}

/** The last check-in inside the hotel's reservable period (1903) counted from `today`. */
export function lastCheckin(catalogue: Catalogue, today: string): string {
  return addDays(addMonths(today, catalogue.hotel.settings.reservable_period_months), -1);
}

/** Stay checks shared by search and booking, in the hotel's time zone. */
export function assertStay(catalogue: Catalogue, checkin: string, checkout: string, options: { now?: Date; dayUse?: boolean } = {}) {
  const problem = checkStay(checkin, checkout, {
    today: firstCheckin(catalogue, options.now),
    reservableMonths: catalogue.hotel.settings.reservable_period_months,
    maxNights: MAX_NIGHTS,
    dayUse: options.dayUse ?? false,
  });
  if (problem)
    throw new AppError(problem.key, problem.values, problem.key === 'invalid' ? [{ field: problem.field, message: problem.message }] : []);
}

const refuse = (problem: PartyProblem) =>
  new AppError('invalid', problem.values ?? {}, [{ field: problem.field, message: problem.message }]);

/**
 * Party checks of §5 for a search or a booking, under the hotel's settings: companions only as the
 * member's program offers them, then everyone, companions counted in, within the room's limits.
 * Answers who occupies each room, companions counted in, for pricing and stock.
 */
export function assertParty(
  catalogue: Catalogue,
  asked: RoomParty[],
  options: { undated?: boolean; dayUse?: boolean; companions?: readonly CompanionCode[] } = {},
): RoomParty[] {
  const { settings } = catalogue.hotel;
  const rules = partyRules(catalogue.hotel);
  const companions = checkCompanions(asked, options.companions ?? [], rules);
  if (companions) throw refuse(companions);
  const rooms = asked.map(occupancy);
  const problem = checkParty(rooms, rules);
  if (problem) throw refuse(problem);
  if (settings.kids_setting.accept_type === 'not_accept' && rooms.some((r) => r.children > 0))
    throw refuse({ field: 'children', message: 'validation.children_not_accepted' });
  if (options.undated) {
    const undated = checkUndatedParty(rooms);
    if (undated) throw refuse(undated);
  }
  if (options.dayUse && !settings.day_use_search_active) throw refuse({ field: 'is_day_use', message: 'validation.day_use_unavailable' });
  return rooms;
}
