import type { CatalogueProblem } from '@yado/domain/catalogue-editing';
import { canEditRatesAndStock } from '@yado/domain/console';
import { isLocale, type Locale } from '@yado/domain/locales';
import type { Db } from '../../db/connect';
import { afterCommit } from '../../db/transactions';
import { isUniqueViolation } from '../../db/violations';
import { AppError } from '../../errors';
import type { HotelsService } from '../hotels/service';
import type { ConsoleAccounts, ConsoleUser } from './accounts';
import { catalogueRepository } from './catalogue-repository';
import { consoleRepository } from './repository';

/** The name kept beside the translations, for whatever reads no language: English, else the hotel's own. */
export const baseName = (names: Partial<Record<Locale, string>>, hotelLocale: Locale, fallback: string) =>
  names.en ?? names[hotelLocale] ?? fallback;

/** Refuses a change whose shared rules found problems (422, by field). */
export function refuse(problems: CatalogueProblem[]) {
  if (problems.length > 0) throw new AppError('invalid', {}, problems);
}

/** A create that lost a race to another with the same code answers as if it had seen that one first. */
export const codeTakenOnRace = (taken: AppError) => (error: unknown) => {
  throw isUniqueViolation(error) ? taken : error;
};

/**
 * What every part of the console's catalogue does alike: find the user's hotel (another hotel's
 * is not found; changes are for owners and managers), and record a change with its audit entry,
 * the hotel's catalogue read again once it commits.
 */
export function catalogueAccess(db: Db, accounts: ConsoleAccounts, hotels: HotelsService) {
  const repository = catalogueRepository(db);
  const audit = consoleRepository(db);
  return {
    async hotelOf(user: ConsoleUser, code: string, editing: boolean) {
      const hotel = await accounts.hotelFor(user, code);
      if (editing && !canEditRatesAndStock(user.role)) throw new AppError('console_forbidden');
      const stored = await repository.hotelLocale(hotel.id);
      return { ...hotel, locale: (isLocale(stored) ? stored : 'ja') as Locale };
    },

    async record(trx: Db, user: ConsoleUser, hotel: { id: number; code: string }, action: string, before: unknown, after: unknown) {
      await audit.audit(trx, { staff_user_id: user.id, hotel_id: hotel.id, action, before, after });
      afterCommit(trx, () => hotels.catalogueChanged(hotel.code));
    },
  };
}
