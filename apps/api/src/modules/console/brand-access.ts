import type { BrandAccessChange } from '@yado/domain/brand-access-editing';
import type { PaymentGatewayName } from '@yado/domain/payments';
import type { ConsoleBrandAccess } from '@yado/domain/wire/console-settings';
import type { Db } from '../../db/connect';
import type { HotelsService } from '../hotels/service';
import type { BrandSettings } from '../hotels/settings';
import type { ConsoleAccounts, ConsoleUser } from './accounts';
import { refuse } from './catalogue-access';
import { brandOwnersHotel, brandSettingsParts, fromSettings } from './brand-settings';

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
  options: { gatewayNames: readonly PaymentGatewayName[]; demo: boolean; brandSignIns: readonly string[] },
) {
  const parts = brandSettingsParts(db, hotels);
  /**
   * The gateways a brand may choose: those this server has the credentials of, the sandbox among
   * them only in the demo or while the brand still uses it (a live brand never turns to pretend payments).
   */
  const offered = (current: PaymentGatewayName) =>
    options.gatewayNames.filter((name) => name !== 'sandbox' || options.demo || current === 'sandbox');
  /** Whether the brand's own site can sign its members in here (this server has its secret): else the switch would leave them no sign-in at all. */
  const brandSignsIn = async (hotelCode: string) => options.brandSignIns.includes((await hotels.getCatalogue(hotelCode)).hotel.brand.code);
  const answer = (settings: ConsoleBrandAccess, customAuthAvailable: boolean) => ({
    settings,
    gateways: offered(settings.payment_gateway),
    custom_auth_available: customAuthAvailable,
  });

  return {
    async read(user: ConsoleUser, code: string) {
      await brandOwnersHotel(accounts, user, code);
      return answer(await parts.read(user.brandId, fromSettings(accessOf)), await brandSignsIn(code));
    },

    async change(user: ConsoleUser, code: string, change: BrandAccessChange) {
      const hotel = await brandOwnersHotel(accounts, user, code);
      const customAuthAvailable = await brandSignsIn(code);
      const { allowed_origins, payment_gateway: gateway, ...signIn } = change;
      const settings = await parts.change({
        user,
        hotelId: hotel.id,
        action: 'brand_access.changed',
        partOf: fromSettings(accessOf),
        change,
        // A gateway without credentials here would leave the brand taking no cards at all; its own
        // sign-in without its secret here, its members no way to sign in.
        check: (before) =>
          refuse([
            ...(gateway !== before.payment_gateway && !offered(before.payment_gateway).includes(gateway)
              ? [{ field: 'payment_gateway', message: 'validation.gateway_not_configured' as const }]
              : []),
            ...(change.custom_auth && !before.custom_auth && !customAuthAvailable
              ? [{ field: 'custom_auth', message: 'validation.brand_sign_in_not_configured' as const }]
              : []),
          ]),
        written: (stored) => ({
          settings: {
            allowed_origins,
            membership_setting: { ...stored.membership_setting, ...signIn },
            payment_hub: { ...stored.payment_hub, gateway },
          },
        }),
        committed: hotels.brandSitesChanged,
      });
      return answer(settings, customAuthAvailable);
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
    custom_auth: membership.custom_auth,
    payment_gateway: payment_hub.gateway,
  };
}
