import { z } from 'zod';
import { addDays, localDateTimeParts } from './dates';
import { percentOf } from './money';

/** §3 cancellation policy: from `days_before` check-in (after `hours_after` o'clock that day) the fee is a percentage. */
export interface CancellationPolicyPart {
  days_before: number;
  hours_after: number | null;
  percentage_of_cost: number;
}

export interface CancellationPolicy {
  cancellation_policy_parts: CancellationPolicyPart[];
  no_show_percentage_of_cost: number;
}

/**
 * A moment a fee starts, in the hotel's time: `hour` o'clock on the day `days_before` check-in,
 * whose date is given when the check-in is known.
 */
export const policyMomentSchema = z.object({ days_before: z.number(), hour: z.number(), date: z.string().nullable() });
export type PolicyMoment = z.infer<typeof policyMomentSchema>;

/**
 * The lines a guest reads, in time order. Each fee line holds from its moment until the next
 * line's; `from: null` means it holds already, when the lines were made. `until: null` on the
 * free line means no fee before check-in.
 */
export const cancellationLineSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('free'), until: policyMomentSchema.nullable() }),
  z.object({ kind: z.literal('fee'), from: policyMomentSchema.nullable(), percentage_of_cost: z.number() }),
  z.object({ kind: z.literal('no_show'), percentage_of_cost: z.number() }),
]);
export type CancellationLine = z.infer<typeof cancellationLineSchema>;

/** Where the stay and the clock stand: the check-in (hotel date), the hotel's time zone and now. */
export interface PolicyClock {
  checkin: string;
  timeZone: string;
  now: Date;
}

interface Step {
  days_before: number;
  hour: number;
  /** The fee from this step on: the highest percentage any started part asks. */
  percentage_of_cost: number;
}

/** The parts in the order they start, earliest (most days before check-in) first, as they are kept and shown. */
export const partsInOrder = <P extends CancellationPolicyPart>(parts: readonly P[]): P[] =>
  [...parts].sort((a, b) => b.days_before - a.days_before || (a.hours_after ?? 0) - (b.hours_after ?? 0));

/**
 * The moments the fee rises, in time order. A part whose percentage is below one already in
 * force changes nothing (the highest started part applies), so it makes no step.
 */
function feeSteps(policy: CancellationPolicy): Step[] {
  const parts = partsInOrder(policy.cancellation_policy_parts.filter((p) => p.percentage_of_cost > 0)).map((p) => ({
    days_before: p.days_before,
    hour: p.hours_after ?? 0,
    percentage_of_cost: p.percentage_of_cost,
  }));
  const steps: Step[] = [];
  for (const part of parts) {
    const inForce = steps.at(-1)?.percentage_of_cost ?? 0;
    if (part.percentage_of_cost > inForce) steps.push(part);
  }
  return steps;
}

/** Whether a step has started at a local date and hour, for a check-in date. */
function started(step: Step, checkin: string, local: { date: string; hour: number }): boolean {
  const date = addDays(checkin, -step.days_before);
  return local.date > date || (local.date === date && local.hour >= step.hour);
}

function momentOf(step: Step, checkin: string | undefined): PolicyMoment {
  return { days_before: step.days_before, hour: step.hour, date: checkin ? addDays(checkin, -step.days_before) : null };
}

/** Default free-cancellation days are the largest days_before plus one (§3). */
export function freeCancellationDays(policy: CancellationPolicy): number | null {
  const charged = policy.cancellation_policy_parts.filter((p) => p.percentage_of_cost > 0);
  if (charged.length === 0) return null;
  return Math.max(...charged.map((p) => p.days_before)) + 1;
}

/**
 * What cancelling costs over time, and now: the lines a guest reads and the percentage a
 * cancellation made at `clock.now` is charged. Both come from the same steps, so what the lines
 * promise for a moment is what is taken then. Without a clock the lines count days before check-in.
 */
export function cancellationTerms(
  policy: CancellationPolicy,
  clock?: PolicyClock,
): { lines: CancellationLine[]; percentage_of_cost: number } {
  const steps = feeSteps(policy);
  const local = clock ? localDateTimeParts(clock.timeZone, clock.now) : null;
  const inForce = clock && local ? steps.filter((s) => started(s, clock.checkin, local)) : [];
  const upcoming = steps.slice(inForce.length);
  const percentage = inForce.at(-1)?.percentage_of_cost ?? 0;
  const lines: CancellationLine[] = [];
  if (percentage > 0) lines.push({ kind: 'fee', from: null, percentage_of_cost: percentage });
  else lines.push({ kind: 'free', until: upcoming[0] ? momentOf(upcoming[0], clock?.checkin) : null });
  for (const step of upcoming)
    lines.push({ kind: 'fee', from: momentOf(step, clock?.checkin), percentage_of_cost: step.percentage_of_cost });
  lines.push({ kind: 'no_show', percentage_of_cost: policy.no_show_percentage_of_cost });
  return { lines, percentage_of_cost: percentage };
}

/**
 * What a policy charges and when, as one text: equal for two policies exactly when a guest would
 * read the same lines from them. A booking carries the one it was shown, so terms the hotel
 * changed meanwhile are shown before they bind anyone.
 */
export function policyTerms(policy: CancellationPolicy): string {
  const steps = feeSteps(policy).map((step) => `${step.days_before}d${step.hour}h${step.percentage_of_cost}%`);
  return [...steps, `no-show${policy.no_show_percentage_of_cost}%`].join(' ');
}

/** Whether cancelling already costs something at this moment: a booking made now owes a fee from the start. */
export function cancellingCostsNow(policy: CancellationPolicy, clock: PolicyClock): boolean {
  return cancellationTerms(policy, clock).percentage_of_cost > 0;
}

/**
 * The room whose policy a stay of rooms on different plans is held to: the first whose cancelling
 * already costs a fee (a fee due on any room is due on the booking), else the first. The booking
 * stores this room's policy and the booking steps show it, so the fee shown is the fee taken.
 */
export function strictestRoom<R>(rooms: readonly R[], costsNow: (room: R) => boolean): R | undefined {
  return rooms.find(costsNow) ?? rooms[0];
}

/** The same, read from lines made with a clock: they open with what cancelling costs then. */
export function linesSayFeeDueNow(lines: readonly CancellationLine[]): boolean {
  return lines.some((line) => line.kind === 'fee' && line.from === null);
}

/** The percentage that applies to a cancellation made `now`, in the hotel's time zone. */
export function applicablePercentage(policy: CancellationPolicy, checkin: string, timeZone: string, now: Date): number {
  return cancellationTerms(policy, { checkin, timeZone, now }).percentage_of_cost;
}

export function cancellationFee(
  policy: CancellationPolicy,
  totalPrice: number,
  checkin: string,
  timeZone: string,
  now: Date,
): { percentage_of_cost: number; fee: number } {
  const percentage = applicablePercentage(policy, checkin, timeZone, now);
  return { percentage_of_cost: percentage, fee: percentOf(totalPrice, percentage) };
}

/** Cancelling a changed reservation keeps the fees its changes cost; the policy applies to the rest. */
export function reservationCancellationFee(
  policy: CancellationPolicy,
  reservation: { total_price: number; change_fee: number },
  checkin: string,
  timeZone: string,
  now: Date,
): { percentage_of_cost: number; fee: number } {
  const rest = cancellationFee(policy, reservation.total_price - reservation.change_fee, checkin, timeZone, now);
  return { percentage_of_cost: rest.percentage_of_cost, fee: rest.fee + reservation.change_fee };
}

/**
 * What lines made earlier say a cancellation at a local moment (hotel time) costs: the
 * percentage of the last fee line started by then. Lines made with a clock only.
 */
export function percentagePromisedAt(lines: CancellationLine[], local: { date: string; hour: number }): number {
  let percentage = 0;
  for (const line of lines) {
    if (line.kind !== 'fee') continue;
    const { from } = line;
    const begun =
      from === null || (from.date !== null && (local.date > from.date || (local.date === from.date && local.hour >= from.hour)));
    if (begun) percentage = line.percentage_of_cost;
  }
  return percentage;
}

/** Cancellation on the check-in day or later is not possible online; the guest calls the hotel (§4). */
export function canCancelOnline(checkin: string, timeZone: string, now: Date): boolean {
  return localDateTimeParts(timeZone, now).date < checkin;
}
