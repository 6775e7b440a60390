import { canEditRatesAndStock } from '@yado/domain/console';
import { pickTranslation } from '@yado/domain/locales';
import type { PromotionIssue } from '@yado/domain/promotions-editing';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import type { Catalogue, HotelsService } from '../hotels/service';
import type { PromotionsService } from '../promotions/service';
import type { ConsoleAccounts, ConsoleUser } from './accounts';
import { catalogueAccess } from './catalogue-access';

/**
 * The console's promotions for one hotel (ADR 0070): read by anyone working there; made and ended
 * by owners and managers through the service the staff API uses, so the same rules hold. Each
 * change is audited in its transaction, and the hotel's searches are priced afresh once it commits.
 */
export function consolePromotions(db: Db, accounts: ConsoleAccounts, hotels: HotelsService, promotions: PromotionsService) {
  const access = catalogueAccess(db, accounts, hotels);

  async function hotelOf(user: ConsoleUser, code: string, changing: boolean) {
    const hotel = await access.hotelOf(user, code, changing);
    return { ...hotel, catalogue: await hotels.getCatalogue(hotel.code) };
  }

  /** One of the hotel's promotions as the list shows it. */
  async function listed(catalogue: Catalogue, id: number, locale: string) {
    const found = (await promotions.forHotel(catalogue, locale, new Date())).find((promotion) => promotion.id === id);
    if (!found) throw new AppError('promotion_not_found');
    return found;
  }

  return {
    /** The hotel's promotions, with the plans and room types a new one can name. */
    async list(user: ConsoleUser, code: string, locale: string) {
      const hotel = await hotelOf(user, code, false);
      const { catalogue } = hotel;
      const choice = (entry: { code: string; name: string; nameTranslations: Record<string, string> }) => ({
        code: entry.code,
        name: pickTranslation(entry.nameTranslations, locale, entry.name),
      });
      return {
        can_edit: canEditRatesAndStock(user.role),
        currency: catalogue.hotel.currency,
        hotel_locale: hotel.locale,
        plans: catalogue.plans.map(choice),
        room_types: catalogue.roomTypes.map(choice),
        promotions: await promotions.forHotel(catalogue, locale, new Date()),
      };
    },

    /** Makes a promotion, audited as promotion.created; answered as the list shows it, in the reader's language. */
    async create(user: ConsoleUser, code: string, promotion: PromotionIssue, locale: string) {
      const hotel = await hotelOf(user, code, true);
      const audit = (trx: Db, made: unknown) => access.record(trx, user, hotel, 'promotion.created', null, made);
      const made = await promotions.issue({ credentialId: null, audit }, hotel.catalogue, promotion);
      return listed(hotel.catalogue, made.id, locale);
    },

    /** Ends a promotion now, audited as promotion.ended with it before and after. */
    async end(user: ConsoleUser, code: string, id: number, locale: string) {
      const hotel = await hotelOf(user, code, true);
      const audit = (trx: Db, before: unknown, after: unknown) => access.record(trx, user, hotel, 'promotion.ended', before, after);
      await promotions.end({ credentialId: null, audit }, hotel.catalogue, id, new Date());
      return listed(hotel.catalogue, id, locale);
    },
  };
}
export type ConsolePromotions = ReturnType<typeof consolePromotions>;
