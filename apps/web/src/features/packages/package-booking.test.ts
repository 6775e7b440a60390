import { describe, expect, it } from 'vitest';
import { emptyPackageGuest, packageBookingBody, packageGuestSchema } from './package-booking';
import type { PackageDraft } from './package-draft';

const offer = (id: string, date: string) => ({
  offer_id: id,
  flight_number: id.split('.')[0] as string,
  departure_airport: 'CTS',
  arrival_airport: 'HND',
  departure_date: date,
  departs_at: '08:00',
  arrives_at: '09:40',
  cabin: 'economy',
  seats_left: 12,
  available: true,
  supplement: 0,
});

const draft: PackageDraft = {
  hotelCode: 'sakura-ginza',
  search: {
    checkin: '2030-06-03',
    checkout: '2030-06-05',
    rooms: [{ adults: 2, children: 0, kids_ages: [], kids_tiers: [] }],
    departure_airport: 'CTS',
    cabin: 'economy',
  },
  party: [{ adults: 2, children: 1, kids_ages: [5], kids_tiers: [] }],
  travellers: { adults: 2, children: 1, infants: 0 },
  departureAirport: { code: 'CTS', name: '札幌（新千歳）' },
  arrivalAirport: { code: 'HND', name: '東京（羽田）' },
  nights: 2,
  plan: {
    room_type_code: 'MOD-DBL',
    room_type_name: 'モデレートダブル',
    room_plan_code: 'MOD-DBL-NR',
    room_plan_name: '返金不可',
    hotel_plan_code: 'NR',
    meals: 'none',
    rooms_left: 3,
    cancellation_policy_id: 4,
    package_price: 90_000,
  },
  outbound: offer('YD101.2030-06-03.economy', '2030-06-03'),
  return: offer('YD102.2030-06-05.economy', '2030-06-05'),
  total: { cents: 92_000, currency: 'JPY' },
  idempotencyKey: 'package-key',
};

const typed = {
  ...emptyPackageGuest(1, 3),
  last_name: '田中',
  first_name: '結衣',
  last_name_kana: 'たなか',
  first_name_kana: 'ゆい',
  email: 'yui@example.com',
  email_confirmation: 'YUI@example.com ',
  phone: '09012345678',
  terms_accepted: true,
  rooms: [{ last_name: 'Tanaka', first_name: 'Yui' }],
  passengers: [
    { last_name: 'TANAKA', first_name: 'YUI' },
    { last_name: 'TANAKA', first_name: 'REN' },
    { last_name: 'TANAKA', first_name: 'SORA' },
  ],
};

describe('the package guest form', () => {
  const schema = packageGuestSchema({ locale: 'ja', addressRequired: false, roomCount: 1, passengerCount: 3 });

  it('takes the booker in Japanese and every traveller in Roman letters', () => {
    expect(schema.safeParse(typed).success).toBe(true);
  });

  it('refuses a traveller named in kana, a missing one, and a second email that differs', () => {
    const kana = schema.safeParse({ ...typed, passengers: [{ last_name: 'タナカ', first_name: 'ユイ' }, ...typed.passengers.slice(1)] });
    expect(kana.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['passengers.0.last_name', 'passengers.0.first_name']);
    expect(schema.safeParse({ ...typed, passengers: typed.passengers.slice(1) }).success).toBe(false);
    const mismatch = schema.safeParse({ ...typed, email_confirmation: 'other@example.com' });
    expect(mismatch.error?.issues[0]?.message).toBe('validation.email_mismatch');
  });
});

describe('the package booking request', () => {
  it('books the plan and both flights, names each traveller by fare type, at the total shown', () => {
    const body = packageBookingBody(draft, typed, 'tok_123456789', 'ja');
    expect(body).toMatchObject({
      checkin_date: '2030-06-03',
      checkout_date: '2030-06-05',
      locale: 'ja',
      room_type_code: 'MOD-DBL',
      room_plan_code: 'MOD-DBL-NR',
      rooms: [{ adults: 2, children: 1, kids_ages: [5], first_name: 'Yui', last_name: 'Tanaka' }],
      departure_airport: 'CTS',
      cabin: 'economy',
      outbound_offer_id: 'YD101.2030-06-03.economy',
      return_offer_id: 'YD102.2030-06-05.economy',
      payment: { card_token: 'tok_123456789' },
      total_price: { cents: 92_000, currency_iso: 'JPY' },
    });
    expect(body.passengers.map((p) => `${p.type}:${p.first_name}`)).toEqual(['adult:YUI', 'adult:REN', 'child:SORA']);
    expect(body.guest).toMatchObject({ last_name: '田中', last_name_kana: 'たなか', email: 'yui@example.com' });
    expect(body.guest.postal_code).toBeUndefined();
    expect('special_request' in body).toBe(false);
  });

  it('books at a new total once the guest accepted it', () => {
    expect(packageBookingBody(draft, typed, 'tok_123456789', 'ja', { cents: 95_000, currency: 'JPY' }).total_price.cents).toBe(95_000);
    // The stay's cancellation terms as the page showed them, when it showed a policy.
    expect(packageBookingBody(draft, typed, 'tok_123456789', 'ja', draft.total, '1:50').cancellation_policy_terms).toBe('1:50');
    expect(packageBookingBody(draft, typed, 'tok_123456789', 'ja')).not.toHaveProperty('cancellation_policy_terms');
  });
});
