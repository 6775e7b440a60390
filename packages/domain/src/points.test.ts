import { describe, expect, it } from 'vitest';
import {
  earnedPoints,
  earningPrice,
  maxSpendable,
  nextPointExpiry,
  nextRank,
  pointWorth,
  pointsAfterChange,
  pointsExpireOn,
  pointsExpiring,
  pointsPostOn,
  rankFor,
  spendProblem,
} from './points';

const rules = { step: 100, minimum: 500 };

describe('points are worth whole currency units', () => {
  it('values a point at ¥1, ₩1 and US$1 in minor units', () => {
    expect(pointWorth(250, 'JPY')).toBe(250);
    expect(pointWorth(250, 'KRW')).toBe(250);
    expect(pointWorth(3, 'USD')).toBe(300);
  });
});

describe('a stay earns its rank rate of its price, rounded down', () => {
  it('earns 1 % at 100 basis points and 3 % at 300', () => {
    expect(earnedPoints(26_810, 'JPY', 100)).toBe(268);
    expect(earnedPoints(26_810, 'JPY', 300)).toBe(804);
  });
  it('counts whole units of a currency with cents', () => {
    // US$123.99 at 1 % earns one point, not 1.2399.
    expect(earnedPoints(12_399, 'USD', 100)).toBe(1);
  });
  it('earns nothing on a free stay or at a rank without a rate', () => {
    expect(earnedPoints(0, 'JPY', 100)).toBe(0);
    expect(earnedPoints(50_000, 'JPY', 0)).toBe(0);
  });
  it('posts them three days after check-out', () => {
    expect(pointsPostOn('2027-02-27')).toBe('2027-03-02');
  });
});

describe('spending points follows the step, the minimum, the balance and the price', () => {
  it('accepts whole steps within everything', () => {
    expect(spendProblem(500, 1_000, rules, { minor: 20_000, currency: 'JPY' })).toBeNull();
    expect(spendProblem(0, 0, rules, { minor: 20_000, currency: 'JPY' })).toBeNull();
  });
  it('refuses a broken step, a fraction or a negative', () => {
    expect(spendProblem(550, 1_000, rules, { minor: 20_000, currency: 'JPY' })).toMatchObject({
      reason: 'step',
      step: 100,
      maximum: 1_000,
    });
    expect(spendProblem(-100, 1_000, rules, { minor: 20_000, currency: 'JPY' })?.reason).toBe('step');
    expect(spendProblem(100.5, 1_000, rules, { minor: 20_000, currency: 'JPY' })?.reason).toBe('step');
  });
  it('refuses fewer than the minimum', () => {
    expect(spendProblem(400, 1_000, rules, { minor: 20_000, currency: 'JPY' })?.reason).toBe('minimum');
  });
  it('refuses more than the balance, naming both figures (2401)', () => {
    expect(spendProblem(1_100, 1_000, rules, { minor: 20_000, currency: 'JPY' })).toEqual({
      reason: 'balance',
      currentPoint: 1_000,
      spendPoint: 1_100,
    });
  });
  it('refuses more than the price', () => {
    expect(spendProblem(900, 5_000, rules, { minor: 800, currency: 'JPY' })).toMatchObject({ reason: 'price', maximum: 800 });
    expect(spendProblem(600, 5_000, rules, { minor: 450, currency: 'JPY' })).toMatchObject({ reason: 'price', maximum: 0 });
    expect(spendProblem(800, 5_000, { step: 100, minimum: 100 }, { minor: 750, currency: 'JPY' })).toMatchObject({
      reason: 'price',
      maximum: 700,
    });
  });
  it('offers the largest whole step within the balance and the price, or none below the minimum', () => {
    expect(maxSpendable(1_234, rules, { minor: 20_000, currency: 'JPY' })).toBe(1_200);
    expect(maxSpendable(9_999, rules, { minor: 2_650, currency: 'JPY' })).toBe(2_600);
    expect(maxSpendable(450, rules, { minor: 20_000, currency: 'JPY' })).toBe(0);
  });
  it('has no price limit when points pay for none (an exchange)', () => {
    expect(spendProblem(3_000, 3_000, rules)).toBeNull();
    expect(maxSpendable(3_050, rules)).toBe(3_000);
  });
});

describe('a changed stay and its points', () => {
  it('keeps every point while the new price covers them, and gives back what it no longer does', () => {
    expect(pointsAfterChange(2_000, 30_000, 'JPY')).toEqual({ kept: 2_000, returned: 0 });
    expect(pointsAfterChange(2_000, 1_500, 'JPY')).toEqual({ kept: 1_500, returned: 500 });
    expect(pointsAfterChange(3, 250, 'USD')).toEqual({ kept: 2, returned: 1 });
  });
  it('earns nothing on what points paid', () => {
    expect(earningPrice(24_373, 1_000)).toBe(23_373);
    expect(earningPrice(1_000, 2_000)).toBe(0);
  });
});

describe('ranks follow ranking points', () => {
  const ranks = [
    { id: 3, points_to_unlock: 10_000 },
    { id: 1, points_to_unlock: 0 },
    { id: 2, points_to_unlock: 3_000 },
  ];
  it('holds the highest rank unlocked', () => {
    expect(rankFor(ranks, 0)?.id).toBe(1);
    expect(rankFor(ranks, 2_999)?.id).toBe(1);
    expect(rankFor(ranks, 3_000)?.id).toBe(2);
    expect(rankFor(ranks, 25_000)?.id).toBe(3);
    expect(rankFor([], 25_000)).toBeNull();
  });
  it('names the next rank and what it still needs', () => {
    expect(nextRank(ranks, 2_850)).toEqual({ rank: ranks[2], pointsNeeded: 150 });
    expect(nextRank(ranks, 10_000)).toBeNull();
  });
});

describe('points expire first in, first out', () => {
  const added = [
    { on: '2025-01-10', points: 1_000 },
    { on: '2025-06-01', points: 500 },
    { on: '2026-02-01', points: 300 },
  ];

  it('are valid for the program’s months after the day they were added, to the end of a shorter month', () => {
    expect(pointsExpireOn('2025-01-10', 12)).toBe('2026-01-10');
    expect(pointsExpireOn('2025-08-31', 6)).toBe('2026-02-28');
  });

  it('expire the old points nobody used, and nothing before their day', () => {
    expect(pointsExpiring({ added, used: 0 }, 12, '2026-01-09')).toBe(0);
    expect(pointsExpiring({ added, used: 0 }, 12, '2026-01-10')).toBe(1_000);
    expect(pointsExpiring({ added, used: 0 }, 12, '2026-06-01')).toBe(1_500);
  });

  it('count spends against the oldest points first', () => {
    // 700 used: 300 of the January points are left to expire, then all of June's.
    expect(pointsExpiring({ added, used: 700 }, 12, '2026-01-10')).toBe(300);
    expect(pointsExpiring({ added, used: 700 }, 12, '2026-06-01')).toBe(800);
    // More used than January brought: nothing of it is left to expire.
    expect(pointsExpiring({ added, used: 1_200 }, 12, '2026-01-10')).toBe(0);
  });

  it('expire nothing twice: written-off points count as used', () => {
    const first = pointsExpiring({ added, used: 700 }, 12, '2026-01-10');
    expect(pointsExpiring({ added, used: 700 + first }, 12, '2026-01-10')).toBe(0);
    expect(pointsExpiring({ added, used: 700 + first }, 12, '2026-01-11')).toBe(0);
  });

  it('leave a fresh gain alone, and never take more than the balance', () => {
    const fresh = [{ on: '2026-02-01', points: 300 }];
    expect(pointsExpiring({ added: fresh, used: 0 }, 12, '2026-03-01')).toBe(0);
    expect(pointsExpiring({ added, used: 1_800 }, 12, '2027-12-31')).toBe(0);
    expect(pointsExpiring({ added, used: 0 }, 12, '2027-12-31')).toBe(1_800);
  });

  it('never expire in a program without a validity', () => {
    expect(pointsExpiring({ added, used: 0 }, null, '2040-01-01')).toBe(0);
    expect(nextPointExpiry({ added, used: 0 }, null, '2026-01-01')).toBeNull();
  });

  it('say the next day some of the balance expires, and how many', () => {
    expect(nextPointExpiry({ added, used: 700 }, 12, '2025-12-01')).toEqual({ date: '2026-01-10', points: 300 });
    // The January points all used: June's are next.
    expect(nextPointExpiry({ added, used: 1_200 }, 12, '2025-12-01')).toEqual({ date: '2026-06-01', points: 300 });
    expect(nextPointExpiry({ added, used: 1_800 }, 12, '2025-12-01')).toBeNull();
  });
});
