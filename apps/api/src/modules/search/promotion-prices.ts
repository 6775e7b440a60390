import { todayInTimeZone } from '@yado/domain/dates';
import { nightsAcrossRooms, priceRoom, type NightRate, type StayPrice } from '@yado/domain/pricing';
import { promotedNights, type PromotionAudience, type PromotionTerms } from '@yado/domain/promotions';
import type { z } from 'zod';
import type { planPromotionSchema } from '@yado/domain/wire/promotions';
import type { Catalogue, CatalogueRoomPlan } from '../hotels/service';
import type { LivePromotion, PromotionsService } from '../promotions/service';
import type { PreparedSearch } from './prepare';
import type { StayPriceResult } from './presenters';
import { signInTotals, type SignInTotals, type ViewerPrice } from './sign-in-prices';

/** The hotel's promotions bookable today and who is searching: what the pricing step reads (ADR 0047). */
export interface SearchPromotions {
  promotions: LivePromotion[];
  audience: Omit<PromotionAudience, 'paysByCard'>;
  best: PromotionsService['best'];
  nameOf: PromotionsService['nameOf'];
  /** The code searched with is a coupon promotion's here, so it is no unknown code even when it opens no secret plan. */
  codeIsPromotion: boolean;
}

/** The search with the hotel's promotions for it, and who may have which (ADR 0047). */
export async function withSearchPromotions(promotions: PromotionsService | undefined, search: PreparedSearch): Promise<PreparedSearch> {
  if (!promotions) return search;
  const bookable = await promotions.bookable(search.catalogue, new Date());
  const promoCode = search.query.promo_code || search.query.google_promo_code || null;
  const code = promoCode?.toUpperCase();
  const audience = { today: todayInTimeZone(search.catalogue.hotel.timeZone), promoCode, loyaltyMember: search.loyaltyMember };
  const codeIsPromotion = code !== undefined && bookable.some((promotion) => promotion.code?.toUpperCase() === code);
  return { ...search, promotions: { promotions: bookable, audience, best: promotions.best, nameOf: promotions.nameOf, codeIsPromotion } };
}

/** A plan's price as the search found it: per room too, so a promotion can take its part of each night. */
export type FoundPrice = StayPriceResult & Pick<StayPrice, 'rooms'>;

export interface PromotedPlanPrice {
  price: StayPriceResult;
  signIn: SignInTotals | null;
  promotion: z.infer<typeof planPromotionSchema> | null;
  cardOffer: CardOffer | null;
}

/** What rooms cost paid online by card under the hotel's card offer (§3 payment promotions). */
export interface CardOffer {
  promotion_id: number;
  name: string;
  total_price: number;
}

/**
 * The card offer on rooms of one plan or several, as a booking paid online by card prices them: the
 * best promotion for a card payment, when it is a card offer taking more off than the one shown
 * (`shownDiscount`); their total before any promotion less what it takes off. Null otherwise.
 */
export function cardOfferOn(
  offers: SearchPromotions,
  catalogue: Catalogue,
  rooms: Array<{ roomPlan: CatalogueRoomPlan; nights: readonly NightRate[] }>,
  price: { before: number; shownDiscount: number; locale: string },
): CardOffer | null {
  const byCard = offers.best(offers.promotions, catalogue, rooms, { ...offers.audience, paysByCard: true });
  if (!byCard || byCard.promotion.discount_target_type !== 'payment' || byCard.discount <= price.shownDiscount) return null;
  return {
    promotion_id: byCard.promotion.id,
    name: offers.nameOf(byCard.promotion, price.locale),
    total_price: price.before - byCard.discount,
  };
}

/**
 * The pricing step where plans are presented: the best promotion for the guest priced into the
 * plan's nights (one at most), with the price before it; and, when the hotel's card offer takes
 * more off, what the plan costs paid online by card.
 */
export function promotionStep(
  search: PreparedSearch,
): (roomPlan: CatalogueRoomPlan, price: FoundPrice, signIn: ViewerPrice['signIn']) => PromotedPlanPrice {
  const offers = search.promotions;
  const totals = (signIn: ViewerPrice['signIn']) => (signIn ? signInTotals(signIn) : null);
  if (!offers || offers.promotions.length === 0)
    return (_, price, signIn) => ({ price, signIn: totals(signIn), promotion: null, cardOffer: null });
  const { catalogue, locale, undated } = search;
  const tax = { taxRatePercent: catalogue.hotel.taxRatePercent };
  // Members' and guests' totals both with the promotion the viewer has, so what signing in saves stays true.
  const promoted = (stay: StayPrice, promotion: PromotionTerms) => {
    const rooms = stay.rooms.map((room) => priceRoom(promotedNights(room.nights, promotion), tax));
    return { total_price: rooms.reduce((sum, room) => sum + room.total_price, 0), tax: rooms.reduce((sum, room) => sum + room.tax, 0) };
  };
  return (roomPlan, price, signIn) => {
    const rooms = price.rooms.map((room) => ({ roomPlan, nights: room.nights }));
    const shown = offers.best(offers.promotions, catalogue, rooms, { ...offers.audience, paysByCard: false });
    const cardOffer = cardOfferOn(offers, catalogue, rooms, { before: price.total_price, shownDiscount: shown?.discount ?? 0, locale });
    if (!shown) return { price, signIn: totals(signIn), promotion: null, cardOffer };
    const withoutTax = shown.rooms.reduce((sum, room) => sum + room.room_price_without_tax, 0);
    return {
      price: {
        ...price,
        total_price: price.total_price - shown.discount,
        total_price_without_tax: withoutTax,
        room_price_without_tax: withoutTax,
        tax: shown.rooms.reduce((sum, room) => sum + room.tax, 0),
        nights: undated ? [] : nightsAcrossRooms(shown.rooms),
      },
      signIn: signIn && signInTotals({ member: promoted(signIn.member, shown.promotion), guest: promoted(signIn.guest, shown.promotion) }),
      promotion: {
        id: shown.promotion.id,
        name: offers.nameOf(shown.promotion, locale),
        discount_target_type: shown.promotion.discount_target_type,
        price_before: price.total_price,
      },
      cardOffer,
    };
  };
}
