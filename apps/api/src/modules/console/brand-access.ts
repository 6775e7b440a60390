import type { BrandAccessChange } from '@yado/domain/brand-access-editing';
import type { PaymentGatewayName } from '@yado/domain/payments';
import type { ConsoleBrandAccess } from '@yado/domain/wire/console-settings';
import type { Db } from '../../db/connect';
import { afterCommit, inTransaction } from '../../db/transactions';
import type { HotelsService } from '../hotels/service';
import { brandSettingsSchema, type BrandSettings } from '../hotels/settings';
import type { ConsoleAccounts, ConsoleUser } from './accounts';
import { brandSettingsRepository } from './brand-settings-repository';
import { refuse } from './catalogue-access';
import { alteredBy } from './hotel-settings';
import { brandOwnersHotel, tellHotels } from './brand-settings';
import { consoleRepository } from './repository';

/**
 * The brand's own sites, its members' sign-in and its card gateway in the console, for the brand's
 * owners: what may frame the widget and receive its mail links, which ways of signing in the
 * widget offers, and which of this server's gateways takes the brand's cards. Audited; every hotel
 * of the brand follows once it commits.
 */
export function consoleBrandAccess(
  db: Db,
  accounts: ConsoleAccounts,
  hotels: HotelsService,
  options: { gatewayNames: readonly PaymentGatewayName[]; demo: boolean },
) {
  const repository = brandSettingsRepository(db);
  const audit = consoleRepository(db);
  /**
   * The gateways a brand may choose: those this server has the credentials of, the sandbox among
   * them only in the demo or while the brand still uses it (a live brand never turns to pretend payments).
   */
  const offered = (current: PaymentGatewayName) =>
    options.gatewayNames.filter((name) => name !== 'sandbox' || options.demo || current === 'sandbox');

  return {
    async read(user: ConsoleUser, code: string) {
      await brandOwnersHotel(accounts, user, code);
      const settings = accessOf(brandSettingsSchema.parse((await repository.read(user.brandId)).settings));
      return { settings, gateways: offered(settings.payment_gateway) };
    },

    async change(user: ConsoleUser, code: string, change: BrandAccessChange) {
      const hotel = await brandOwnersHotel(accounts, user, code);
      const affected = await repository.hotelsOf(user.brandId);
      const settings = await inTransaction(db, async (trx) => {
        // The stored JSON as it is, so keys of its own (and defaults never written) stay as they are.
        const stored = (await repository.lock(trx, user.brandId)).settings as Record<string, Record<string, unknown> | undefined>;
        const before = accessOf(brandSettingsSchema.parse(stored));
        // The same sites and switches again change and audit nothing.
        if (Object.keys(alteredBy(before, change)).length === 0) return before;
        // A gateway without credentials here would leave the brand taking no cards at all.
        if (change.payment_gateway !== before.payment_gateway && !offered(before.payment_gateway).includes(change.payment_gateway))
          refuse([{ field: 'payment_gateway', message: 'validation.gateway_not_configured' }]);
        const { allowed_origins, payment_gateway: gateway, ...signIn } = change;
        const changed = {
          allowed_origins,
          membership_setting: { ...stored.membership_setting, ...signIn },
          payment_hub: { ...stored.payment_hub, gateway },
        };
        await repository.merge(trx, user.brandId, changed, undefined);
        await audit.audit(trx, { staff_user_id: user.id, hotel_id: hotel.id, action: 'brand_access.changed', before, after: change });
        tellHotels(trx, hotels, affected);
        afterCommit(trx, hotels.brandSitesChanged);
        return change;
      });
      return { settings, gateways: offered(settings.payment_gateway) };
    },
  };
}
export type ConsoleBrandAccessService = ReturnType<typeof consoleBrandAccess>;

/** The brand's sites, sign-in switches and gateway, from its settings. */
function accessOf({ allowed_origins, membership_setting: membership, payment_hub }: BrandSettings): ConsoleBrandAccess {
  return {
    allowed_origins,
    login_enabled: membership.login_enabled,
    sign_up_enabled: membership.sign_up_enabled,
    corporate_login_enabled: membership.corporate_login_enabled,
    payment_gateway: payment_hub.gateway,
  };
}
