import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { bookingBody, confirmedMember, firstError, quotedTotal, startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';
import { bookWithCard, sandboxToken } from './testing';

let t: TestApp;
let session: string;
let member: string;
beforeAll(async () => {
  t = await startTestApp();
  session = await t.session();
  member = await confirmedMember(t.app, 'card.keeper@example.com');
});
afterAll(async () => t.close());

const cards = async (bearer = member) =>
  (await t.app.inject({ url: '/api/v1/user/credit_cards', headers: { authorization: `Bearer ${bearer}` } })).json().data?.credit_cards;

async function bookWith(payment: object, bearer = member, checkin = tokyoDate(110)) {
  const checkout = addDays(checkin, 1);
  const totalCents = await quotedTotal(t.app, { checkin, checkout, roomPlanCode: 'MOD-DBL-NR' });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/reservations',
    headers: { 'client-session': session, authorization: `Bearer ${bearer}` },
    payload: {
      ...bookingBody({ checkin, checkout, roomPlanCode: 'MOD-DBL-NR', totalCents }),
      payment: { type: 'credit_card', ...payment },
    },
  });
}

describe("a member's saved cards", () => {
  it('keep a card the member asked to save once it has paid, and pay with it next time', async () => {
    expect(await cards()).toEqual([]);
    const token = await sandboxToken(t.app, '3530111333300000', { exp_month: 4, exp_year: 2031 });
    expect((await bookWith({ card_token: token, save_card: true })).statusCode).toBe(201);
    const saved = await cards();
    expect(saved).toEqual([{ id: expect.any(Number), brand: 'jcb', last4: '0000', exp_month: 4, exp_year: 2031 }]);

    const again = await bookWith({ saved_card_id: saved[0].id }, member, tokyoDate(112));
    expect(again.statusCode).toBe(201);
    expect(again.json().data.reservation.payment).toMatchObject({ status: 'captured', card_brand: 'jcb', card_last4: '0000' });
  });

  it('do not keep a declined card, nor a card saved by a guest who is not signed in', async () => {
    const before = (await cards()).length;
    const declined = await bookWithCard(t.app, session, {
      number: '4000000000000002',
      checkin: tokyoDate(113),
      checkout: tokyoDate(114),
      bearer: member,
    });
    expect(declined.statusCode).toBe(402);
    expect((await cards()).length).toBe(before);
  });

  it('cannot be used or deleted by another member, and stop paying once deleted', async () => {
    const other = await confirmedMember(t.app, 'someone.else@example.com');
    const [card] = await cards();
    const borrowed = await bookWith({ saved_card_id: card.id }, other, tokyoDate(115));
    expect(firstError(borrowed.json()).code).toBe('CARD_TOKEN_INVALID');
    const stranger = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/credit_cards/${card.id}`,
      headers: { authorization: `Bearer ${other}` },
    });
    expect(stranger.statusCode).toBe(404);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/credit_cards/${card.id}`,
      headers: { authorization: `Bearer ${member}` },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await cards()).toEqual([]);
    const afterDelete = await bookWith({ saved_card_id: card.id }, member, tokyoDate(116));
    expect(firstError(afterDelete.json()).code).toBe('CARD_TOKEN_INVALID');
  });

  it('are named by ids the database can hold: a larger one is invalid (1000), not a failed query', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/user/credit_cards/2147483648',
      headers: { authorization: `Bearer ${member}` },
    });
    expect([response.statusCode, firstError(response.json()).code]).toEqual([422, 1000]);
  });

  it('are for signed-in members only', async () => {
    const response = await t.app.inject({ url: '/api/v1/user/credit_cards' });
    expect([response.statusCode, firstError(response.json()).code]).toEqual([401, 'NOT_SIGNED_IN']);
  });
});
