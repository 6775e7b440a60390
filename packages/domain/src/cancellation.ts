import { addDays, localDateTimeParts, nightsBetween } from './dates';
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

export type CancellationLine =
  | { kind: 'free_until'; days_before: number; date: string | null }
  | { kind: 'fee_from'; days_before: number; hours_after: number | null; percentage_of_cost: number; date: string | null }
  | { kind: 'no_show'; percentage_of_cost: number };

/** Default free-cancellation days are the largest days_before plus one (§3). */
export function freeCancellationDays(policy: CancellationPolicy): number | null {
  const charged = policy.cancellation_policy_parts.filter((p) => p.percentage_of_cost > 0);
  if (charged.length === 0) return null;
  return Math.max(...charged.map((p) => p.days_before)) + 1;
}

/** Lines a guest reads, most distant first; dates are filled in when the check-in date is known. */
export function cancellationLines(policy: CancellationPolicy, checkin?: string): CancellationLine[] {
  const dateFor = (daysBefore: number) => (checkin ? addDays(checkin, -daysBefore) : null);
  const lines: CancellationLine[] = [];
  const freeDays = freeCancellationDays(policy);
  if (freeDays !== null) lines.push({ kind: 'free_until', days_before: freeDays, date: dateFor(freeDays) });
  const parts = [...policy.cancellation_policy_parts]
    .filter((p) => p.percentage_of_cost > 0)
    .sort((a, b) => b.days_before - a.days_before || (a.hours_after ?? 0) - (b.hours_after ?? 0));
  for (const part of parts) {
    lines.push({ kind: 'fee_from', ...part, date: dateFor(part.days_before) });
  }
  lines.push({ kind: 'no_show', percentage_of_cost: policy.no_show_percentage_of_cost });
  return lines;
}

/** The percentage that applies to a cancellation made `now`, in the hotel's time zone. */
export function applicablePercentage(policy: CancellationPolicy, checkin: string, timeZone: string, now: Date): number {
  const local = localDateTimeParts(timeZone, now);
  const daysLeft = nightsBetween(local.date, checkin);
  let percentage = 0;
  for (const part of policy.cancellation_policy_parts) {
    const reached = daysLeft < part.days_before || (daysLeft === part.days_before && local.hour >= (part.hours_after ?? 0));
    if (reached) percentage = Math.max(percentage, part.percentage_of_cost);
  }
  return percentage;
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

/** Cancellation on the check-in day or later is not possible online; the guest calls the hotel (§4). */
export function canCancelOnline(checkin: string, timeZone: string, now: Date): boolean {
  return localDateTimeParts(timeZone, now).date < checkin;
}
