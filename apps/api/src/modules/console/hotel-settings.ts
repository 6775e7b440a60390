import {
  appearanceProblems,
  BRAND_DEFAULT_KEYS,
  type BrandDefaultKey,
  type HotelSettingsChange,
} from '@yado/domain/hotel-settings-editing';
import { isLocale, LOCALES } from '@yado/domain/locales';
import { canEditRatesAndStock } from '@yado/domain/console';
import type { ConsoleBrandSettings, ConsoleHotelSettings } from '@yado/domain/wire/console-settings';
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

/** The brand's defaults, each unset one as a hotel would show it (the hotels' defaults, all 8 languages). */
export function brandDefaultsOf({ settings, book_languages }: { settings: unknown; book_languages: string[] }): ConsoleBrandSettings {
  const shown = hotelSettingsOf({}, brandSettingsSchema.parse(settings));
  return {
    button_colour: shown.button_colour,
    header_colour: shown.header_colour,
    header_type: shown.header_type,
    website_header_html: shown.website_header_html,
    footer_html: shown.footer_html,
    book_languages: brandLanguagesOf(book_languages),
  };
}

/** The settings the hotel takes from its brand: those it stores no value of (languages: none or null). */
function takenFromBrand(settings: unknown): BrandDefaultKey[] {
  const own = settings as Record<string, unknown>;
  return BRAND_DEFAULT_KEYS.filter((key) => (key === 'book_languages' ? own[key] == null : own[key] === undefined));
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
    use_brand: takenFromBrand(settings),
  };
}

const pick = <T extends object, K extends keyof T>(from: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;
const omit = (from: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(from).filter(([key]) => !keys.includes(key)));

const brandOf = (stored: Stored) => brandDefaultsOf({ settings: stored.brand_settings, book_languages: stored.brand_languages });

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
      const stored = await repository.read(hotel.id);
      return { settings: editableOf(stored), brand: brandOf(stored), can_edit: canEditRatesAndStock(user.role) };
    },

    /**
     * Writes what the change alters: a key going back to the brand's leaves the hotel's settings
     * (it shows the brand's value from then on), a key leaving the brand's is written even when
     * its value is the brand's, and any other key only when its value changed.
     */
    async change(user: ConsoleUser, code: string, change: HotelSettingsChange) {
      const hotel = await access.hotelOf(user, code, true);
      return inTransaction(db, async (trx) => {
        const stored = await repository.lock(trx, hotel.id);
        const before = editableOf(stored);
        const brand = brandOf(stored);
        // Without a list, a setting taken from the brand stays so until the change gives it another value.
        const chosen = change.use_brand ?? before.use_brand.filter((key) => JSON.stringify(change[key]) === JSON.stringify(before[key]));
        const usingBrand = BRAND_DEFAULT_KEYS.filter((key) => chosen.includes(key));
        // What the hotel will show, so the rules below judge the brand's values where it takes them.
        const wanted: ConsoleHotelSettings = { ...change, ...pick(brand, usingBrand), use_brand: usingBrand };
        refuse(appearanceProblems(wanted));
        const { use_brand: _, ...altered } = alteredBy(before, wanted);
        const leaving = before.use_brand.filter((key) => !usingBrand.includes(key));
        const written = { ...omit(altered, usingBrand), ...pick(wanted, leaving) };
        const forgotten = usingBrand.filter((key) => !before.use_brand.includes(key));
        if (Object.keys(written).length === 0 && forgotten.length === 0) return { settings: before, brand, can_edit: true };
        await repository.merge(trx, hotel.id, written, forgotten);
        const after = editableOf(await repository.lock(trx, hotel.id));
        await access.record(trx, user, hotel, 'settings.changed', before, after);
        return { settings: after, brand, can_edit: true };
      });
    },
  };
}
export type ConsoleHotelSettingsService = ReturnType<typeof consoleHotelSettings>;
