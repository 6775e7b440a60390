import type { PackageState } from '@yado/domain/wire/packages';

/** The states in which the airline is still to issue the tickets, or the booking is being undone (ADR 0067): asked again meanwhile. */
const STILL_MOVING: ReadonlySet<string> = new Set<PackageState>(['awaiting_challenge', 'paid', 'undoing']);
/** The states of a package undone after its challenge: nothing booked, nothing kept. */
const UNDONE: ReadonlySet<string> = new Set<PackageState>(['undoing', 'undone']);

export const isPackageUndone = (state: string) => UNDONE.has(state);

/**
 * How often a package's page asks again where it stands: while it still moves on its own, and
 * never once an answer failed (the last good one would otherwise be asked after for ever).
 */
export function packagePollMs(query: { status: string; data?: { state: string } | undefined }, every: number): number | false {
  if (query.status === 'error' || !query.data) return false;
  return STILL_MOVING.has(query.data.state) ? every : false;
}

/**
 * Where a package's booking answer leads: only a booked stay is a confirmation; one waiting for
 * its card's challenge, or already given up, is the payment's page (which tells which), the draft kept.
 */
export const afterPackageBooked = (reservationStatus: string): 'confirmation' | 'payment-pending' =>
  reservationStatus === 'done' ? 'confirmation' : 'payment-pending';
