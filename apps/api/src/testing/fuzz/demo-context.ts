import { addDays } from '@yado/domain/dates';
import { DEMO_LOTTERY_EVENT_ID } from '../../db/seed/lotteries';
import { DEMO_CORPORATE_PASSWORD } from '../../db/seed/organizations';
import { demoStaffKey } from '../../db/seed/staff-keys';
import { bookingBody, confirmedMember, quotedTotal, tokyoMonday, type TestApp } from '../test-app';
import type { Credentials, ExampleBodies } from './requests';
import type { Hints } from './schema-inputs';

const GUEST_EMAIL = 'fuzz.guest@example.com';
const MEMBER_EMAIL = 'fuzz.member@example.com';
const MEMBER_PASSWORD = 'Sakura2026';
const CARD = { number: '4242424242424242', holder_name: 'YUI TANAKA', exp_month: 12, exp_year: 2035, cvv: '123' };

/**
 * What a fuzzed request needs to get past the first checks on the seeded demo: a client session, a
 * member, a corporate user and a staff key, a booked reservation and a card token; the values that
 * exist, by the field and parameter names that carry them (a value is used where it fits the
 * field's schema, first ones first); and known-good bodies for the operations too intricate to draw.
 */
export async function demoContext(t: TestApp): Promise<{ credentials: Credentials; hints: Hints; examples: ExampleBodies }> {
  const { app } = t;
  const clientSession = await t.session();
  const memberToken = await confirmedMember(app, MEMBER_EMAIL);
  const corporate = await app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/organization/sign_in',
    payload: { account_id: 'kaede-admin', password: DEMO_CORPORATE_PASSWORD },
  });
  const organizationToken = corporate.json().data.access_token as string;
  const organization = await app.inject({ url: '/api/v1/organization/me', headers: { 'organization-session': organizationToken } });
  const organizationId = organization.json().data.user.organization.id as number;

  const checkin = tokyoMonday(20);
  const checkout = addDays(checkin, 2);
  const stay = { checkin, checkout, roomPlanCode: 'MOD-DBL-RO' };
  const booking = bookingBody({ ...stay, totalCents: await quotedTotal(app, stay), email: GUEST_EMAIL });
  const booked = await app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/reservations',
    headers: { 'client-session': clientSession },
    payload: booking,
  });
  if (booked.statusCode !== 201) throw new Error(`the fuzz's reservation was not booked: ${booked.body}`);
  const reservation = booked.json().data as {
    reservation_number: string;
    bypass_token: string;
    reservation: { version: number; rooms: Array<{ id: number }> };
  };
  const roomId = reservation.reservation.rooms[0]!.id;

  const card = await app.inject({ method: 'POST', url: '/sandbox-gateway/tokens', payload: CARD });
  const cardToken = card.json().token as string;

  const hints: Hints = {
    code: ['sakura-ginza', 'sakura-myeongdong', 'formosa-daan'],
    brand: ['sakura', 'formosa'],
    number: [reservation.reservation_number, 'PAYDEMO0001'],
    id: [reservation.reservation_number, DEMO_LOTTERY_EVENT_ID, organizationId],
    email: [GUEST_EMAIL, MEMBER_EMAIL],
    email_confirmation: [GUEST_EMAIL],
    to: [GUEST_EMAIL],
    password: [MEMBER_PASSWORD],
    password_confirmation: [MEMBER_PASSWORD],
    current_password: [MEMBER_PASSWORD],
    bypass_token: [reservation.bypass_token],
    version: [reservation.reservation.version],
    room_ids: [String(roomId), [roomId]],
    checkin: [checkin],
    checkout: [checkout],
    checkin_date: [checkin],
    checkout_date: [checkout],
    start_date: [checkin],
    end_date: [addDays(checkin, 30)],
    date: [checkin],
    year: [Number(checkin.slice(0, 4))],
    locale: ['en', 'ja'],
    currency: ['JPY', 'EUR', 'USD'],
    currency_iso: ['JPY'],
    adults: [2, 1],
    room_type_code: ['MOD-DBL'],
    room_plan_code: ['MOD-DBL-RO'],
    first_name: ['Yui'],
    last_name: ['Tanaka'],
    phone: ['+819012345678'],
    token: [cardToken],
    card_token: [cardToken],
    gateway: ['sandbox'],
    account_id: ['kaede-admin'],
    amount: [8800],
    description: ['Birthday cake'],
  };
  const examples: ExampleBodies = {
    'POST /api/v1/hotels/{code}/reservations': booking,
    'POST /sandbox-gateway/tokens': CARD,
    'PUT /api/v1/reservations/{id}/guests': {
      bypass_token: reservation.bypass_token,
      version: reservation.reservation.version,
      guest: booking.guest,
      rooms: [{ id: roomId, first_name: 'Yui', last_name: 'Tanaka' }],
    },
  };
  return { credentials: { clientSession, memberToken, organizationToken, staffKey: demoStaffKey('sakura-ginza') }, hints, examples };
}
