import { describe, expect, it } from 'vitest';
import { hotelRequestSchema } from '@yado/domain/assistant/request';
import {
  apiQuery,
  hotelHref,
  searchFromParams,
  searchFromRequest,
  searchToParams,
  withBudget,
  withFilters,
  withoutWish,
} from './agency-url';

const TODAY = '2030-03-10';
const read = (query: string) => searchFromParams(new URLSearchParams(query), TODAY);

describe('the agency search in its address', () => {
  it('reads place, stay, party, filters, order, page, currency, wishes and budget', () => {
    const search = read(
      'place=kyoto&checkin=2030-04-01&checkout=2030-04-03&adults=2&children=1&kids_ages=5&price_min=5000&price_max=30000' +
        '&stars=5,4&rating_min=4&amenities=onsen,free_wifi&meals=breakfast&sort=price&page=3&currency=USD' +
        '&wishes=onsen,breakfast&budget=30000&budget_currency=JPY',
    );
    expect(search).toEqual({
      place: 'kyoto',
      stay: { search_type: 'dated', checkin: '2030-04-01', checkout: '2030-04-03', nights: 1 },
      rooms: [{ adults: 2, children: 1, kids_ages: [5], kids_tiers: [] }],
      filters: {
        price_min: 5000,
        price_max: 30000,
        stars: ['4', '5'],
        rating_min: 4,
        amenities: ['onsen', 'free_wifi'],
        meals: 'breakfast',
      },
      sort: 'price',
      page: 3,
      currency: 'USD',
      wishes: ['onsen', 'breakfast'],
      budget: { amount: 30000, currency: 'JPY', per: 'night' },
    });
  });

  it('writes back the same search, so a link reproduces the page', () => {
    const query =
      'place=osaka&checkin=2030-05-02&checkout=2030-05-05&adults=3&children=0&price_max=20000&stars=3,4&amenities=pool&sort=rating&page=2&wishes=pool';
    const params = searchToParams(read(query));
    expect(Object.fromEntries(params)).toEqual(Object.fromEntries(new URLSearchParams(query)));
    expect(read(params.toString())).toEqual(read(query));
  });

  it('leaves out what is malformed and starts a past or missing stay today', () => {
    const search = read(
      'checkin=2001-01-01&stars=9,3&rating_min=7&amenities=casino,pool&meals=dinner&sort=cheapest&page=-2&currency=XXX&price_min=-5',
    );
    expect(search.stay).toMatchObject({ search_type: 'dated', checkin: TODAY, checkout: '2030-03-11' });
    expect(search.filters).toEqual({ stars: ['3'], amenities: ['pool'] });
    expect(search).toMatchObject({ sort: 'recommended', page: 1, place: '', wishes: [], budget: null });
    expect(search.currency).toBeUndefined();
  });

  it('keeps only the lower end of a price range written the wrong way round', () => {
    expect(read('price_min=300&price_max=100').filters).toEqual({ price_min: 300, stars: [], amenities: [] });
  });

  it('reads an undated search with its nights, and rooms that differ as the rooms list', () => {
    const rooms = JSON.stringify([{ adults: 2 }, { adults: 1, children: 1, kids_ages: [8] }]);
    const search = read(`search_type=undated&nights=3&rooms=${encodeURIComponent(rooms)}`);
    expect(search.stay).toMatchObject({ search_type: 'undated', nights: 3 });
    expect(search.rooms).toHaveLength(2);
    expect(searchToParams(search).get('rooms')).not.toBeNull();
  });

  it('asks the API without what only the page reads, and a filter change starts at page one', () => {
    const search = read('place=kyoto&checkin=2030-04-01&checkout=2030-04-02&adults=2&page=4&wishes=onsen&budget=100&budget_currency=USD');
    const query = apiQuery(search, 'EUR', 10);
    expect(query).toMatchObject({ place: 'kyoto', currency: 'EUR', page: '4', per_page: '10' });
    expect(query).not.toHaveProperty('wishes');
    expect(query).not.toHaveProperty('budget');
    expect(withFilters(search, { stars: ['5'] })).toMatchObject({ page: 1, filters: { stars: ['5'] } });
  });

  it("links a hotel's page with the same stay and party", () => {
    expect(hotelHref('sakura-ginza', read('checkin=2030-04-01&checkout=2030-04-03&adults=2&children=1&kids_ages=4'))).toBe(
      '/hotels/sakura-ginza?checkin=2030-04-01&checkout=2030-04-03&adults=2&children=1&kids_ages=4',
    );
  });
});

describe('a request understood from a sentence, as a search', () => {
  const request = (input: object) => hotelRequestSchema.parse(input);

  it('takes the place, dates, party with ages, budget per night, wishes as amenities and meals, stars and rating', () => {
    const search = searchFromRequest(
      request({
        place_id: 'kyoto',
        checkin: '2030-04-01',
        checkout: '2030-04-03',
        adults: 2,
        children: [5],
        budget: { amount: 30000, currency: 'JPY', per: 'night' },
        wishes: ['breakfast', 'onsen', 'quiet'],
        min_stars: 4,
        min_rating: 8,
      }),
      TODAY,
    );
    expect(search).toMatchObject({
      place: 'kyoto',
      stay: { search_type: 'dated', checkin: '2030-04-01', checkout: '2030-04-03' },
      rooms: [{ adults: 2, children: 1, kids_ages: [5] }],
      filters: { price_max: 30000, stars: ['4', '5'], rating_min: 4, amenities: ['onsen'], meals: 'breakfast' },
      currency: 'JPY',
      wishes: ['breakfast', 'onsen', 'quiet'],
    });
  });

  it('shares a budget for the stay over its nights, and the adults over the rooms', () => {
    const search = searchFromRequest(
      request({
        checkin: '2030-04-01',
        nights: 3,
        rooms: 2,
        adults: 5,
        children: [null, 7],
        budget: { amount: 90000, currency: 'JPY', per: 'stay' },
      }),
      TODAY,
    );
    expect(search.stay).toMatchObject({ checkin: '2030-04-01', checkout: '2030-04-04' });
    expect(search.filters.price_max).toBe(30000);
    expect(search.rooms.map((room) => room.adults)).toEqual([3, 2]);
    // The second child's age is kept back until the first's is given: ages go in order.
    expect(search.rooms[0]).toMatchObject({ children: 2, kids_ages: [] });
  });

  it('says in its address that it was asked in words, which the API is not sent', () => {
    const search = searchFromRequest(request({ place_id: 'kyoto', checkin: '2030-04-01', checkout: '2030-04-02' }), TODAY);
    const params = searchToParams(search);
    expect(params.get('asked')).toBe('words');
    expect(read(params.toString()).inWords).toBe(true);
    expect(apiQuery(search, 'JPY', 10).asked).toBeUndefined();
    expect(read('place=kyoto').inWords).toBeUndefined();
  });

  it('searches nights without dates undated, and a request without a stay from today for one night', () => {
    expect(searchFromRequest(request({ nights: 2 }), TODAY).stay).toMatchObject({ search_type: 'undated', nights: 2 });
    expect(searchFromRequest(request({}), TODAY).stay).toMatchObject({ search_type: 'dated', checkin: TODAY, checkout: '2030-03-11' });
  });

  it('takes back a wish with the filter it brought, and a budget with its price limit', () => {
    const search = searchFromRequest(
      request({
        place_id: 'kyoto',
        checkin: '2030-04-01',
        checkout: '2030-04-02',
        wishes: ['breakfast', 'onsen'],
        budget: { amount: 200, currency: 'USD', per: 'night' },
      }),
      TODAY,
    );
    const noOnsen = withoutWish(search, 'onsen');
    expect(noOnsen).toMatchObject({ wishes: ['breakfast'], filters: { amenities: [], meals: 'breakfast' } });
    expect(withoutWish(noOnsen, 'breakfast').filters.meals).toBeUndefined();
    expect(withBudget(search, { amount: 150, currency: 'USD', per: 'night' }).filters.price_max).toBe(150);
    const noBudget = withBudget(search, null);
    expect(noBudget.budget).toBeNull();
    expect(noBudget.filters.price_max).toBeUndefined();
  });
});
