import { describe, expect, it } from 'vitest';
import { criteriaFromParams, criteriaToParams, parseKidsTiers, parseRoomsParam, searchQuery } from './search-criteria';

const today = '2026-11-21';
const read = (query: string, kidsType: 'ages' | 'tiers' = 'ages') => criteriaFromParams(new URLSearchParams(query), { today, kidsType });
const room = (adults: number, children = 0, kids_ages: number[] = []) => ({ adults, children, kids_ages, kids_tiers: [] });

describe('search criteria from the URL', () => {
  it('reads the §2 parameters as given', () => {
    expect(read('checkin=2026-12-01&checkout=2026-12-03&adults=3&children=1&kids_ages=7&order=price_high_to_low&type=plans')).toMatchObject(
      {
        checkin: '2026-12-01',
        checkout: '2026-12-03',
        rooms: [room(3, 1, [7])],
        order: 'price_high_to_low',
        type: 'plans',
      },
    );
  });

  it('starts today for one night, one room of two adults, by room and cheapest first when nothing is given', () => {
    expect(read('')).toEqual({
      checkin: today,
      checkout: '2026-11-22',
      search_type: 'dated',
      nights: 1,
      is_day_use: false,
      rooms: [room(2)],
      type: 'rooms',
      order: 'price_low_to_high',
      filter: [],
      room_type_codes: [],
      hotel_plan_codes: [],
      room_plan_codes: [],
      is_including_occupied: null,
      promo_code: '',
      google_promo_code: '',
      mode: null,
    });
  });

  it('moves a past or malformed check-in to today, keeping a check-out that still fits', () => {
    expect(read('checkin=2026-11-01&checkout=2026-11-23')).toMatchObject({ checkin: today, checkout: '2026-11-23' });
    expect(read('checkin=21-11-2026&checkout=2026-11-24')).toMatchObject({ checkin: today, checkout: '2026-11-24' });
  });

  it('falls back to one night for a reversed or overlong stay, and to the same day for day use', () => {
    expect(read('checkin=2026-12-05&checkout=2026-12-05').checkout).toBe('2026-12-06');
    expect(read('checkin=2026-12-05&checkout=2027-02-05').checkout).toBe('2026-12-06');
    expect(read('checkin=2026-12-05&checkout=2026-12-07&is_day_use=true')).toMatchObject({ checkout: '2026-12-05', is_day_use: true });
  });

  it('ignores guest counts, orders and types it does not know', () => {
    expect(read('adults=0&children=-1&order=cheapest&type=x')).toMatchObject({
      rooms: [room(2)],
      order: 'price_low_to_high',
      type: 'rooms',
    });
    expect(read('adults=2.5&children=x').rooms).toEqual([room(2)]);
  });

  it('reads room_count rooms alike, or a rooms list of differing rooms', () => {
    expect(read('adults=1&room_count=3').rooms).toEqual([room(1), room(1), room(1)]);
    const rooms = JSON.stringify([{ adults: 2, children: 1, kids_ages: [5] }, { adults: 1 }]);
    expect(read(`rooms=${encodeURIComponent(rooms)}&adults=4`).rooms).toEqual([room(2, 1, [5]), room(1)]);
  });

  it('falls back to the single-room parameters for a broken rooms list', () => {
    expect(parseRoomsParam('[{"adults":2}')).toBeNull();
    expect(parseRoomsParam('[{"adults":0}]')).toBeNull();
    expect(parseRoomsParam('[]')).toBeNull();
    expect(read('rooms=%5B%7B&adults=3').rooms).toEqual([room(3)]);
  });

  it('counts children from the tiers in tier mode', () => {
    expect(parseKidsTiers('A:1,C:2,bad,D:x')).toEqual([
      { code: 'A', children: 1 },
      { code: 'C', children: 2 },
    ]);
    expect(read('adults=2&children=5&kids_tiers=A:1,C:2', 'tiers').rooms).toEqual([
      {
        adults: 2,
        children: 3,
        kids_ages: [],
        kids_tiers: [
          { code: 'A', children: 1 },
          { code: 'C', children: 2 },
        ],
      },
    ]);
  });

  it('starts undated where the hotel searches without dates, unless the link gives dates', () => {
    const undatedHotel = (query: string) =>
      criteriaFromParams(new URLSearchParams(query), { today, kidsType: 'ages', defaultSearchType: 'undated' });
    expect(undatedHotel('adults=2').search_type).toBe('undated');
    expect(undatedHotel('checkin=2026-12-01&checkout=2026-12-02').search_type).toBe('dated');
    expect(undatedHotel('search_type=dated').search_type).toBe('dated');
  });

  it('reads singular and plural code restrictions, filters and flags', () => {
    expect(
      read('room_type_code=TWN&hotel_plan_codes=BF,RO&room_plan_code=A&room_plan_code=B&filter=3,x,5&is_including_occupied=true'),
    ).toMatchObject({
      room_type_codes: ['TWN'],
      hotel_plan_codes: ['BF', 'RO'],
      room_plan_codes: ['A', 'B'],
      filter: [3, 5],
      is_including_occupied: true,
    });
    expect(read('search_type=undated&nights=3&mode=secret&promo_code=%20WINTER%20')).toMatchObject({
      search_type: 'undated',
      nights: 3,
      mode: 'secret',
      promo_code: 'WINTER',
    });
    // A voucher's number is read in voucher mode only.
    expect(read('mode=voucher&voucher_coupon_code=%20V-ABC%20')).toMatchObject({ mode: 'voucher', voucher_coupon_code: 'V-ABC' });
    expect(read('mode=secret&voucher_coupon_code=V-ABC')).not.toHaveProperty('voucher_coupon_code');
  });
});

describe('search criteria into the URL', () => {
  const roundTrip = (query: string, kidsType: 'ages' | 'tiers' = 'ages') => {
    const first = read(query, kidsType);
    return { first, again: criteriaFromParams(criteriaToParams(first), { today, kidsType }) };
  };

  it('round-trips every search parameter', () => {
    const rooms = encodeURIComponent(JSON.stringify([{ adults: 2, children: 1, kids_ages: [5] }, { adults: 1 }]));
    for (const query of [
      'checkin=2026-12-01&checkout=2026-12-04&adults=3&children=2&kids_ages=4,9&room_count=2&type=plans&order=recommended',
      `checkin=2026-12-01&checkout=2026-12-02&rooms=${rooms}&filter=1,2&room_type_codes=A,B&hotel_plan_code=BF&room_plan_codes=X,Y`,
      'search_type=undated&nights=2&is_including_occupied=false&promo_code=SUMMER&mode=secret',
      'checkin=2026-12-01&checkout=2026-12-01&is_day_use=true',
      'checkin=2026-12-01&checkout=2026-12-02&mode=voucher&voucher_coupon_code=V-ABC',
    ]) {
      const { first, again } = roundTrip(query);
      expect(again).toEqual(first);
    }
    const { first, again } = roundTrip('adults=2&kids_tiers=A:1,B:1', 'tiers');
    expect(again).toEqual(first);
  });

  it('carries companions in the rooms list, even when every room is alike', () => {
    const companions = encodeURIComponent(JSON.stringify([{ adults: 1, adult_companion: 1, kid_tier_A_companion: 2 }]));
    const { first, again } = roundTrip(`checkin=2026-12-01&checkout=2026-12-02&rooms=${companions}`, 'tiers');
    expect(first.rooms).toEqual([{ adults: 1, children: 0, kids_ages: [], kids_tiers: [], adult_companion: 1, kid_tier_A_companion: 2 }]);
    expect(again).toEqual(first);
    expect(criteriaToParams(first).get('rooms')).not.toBeNull();
    expect(parseRoomsParam(JSON.stringify([{ adults: 1, adult_companion: -1 }]))).toBeNull();
  });

  it('keeps start-up and marketing parameters in the page URL and writes only what differs from the defaults', () => {
    const params = criteriaToParams(read('adults=2'), new URLSearchParams('code=sakura-ginza&utm_source=news&locale=ja&rooms=x'));
    expect(params.get('code')).toBe('sakura-ginza');
    expect(params.get('utm_source')).toBe('news');
    expect(params.get('rooms')).toBeNull();
    expect([...params.keys()].sort()).toEqual(['adults', 'checkin', 'checkout', 'children', 'code', 'locale', 'utm_source']);
  });

  it('sends the search without the hotel code', () => {
    const query = searchQuery(read('code=sakura-ginza&adults=3&type=plans'));
    expect(query).not.toHaveProperty('code');
    expect(query).toMatchObject({ adults: '3', type: 'plans' });
  });
});
