import { pickTranslation } from '@yado/domain/locales';
import { newSecretToken } from '../../crypto';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import type { HotelsService } from '../hotels/service';
import { membersRepository } from './repository';

/**
 * Offers by email (the promotion-mail choice): the unsubscribe link mails to members who asked for
 * offers carry, and what it opens (§2 unsubscribe-email pages, §10 subscription_status, unsubscribe).
 */
export function promotionSubscriptions(db: Db, hotels: HotelsService) {
  const repository = membersRepository(db);

  /** The member the link names, who must belong to the brand of the hotel it was opened for. */
  async function subscriber(hotelCode: string, token: string, locale: string) {
    const { hotel } = await hotels.getCatalogue(hotelCode);
    const member = token ? await repository.findByUnsubscribeToken(token) : undefined;
    if (!member || member.brand_id !== hotel.brand.id) throw new AppError('unsubscribe_link_invalid');
    return { member, brand: pickTranslation(hotel.brand.nameTranslations, locale, hotel.brand.name) };
  }

  return {
    async link(memberId: number, values: { origin: string; hotelCode: string; locale: string }) {
      const token = await repository.unsubscribeToken(memberId, newSecretToken());
      const query = new URLSearchParams({ code: values.hotelCode, token, locale: values.locale });
      return `${values.origin}/unsubscribe-email/confirmation?${query}`;
    },

    async status(hotelCode: string, token: string, locale: string) {
      const { member, brand } = await subscriber(hotelCode, token, locale);
      return { email: member.email, brand, subscribed: member.promotion_email };
    },

    /** Turns offers off; opening the link again changes nothing. */
    async unsubscribe(hotelCode: string, token: string, locale: string) {
      const { member, brand } = await subscriber(hotelCode, token, locale);
      if (member.promotion_email) await repository.setPromotionEmail(member.id, false);
      return { email: member.email, brand, subscribed: false };
    },
  };
}
