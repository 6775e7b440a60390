import { describe, expect, it } from 'vitest';
import { packageTotal, passengerTypes, ticketsOf } from './passengers';

describe('travellers on a package', () => {
  it('are named adults first, then children, then infants', () => {
    expect(passengerTypes({ adults: 2, children: 1, infants: 1 })).toEqual(['adult', 'adult', 'child', 'infant']);
  });

  it('each hold one ticket per flight: the supplier lists every passenger for the first flight, then for the second', () => {
    const tickets = ['out-1', 'out-2', 'back-1', 'back-2'];
    expect(ticketsOf(tickets, 2, 0)).toEqual(['out-1', 'back-1']);
    expect(ticketsOf(tickets, 2, 1)).toEqual(['out-2', 'back-2']);
    expect(ticketsOf([], 2, 0)).toEqual([]);
    expect(ticketsOf(tickets, 0, 0)).toEqual([]);
  });

  it('pay the plan with the cheapest flights, plus what each chosen flight adds', () => {
    expect(packageTotal(80_000, { outbound: 0, return: 0 })).toBe(80_000);
    expect(packageTotal(80_000, { outbound: 3_000, return: 1_500 })).toBe(84_500);
  });
});
