import { describe, expect, it } from 'vitest';
import {
  airlineCancellationPercentage,
  airlineFeeSchedule,
  fareTravellersOf,
  flightCancellationFee,
  packageCancellationQuote,
  DEPARTED_PERCENTAGE,
  FREE_UNTIL_DAYS_BEFORE,
} from './cancellation';

/** A flight leaving Sapporo at 09:30 on 1 June, Tokyo time (UTC+9). */
const flight = { departure_date: '2031-06-01', departs_at: '09:30', timeZone: 'Asia/Tokyo', fares: { adult: 20_001, child: 15_000 } };
/** An instant given in Tokyo's local time. */
const tokyo = (local: string) => new Date(`${local}+09:00`);

describe("the airline's cancellation rule", () => {
  it(`is free until ${FREE_UNTIL_DAYS_BEFORE} days before the departure day, to the last minute of that day`, () => {
    expect(airlineCancellationPercentage(flight, tokyo('2031-05-01T12:00:00'))).toBe(0);
    expect(airlineCancellationPercentage(flight, tokyo('2031-05-18T23:59:00'))).toBe(0);
    expect(airlineCancellationPercentage(flight, tokyo('2031-05-19T00:00:00'))).toBe(30);
  });

  it('keeps 30 % from 13 days before, and 50 % from 2 days before', () => {
    expect(airlineCancellationPercentage(flight, tokyo('2031-05-29T23:59:00'))).toBe(30);
    expect(airlineCancellationPercentage(flight, tokyo('2031-05-30T00:00:00'))).toBe(50);
    expect(airlineCancellationPercentage(flight, tokyo('2031-06-01T09:29:00'))).toBe(50);
  });

  it('gives nothing back once the flight has left', () => {
    expect(airlineCancellationPercentage(flight, tokyo('2031-06-01T09:30:00'))).toBe(DEPARTED_PERCENTAGE);
    expect(airlineCancellationPercentage(flight, tokyo('2031-06-03T08:00:00'))).toBe(DEPARTED_PERCENTAGE);
  });

  it('reads as dates the same steps it charges, leaving out those already over', () => {
    const early = tokyo('2031-05-01T12:00:00');
    const schedule = airlineFeeSchedule(flight, early);
    expect(schedule).toEqual([
      { kind: 'free', until: '2031-05-18' },
      { kind: 'fee', from: '2031-05-19', percentage_of_fare: 30 },
      { kind: 'fee', from: '2031-05-30', percentage_of_fare: 50 },
      { kind: 'departed', percentage_of_fare: DEPARTED_PERCENTAGE },
    ]);
    // Each date it names is charged as it says.
    for (const line of schedule) {
      if (line.kind === 'free') expect(airlineCancellationPercentage(flight, tokyo(`${line.until}T23:59:00`))).toBe(0);
      if (line.kind === 'fee') expect(airlineCancellationPercentage(flight, tokyo(`${line.from}T00:00:00`))).toBe(line.percentage_of_fare);
    }
    expect(airlineFeeSchedule(flight, tokyo('2031-05-19T00:00:00')).map((line) => line.kind)).toEqual(['fee', 'fee', 'departed']);
    expect(airlineFeeSchedule(flight, tokyo('2031-05-30T08:00:00'))).toEqual([
      { kind: 'fee', from: '2031-05-30', percentage_of_fare: 50 },
      { kind: 'departed', percentage_of_fare: DEPARTED_PERCENTAGE },
    ]);
  });

  it("counts days in the departure airport's time, not the server's", () => {
    // 15:00 UTC on 18 May is already 19 May in Tokyo: 13 days before.
    expect(airlineCancellationPercentage(flight, new Date('2031-05-18T15:00:00Z'))).toBe(30);
    expect(airlineCancellationPercentage(flight, new Date('2031-05-18T14:59:00Z'))).toBe(0);
  });
});

describe("a flight's cancellation fee for the party", () => {
  it('takes the share of each fare as charged: adult fare, child fare, lap infants free', () => {
    const travellers = fareTravellersOf([{ type: 'adult' }, { type: 'adult' }, { type: 'child' }, { type: 'infant' }]);
    expect(travellers).toEqual({ adults: 2, children: 1, infants: 1 });
    // 30 % of 20,001 rounds to 6,000 per adult; 30 % of 15,000 is 4,500 for the child; the infant 0.
    expect(flightCancellationFee(flight, travellers, tokyo('2031-05-20T10:00:00'))).toEqual({ percentage_of_fare: 30, fee: 16_500 });
  });

  it('is nothing while free, and every fare once departed', () => {
    const travellers = { adults: 1, children: 1, infants: 1 };
    expect(flightCancellationFee(flight, travellers, tokyo('2031-04-01T10:00:00')).fee).toBe(0);
    expect(flightCancellationFee(flight, travellers, tokyo('2031-06-01T10:00:00')).fee).toBe(35_001);
  });
});

describe("a package's cancellation quote", () => {
  const parts = { charged: 100_000, hotelPrice: 60_000, flightsPrice: 40_000 };

  it('keeps the hotel fee and the flights fees, and refunds the rest of the one charge', () => {
    expect(packageCancellationQuote({ ...parts, hotelFee: 12_000, flightFees: [6_000, 4_000] })).toEqual({
      hotel_fee: 12_000,
      flight_fee: 10_000,
      total_fee: 22_000,
      refund: 78_000,
    });
  });

  it('refunds it all when both are free', () => {
    expect(packageCancellationQuote({ ...parts, hotelFee: 0, flightFees: [0, 0] })).toEqual({
      hotel_fee: 0,
      flight_fee: 0,
      total_fee: 0,
      refund: 100_000,
    });
  });

  it('never keeps more than each part cost, so the refund is never negative', () => {
    expect(packageCancellationQuote({ ...parts, hotelFee: 70_000, flightFees: [40_000, 40_000] })).toEqual({
      hotel_fee: 60_000,
      flight_fee: 40_000,
      total_fee: 100_000,
      refund: 0,
    });
  });
});
