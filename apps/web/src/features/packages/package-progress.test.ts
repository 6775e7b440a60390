import { describe, expect, it } from 'vitest';
import { afterPackageBooked, isPackageUndone, packagePollMs } from './package-progress';

describe("a package's confirmation page", () => {
  it('asks again while the tickets are to come or the booking is being undone', () => {
    for (const state of ['awaiting_challenge', 'paid', 'undoing'])
      expect(packagePollMs({ status: 'success', data: { state } }, 2000)).toBe(2000);
  });

  it('stops asking once the package is undone, booked or cancelled', () => {
    for (const state of ['undone', 'confirmed', 'cancelling', 'cancelled'])
      expect(packagePollMs({ status: 'success', data: { state } }, 2000)).toBe(false);
    expect(isPackageUndone('undone')).toBe(true);
    expect(isPackageUndone('confirmed')).toBe(false);
  });

  it('stops asking once an answer failed, whatever the last good one said', () => {
    expect(packagePollMs({ status: 'error', data: { state: 'awaiting_challenge' } }, 2000)).toBe(false);
    expect(packagePollMs({ status: 'pending', data: undefined }, 2000)).toBe(false);
  });
});

describe("a package's booking answer", () => {
  it('leads to the confirmation only when its stay is booked', () => {
    expect(afterPackageBooked('done')).toBe('confirmation');
    expect(afterPackageBooked('payment_pending')).toBe('payment-pending');
    expect(afterPackageBooked('cancelled')).toBe('payment-pending');
  });
});
