import { canEditBrandSettings, staffScopeOf } from '@yado/domain/console';
import type { BrandAccessChange } from '@yado/domain/brand-access-editing';
import { appearanceProblems, type BrandSettingsChange } from '@yado/domain/hotel-settings-editing';
import { PAYMENT_GATEWAY_NAMES } from '@yado/domain/payments';
import type { ConsoleBrandAccess, ConsoleBrandSettings } from '@yado/domain/wire/console-settings';
import type { Db } from '../../db/connect';
import { afterCommit, inTransaction } from '../../db/transactions';
import { AppError } from '../../errors';
import { brandSettingsSchema } from '../hotels/settings';
import type { HotelsService } from '../hotels/service';
import type { ConsoleAccounts, ConsoleUser } from './accounts';
import { refuse } from './catalogue-access';
import { alteredBy, brandDefaultsOf } from './hotel-settings';
import { brandSettingsRepository } from './brand-settings-repository';
import { consoleRepository } from './repository';

/**
 * The brand's defaults in the console (ADR 0074): its owners read and change them through any of
 * their hotels. A change is audited in its transaction, and once it commits every hotel of the
 * brand has its catalogue (its settings) read afresh, so each widget shows it at once.
 */
export function consoleBrandSettings(db: Db, accounts: ConsoleAccounts, hotels: HotelsService, gatewayNames: readonly string[]) {
  const repository = brandSettingsRepository(db);
  const gateways = PAYMENT_GATEWAY_NAMES.filter((name) => gatewayNames.includes(name));
  const audit = consoleRepository(db);

  /** The hotel the owner came through: another brand's is not found (404), another role forbidden (403). */
  async function hotelOf(user: ConsoleUser, code: string) {
    const hotel = await accounts.hotelFor(user, code);
    if (!canEditBrandSettings({ role: user.role, scope: staffScopeOf(user.hotelId) })) throw new AppError('console_forbidden');
    return hotel;
  }
  const answer = async (brandId: number, settings: ConsoleBrandSettings) => ({ settings, hotels: await repository.hotelsOf(brandId) });
  /**
   * Every hotel of the brand (read before the transaction: an embedded database lends its one
   * connection to the transaction) reads its catalogue, its brand's settings, afresh once committed.
   */
  const tellHotels = (trx: Db, affected: Array<{ code: string }>) =>
    afterCommit(trx, () => affected.forEach(({ code }) => hotels.catalogueChanged(code)));

  return {
    async read(user: ConsoleUser, code: string) {
      await hotelOf(user, code);
      return answer(user.brandId, brandDefaultsOf(await repository.read(user.brandId)));
    },

    async change(user: ConsoleUser, code: string, change: BrandSettingsChange) {
      const hotel = await hotelOf(user, code);
      refuse(appearanceProblems(change));
      const affected = await repository.hotelsOf(user.brandId);
      const settings = await inTransaction(db, async (trx) => {
        const before = brandDefaultsOf(await repository.lock(trx, user.brandId));
        const { book_languages: languages, ...altered } = alteredBy(before, change);
        if (languages === undefined && Object.keys(altered).length === 0) return before;
        await repository.merge(trx, user.brandId, altered, languages as string[] | undefined);
        await audit.audit(trx, { staff_user_id: user.id, hotel_id: hotel.id, action: 'brand_settings.changed', before, after: change });
        tellHotels(trx, affected);
        return change;
      });
      return answer(user.brandId, settings);
    },

    async readAccess(user: ConsoleUser, code: string) {
      await hotelOf(user, code);
      return { settings: accessOf((await repository.read(user.brandId)).settings), gateways };
    },

    /** The brand's sites and sign-in: in force for every hotel of the brand once committed (framing, mail links, the login menu). */
    async changeAccess(user: ConsoleUser, code: string, change: BrandAccessChange) {
      const hotel = await hotelOf(user, code);
      // A gateway without credentials here would leave the brand taking no cards at all.
      if (!gateways.includes(change.payment_gateway)) refuse([{ field: 'payment_gateway', message: 'validation.gateway_not_configured' }]);
      const affected = await repository.hotelsOf(user.brandId);
      const settings = await inTransaction(db, async (trx) => {
        const stored = brandSettingsSchema.parse((await repository.lock(trx, user.brandId)).settings);
        const before = accessOf(stored);
        // The same sites and switches again change and audit nothing.
        if (sameAccess(before, change)) return before;
        const { allowed_origins, payment_gateway: gateway, ...signIn } = change;
        const changed = {
          allowed_origins,
          membership_setting: { ...stored.membership_setting, ...signIn },
          payment_hub: { ...stored.payment_hub, gateway },
        };
        await repository.merge(trx, user.brandId, changed, undefined);
        await audit.audit(trx, { staff_user_id: user.id, hotel_id: hotel.id, action: 'brand_access.changed', before, after: change });
        tellHotels(trx, affected);
        return change;
      });
      return { settings, gateways };
    },
  };
}
const sameAccess = (a: ConsoleBrandAccess, b: ConsoleBrandAccess) =>
  a.allowed_origins.join(' ') === b.allowed_origins.join(' ') &&
  a.login_enabled === b.login_enabled &&
  a.sign_up_enabled === b.sign_up_enabled &&
  a.corporate_login_enabled === b.corporate_login_enabled &&
  a.payment_gateway === b.payment_gateway;

/** The brand's sites and sign-in switches, from its stored settings. */
function accessOf(settings: unknown): ConsoleBrandAccess {
  const { allowed_origins, membership_setting: membership, payment_hub } = brandSettingsSchema.parse(settings);
  return {
    allowed_origins,
    login_enabled: membership.login_enabled,
    sign_up_enabled: membership.sign_up_enabled,
    corporate_login_enabled: membership.corporate_login_enabled,
    payment_gateway: payment_hub.gateway,
  };
}

export type ConsoleBrandSettingsService = ReturnType<typeof consoleBrandSettings>;
