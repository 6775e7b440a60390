import type { PaymentGatewayName } from '@yado/domain/payments';
import type { FastifyPluginAsync } from 'fastify';
import type { AccountRateLimits } from '../../plugins/account-rate-limit';
import type { HotelsService } from '../hotels/service';
import type { BrandSettings } from '../hotels/settings';
import type { InventoryService } from '../inventory/service';
import type { LotteryDraw } from '../lotteries/draw';
import type { PromotionsService } from '../promotions/service';
import type { FileStorage } from '../questions/storage';
import { consoleCalendar } from './calendar';
import { consoleCatalogue } from './catalogue';
import { consoleExtras } from './catalogue-extras';
import { consoleExtrasRoutes } from './catalogue-extras-routes';
import { consolePolicies } from './catalogue-policies';
import { consolePolicyRoutes } from './catalogue-policies-routes';
import { consoleQuestions } from './catalogue-questions';
import { consoleCatalogueRoutes } from './catalogue-routes';
import { consoleBrandAccess } from './brand-access';
import { consoleBrandFeatures } from './brand-features';
import { consoleBrandSettings } from './brand-settings';
import { consoleBrandSettingsRoutes } from './brand-settings-routes';
import { consoleHotelSettings } from './hotel-settings';
import { consoleHotelSettingsRoutes } from './hotel-settings-routes';
import { consoleLotteryRoutes } from './lotteries-routes';
import { consoleMemberEconomy, type MemberEconomyServices } from './member-economy';
import { consoleMemberEconomyRoutes } from './member-economy-routes';
import { consolePromotions } from './promotions';
import { consolePromotionRoutes } from './promotions-routes';
import { consoleReservationRoutes } from './reservation-routes';
import { consoleReservations, type ConsoleReservationsDependencies } from './reservations';
import { roomTypePhotos } from './room-type-photos';
import { roomTypePhotoRoutes } from './room-type-photos-routes';
import { consoleRoutes } from './routes';
import { staffUsers } from './staff-users';
import { consoleStaffUserRoutes } from './staff-users-routes';

/** What the console's screens work with besides its own accounts: the services the widget's routes use too. */
export interface ConsoleDependencies extends ConsoleReservationsDependencies {
  hotels: HotelsService;
  inventory: InventoryService;
  lotteryDraws: LotteryDraw;
  /** Coupons, vouchers and points, as the staff API issues and adjusts them. */
  memberEconomy: MemberEconomyServices;
  /** Promotions, as the staff API makes them. */
  promotions: PromotionsService;
  accountLimits: AccountRateLimits;
  /** Whether a brand has a gateway here that takes its cards. */
  takesCards: (settings: BrandSettings) => boolean;
  /** The card gateways this server has the credentials of, which a brand may choose. */
  gatewayNames: readonly PaymentGatewayName[];
  /** The demo: its brands may turn to the sandbox's pretend payments. */
  demo: boolean;
  /** The brands whose own site can sign their members in here: this server has their secret (BRAND_AUTH_SECRETS). */
  brandSignIns: readonly string[];
  /** Where uploaded files live: room type photos, beside the guests' attachments. */
  storage: FileStorage;
  https: boolean;
}

/** Every route of the hotel console (ADR 0052) under the API's prefix, each screen's service built here. */
export function consolePlugin(deps: ConsoleDependencies): FastifyPluginAsync {
  const { db, accounts, hotels, inventory } = deps;
  return async (api) => {
    await api.register(consoleRoutes(accounts, consoleCalendar(db, accounts, inventory), deps.accountLimits, { https: deps.https }));
    await api.register(consoleReservationRoutes(accounts, consoleReservations(deps)));
    await api.register(consoleStaffUserRoutes(accounts, staffUsers(db, accounts)));
    await api.register(consoleCatalogueRoutes(accounts, consoleCatalogue(db, accounts, hotels, deps.takesCards)));
    await api.register(consoleExtrasRoutes(accounts, consoleExtras(db, accounts, hotels), consoleQuestions(db, accounts, hotels)));
    await api.register(consolePolicyRoutes(accounts, consolePolicies(db, accounts, hotels)));
    await api.register(roomTypePhotoRoutes(accounts, roomTypePhotos(db, accounts, hotels, deps.storage)));
    await api.register(consoleLotteryRoutes(accounts, db, deps.lotteryDraws));
    await api.register(consoleHotelSettingsRoutes(accounts, consoleHotelSettings(db, accounts, hotels)));
    await api.register(
      consoleBrandSettingsRoutes(
        accounts,
        consoleBrandSettings(db, accounts, hotels),
        consoleBrandAccess(db, accounts, hotels, { gatewayNames: deps.gatewayNames, demo: deps.demo, brandSignIns: deps.brandSignIns }),
        consoleBrandFeatures(db, accounts, hotels),
      ),
    );
    await api.register(consoleMemberEconomyRoutes(accounts, consoleMemberEconomy(db, accounts, hotels, deps.memberEconomy)));
    await api.register(consolePromotionRoutes(accounts, consolePromotions(db, accounts, hotels, deps.promotions)));
  };
}
