import { cancellingCostsNow } from '@yado/domain/cancellation';
import { partyNights, type RatesByAdults, type RoomParty } from '@yado/domain/party';
import { paymentTypeFitsCurrency, paymentTypesForStay } from '@yado/domain/payments';
import { priceRoom, type RoomPrice } from '@yado/domain/pricing';
import { promotedNights, promotionProblem } from '@yado/domain/promotions';
import type { Occupancy, PriceList, RoomChoice } from '@yado/domain/recommendation';
import { ONLINE_ACCEPTED_PAYMENT_TYPES } from '@yado/domain/statuses';
import type { Catalogue, CatalogueRoomPlan } from '../hotels/service';
import type { LivePromotion } from '../promotions/service';
import type { PreparedSearch } from './prepare';
import { priceForViewer } from './sign-in-prices';

/** A room choice as the API knows it: the room plan, who sleeps in the room, and its price as a booking would charge it. */
export interface PricedChoice extends RoomChoice {
  plan: CatalogueRoomPlan;
  party: RoomParty;
  price: number;
  priced: RoomPrice;
  /** The room's price before the promotion, when one is priced in, and its nights then (what a card offer is taken from). */
  priceBefore: number;
  nightsBefore: RoomPrice['nights'];
  promotion: LivePromotion | null;
  feeDueNow: boolean;
}

/** An occupancy the hotel takes in one room, with the search prepared for it (its candidate room plans). */
export interface OccupancySearch {
  occupancy: Occupancy;
  party: RoomParty;
  search: PreparedSearch;
}

/**
 * The party as head counts by kind of guest: adults, then children by tier where the hotel counts
 * them by tier (each tier prices and beds differently), else all children as one kind.
 */
export function partyVector(party: RoomParty, tierMode: boolean): { vector: number[]; tierCodes: string[] } {
  if (!tierMode) return { vector: [party.adults, party.children], tierCodes: [] };
  // A tier named twice (A:1,A:1) is still one kind of guest: one head count, or the search space would grow with each repeat.
  const byTier = new Map<string, number>();
  for (const tier of party.kids_tiers) if (tier.children > 0) byTier.set(tier.code, (byTier.get(tier.code) ?? 0) + tier.children);
  return { vector: [party.adults, ...byTier.values()], tierCodes: [...byTier.keys()] };
}

/** Every occupancy one room could take from the party: an adult at least, no more guests than a room may hold. */
export function roomOccupancies(party: number[], maxGuests: number): number[][] {
  const found: number[][] = [];
  const walk = (at: number, taken: number[]) => {
    if (at === party.length) {
      const guests = taken.reduce((a, b) => a + b, 0);
      if ((taken[0] ?? 0) >= 1 && guests <= maxGuests) found.push([...taken]);
      return;
    }
    for (let n = 0; n <= (party[at] as number); n++) walk(at + 1, [...taken, n]);
  };
  walk(0, []);
  return found;
}

/** One room's party for an occupancy: tiers by code, or a count of children whose ages are handed out when the rooms are known. */
export function roomPartyOf(occupancy: Occupancy, tierCodes: string[], tierMode: boolean): RoomParty {
  const [adults = 0, ...children] = occupancy;
  if (!tierMode) return { adults, children: children[0] ?? 0, kids_ages: [], kids_tiers: [] };
  const kids_tiers = tierCodes.map((code, i) => ({ code, children: children[i] ?? 0 })).filter((t) => t.children > 0);
  return { adults, children: kids_tiers.reduce((sum, t) => sum + t.children, 0), kids_ages: [], kids_tiers };
}

const servesBreakfast = (meals: string) => meals.includes('breakfast');

/**
 * Each occupancy under each room plan the search lists for it, priced as the search prices a room
 * (rates by adults, children by tier, members' price for a member) and as a booking charges it:
 * a plan whose booking has not opened, or a members' plan for a guest, is never offered.
 */
export function pricedChoices(
  catalogue: Catalogue,
  occupancies: OccupancySearch[],
  rates: RatesByAdults,
  context: { now: Date; checkin: string; member: boolean },
): Array<Omit<PricedChoice, 'promotion'>> {
  const { hotel } = catalogue;
  const kidsType = hotel.settings.kids_setting.kids_type;
  const rules = { kidsType, kidsTiers: hotel.settings.kids_tiers };
  const pricing = { taxRatePercent: hotel.taxRatePercent, currency: hotel.currency, member: context.member };
  const clock = { checkin: context.checkin, timeZone: hotel.timeZone, now: context.now };
  // Whether cancelling costs something now is the policy's alone: worked out once per policy.
  const feeDue = new Map<number, boolean>();
  const feeDueNowFor = (policyId: number) => {
    let due = feeDue.get(policyId);
    if (due === undefined) {
      const policy = catalogue.policies.get(policyId);
      due = policy !== undefined && cancellingCostsNow(policy, clock);
      feeDue.set(policyId, due);
    }
    return due;
  };
  const choices: Array<Omit<PricedChoice, 'promotion'>> = [];
  for (const { occupancy, party, search } of occupancies) {
    for (const rp of search.candidates) {
      if (rp.plan.bookingStartDate && rp.plan.bookingStartDate > search.today) continue;
      if (rp.plan.membersOnly && !context.member) continue;
      const nights = partyNights(rates, rp.id, party, rules);
      if (!nights) continue;
      const priced = priceForViewer(rp, [nights], pricing).price.rooms[0] as RoomPrice;
      const feeDueNow = feeDueNowFor(rp.plan.cancellationPolicyId);
      choices.push({
        roomPlan: String(rp.id),
        roomType: String(rp.roomType.id),
        occupancy,
        price: priced.total_price,
        breakfast: servesBreakfast(rp.plan.meals),
        freeCancellation: !feeDueNow,
        plan: rp,
        party,
        priced,
        priceBefore: priced.total_price,
        nightsBefore: priced.nights,
        feeDueNow,
      });
    }
  }
  return choices;
}

/** The payment types a booking of these plans can take together (§5: one for all rooms), the fee rule included. */
export function paymentTypesFor(catalogue: Catalogue, rooms: ReadonlyArray<Pick<PricedChoice, 'plan' | 'feeDueNow'>>): string[] {
  const { hotel } = catalogue;
  const shared = ONLINE_ACCEPTED_PAYMENT_TYPES.filter(
    (type) => paymentTypeFitsCurrency(type, hotel.currency) && rooms.every((room) => room.plan.plan.paymentMethods.includes(type)),
  );
  return paymentTypesForStay(shared, {
    feeDueAtBooking: rooms.some((room) => room.feeDueNow),
    unsecuredAllowedWhenFeeDue: hotel.settings.unsecured_payment_when_fee_due,
  });
}

/**
 * The ways a booking prices rooms together, one price list each: paid one way (only plans taking it,
 * and where it cannot secure a fee due now, only plans free to cancel now), with one promotion or
 * none (only rooms it applies to, at its price). A list holding no more than another priced the same
 * way is left out: it can never be cheaper.
 */
export function priceLists(
  catalogue: Catalogue,
  choices: Array<Omit<PricedChoice, 'promotion'>>,
  promotions: { live: LivePromotion[]; audience: { today: string; promoCode: string | null; loyaltyMember: boolean } },
): PriceList<PricedChoice>[] {
  // The ways one room can be paid depend on its plan and whether a fee is due now: worked out once for each.
  const typesOf = new Map<string, string[]>();
  const payable = (type: string) => (choice: Omit<PricedChoice, 'promotion'>) => {
    const key = `${choice.plan.id}:${choice.feeDueNow}`;
    let types = typesOf.get(key);
    if (!types) typesOf.set(key, (types = paymentTypesFor(catalogue, [choice])));
    return types.includes(type);
  };
  const groups: Array<Array<Omit<PricedChoice, 'promotion'>>> = [];
  for (const type of ONLINE_ACCEPTED_PAYMENT_TYPES) {
    const group = choices.filter(payable(type));
    if (group.length > 0) groups.push(group);
  }
  // A group within another (the same plans or fewer) can never price rooms lower: only the wider one is searched.
  const sets = groups.map((group) => new Set(group));
  const widest = groups.filter(
    (group, i) => !sets.some((other, j) => j !== i && group.every((choice) => other.has(choice)) && (other.size > group.length || j < i)),
  );
  const tax = { taxRatePercent: catalogue.hotel.taxRatePercent };
  const audience = { ...promotions.audience, paysByCard: false };
  const lists: PriceList<PricedChoice>[] = [];
  for (const [g, group] of widest.entries()) {
    lists.push({ key: `${g}:none`, choices: group.map((choice) => ({ ...choice, promotion: null })) });
    for (const promotion of promotions.live) {
      const promoted = group.flatMap((choice): PricedChoice[] => {
        const plan = {
          hotelPlanCode: choice.plan.plan.code,
          roomTypeCode: choice.plan.roomType.code,
          paymentMethods: choice.plan.plan.paymentMethods,
        };
        if (promotionProblem(promotion, plan, choice.priced.nights, audience) !== null) return [];
        const priced = priceRoom(promotedNights(choice.priced.nights, promotion), tax);
        return [{ ...choice, price: priced.total_price, priced, promotion }];
      });
      if (promoted.length > 0) lists.push({ key: `${g}:${promotion.id}`, choices: promoted });
    }
  }
  return lists;
}

/** Children's ages handed out to the rooms that hold children, in the order given. */
export function withAges(rooms: RoomParty[], ages: number[], tierMode: boolean): RoomParty[] {
  if (tierMode) return rooms;
  let next = 0;
  return rooms.map((room) => {
    const kids_ages = ages.slice(next, next + room.children);
    next += room.children;
    return { ...room, kids_ages };
  });
}
