import { discountedTotal, priceStay, signInNights, type DiscountedTotal, type NightRate, type StayPrice } from '@yado/domain/pricing';
import type { CompanionCode } from '@yado/domain/party';
import type { CatalogueRoomPlan } from '../hotels/service';

/** Who is searching: a member signed in with the hotel's brand sees members' plans and prices, and may bring companions. */
export interface SearchViewer {
  memberBrandId: number | null;
  /** The companion tiers the member's program turns on (§3). */
  companions: CompanionCode[];
  /** Signed in through the external loyalty provider (creansmaerd), whose members have its promotions. */
  loyaltyMember?: boolean;
}
export const GUEST: SearchViewer = { memberBrandId: null, companions: [] };

/** The companions a viewer may bring to this brand's hotels: their program's, at their own brand only. */
export const companionsAt = (viewer: SearchViewer, brandId: number): CompanionCode[] =>
  viewer.memberBrandId === brandId ? viewer.companions : [];

export interface ViewerPrice {
  /** What the viewer pays: a signed-in member of the brand gets the plan's sign-in price. */
  price: StayPrice;
  /** What members and guests pay, so a guest sees what signing in saves; null when the plan costs members the same. */
  signIn: { member: StayPrice; guest: StayPrice } | null;
}

/** §3 sign_in_discount and non_sign_in_discount: the two totals of a plan that costs members less. */
export type SignInTotals = { sign_in_discount: DiscountedTotal; non_sign_in_discount: DiscountedTotal };

export const signInTotals = (signIn: {
  member: Pick<StayPrice, 'total_price' | 'tax'>;
  guest: Pick<StayPrice, 'total_price' | 'tax'>;
}): SignInTotals => ({
  sign_in_discount: discountedTotal(signIn.member),
  non_sign_in_discount: discountedTotal(signIn.guest),
});

/** Prices a room plan's nights for the viewer, with the member and guest totals beside it when they differ. */
export function priceForViewer(
  roomPlan: CatalogueRoomPlan,
  perRoom: NightRate[][],
  pricing: { taxRatePercent: number; currency: string; member: boolean },
): ViewerPrice {
  const tax = { taxRatePercent: pricing.taxRatePercent };
  const guest = priceStay(perRoom, tax, pricing.currency);
  const discount = roomPlan.plan.signInDiscountPercent;
  if (discount <= 0) return { price: guest, signIn: null };
  const member = priceStay(
    perRoom.map((nights) => signInNights(nights, discount)),
    tax,
    pricing.currency,
  );
  return {
    price: pricing.member ? member : guest,
    signIn: { member, guest },
  };
}
