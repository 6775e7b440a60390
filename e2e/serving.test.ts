import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

describe('one server for the API, the widget, the loader and the demo page', () => {
  it('serves the demo page, the loader, any widget route, and JSON errors under /api', async () => {
    const get = (url: string) => h.app.app.inject({ url });
    expect((await get('/demo/')).body).toContain('<title>Yado demo hotels');
    expect((await get('/demo')).body).toContain('<title>Yado demo hotels');
    expect((await get('/embed/loader.js')).headers['content-type']).toMatch(/javascript/);
    expect((await get('/reservation/confirmation/1234567890?code=sakura-ginza')).body).toContain('<div id="root">');
    const api = await get('/api/v1/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json().errors[0].code).toBe('NOT_FOUND');
  });
});
