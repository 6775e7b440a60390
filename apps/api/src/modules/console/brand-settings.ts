import { canEditBrandSettings, staffScopeOf } from '@yado/domain/console';
import { appearanceProblems, type BrandSettingsChange } from '@yado/domain/hotel-settings-editing';
import type { ConsoleBrandSettings } from '@yado/domain/wire/console-settings';
import type { Db } from '../../db/connect';
import { afterCommit, inTransaction } from '../../db/transactions';
import { AppError } from '../../errors';
import type { HotelsService } from '../hotels/service';
import { brandSettingsSchema, type BrandSettings } from '../hotels/settings';
import type { ConsoleAccounts, ConsoleUser } from './accounts';
import { refuse } from './catalogue-access';
import { alteredBy, brandDefaultsOf } from './hotel-settings';
import { brandSettingsRepository } from './brand-settings-repository';
import { consoleRepository } from './repository';

/** The hotel a brand's owner came through: another brand's is not found (404), another role forbidden (403). */
export async function brandOwnersHotel(accounts: ConsoleAccounts, user: ConsoleUser, code: string) {
  const hotel = await accounts.hotelFor(user, code);
  if (!canEditBrandSettings({ role: user.role, scope: staffScopeOf(user.hotelId) })) throw new AppError('console_forbidden');
  return hotel;
}

/**
 * Every hotel of the brand (read before the transaction: an embedded database lends its one
 * connection to the transaction) reads its catalogue, its brand's settings, afresh once committed.
 */
export const tellHotels = (trx: Db, hotels: HotelsService, affected: Array<{ code: string }>) =>
  afterCommit(trx, () => affected.forEach(({ code }) => hotels.catalogueChanged(code)));

/**
 * A brand's settings JSON as stored, its objects merged key by key: keys of its own, and defaults
 * never written, stay as they are.
 */
export type StoredBrandSettings = Record<string, unknown> & {
  membership_setting?: Record<string, unknown>;
  payment_hub?: Record<string, unknown>;
};

/** The brand's row as stored: its settings JSON and the languages its widget offers. */
type StoredBrand = { settings: unknown; book_languages: string[] };

/** A part read from the brand's settings alone. */
export const fromSettings =
  <Part>(partOf: (settings: BrandSettings) => Part) =>
  (brand: StoredBrand) =>
    partOf(brandSettingsSchema.parse(brand.settings));

/** One change of a part of the brand's settings (a form of its own), by an owner through one of its hotels. */
export interface BrandSettingsPartChange<Part extends object> {
  user: ConsoleUser;
  hotelId: number;
  /** The audit log's name of the change. */
  action: string;
  /** The part as the form shows it, from the brand as stored. */
  partOf: (brand: StoredBrand) => Part;
  change: Part;
  /** Refuses a change (field errors) given the part before it, before anything is written. */
  check?: (before: Part) => void;
  /** The settings keys to write over the stored ones (given those the change alters), and the languages when they change. */
  written: (stored: StoredBrandSettings, altered: Partial<Part>) => { settings: Record<string, unknown>; languages?: string[] | undefined };
  /** Runs once the change commits, after every hotel of the brand has been told. */
  committed?: () => void;
}

/**
 * Changes a part of the brand's settings: the brand locked, nothing written or audited when the
 * part already reads as changed, else the keys written, the change audited with before and after,
 * and every hotel of the brand told once it commits. Answers the part as it now is.
 */
export function brandSettingsParts(db: Db, hotels: HotelsService) {
  const repository = brandSettingsRepository(db);
  const audit = consoleRepository(db);
  return {
    read: async <Part extends object>(brandId: number, partOf: (brand: StoredBrand) => Part) => partOf(await repository.read(brandId)),

    async change<Part extends object>(part: BrandSettingsPartChange<Part>): Promise<Part> {
      const { user, change } = part;
      const affected = await repository.hotelsOf(user.brandId);
      return inTransaction(db, async (trx) => {
        const brand = await repository.lock(trx, user.brandId);
        const before = part.partOf(brand);
        const altered = alteredBy(before, change) as Partial<Part>;
        if (Object.keys(altered).length === 0) return before;
        part.check?.(before);
        const { settings, languages } = part.written(brand.settings as StoredBrandSettings, altered);
        await repository.merge(trx, user.brandId, settings, languages);
        await audit.audit(trx, { staff_user_id: user.id, hotel_id: part.hotelId, action: part.action, before, after: change });
        tellHotels(trx, hotels, affected);
        if (part.committed) afterCommit(trx, part.committed);
        return change;
      });
    },
  };
}

/**
 * The brand's defaults in the console (ADR 0074): its owners read and change them through any of
 * their hotels. A change is audited in its transaction, and once it commits every hotel of the
 * brand has its catalogue (its settings) read afresh, so each widget shows it at once.
 */
export function consoleBrandSettings(db: Db, accounts: ConsoleAccounts, hotels: HotelsService) {
  const repository = brandSettingsRepository(db);
  const parts = brandSettingsParts(db, hotels);

  const hotelOf = (user: ConsoleUser, code: string) => brandOwnersHotel(accounts, user, code);
  const answer = async (brandId: number, settings: ConsoleBrandSettings) => ({ settings, hotels: await repository.hotelsOf(brandId) });

  return {
    async read(user: ConsoleUser, code: string) {
      await hotelOf(user, code);
      return answer(user.brandId, await parts.read(user.brandId, brandDefaultsOf));
    },

    async change(user: ConsoleUser, code: string, change: BrandSettingsChange) {
      const hotel = await hotelOf(user, code);
      refuse(appearanceProblems(change));
      const settings = await parts.change({
        user,
        hotelId: hotel.id,
        action: 'brand_settings.changed',
        partOf: brandDefaultsOf,
        change,
        // The languages are the brand's column; the rest, only the keys changed, its settings.
        written: (_stored, { book_languages: languages, ...altered }) => ({ settings: altered, languages }),
      });
      return answer(user.brandId, settings);
    },
  };
}
export type ConsoleBrandSettingsService = ReturnType<typeof consoleBrandSettings>;
