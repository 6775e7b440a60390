import { appearanceProblems, type HotelSettingsChange } from '@yado/domain/hotel-settings-editing';
import { isLocale, LOCALES } from '@yado/domain/locales';
import { canEditRatesAndStock } from '@yado/domain/console';
import type { ConsoleHotelSettings } from '@yado/domain/wire/console-settings';
import type { Db } from '../../db/connect';
import { inTransaction } from '../../db/transactions';
import type { HotelsService } from '../hotels/service';
import { brandSettingsSchema, hotelSettingsOf } from '../hotels/settings';
import type { ConsoleAccounts, ConsoleUser } from './accounts';
import { catalogueAccess, refuse } from './catalogue-access';
import { hotelSettingsRepository } from './hotel-settings-repository';

type Stored = { settings: unknown; brand_settings: unknown; brand_languages: string[] };

/** The brand's languages, else all of them. */
export function brandLanguagesOf(stored: string[]) {
  const languages = stored.filter(isLocale);
  return languages.length > 0 ? languages : [...LOCALES];
}

/** The editable settings as stored: the hotel's own, else its brand's defaults (languages too), else all of them. */
function editableOf({ settings, brand_settings, brand_languages }: Stored): ConsoleHotelSettings {
  const all = hotelSettingsOf(settings, brandSettingsSchema.parse(brand_settings));
  return {
    button_colour: all.button_colour,
    header_colour: all.header_colour,
    header_type: all.header_type,
    website_header_html: all.website_header_html,
    footer_html: all.footer_html,
    book_languages: all.book_languages ?? brandLanguagesOf(brand_languages),
    accepted_card_brands: all.accepted_card_brands,
    notification_emails: all.notification_emails,
    reservation_update_active: all.reservation_update_active,
  };
}

/**
 * The settings a change alters: only those are written, so languages still taken from the brand
 * stay the brand's until the hotel chooses its own.
 */
export const alteredBy = <T extends object>(before: T, after: T) =>
  Object.fromEntries(Object.entries(after).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key as keyof T])));

/**
 * The hotel's settings in its console (ADR 0069): everyone at the hotel reads them, owners and
 * managers change them. A change is audited in its transaction and the widget reads the hotel's
 * catalogue (its settings) afresh once it commits, as after a catalogue edit.
 */
export function consoleHotelSettings(db: Db, accounts: ConsoleAccounts, hotels: HotelsService) {
  const repository = hotelSettingsRepository(db);
  const access = catalogueAccess(db, accounts, hotels);
  return {
    async read(user: ConsoleUser, code: string) {
      const hotel = await access.hotelOf(user, code, false);
      return { settings: editableOf(await repository.read(hotel.id)), can_edit: canEditRatesAndStock(user.role) };
    },

    async change(user: ConsoleUser, code: string, change: HotelSettingsChange) {
      const hotel = await access.hotelOf(user, code, true);
      refuse(appearanceProblems(change));
      const settings = await inTransaction(db, async (trx) => {
        const before = editableOf(await repository.lock(trx, hotel.id));
        const altered = alteredBy(before, change);
        if (Object.keys(altered).length === 0) return before;
        await repository.merge(trx, hotel.id, altered);
        await access.record(trx, user, hotel, 'settings.changed', before, change);
        return change;
      });
      return { settings, can_edit: true };
    },
  };
}
export type ConsoleHotelSettingsService = ReturnType<typeof consoleHotelSettings>;
