import { describe, expect, it } from 'vitest';
import { airportByCode, nearestAirport, routeFlown } from './airports';
import { packagePrice, partyFare, supplements } from './pricing';
import { flightsFitStay, packageLocaleProblem, packagePaymentType, packageSearchProblem, PACKAGE_MAX_ROOMS } from './rules';
import { passengerCount, seatsFor, travellersOf } from './travellers';

const room = (adults: number, kids_ages: number[] = [], children = kids_ages.length) => ({ adults, children, kids_ages, kids_tiers: [] });

describe('who flies at which fare', () => {
  it('counts adults, children by age, and infants on a lap', () => {
    expect(travellersOf([room(2, [12, 11, 2, 1])])).toEqual({ adults: 3, children: 2, infants: 1 });
  });

  it('seats the infants beyond one per adult at the child fare', () => {
    const travellers = travellersOf([room(1, [0, 1])]);
    expect(travellers).toEqual({ adults: 1, children: 1, infants: 1 });
    expect(seatsFor(travellers)).toBe(2);
    expect(passengerCount(travellers)).toBe(3);
  });

  it('counts a child without an age (kids tiers) as a child', () => {
    expect(travellersOf([{ adults: 2, children: 2, kids_ages: [], kids_tiers: [{ code: 'A', children: 2 }] }])).toEqual({
      adults: 2,
      children: 2,
      infants: 0,
    });
  });

  it('adds up the rooms of the party', () => {
    expect(travellersOf([room(2), room(1, [5])])).toEqual({ adults: 3, children: 1, infants: 0 });
  });
});

describe('package price', () => {
  const outbound = { adult: 20_000, child: 15_000 };
  const inbound = { adult: 18_000, child: 13_500 };
  const travellers = { adults: 2, children: 1, infants: 1 };

  it('is the hotel rate plus both flights for the whole party, infants free', () => {
    expect(partyFare(outbound, travellers)).toBe(55_000);
    expect(packagePrice({ hotelTotal: 30_000, outbound, inbound, travellers })).toEqual({
      total: 30_000 + 55_000 + 49_500,
      hotel: 30_000,
      flights: 104_500,
    });
  });

  it('shows each flight as what it adds to the cheapest', () => {
    expect(supplements([12_000, 10_000, 15_500])).toEqual([2000, 0, 5500]);
    expect(supplements([])).toEqual([]);
  });
});

describe('§5 limits of a stay plus flight', () => {
  const search = { undated: false, checkin: '2030-05-06', checkout: '2030-05-08', roomCount: 1, departureAirport: 'CTS' };

  it('accepts a dated stay of up to 5 rooms from an airport', () => {
    expect(packageSearchProblem(search)).toBeNull();
    expect(packageSearchProblem({ ...search, roomCount: PACKAGE_MAX_ROOMS })).toBeNull();
  });

  it.each([
    ['an undated search', { undated: true }, 'package_dates_required'],
    ['no check-out', { checkout: null }, 'package_dates_required'],
    ['a day use', { checkout: '2030-05-06' }, 'package_dates_required'],
    ['six rooms', { roomCount: 6 }, 'package_too_many_rooms'],
    ['no departure airport', { departureAirport: null }, 'package_departure_required'],
  ])('refuses %s', (_name, change, problem) => {
    expect(packageSearchProblem({ ...search, ...change })).toBe(problem);
  });

  it('is booked in Japanese only', () => {
    expect(packageLocaleProblem('ja')).toBeNull();
    for (const locale of ['en', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar'])
      expect(packageLocaleProblem(locale)).toBe('package_japanese_only');
  });

  it('flies out on the check-in day and back on the check-out day', () => {
    const stay = { checkin: '2030-05-06', checkout: '2030-05-08' };
    expect(flightsFitStay(stay, { outboundDate: '2030-05-06', returnDate: '2030-05-08' })).toBe(true);
    expect(flightsFitStay(stay, { outboundDate: '2030-05-05', returnDate: '2030-05-08' })).toBe(false);
    expect(flightsFitStay(stay, { outboundDate: '2030-05-06', returnDate: '2030-05-09' })).toBe(false);
  });

  it('pays the stay in full by card, in the hotel’s currency', () => {
    expect(packagePaymentType(['on_site', 'credit_card'], 'JPY')).toBe('credit_card');
    expect(packagePaymentType(['on_site', 'credit_card_deposit'], 'JPY')).toBeNull();
    expect(packagePaymentType(['twd_credit_card'], 'JPY')).toBeNull();
    expect(packagePaymentType(['twd_credit_card'], 'TWD')).toBe('twd_credit_card');
  });
});

describe('airports', () => {
  it('flies a hotel to its nearest airport, none when it is far from all', () => {
    expect(nearestAirport({ latitude: 35.6717, longitude: 139.765 })?.code).toBe('HND');
    expect(nearestAirport({ latitude: 37.5636, longitude: 126.9827 })?.code).toBe('GMP');
    expect(nearestAirport({ latitude: 25.0264, longitude: 121.5436 })?.code).toBe('TSA');
    expect(nearestAirport({ latitude: 0, longitude: 0 })).toBeNull();
  });

  it('has no flights within a city or between two foreign cities', () => {
    const at = (code: string) => airportByCode(code)!;
    expect(routeFlown(at('CTS'), at('HND'))).toBe(true);
    expect(routeFlown(at('HND'), at('ICN'))).toBe(true);
    expect(routeFlown(at('HND'), at('NRT'))).toBe(false);
    expect(routeFlown(at('ICN'), at('TPE'))).toBe(false);
  });
});
