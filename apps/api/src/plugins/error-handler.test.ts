import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(async () => t.close());

const post = (payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: '/api/v1/client_sessions', headers: { 'content-type': contentType }, payload });

describe('requests refused before any route reads them', () => {
  it('are invalid (1000) in the error shape, with the status the answer has', async () => {
    const answers = await Promise.all([
      post('{"a":'),
      post('', 'application/json'),
      post('hello', 'application/x-unknown'),
      post(`{"a":"${'x'.repeat(1_100_000)}"}`),
      t.app.inject({ url: `/api/v1/hotels/${'x'.repeat(200)}/settings/booking_widget` }),
      t.app.inject({ url: '/api/v1/hotels/%E0%A4%A/settings/booking_widget' }),
    ]);
    expect(answers.map((a) => [a.statusCode, firstError(a.json()).status, firstError(a.json()).code])).toEqual([
      [400, 400, 1000],
      [400, 400, 1000],
      [415, 415, 1000],
      [413, 413, 1000],
      [414, 414, 1000],
      [400, 400, 1000],
    ]);
  });
});
