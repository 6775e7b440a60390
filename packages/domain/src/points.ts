import { addDays, addMonths } from './dates';
import { decimalDigits } from './money';

/**
 * Members' points (ADR 0042). A point is worth one whole unit of the hotel's currency (¥1, ₩1,
 * NT$1): earning and spending never need an exchange rate, and a balance reads as money.
 */

/** Days after check-out on which a stay's points are posted (§4 rules). */
export const POINTS_POST_AFTER_DAYS = 3;
/** Points exchanged to a partner stay valid there this long (§9). */
export const EXCHANGED_POINTS_VALID_DAYS = 180;
/** A history page holds this many rows unless asked otherwise (§3 points). */
export const POINT_HISTORY_PAGE_SIZE = 5;
export const EXCHANGE_TYPES = ['digico'] as const;
export type ExchangeType = (typeof EXCHANGE_TYPES)[number];

/** What `points` points take off a price, in the currency's minor units. */
export function pointWorth(points: number, currency: string): number {
  return points * 10 ** decimalDigits(currency);
}

/**
 * The points a stay earns: its price in whole currency units times the rank's rate in basis
 * points (100 = 1 %), rounded down so a member is never promised a point the price did not earn.
 */
export function earnedPoints(priceMinor: number, currency: string, earnBasisPoints: number): number {
  if (priceMinor <= 0 || earnBasisPoints <= 0) return 0;
  return Math.floor((priceMinor * earnBasisPoints) / (10_000 * 10 ** decimalDigits(currency)));
}

/** The day a stay's future points are posted. */
export function pointsPostOn(checkout: string): string {
  return addDays(checkout, POINTS_POST_AFTER_DAYS);
}

export interface SpendRules {
  /** Points are spent in multiples of this. */
  step: number;
  /** The fewest points one booking may spend. */
  minimum: number;
}

export type SpendProblem =
  | { reason: 'balance'; currentPoint: number; spendPoint: number }
  | { reason: 'step' | 'minimum' | 'price'; step: number; minimum: number; maximum: number };

/** A price points may pay for, in its currency's minor units. */
export interface PointPrice {
  minor: number;
  currency: string;
}

/** The most a member may spend: whole steps within the balance and, when there is one, the price. */
export function maxSpendable(balance: number, rules: SpendRules, price?: PointPrice): number {
  const byPrice = price ? Math.floor(price.minor / 10 ** decimalDigits(price.currency)) : balance;
  const most = Math.floor(Math.min(balance, byPrice) / rules.step) * rules.step;
  return most >= rules.minimum ? most : 0;
}

/**
 * Why `points` cannot be spent (§5: set increments, at or above a minimum, not above the balance,
 * not above the price when they pay for one), or null when they can. Zero always can: it spends none.
 */
export function spendProblem(points: number, balance: number, rules: SpendRules, price?: PointPrice): SpendProblem | null {
  if (points === 0) return null;
  const limits = { step: rules.step, minimum: rules.minimum, maximum: maxSpendable(balance, rules, price) };
  if (!Number.isInteger(points) || points < 0 || points % rules.step !== 0) return { reason: 'step', ...limits };
  if (points < rules.minimum) return { reason: 'minimum', ...limits };
  if (points > balance) return { reason: 'balance', currentPoint: balance, spendPoint: points };
  if (price && pointWorth(points, price.currency) > price.minor) return { reason: 'price', ...limits };
  return null;
}

/**
 * What a changed stay keeps of the points it spent: all of them while its new price still covers
 * them, else as many whole points as the new price is worth; the rest go back to the member.
 */
export function pointsAfterChange(spentPoints: number, newPriceMinor: number, currency: string): { kept: number; returned: number } {
  const kept = Math.min(spentPoints, Math.floor(newPriceMinor / 10 ** decimalDigits(currency)));
  return { kept, returned: spentPoints - kept };
}

/** The price a stay earns points on: its rooms before tax, less what points paid (points earn no points). */
export function earningPrice(roomPriceWithoutTax: number, pointDiscount: number): number {
  return Math.max(0, roomPriceWithoutTax - pointDiscount);
}

export interface RankStep {
  id: number;
  points_to_unlock: number;
}

/** The rank a member holds with this many ranking points: the highest one they have unlocked. */
export function rankFor<R extends RankStep>(ranks: readonly R[], rankingPoints: number): R | null {
  let held: R | null = null;
  for (const rank of [...ranks].sort((a, b) => a.points_to_unlock - b.points_to_unlock)) {
    if (rank.points_to_unlock <= rankingPoints) held = rank;
  }
  return held;
}

/** The next rank up and the ranking points still needed for it, or null at the top. */
export function nextRank<R extends RankStep>(ranks: readonly R[], rankingPoints: number): { rank: R; pointsNeeded: number } | null {
  const next = [...ranks].sort((a, b) => a.points_to_unlock - b.points_to_unlock).find((r) => r.points_to_unlock > rankingPoints);
  return next ? { rank: next, pointsNeeded: next.points_to_unlock - rankingPoints } : null;
}

/** The expiry notice on the points page looks this far ahead. */
export const POINT_EXPIRY_NOTICE_MONTHS = 3;

/**
 * What a member's points are made of, for expiry: the points added on each day (gains and positive
 * adjustments, by the day they were posted) and what has been taken out since the first one.
 */
export interface PointLots {
  /** Points added on a day (YYYY-MM-DD), in any order. */
  added: ReadonlyArray<{ on: string; points: number }>;
  /**
   * Everything taken out (spent, exchanged, expired, negative adjustments), as a positive number,
   * less what was given back: a refund returns the points it took, not new ones.
   */
  used: number;
}

/** The day points added on `addedOn` expire: `validMonths` after (the end of a shorter month when the day is missing). */
export function pointsExpireOn(addedOn: string, validMonths: number): string {
  return addMonths(addedOn, validMonths);
}

/**
 * The points that have expired by `today` and are still in the balance, first in, first out:
 * spends use the oldest points first, so what expires is the points added before the validity
 * ends less everything used so far, never more than the balance. Zero once they have been written
 * as expired (they count as used), so nothing expires twice.
 */
export function pointsExpiring(lots: PointLots, validMonths: number | null, today: string): number {
  if (validMonths === null) return 0;
  const added = lots.added.reduce((sum, lot) => sum + lot.points, 0);
  const addedBefore = lots.added.filter((lot) => pointsExpireOn(lot.on, validMonths) <= today).reduce((sum, lot) => sum + lot.points, 0);
  const balance = added - lots.used;
  return Math.max(0, Math.min(balance, addedBefore - lots.used));
}

/** The next day after `today` on which some of the balance expires, and how many points then; null when none will. */
export function nextPointExpiry(lots: PointLots, validMonths: number | null, today: string): { date: string; points: number } | null {
  if (validMonths === null) return null;
  const days = [...new Set(lots.added.map((lot) => pointsExpireOn(lot.on, validMonths)))].filter((day) => day > today).sort();
  const alreadyDue = pointsExpiring(lots, validMonths, today);
  for (const day of days) {
    const points = pointsExpiring(lots, validMonths, day) - alreadyDue;
    if (points > 0) return { date: day, points };
  }
  return null;
}
