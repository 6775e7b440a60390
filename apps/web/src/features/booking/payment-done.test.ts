import { describe, expect, it } from 'vitest';
import { paidTarget } from './payment-done';

describe('a payment settled as paid', () => {
  it("leads a lottery winner's stay to the entry's end", () => {
    expect(paidTarget('R1', { flightPackage: false, lotteryEntryNumber: 'L9' })).toBe('/room-lottery/complete/L9');
  });

  it("leads a flight package to its confirmation, whatever lottery entry the tab's stay draft names", () => {
    expect(paidTarget('R1', { flightPackage: true, lotteryEntryNumber: 'L9' })).toBe('/reservation/confirmation/R1');
    expect(paidTarget('R1', { flightPackage: false })).toBe('/reservation/confirmation/R1');
  });
});
