import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { firstError, ginzaFirstCheckin, startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(async () => t.close());

describe('booking widget settings', () => {
  it('returns the start-up response and init settings of the hotel', async () => {
    const response = await t.app.inject({ url: '/api/v1/hotels/sakura-ginza/settings/booking_widget' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.hotel_brand).toMatchObject({ code: 'sakura', first_party_cookie_setting: { status: 'none', enabled: false } });
    // The brand's hotels come with the settings, in the asked language, so the search bar needs no second call.
    expect(data.hotel_brand.hotels).toEqual([
      { code: 'sakura-ginza', name: 'Sakura Hotel Ginza' },
      { code: 'sakura-myeongdong', name: 'Sakura Hotel Myeongdong' },
    ]);
    const ja = await t.app.inject({ url: '/api/v1/hotels/sakura-ginza/settings/booking_widget', headers: { 'tripla-locale': 'ja' } });
    expect(ja.json().data.hotel_brand.hotels[0]).toEqual({ code: 'sakura-ginza', name: 'さくらホテル銀座' });
    expect(data.init_settings).toMatchObject({
      code: 'sakura-ginza',
      hotel_name: 'Sakura Hotel Ginza',
      time_zone: 'Asia/Tokyo',
      currency: 'JPY',
      button_colour: '#a3173f',
      max_guests_per_room: 20,
      day_use_search_active: true,
      reservable_period_months: 12,
      today: ginzaFirstCheckin(),
      // The demo hotel sells last night in the small hours: the page says why check-in is yesterday then.
      last_night_on_sale: ginzaFirstCheckin() !== tokyoDate(0),
      // Flights reach the hotel: the widget offers the stay plus flight tab.
      flight_package_airport: 'HND',
    });
    expect(data.available_languages).toHaveLength(8);
    // A yen hotel: no Korean or Taiwanese card types.
    expect(data.payment_options).toEqual([
      'on_site',
      'deferred_payment',
      'bank_transfer',
      'credit_card',
      'credit_card_full',
      'pre_paid',
      'credit_card_deposit',
      'on_site_credit_card_required',
    ]);
    // Cards go to the gateway's own fields; the start-up response says where they are and which brands count.
    expect(data.payment_gateway_setting).toEqual({
      gateway: 'sandbox',
      card_fields_url: '/sandbox-gateway/card-fields',
      accepted_card_brands: ['visa', 'master', 'jcb', 'amex', 'diners'],
    });
  });

  it('says whether the brand is always in preview (PREVIEW_BRAND), and only for that brand', async () => {
    const settingsOf = async (app: TestApp, code: string) =>
      (await app.app.inject({ url: `/api/v1/hotels/${code}/settings/booking_widget` })).json().data.hotel_brand.preview;
    expect(await settingsOf(t, 'sakura-ginza')).toBe(false);
    const previewing = await startTestApp({ config: { PREVIEW_BRAND: 'formosa' } });
    try {
      expect(await settingsOf(previewing, 'formosa-daan')).toBe(true);
      expect(await settingsOf(previewing, 'sakura-ginza')).toBe(false);
    } finally {
      await previewing.close();
    }
  });

  it('names the hotel in the language of the Tripla-Locale header', async () => {
    const response = await t.app.inject({ url: '/api/v1/hotels/sakura-ginza/settings/booking_widget', headers: { 'tripla-locale': 'ja' } });
    expect(response.json().data.init_settings.hotel_name).toBe('さくらホテル銀座');
  });

  it('restricts languages to the brand book languages', async () => {
    const response = await t.app.inject({ url: '/api/v1/hotels/formosa-daan/settings/booking_widget' });
    expect(response.json().data.book_languages).toEqual(['zh_Hant', 'en', 'ja']);
  });

  it('answers an unknown hotel with 404 and a missing code with "No hotel code"', async () => {
    const unknown = await t.app.inject({ url: '/api/v1/hotels/atlantis/settings/booking_widget' });
    expect(unknown.statusCode).toBe(404);
    expect(firstError(unknown.json())).toMatchObject({
      code: 'HOTEL_NOT_FOUND',
      status: 404,
      details: { base: [{ code: 'HOTEL_NOT_FOUND' }] },
    });
    const missing = await t.app.inject({ url: '/api/v1/hotels//settings/booking_widget' });
    expect(missing.statusCode).toBe(400);
    expect(firstError(missing.json()).title).toBe('No hotel code');
  });
});

describe('cancellation policies', () => {
  it('builds lines with the default free-cancellation days and the dates of the stay asked about', async () => {
    const checkin = tokyoDate(60);
    const response = await t.app.inject({ url: `/api/v1/hotels/sakura-ginza/cancellation_policies?hotel_plan_code=RO&checkin=${checkin}` });
    expect(response.statusCode).toBe(200);
    const [policy] = response.json().data;
    expect(policy.free_cancellation_days).toBe(3);
    const before = (days: number) => ({ days_before: days, hour: 0, date: addDays(checkin, -days) });
    expect(policy.lines).toEqual([
      { kind: 'free', until: before(2) },
      { kind: 'fee', from: before(2), percentage_of_cost: 30 },
      { kind: 'fee', from: before(1), percentage_of_cost: 50 },
      { kind: 'fee', from: before(0), percentage_of_cost: 100 },
      { kind: 'no_show', percentage_of_cost: 100 },
    ]);
  });

  it('shows a non-refundable rate as costing its whole price from now, not a free stretch that has passed', async () => {
    const checkin = tokyoDate(14);
    const response = await t.app.inject({ url: `/api/v1/hotels/sakura-ginza/cancellation_policies?hotel_plan_code=NR&checkin=${checkin}` });
    expect(response.json().data[0].lines).toEqual([
      { kind: 'fee', from: null, percentage_of_cost: 100 },
      { kind: 'no_show', percentage_of_cost: 100 },
    ]);
  });

  it('lists every policy of the hotel, and 404s an unknown plan', async () => {
    const all = await t.app.inject({ url: '/api/v1/hotels/sakura-ginza/cancellation_policies' });
    expect(all.json().data.map((p: { code: string }) => p.code)).toEqual(['STANDARD', 'NONREF', 'FLEX']);
    const unknown = await t.app.inject({ url: '/api/v1/hotels/sakura-ginza/cancellation_policies?hotel_plan_code=NOPE' });
    expect(unknown.statusCode).toBe(404);
  });

  it('validates the check-in date: its format, and that the day is on the calendar', async () => {
    for (const checkin of ['10-03-2027', '2027-02-30']) {
      const response = await t.app.inject({ url: `/api/v1/hotels/sakura-ginza/cancellation_policies?checkin=${checkin}` });
      expect([checkin, response.statusCode, firstError(response.json()).details.base[0]?.field]).toEqual([checkin, 422, 'checkin']);
    }
  });
});
