import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(async () => t.close());

describe('client sessions', () => {
  it('issues a session token that expires in 0.75 day', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/client_sessions', payload: { key: 'widget' } });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.client_session).toMatch(/^[\w-]{32}$/);
    const hours = (Date.parse(data.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(17.9);
    expect(hours).toBeLessThanOrEqual(18);
  });

  it('accepts a known Client-Session header and refuses an unknown one with 1400', async () => {
    const token = await t.session();
    const ok = await t.app.inject({ url: '/api/v1/health', headers: { 'client-session': token } });
    expect(ok.statusCode).toBe(200);
    const refused = await t.app.inject({ url: '/api/v1/health', headers: { 'client-session': 'not-a-session' } });
    expect(refused.statusCode).toBe(401);
    expect(firstError(refused.json())).toMatchObject({ code: 1400, title: 'Invalid client session', status: 401 });
  });

  it('answers malformed bodies in the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client_sessions',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(response.statusCode).toBe(400);
    expect(firstError(response.json()).code).toBe(1000);
  });

  it('answers unknown API paths with 404 in the error shape', async () => {
    const response = await t.app.inject({ url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(firstError(response.json()).code).toBe('NOT_FOUND');
  });

  it('serves the OpenAPI document generated from the routes', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/hotels/{code}/rooms', '/api/v1/hotels/{code}/reservations', '/api/v1/reservations/{id}/cancel']),
    );
    // The statuses and content types the routes answer with, not a default 200 of JSON.
    for (const path of ['/api/v1/membership/sign_out', '/api/v1/membership/cancel']) {
      expect([path, Object.keys(doc.paths[path].post.responses)]).toEqual([path, ['204']]);
    }
    expect(Object.keys(doc.paths['/api/v1/membership/password'].put.responses)).toEqual(['204']);
    expect(Object.keys(doc.paths['/api/v1/hotels/{code}/sso/{provider}/start'].get.responses)).toEqual(['302']);
    expect(Object.keys(doc.paths['/api/v1/organizations/{id}/reservations/download'].get.responses['200'].content)).toEqual(['text/csv']);
  });
});
