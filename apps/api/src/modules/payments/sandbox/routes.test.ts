import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(async () => t.close());

const CARD = { number: '4242424242424242', holder_name: 'YUI TANAKA', exp_month: 12, exp_year: 2035, cvv: '123' };

const tokenize = (payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: '/sandbox-gateway/tokens', headers: { 'content-type': contentType }, payload });

describe('the sandbox gateway’s token call', () => {
  it('answers every invalid input as invalid (1000) in the error shape, naming the field it can', async () => {
    const { cvv: _cvv, ...withoutCvv } = CARD;
    const inputs: Array<[string, string, string?]> = [
      ['wrong type', JSON.stringify({ ...CARD, exp_month: '12' })],
      ['number as a number', JSON.stringify({ ...CARD, number: 4242424242424242 })],
      ['missing field', JSON.stringify(withoutCvv)],
      ['absurd length', JSON.stringify({ ...CARD, holder_name: 'Y'.repeat(10_000) })],
      ['absurd year', JSON.stringify({ ...CARD, exp_year: 1e308 })],
      ['null body', 'null'],
      ['array body', '[]'],
      ['malformed JSON', '{"number":'],
      ['form body', new URLSearchParams({ number: CARD.number }).toString(), 'application/x-www-form-urlencoded'],
      ['unknown content type', 'card', 'application/x-card'],
      ['card the gateway refuses', JSON.stringify({ ...CARD, number: '4242424242424241' })],
      ['NUL in a text field', JSON.stringify({ ...CARD, holder_name: 'YUI\u0000TANAKA' })],
    ];
    for (const [what, payload, contentType] of inputs) {
      const answer = await tokenize(payload, contentType);
      expect([what, answer.statusCode >= 400 && answer.statusCode < 500, firstError(answer.json()).code]).toEqual([what, true, 1000]);
    }
    const refused = firstError((await tokenize(JSON.stringify({ ...CARD, number: '4242424242424241' }))).json());
    expect(refused.details.base[0]).toMatchObject({ code: 1000, field: 'number' });
  });

  it('answers a good card with a token', async () => {
    const answer = await tokenize(JSON.stringify(CARD));
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2035 });
  });
});
