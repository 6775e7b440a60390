import { describe, expect, it } from 'vitest';
import { departureAirports, packageFormProblem, packageSearchFrom, packageSearchParams } from './package-search';

const context = { today: '2030-05-01', kidsType: 'ages' as const };

describe('the stay plus flight search in the address', () => {
  it('reads a link back as it was written: dates, party, airport and cabin', () => {
    const params = new URLSearchParams(
      'code=sakura-ginza&dynamic_package=wbf&checkin=2030-06-03&checkout=2030-06-05&adults=2&room_count=2&departure_airport=CTS&cabin=premium',
    );
    const search = packageSearchFrom(params, context);
    expect(search).toMatchObject({ checkin: '2030-06-03', checkout: '2030-06-05', departure_airport: 'CTS', cabin: 'premium' });
    expect(search.rooms).toHaveLength(2);
    const written = packageSearchParams(search, params);
    expect(written.get('code')).toBe('sakura-ginza');
    expect(written.get('dynamic_package')).toBe('wbf');
    expect(packageSearchFrom(written, context)).toEqual(search);
  });

  it('is always dated: an undated or day-use link becomes a stay of at least one night', () => {
    const search = packageSearchFrom(new URLSearchParams('search_type=undated&nights=3&is_day_use=true&dynamic_package=wbf'), context);
    expect(search.checkin).toBe('2030-05-01');
    expect(search.checkout).toBe('2030-05-02');
    const written = packageSearchParams(search);
    for (const key of ['search_type', 'nights', 'is_day_use']) expect(written.has(key)).toBe(false);
  });

  it('drops an airport it does not know and an unknown cabin', () => {
    const search = packageSearchFrom(new URLSearchParams('departure_airport=XXX&cabin=first'), context);
    expect(search.departure_airport).toBe('');
    expect(search.cabin).toBe('economy');
    expect(packageSearchParams(search).has('departure_airport')).toBe(false);
  });
});

describe('what keeps a package search from being sent (§5)', () => {
  const room = { adults: 2, children: 0, kids_ages: [], kids_tiers: [] };
  const base = { checkin: '2030-06-03', checkout: '2030-06-05', rooms: [room], departure_airport: 'CTS', cabin: 'economy' as const };

  it('asks for an airport, at least one night and at most 5 rooms', () => {
    expect(packageFormProblem(base)).toBeNull();
    expect(packageFormProblem({ ...base, departure_airport: '' })).toBe('package_departure_required');
    expect(packageFormProblem({ ...base, checkout: base.checkin })).toBe('package_dates_required');
    expect(packageFormProblem({ ...base, rooms: Array(6).fill(room) })).toBe('package_too_many_rooms');
    expect(packageFormProblem({ ...base, rooms: Array(5).fill(room) })).toBeNull();
  });

  it('offers departures from other cities only: none from Tokyo to a Tokyo hotel', () => {
    const codes = departureAirports('HND').map((airport) => airport.code);
    expect(codes).toContain('CTS');
    expect(codes).toContain('FUK');
    expect(codes).not.toContain('HND');
    expect(codes).not.toContain('NRT');
    expect(departureAirports('')).toEqual([]);
  });
});
