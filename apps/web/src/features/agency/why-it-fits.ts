import { majorUnits, WISH_AMENITIES } from '@yado/domain/agency-request';
import type { Amenity } from '@yado/domain/amenities';
import type { Budget, Wish } from '@yado/domain/assistant/request';
import type { AgencySearchAnswer } from '@yado/domain/wire/ota';

type Hotel = AgencySearchAnswer['data'][number];

/** One reason a hotel fits what the traveller asked, for the card to put into words. */
export type FitReason =
  | { kind: 'budget'; budget: Budget; price: number }
  | { kind: 'amenity'; amenity: Amenity; name: string }
  | { kind: 'breakfast' }
  | { kind: 'near'; km: number; place: string };

/**
 * Why a hotel found by a search in words fits it: each wish its amenities answer, breakfast when
 * the search kept to plans with it, the budget when its price per night (or for the stay) is within
 * it in the budget's currency, and the distance when it is close. Wishes it does not answer say
 * nothing: the card never claims what the hotel did not state.
 */
export function whyItFits(
  hotel: Hotel,
  asked: { wishes: readonly Wish[]; budget: Budget | null; meals?: string | undefined; placeName: string | null },
): FitReason[] {
  const reasons: FitReason[] = [];
  const converted = hotel.price?.converted;
  if (asked.budget && converted && converted.currency === asked.budget.currency && !hotel.price?.from) {
    const price = majorUnits(asked.budget.per === 'night' ? converted.per_night : converted.total, converted.currency);
    if (price <= asked.budget.amount) reasons.push({ kind: 'budget', budget: asked.budget, price });
  }
  if (asked.wishes.includes('breakfast') && asked.meals === 'breakfast') reasons.push({ kind: 'breakfast' });
  for (const wish of asked.wishes) {
    const amenity = WISH_AMENITIES[wish];
    const offered = amenity ? hotel.amenities.find((a) => a.code === amenity) : undefined;
    if (offered) reasons.push({ kind: 'amenity', amenity: offered.code, name: offered.name });
  }
  if (asked.placeName && hotel.distance_km !== null && hotel.distance_km <= 1)
    reasons.push({ kind: 'near', km: hotel.distance_km, place: asked.placeName });
  return reasons;
}
