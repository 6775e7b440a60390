import type { BrandFeaturesChange } from '@yado/domain/brand-features-editing';
import { LOCALES, type Locale } from '@yado/domain/locales';
import type { ConsoleBrandFeatures } from '@yado/domain/wire/console-settings';
import type { Db } from '../../db/connect';
import type { HotelsService } from '../hotels/service';
import type { BrandSettings } from '../hotels/settings';
import type { ConsoleAccounts, ConsoleUser } from './accounts';
import { brandOwnersHotel, brandSettingsParts, fromSettings } from './brand-settings';

/**
 * What the brand's booking pages offer its guests and members, in the console for the brand's
 * owners: nearby hotels for a full stay, the room recommender, the QR code on members' cards and how
 * members end their account. Audited; every hotel of the brand follows once it commits.
 */
export function consoleBrandFeatures(db: Db, accounts: ConsoleAccounts, hotels: HotelsService) {
  const parts = brandSettingsParts(db, hotels);

  return {
    async read(user: ConsoleUser, code: string) {
      await brandOwnersHotel(accounts, user, code);
      return { settings: await parts.read(user.brandId, fromSettings(featuresOf)) };
    },

    async change(user: ConsoleUser, code: string, change: BrandFeaturesChange) {
      const hotel = await brandOwnersHotel(accounts, user, code);
      const features = { ...change, custom_account_removal_description: inLocaleOrder(change.custom_account_removal_description) };
      const { nearby_hotels_suggestion, room_recommender, ...membership } = features;
      const settings = await parts.change({
        user,
        hotelId: hotel.id,
        action: 'brand_features.changed',
        partOf: fromSettings(featuresOf),
        change: features,
        written: (stored) => ({
          settings: { nearby_hotels_suggestion, room_recommender, membership_setting: { ...stored.membership_setting, ...membership } },
        }),
      });
      return { settings };
    },
  };
}
export type ConsoleBrandFeaturesService = ReturnType<typeof consoleBrandFeatures>;

/** Texts in the widget's languages only, in their order: the same texts compare equal however they were sent. */
const inLocaleOrder = (texts: Partial<Record<string, string>>): Partial<Record<Locale, string>> =>
  Object.fromEntries(LOCALES.flatMap((l) => (texts[l] ? [[l, texts[l]]] : [])));

/** The brand's guest features, from its settings. */
function featuresOf({ nearby_hotels_suggestion, room_recommender, membership_setting: membership }: BrandSettings): ConsoleBrandFeatures {
  return {
    nearby_hotels_suggestion,
    room_recommender,
    encrypted_qr_code_enabled: membership.encrypted_qr_code_enabled,
    custom_account_removal: membership.custom_account_removal,
    custom_account_removal_description: inLocaleOrder(membership.custom_account_removal_description),
  };
}
