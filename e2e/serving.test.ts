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
    // Built assets go out compressed at build time (brotli, else gzip), as the browser accepts.
    const script = /src="(\/assets\/index-[^"]+\.js)"/.exec((await get('/booking/result?code=sakura-ginza')).body)?.[1] ?? '';
    const brotli = await h.app.app.inject({ url: script, headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    const gzip = await h.app.app.inject({ url: script, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await h.app.app.inject({ url: script });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const loader = await h.app.app.inject({ url: '/embed/loader.js', headers: { 'accept-encoding': 'br' } });
    expect(loader.headers['content-encoding']).toBe('br');

    const api = await get('/api/v1/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json().errors[0].code).toBe('NOT_FOUND');
  });
});
