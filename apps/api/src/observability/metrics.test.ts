import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestApp, type TestApp } from '../testing/test-app';
import { METRICS_PATH } from './metrics-route';

const TOKEN = 'c0ffee5e7a1b2c3d4e5f60718293a4b5c6d7e8f9';

/** The value of one sample in Prometheus text, found by name and the labels given (others may be there too). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2] ?? '';
    if (Object.entries(labels).every(([key, value]) => present.split(',').includes(`${key}="${value}"`))) return Number(match[3]);
  }
  return undefined;
}

let off: TestApp;
let on: TestApp;
beforeAll(async () => {
  [off, on] = await Promise.all([startTestApp(), startTestApp({ config: { METRICS_ENABLED: true, METRICS_TOKEN: TOKEN } })]);
});
afterAll(async () => Promise.all([off?.close(), on?.close()]));

const scrape = async (t: TestApp) => {
  const response = await t.app.inject({ url: METRICS_PATH, headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe('the metrics endpoint', () => {
  it('does not exist unless metrics are turned on', async () => {
    const response = await off.app.inject({ url: METRICS_PATH, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(404);
    expect(firstError(response.json()).code).toBe('NOT_FOUND');
  });

  it('answers only a scraper holding the metrics token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', TOKEN, `Basic ${TOKEN}`]) {
      const response = await on.app.inject({ url: METRICS_PATH, headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(firstError(response.json()).code).toBe('METRICS_UNAUTHORIZED');
      expect(response.body).not.toContain('yado_');
    }
    const response = await on.app.inject({ url: METRICS_PATH, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('process_cpu_seconds_total');
  });

  it('stays out of the API documentation', async () => {
    const docs = await on.app.inject({ url: '/api/docs/json' });
    expect(Object.keys(docs.json().paths)).not.toContain(METRICS_PATH);
  });
});

describe('what is counted', () => {
  it('counts a request by its route pattern and status class, never its address', async () => {
    const settings = await on.app.inject({ url: '/api/v1/hotels/sakura-ginza/settings/booking_widget' });
    expect(settings.statusCode).toBe(200);
    const missing = await on.app.inject({ url: '/api/v1/no/such/thing-42' });
    expect(missing.statusCode).toBe(404);

    const text = await scrape(on);
    const route = '/api/v1/hotels/:code/settings/booking_widget';
    expect(sample(text, 'yado_http_requests_total', { method: 'GET', route, status_class: '2xx' })).toBe(1);
    expect(sample(text, 'yado_http_request_duration_seconds_count', { method: 'GET', route, status_class: '2xx' })).toBe(1);
    expect(sample(text, 'yado_http_requests_total', { method: 'GET', route: 'unmatched', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('sakura-ginza');
    expect(text).not.toContain('thing-42');
  });

  it('counts database queries by operation, and the ones that fail', async () => {
    const before = await scrape(on);
    await on.app.inject({ url: '/api/v1/health' });
    await expect(sql`SELECT * FROM no_such_table`.execute(on.db)).rejects.toThrow();
    const after = await scrape(on);

    const selects = (text: string) => sample(text, 'yado_db_queries_total', { operation: 'select' }) ?? 0;
    const failedSelects = (text: string) => sample(text, 'yado_db_query_errors_total', { operation: 'select' }) ?? 0;
    expect(selects(after)).toBeGreaterThanOrEqual(selects(before) + 2);
    expect(failedSelects(after)).toBe(failedSelects(before) + 1);
    expect(sample(after, 'yado_db_query_duration_seconds_count', { operation: 'select' })).toBeGreaterThanOrEqual(selects(before) + 2);
  });

  it('counts jobs run and failed by kind, with their duration', async () => {
    on.app.jobs.register('metrics_test_ok', async () => {
      await sql`SELECT 1`.execute(on.db);
    });
    on.app.jobs.register('metrics_test_broken', async () => {
      throw new Error('broken on purpose');
    });
    const now = new Date();
    await on.app.jobs.enqueue(on.db, { kind: 'metrics_test_ok', payload: {}, runAt: now });
    await on.app.jobs.enqueue(on.db, { kind: 'metrics_test_broken', payload: {}, runAt: now });
    expect(await on.app.jobs.runDue(now)).toBe(2);

    const text = await scrape(on);
    expect(sample(text, 'yado_jobs_run_total', { kind: 'metrics_test_ok' })).toBe(1);
    expect(sample(text, 'yado_jobs_failed_total', { kind: 'metrics_test_ok' })).toBeUndefined();
    expect(sample(text, 'yado_jobs_run_total', { kind: 'metrics_test_broken' })).toBe(1);
    expect(sample(text, 'yado_jobs_failed_total', { kind: 'metrics_test_broken' })).toBe(1);
    expect(sample(text, 'yado_job_duration_seconds_count', { kind: 'metrics_test_ok' })).toBe(1);
  });
});
