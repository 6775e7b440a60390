import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cheapestCombination,
  combinationKey,
  recommendRooms,
  SEARCH_STEP_BUDGET,
  type Occupancy,
  type PriceList,
  type RecommendationAsk,
  type RecommendationStock,
  type RoomChoice,
} from './recommendation';

const stockOf = (types: Record<string, number>, plans: Record<string, number>): RecommendationStock => ({
  roomTypes: new Map(Object.entries(types)),
  roomPlans: new Map(Object.entries(plans)),
});

/** Stock that counts how often the search looks at it: once per room it tries, so a bound on the work it does. */
function countedStock(stock: RecommendationStock) {
  let looks = 0;
  const counted = (map: ReadonlyMap<string, number>): ReadonlyMap<string, number> =>
    Object.assign(Object.create(map) as ReadonlyMap<string, number>, {
      get: (key: string) => {
        looks++;
        return map.get(key);
      },
    });
  return { stock: { roomTypes: counted(stock.roomTypes), roomPlans: counted(stock.roomPlans) }, looks: () => looks };
}

const choice = (roomPlan: string, roomType: string, occupancy: Occupancy, price: number, over: Partial<RoomChoice> = {}): RoomChoice => ({
  roomPlan,
  roomType,
  occupancy,
  price,
  breakfast: false,
  freeCancellation: false,
  ...over,
});

/** Every multiset of choices of up to maxRooms rooms that sleeps the party within stock: what the search must agree with. */
function allCombinations(
  party: Occupancy,
  choices: readonly RoomChoice[],
  rooms: number | null,
  maxRooms: number,
  stock: RecommendationStock,
) {
  const found: RoomChoice[][] = [];
  const picked: RoomChoice[] = [];
  const walk = (from: number) => {
    const sums = party.map((_, i) => picked.reduce((sum, room) => sum + (room.occupancy[i] ?? 0), 0));
    if (sums.some((sum, i) => sum > (party[i] as number))) return;
    const count = (key: (room: RoomChoice) => string, value: string) => picked.filter((room) => key(room) === value).length;
    if (picked.some((room) => count((r) => r.roomPlan, room.roomPlan) > (stock.roomPlans.get(room.roomPlan) ?? 0))) return;
    if (picked.some((room) => count((r) => r.roomType, room.roomType) > (stock.roomTypes.get(room.roomType) ?? 0))) return;
    if (sums.every((sum, i) => sum === party[i]) && picked.length > 0 && (rooms === null || picked.length === rooms))
      found.push([...picked]);
    if (picked.length >= Math.min(rooms ?? maxRooms, maxRooms)) return;
    for (let i = from; i < choices.length; i++) {
      picked.push(choices[i] as RoomChoice);
      walk(i);
      picked.pop();
    }
  };
  walk(0);
  return found;
}

const totalOf = (rooms: readonly RoomChoice[]) => rooms.reduce((sum, room) => sum + room.price, 0);
const least = (combinations: RoomChoice[][]) => (combinations.length ? Math.min(...combinations.map(totalOf)) : null);

/** Small random catalogues: two kinds of guest, a few room types and plans, little stock, a price list or two. */
const asks = fc
  .record({
    adults: fc.integer({ min: 1, max: 4 }),
    children: fc.integer({ min: 0, max: 2 }),
    rooms: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
    maxRooms: fc.integer({ min: 1, max: 4 }),
    types: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 3 }),
    plans: fc.array(
      fc.record({
        type: fc.nat(),
        left: fc.integer({ min: 0, max: 3 }),
        breakfast: fc.boolean(),
        freeCancellation: fc.boolean(),
        maxAdults: fc.integer({ min: 1, max: 3 }),
        sleeps: fc.integer({ min: 1, max: 4 }),
        base: fc.integer({ min: 1, max: 50 }),
        perGuest: fc.integer({ min: 0, max: 20 }),
        // Some occupancies have no rate (a plan sold only to couples, say).
        unrated: fc.array(fc.nat(), { maxLength: 3 }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    // A second list takes some rooms off and prices the rest lower (a promotion for some plans).
    discounted: fc.option(fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), { nil: null }),
    budget: fc.option(fc.integer({ min: 0, max: 300 }), { nil: null }),
  })
  .map((drawn): RecommendationAsk => {
    const party = [drawn.adults, drawn.children];
    const choices: RoomChoice[] = [];
    for (const [p, plan] of drawn.plans.entries()) {
      const roomType = `T${plan.type % drawn.types.length}`;
      let n = 0;
      for (let a = 1; a <= Math.min(plan.maxAdults, drawn.adults); a++)
        for (let c = 0; c <= drawn.children && a + c <= plan.sleeps; c++, n++) {
          if (plan.unrated.includes(n)) continue;
          choices.push(
            choice(`P${p}`, roomType, [a, c], plan.base + plan.perGuest * (a + c), {
              breakfast: plan.breakfast,
              freeCancellation: plan.freeCancellation,
            }),
          );
        }
    }
    const lists: PriceList[] = [{ key: 'none', choices }];
    if (drawn.discounted) {
      const plans = new Set(drawn.plans.map((_, p) => `P${p}`).filter((_, p) => drawn.discounted?.[p]));
      lists.push({ key: 'promotion', choices: choices.filter((c) => plans.has(c.roomPlan)).map((c) => ({ ...c, price: c.price - 1 })) });
    }
    const stock = stockOf(
      Object.fromEntries(drawn.types.map((left, t) => [`T${t}`, left])),
      Object.fromEntries(drawn.plans.map((plan, p) => [`P${p}`, plan.left])),
    );
    return { party, rooms: drawn.rooms, maxRooms: drawn.maxRooms, lists, stock, budget: drawn.budget };
  });

const everyCombination = (ask: RecommendationAsk, keep: (room: RoomChoice) => boolean = () => true, rooms = ask.rooms) =>
  ask.lists.flatMap((list) => allCombinations(ask.party, list.choices.filter(keep), rooms, ask.maxRooms, ask.stock));

describe('the cheapest combination', () => {
  it('is never dearer than any combination that fits, and is one that fits (against every combination)', () => {
    fc.assert(
      fc.property(asks, (ask) => {
        for (const list of ask.lists) {
          const all = allCombinations(ask.party, list.choices, ask.rooms, ask.maxRooms, ask.stock);
          const found = cheapestCombination(ask.party, list.choices, ask);
          expect(found?.total ?? null).toBe(least(all));
          if (found) expect(all.map(combinationKey)).toContain(combinationKey(found.rooms));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('puts people in rooms the cheapest way when stock binds', () => {
    const choices = [
      choice('twin-ro', 'twin', [2, 0], 100),
      choice('twin-ro', 'twin', [1, 0], 80),
      choice('single-ro', 'single', [1, 0], 60),
      choice('family-ro', 'family', [3, 0], 200),
    ];
    // One twin left: the fourth adult takes the single, not a second twin.
    const found = cheapestCombination([4, 0], choices, {
      rooms: null,
      maxRooms: 3,
      stock: stockOf({ twin: 1, single: 2, family: 1 }, { 'twin-ro': 5, 'single-ro': 5, 'family-ro': 5 }),
    });
    expect(found?.total).toBe(220);
    expect(found?.rooms.map((r) => r.roomPlan).sort()).toEqual(['single-ro', 'single-ro', 'twin-ro']);
  });

  it('keeps to the number of rooms asked, and answers null when nothing sleeps the party', () => {
    const choices = [choice('twin', 'twin', [2, 0], 100), choice('twin', 'twin', [1, 0], 90)];
    const stock = stockOf({ twin: 5 }, { twin: 5 });
    expect(cheapestCombination([2, 0], choices, { rooms: 2, maxRooms: 3, stock })?.total).toBe(180);
    expect(cheapestCombination([2, 0], choices, { rooms: null, maxRooms: 3, stock })?.total).toBe(100);
    expect(cheapestCombination([5, 0], choices, { rooms: null, maxRooms: 2, stock })).toBeNull();
    expect(cheapestCombination([2, 1], choices, { rooms: null, maxRooms: 3, stock })).toBeNull();
  });
});

describe('the recommendation', () => {
  it('gives each kind the cheapest of that kind, never twice the same rooms, never over budget (against every combination)', () => {
    fc.assert(
      fc.property(asks, (ask) => {
        const { combinations, overBudget } = recommendRooms(ask);
        const keys = combinations.map((c) => combinationKey(c.rooms));
        expect(new Set(keys).size).toBe(keys.length);
        const cheapestAll = least(everyCombination(ask));
        const fits = (total: number | null) => total !== null && (ask.budget === null || total <= ask.budget);
        expect(overBudget).toBe(cheapestAll !== null && !fits(cheapestAll));
        const byKind = new Map(combinations.map((c) => [c.kind, c]));
        expect(byKind.get('cheapest')?.total ?? null).toBe(fits(cheapestAll) ? cheapestAll : null);
        for (const c of combinations) {
          expect(fits(c.total)).toBe(true);
          const list = ask.lists.find((l) => l.key === c.list) as PriceList;
          const all = allCombinations(ask.party, list.choices, ask.rooms, ask.maxRooms, ask.stock).map(combinationKey);
          expect(all).toContain(combinationKey(c.rooms));
          expect(c.total).toBe(totalOf(c.rooms));
        }
        for (const [kind, keep] of [
          ['breakfast', (r: RoomChoice) => r.breakfast],
          ['free_cancellation', (r: RoomChoice) => r.freeCancellation],
        ] as const) {
          const shown = byKind.get(kind);
          const best = least(everyCombination(ask, keep));
          if (shown) expect(shown.total).toBe(best);
          // Left out only when over budget, or when something shown before answers it as well for no more.
          else if (fits(best))
            expect(combinations.some((c) => c.total <= (best as number) && c.rooms.every(keep) && c.kind !== kind)).toBe(true);
        }
        const fewest = byKind.get('fewest_rooms');
        if (ask.rooms !== null) expect(fewest).toBeUndefined();
        else {
          const all = everyCombination(ask);
          const fewestCount = all.length ? Math.min(...all.map((c) => c.length)) : null;
          const best = least(all.filter((c) => c.length === fewestCount));
          if (fewest) expect([fewest.rooms.length, fewest.total]).toEqual([fewestCount, best]);
          else if (fits(best))
            expect(combinations.some((c) => c.total <= (best as number) && c.rooms.length <= (fewestCount as number))).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('once its search steps are spent, still offers only combinations that fit, never below the cheapest (against every combination)', () => {
    fc.assert(
      fc.property(asks, fc.integer({ min: 0, max: 40 }), (ask, searchSteps) => {
        const { combinations } = recommendRooms({ ...ask, budget: null, searchSteps });
        const cheapestAll = least(everyCombination(ask));
        for (const c of combinations) {
          const list = ask.lists.find((l) => l.key === c.list) as PriceList;
          const all = allCombinations(ask.party, list.choices, ask.rooms, ask.maxRooms, ask.stock).map(combinationKey);
          expect(all).toContain(combinationKey(c.rooms));
          expect(c.total).toBeGreaterThanOrEqual(cheapestAll as number);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('says nothing fits when the cheapest is over budget', () => {
    const lists = [{ key: 'none', choices: [choice('twin', 'twin', [2, 0], 100, { breakfast: true })] }];
    const ask = { party: [2, 0], rooms: null, maxRooms: 2, lists, stock: stockOf({ twin: 1 }, { twin: 1 }) };
    expect(recommendRooms({ ...ask, budget: 99 })).toEqual({ combinations: [], overBudget: true });
    expect(recommendRooms({ ...ask, budget: 100 }).combinations.map((c) => c.kind)).toEqual(['cheapest']);
    // A budget in another currency: totals are turned into it before they are compared.
    expect(recommendRooms({ ...ask, budget: 1, inBudgetUnits: (total) => total / 100 }).overBudget).toBe(false);
  });

  it('offers breakfast and free cancellation as alternatives only when the cheapest lacks them', () => {
    const choices = [
      choice('ro', 'twin', [2, 0], 100),
      choice('bf', 'twin', [2, 0], 130, { breakfast: true }),
      choice('flex', 'twin', [2, 0], 120, { freeCancellation: true }),
      choice('bf-flex', 'twin', [2, 0], 150, { breakfast: true, freeCancellation: true }),
    ];
    const stock = stockOf({ twin: 4 }, { ro: 1, bf: 1, flex: 1, 'bf-flex': 1 });
    const { combinations } = recommendRooms({
      party: [2, 0],
      rooms: null,
      maxRooms: 2,
      lists: [{ key: 'none', choices }],
      stock,
      budget: null,
    });
    expect(combinations.map((c) => [c.kind, c.rooms[0]?.roomPlan, c.total])).toEqual([
      ['cheapest', 'ro', 100],
      ['breakfast', 'bf', 130],
      ['free_cancellation', 'flex', 120],
    ]);
  });

  it('offers fewer rooms when the cheapest takes more, and prices each combination from one list', () => {
    const none = [choice('single', 'single', [1, 0], 50), choice('family', 'family', [3, 0], 200)];
    const promoted = [choice('family', 'family', [3, 0], 170)];
    const { combinations } = recommendRooms({
      party: [3, 0],
      rooms: null,
      maxRooms: 3,
      lists: [
        { key: 'none', choices: none },
        { key: 'promotion', choices: promoted },
      ],
      stock: stockOf({ single: 3, family: 1 }, { single: 3, family: 1 }),
      budget: null,
    });
    expect(combinations.map((c) => [c.kind, c.list, c.rooms.length, c.total])).toEqual([
      ['cheapest', 'none', 3, 150],
      ['fewest_rooms', 'promotion', 1, 170],
    ]);
  });

  it('stops within its search steps where stock leaves the bound loose, with the rooms it found', () => {
    // Forty room types of one room each: the bound (stock aside) takes the cheapest type ten times, so
    // nearly every set of ten types looks worth a try; searched to the end, that is billions of them.
    const choices = Array.from({ length: 40 }, (_, t) => choice(`P${t}`, `T${t}`, [1], t === 0 ? 100 : 200 + t));
    const stock = stockOf(Object.fromEntries(choices.map((c) => [c.roomType, 1])), Object.fromEntries(choices.map((c) => [c.roomPlan, 1])));
    const counted = countedStock(stock);
    const found = recommendRooms({
      party: [10],
      rooms: null,
      maxRooms: 10,
      lists: [{ key: 'none', choices }],
      stock: counted.stock,
      budget: null,
    });
    expect(counted.looks()).toBeLessThanOrEqual(2 * SEARCH_STEP_BUDGET);
    // The first rooms found are the cheapest: the cheapest type, then the nine next.
    expect(found.combinations.map((c) => [c.kind, c.rooms.length, c.total])).toEqual([['cheapest', 10, 100 + 201 * 9 + 36]]);
  });

  it('places ten guests in up to ten rooms within its search steps', () => {
    const choices: RoomChoice[] = [];
    for (const [t, sleeps] of [2, 3, 4].entries())
      for (const plan of ['ro', 'bf', 'nr'])
        for (let a = 1; a <= sleeps; a++)
          for (let c = 0; a + c <= sleeps; c++)
            choices.push(
              choice(`${t}-${plan}`, `T${t}`, [a, c, 0], 1000 * t + 700 * a + 300 * c + plan.length, { breakfast: plan === 'bf' }),
            );
    const stock = stockOf({ T0: 1, T1: 2, T2: 1 }, Object.fromEntries(choices.map((c) => [c.roomPlan, 2])));
    const counted = countedStock(stock);
    const found = recommendRooms({
      party: [6, 4, 0],
      rooms: null,
      maxRooms: 10,
      lists: [{ key: 'none', choices }],
      stock: counted.stock,
      budget: null,
    });
    expect(found.combinations[0]?.rooms.length).toBeGreaterThan(0);
    expect(counted.looks()).toBeLessThanOrEqual(2 * SEARCH_STEP_BUDGET);
    // With few steps to spend, it stops early and answers rooms that sleep the party within stock.
    const hurried = recommendRooms({
      party: [6, 4, 0],
      rooms: null,
      maxRooms: 10,
      lists: [{ key: 'none', choices }],
      stock,
      budget: null,
      searchSteps: 1_000,
    });
    for (const c of hurried.combinations) {
      expect([0, 1, 2].map((i) => c.rooms.reduce((sum, room) => sum + (room.occupancy[i] as number), 0))).toEqual([6, 4, 0]);
      expect(c.rooms.filter((room) => room.roomType === 'T1').length).toBeLessThanOrEqual(2);
      expect(c.total).toBeGreaterThanOrEqual(found.combinations[0]?.total as number);
    }
  });
});
