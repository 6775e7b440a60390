/**
 * The room recommender (§2 booking/recommender, §7 rooms/recommendation; ADR 0057): the cheapest
 * rooms that sleep a whole party, and a few alternatives each the cheapest of its kind.
 *
 * A party and a room's occupancy are vectors of head counts by kind of guest (adults first, then
 * children by tier, or all children as one kind where children go by age). A room choice is a room
 * plan taken by one occupancy, at the price the search computes for it. A combination is a multiset
 * of choices whose occupancies add up to the party, within the rooms asked, the rooms each room type
 * has left and the rooms each room plan may still sell, all priced from one price list (a way the
 * booking prices the rooms together: with one promotion, paid one way).
 *
 * The search is exact: a depth-first search over multisets of choices, cheapest bound first, cut
 * by a lower bound that is itself exact when stock does not bind: the cheapest way to cover what is
 * left with a given number of rooms, stock ignored (a dynamic programme over people placed and
 * rooms used). Parties are small (at most MAX_RECOMMENDED_GUESTS) and rooms at most the hotel's
 * multi-room limit, so the programme has at most a few thousand states. The depth-first search is
 * held to SEARCH_STEP_BUDGET: past it, it answers the cheapest it has found rather than run on.
 */

/** Most guests the recommender places at once. */
export const MAX_RECOMMENDED_GUESTS = 10;

/**
 * The most room choices the searches of one recommendation look at together (ADR 0057). The lower
 * bound prunes ordinary asks to a few thousand (a party of ten over tight stock, about 100,000);
 * where stock binds in an unlucky way a search could otherwise run on, so once this is spent each
 * search stops and answers the cheapest combination it has found (one that fits the party and the
 * stock, priced as booked, though perhaps not the cheapest), or none.
 */
export const SEARCH_STEP_BUDGET = 500_000;

/** The steps the searches of one recommendation have left: shared, so the alternatives never outspend the whole. */
export interface SearchSteps {
  left: number;
}

export const RECOMMENDATION_KINDS = ['cheapest', 'fewest_rooms', 'breakfast', 'free_cancellation'] as const;
export type RecommendationKind = (typeof RECOMMENDATION_KINDS)[number];

/** Head counts by kind of guest: adults first, then each kind of child. */
export type Occupancy = readonly number[];

export interface RoomChoice {
  /** The room plan: its rooms share what it may still sell. */
  roomPlan: string;
  /** The room type: its rooms share what it has left. */
  roomType: string;
  occupancy: Occupancy;
  /** The room's price for the stay with this occupancy, in minor units. */
  price: number;
  /** The plan includes breakfast. */
  breakfast: boolean;
  /** Cancelling the room costs nothing now. */
  freeCancellation: boolean;
}

/** One way the booking prices rooms together; a combination is priced from one list only. */
export interface PriceList<C extends RoomChoice = RoomChoice> {
  key: string;
  choices: readonly C[];
}

export interface RecommendationStock {
  roomTypes: ReadonlyMap<string, number>;
  roomPlans: ReadonlyMap<string, number>;
}

export interface RecommendationAsk<C extends RoomChoice = RoomChoice> {
  party: Occupancy;
  /** Exactly this many rooms, or null for any number up to maxRooms. */
  rooms: number | null;
  maxRooms: number;
  lists: readonly PriceList<C>[];
  stock: RecommendationStock;
  /** The most the guest will pay, in the units `inBudgetUnits` turns a total into (the total's own by default). */
  budget: number | null;
  inBudgetUnits?: (total: number) => number;
  /** The search steps all its searches share; SEARCH_STEP_BUDGET unless given. */
  searchSteps?: number;
}

export interface Combination<C extends RoomChoice = RoomChoice> {
  kind: RecommendationKind;
  /** The price list it is priced from. */
  list: string;
  rooms: C[];
  total: number;
}

export interface Recommendation<C extends RoomChoice = RoomChoice> {
  /** The cheapest first, then the alternatives that differ from everything before them. */
  combinations: Combination<C>[];
  /** Rooms would fit the party, but none within the budget. */
  overBudget: boolean;
}

const occupancyKey = (occupancy: Occupancy) => occupancy.join('.');
/** Two combinations are the same rooms when they hold the same plans for the same occupancies. */
export const combinationKey = (rooms: readonly RoomChoice[]) =>
  rooms
    .map((room) => `${room.roomPlan}|${occupancyKey(room.occupancy)}`)
    .sort()
    .join(',');

/** The vectors at or below the party, numbered in mixed radix so that taking an occupancy off is a subtraction. */
class PartySpace {
  readonly size: number;
  private readonly strides: number[];

  constructor(readonly party: Occupancy) {
    this.strides = [];
    let stride = 1;
    for (const count of party) {
      this.strides.push(stride);
      stride *= count + 1;
    }
    this.size = stride;
  }

  /** The number of an occupancy, or -1 when it does not fit within the party or is empty. */
  indexOf(occupancy: Occupancy): number {
    if (occupancy.length !== this.party.length || occupancy.every((n) => n === 0)) return -1;
    let index = 0;
    for (const [i, n] of occupancy.entries()) {
      if (!Number.isInteger(n) || n < 0 || n > (this.party[i] as number)) return -1;
      index += n * (this.strides[i] as number);
    }
    return index;
  }

  /** Whether `part` fits within `whole`, both as numbers. */
  within(part: number, whole: number): boolean {
    for (let i = this.party.length - 1; i >= 0; i--) {
      const stride = this.strides[i] as number;
      const radix = (this.party[i] as number) + 1;
      if (Math.floor(part / stride) % radix > Math.floor(whole / stride) % radix) return false;
    }
    return true;
  }
}

interface Placed<C> {
  rooms: C[];
  total: number;
}

/**
 * The cheapest combination of these choices covering the party with exactly `rooms` rooms (any
 * number up to maxRooms when null), within stock; ties go to the first found. Null when none.
 */
export function cheapestCombination<C extends RoomChoice>(
  party: Occupancy,
  choices: readonly C[],
  limits: { rooms: number | null; maxRooms: number; stock: RecommendationStock; steps?: SearchSteps },
): Placed<C> | null {
  const space = new PartySpace(party);
  const whole = space.size - 1;
  const maxRooms = Math.min(limits.rooms ?? limits.maxRooms, limits.maxRooms);
  if (maxRooms < 1 || (limits.rooms !== null && limits.rooms < 1)) return null;
  const usable = choices
    .map((choice) => ({ choice, index: space.indexOf(choice.occupancy) }))
    .filter(
      ({ choice, index }) =>
        index > 0 && (limits.stock.roomTypes.get(choice.roomType) ?? 0) > 0 && (limits.stock.roomPlans.get(choice.roomPlan) ?? 0) > 0,
    )
    .sort((a, b) => a.choice.price - b.choice.price || a.index - b.index);
  // The cheapest room for each occupancy, stock aside: what the lower bound is built from.
  const cheapestFor = new Map<number, number>();
  for (const { choice, index } of usable) if (!cheapestFor.has(index)) cheapestFor.set(index, choice.price);
  const occupancies = [...cheapestFor.entries()];
  // covering[r][v]: the least that covers vector v with exactly r rooms, stock aside.
  const covering: Float64Array[] = [new Float64Array(space.size).fill(Infinity)];
  (covering[0] as Float64Array)[0] = 0;
  for (let r = 1; r <= maxRooms; r++) {
    const previous = covering[r - 1] as Float64Array;
    const next = new Float64Array(space.size).fill(Infinity);
    for (let v = 1; v < space.size; v++) {
      let least = Infinity;
      for (const [occupancy, price] of occupancies) {
        if (occupancy > v || !space.within(occupancy, v)) continue;
        const rest = previous[v - occupancy] as number;
        if (rest + price < least) least = rest + price;
      }
      next[v] = least;
    }
    covering.push(next);
  }
  // bound[k][v]: the least that covers v with the rooms still allowed after k are taken.
  const bound = (taken: number, left: number): number => {
    if (limits.rooms !== null) return (covering[limits.rooms - taken] as Float64Array | undefined)?.[left] ?? Infinity;
    let least = Infinity;
    for (let r = 0; r + taken <= maxRooms; r++) least = Math.min(least, (covering[r] as Float64Array)[left] as number);
    return least;
  };
  if (bound(0, whole) === Infinity) return null;

  let best: Placed<C> | null = null;
  const planUsed = new Map<string, number>();
  const typeUsed = new Map<string, number>();
  const picked: C[] = [];
  const steps = limits.steps ?? { left: SEARCH_STEP_BUDGET };
  const search = (from: number, left: number, cost: number) => {
    if (left === 0) {
      if ((limits.rooms === null || picked.length === limits.rooms) && (!best || cost < best.total))
        best = { rooms: [...picked], total: cost };
      return;
    }
    if (picked.length >= maxRooms) return;
    const next: Array<{ at: number; bound: number }> = [];
    for (let at = from; at < usable.length; at++) {
      if (--steps.left < 0) return;
      const { choice, index } = usable[at] as (typeof usable)[number];
      if (index > left || !space.within(index, left)) continue;
      if ((planUsed.get(choice.roomPlan) ?? 0) >= (limits.stock.roomPlans.get(choice.roomPlan) ?? 0)) continue;
      if ((typeUsed.get(choice.roomType) ?? 0) >= (limits.stock.roomTypes.get(choice.roomType) ?? 0)) continue;
      const reach = cost + choice.price + bound(picked.length + 1, left - index);
      if (reach < (best?.total ?? Infinity)) next.push({ at, bound: reach });
    }
    next.sort((a, b) => a.bound - b.bound || a.at - b.at);
    for (const { at, bound: reach } of next) {
      if (reach >= (best?.total ?? Infinity) || steps.left < 0) break;
      const { choice, index } = usable[at] as (typeof usable)[number];
      planUsed.set(choice.roomPlan, (planUsed.get(choice.roomPlan) ?? 0) + 1);
      typeUsed.set(choice.roomType, (typeUsed.get(choice.roomType) ?? 0) + 1);
      picked.push(choice);
      search(at, left - index, cost + choice.price);
      picked.pop();
      planUsed.set(choice.roomPlan, (planUsed.get(choice.roomPlan) ?? 0) - 1);
      typeUsed.set(choice.roomType, (typeUsed.get(choice.roomType) ?? 0) - 1);
    }
  };
  search(0, whole, 0);
  return best;
}

type Limits = Parameters<typeof cheapestCombination>[2];

/** The cheapest over every price list; a tie goes to the list given first. */
function cheapestOverLists<C extends RoomChoice>(
  ask: RecommendationAsk<C>,
  keep: (choice: C) => boolean,
  limits: Limits,
): (Placed<C> & { list: string }) | null {
  let best: (Placed<C> & { list: string }) | null = null;
  for (const list of ask.lists) {
    const found = cheapestCombination(ask.party, list.choices.filter(keep), limits);
    if (found && (!best || found.total < best.total)) best = { ...found, list: list.key };
  }
  return best;
}

/** The fewest rooms that sleep the party, the cheapest of those; only when the guest left the number of rooms open. */
function fewestRooms<C extends RoomChoice>(ask: RecommendationAsk<C>, steps: SearchSteps): (Placed<C> & { list: string }) | null {
  if (ask.rooms !== null) return null;
  for (let rooms = 1; rooms <= ask.maxRooms; rooms++) {
    const found = cheapestOverLists(ask, () => true, { rooms, maxRooms: ask.maxRooms, stock: ask.stock, steps });
    if (found) return found;
  }
  return null;
}

/** Whether a combination already shown is as good an answer to `kind` as the one found for it: then the latter adds nothing. */
function answersAsWell(earlier: Placed<RoomChoice>, kind: RecommendationKind, found: Placed<RoomChoice>): boolean {
  if (earlier.total > found.total) return false;
  switch (kind) {
    case 'cheapest':
      return true;
    case 'fewest_rooms':
      return earlier.rooms.length <= found.rooms.length;
    case 'breakfast':
      return earlier.rooms.every((room) => room.breakfast);
    case 'free_cancellation':
      return earlier.rooms.every((room) => room.freeCancellation);
  }
}

/**
 * The cheapest combination for the party, then the cheapest with the fewest rooms, with breakfast
 * in every room, and free to cancel now, each left out when one before it is the same rooms or
 * answers it as well for no more, or, with a budget, when it costs more than the budget.
 */
export function recommendRooms<C extends RoomChoice>(ask: RecommendationAsk<C>): Recommendation<C> {
  const steps: SearchSteps = { left: ask.searchSteps ?? SEARCH_STEP_BUDGET };
  const limits: Limits = { rooms: ask.rooms, maxRooms: ask.maxRooms, stock: ask.stock, steps };
  const found: Array<[RecommendationKind, (Placed<C> & { list: string }) | null]> = [
    ['cheapest', cheapestOverLists(ask, () => true, limits)],
    ['fewest_rooms', fewestRooms(ask, steps)],
    ['breakfast', cheapestOverLists(ask, (choice) => choice.breakfast, limits)],
    ['free_cancellation', cheapestOverLists(ask, (choice) => choice.freeCancellation, limits)],
  ];
  const inBudget = (total: number) => ask.budget === null || (ask.inBudgetUnits ?? ((t: number) => t))(total) <= ask.budget;
  const combinations: Combination<C>[] = [];
  for (const [kind, placed] of found) {
    if (!placed || !inBudget(placed.total)) continue;
    const key = combinationKey(placed.rooms);
    const shown = combinations.some((earlier) => combinationKey(earlier.rooms) === key || answersAsWell(earlier, kind, placed));
    if (!shown) combinations.push({ kind, list: placed.list, rooms: placed.rooms, total: placed.total });
  }
  const cheapest = found[0]?.[1] ?? null;
  return { combinations, overBudget: cheapest !== null && !inBudget(cheapest.total) };
}
