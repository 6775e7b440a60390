import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

const exporter = new InMemorySpanExporter();
const logLines: string[] = [];
let traced: TestApp;
let untraced: TestApp;
const untracedLogLines: string[] = [];
beforeAll(async () => {
  [traced, untraced] = await Promise.all([
    startTestApp({
      config: {
        TRACING_ENABLED: true,
        LOG_LEVEL: 'info',
        METRICS_ENABLED: true,
        METRICS_TOKEN: 'c0ffee5e7a1b2c3d4e5f60718293a4b5c6d7e8f9',
      },
      spanExporter: exporter,
      logStream: { write: (line) => logLines.push(line) },
    }),
    startTestApp({ config: { LOG_LEVEL: 'info' }, logStream: { write: (line) => untracedLogLines.push(line) } }),
  ]);
});
afterAll(async () => Promise.all([traced?.close(), untraced?.close()]));
beforeEach(() => exporter.reset());

/** The server span of a request to the route given, once it has ended (spans end just after the answer is sent). */
async function serverSpan(route: string): Promise<ReadableSpan> {
  return vi.waitFor(() => {
    const span = exporter.getFinishedSpans().find((s) => s.kind === SpanKind.SERVER && s.attributes['http.route'] === route);
    if (!span) throw new Error(`no server span for ${route} yet`);
    return span;
  });
}

const childrenOf = (parent: ReadableSpan) =>
  exporter.getFinishedSpans().filter((s) => s.parentSpanContext?.spanId === parent.spanContext().spanId);

describe('a traced request', () => {
  it('is a server span named by its route, with its queries as child spans in the same trace', async () => {
    const response = await traced.app.inject({ url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);

    const server = await serverSpan('/api/v1/health');
    expect(server.name).toBe('GET /api/v1/health');
    expect(server.attributes).toMatchObject({ 'http.request.method': 'GET', 'http.response.status_code': 200 });
    const queries = childrenOf(server);
    expect(queries.length).toBeGreaterThanOrEqual(1);
    for (const query of queries) {
      expect(query.kind).toBe(SpanKind.CLIENT);
      expect(query.spanContext().traceId).toBe(server.spanContext().traceId);
    }
    expect(queries.map((q) => q.attributes)).toContainEqual({
      'db.system.name': 'postgresql',
      'db.operation.name': 'SELECT',
      'db.query.text': 'select 1',
    });
  });

  it('records the route pattern and parameterized SQL, never the address or the values', async () => {
    // The hotel is read from the database, not from what the agency index loaded at start-up.
    traced.app.hotels.clearCache();
    await traced.app.inject({ url: '/api/v1/hotels/sakura-ginza/settings/booking_widget?secret=tell-no-one' });
    const server = await serverSpan('/api/v1/hotels/:code/settings/booking_widget');
    const everything = JSON.stringify(exporter.getFinishedSpans().map((s) => [s.name, s.attributes]));
    expect(everything).not.toContain('sakura-ginza');
    expect(everything).not.toContain('tell-no-one');
    expect(childrenOf(server).length).toBeGreaterThanOrEqual(1);
  });

  it('continues the caller’s trace from traceparent', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const callerSpanId = '00f067aa0ba902b7';
    await traced.app.inject({ url: '/api/v1/health', headers: { traceparent: `00-${traceId}-${callerSpanId}-01` } });

    const server = await serverSpan('/api/v1/health');
    expect(server.spanContext().traceId).toBe(traceId);
    expect(server.parentSpanContext?.spanId).toBe(callerSpanId);
    expect(childrenOf(server).every((q) => q.spanContext().traceId === traceId)).toBe(true);
  });

  it('takes the caller’s X-Request-Id as its tracing id: echoed, on the span and in the log line with the trace', async () => {
    const response = await traced.app.inject({ url: '/api/v1/health', headers: { 'x-request-id': 'chatbot-7f3a.42' } });
    expect(response.headers['x-request-id']).toBe('chatbot-7f3a.42');

    const server = await serverSpan('/api/v1/health');
    expect(server.attributes['http.request.header.x-request-id']).toEqual(['chatbot-7f3a.42']);
    const completed = logLines.map((line) => JSON.parse(line)).find((l) => l.reqId === 'chatbot-7f3a.42' && l.msg === 'request completed');
    expect(completed).toMatchObject({ trace_id: server.spanContext().traceId });
  });

  it('makes up its own id for a missing or unusable X-Request-Id', async () => {
    for (const given of [undefined, 'has spaces in it', 'x'.repeat(200), 'line\nbreak']) {
      const response = await traced.app.inject({ url: '/api/v1/health', headers: given === undefined ? {} : { 'x-request-id': given } });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });

  it('is not made for a metrics scrape', async () => {
    const scrape = await traced.app.inject({
      url: '/api/metrics',
      headers: { authorization: 'Bearer c0ffee5e7a1b2c3d4e5f60718293a4b5c6d7e8f9' },
    });
    expect(scrape.statusCode).toBe(200);
    await traced.app.inject({ url: '/api/v1/health' });
    await serverSpan('/api/v1/health');
    expect(exporter.getFinishedSpans().filter((s) => s.kind === SpanKind.SERVER)).toHaveLength(1);
  });

  it('keeps its queries under it over real HTTP, after a body that arrives later than its headers', async () => {
    await traced.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = traced.app.server.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/api/v1/client_sessions' }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.setHeader('content-type', 'application/json');
      request.setHeader('content-length', '2');
      // The body is read in the socket's own callbacks: what the request span must survive.
      request.flushHeaders();
      setTimeout(() => request.end('{}'), 50);
    });
    expect(status).toBe(201);

    const server = await serverSpan('/api/v1/client_sessions');
    expect(childrenOf(server).map((q) => q.attributes['db.operation.name'])).toContain('INSERT');
  });
});

describe('a traced job', () => {
  it('is a trace of its own, with its queries as children', async () => {
    traced.app.jobs.register('tracing_test_job', async () => {
      await sql`SELECT 2`.execute(traced.db);
    });
    const now = new Date();
    await traced.app.jobs.enqueue(traced.db, { kind: 'tracing_test_job', payload: {}, runAt: now });
    await traced.app.jobs.runDue(now);

    const job = exporter.getFinishedSpans().find((s) => s.name === 'job tracing_test_job');
    expect(job).toBeDefined();
    expect(job?.parentSpanContext).toBeUndefined();
    expect(childrenOf(job!).map((q) => q.attributes['db.query.text'])).toEqual(['SELECT 2']);
  });

  it('makes no span for queries outside any request or job', async () => {
    await sql`SELECT 3`.execute(traced.db);
    expect(exporter.getFinishedSpans().filter((s) => s.attributes['db.query.text'] === 'SELECT 3')).toEqual([]);
  });
});

describe('without tracing', () => {
  it('still names each request, but adds no trace to its log lines', async () => {
    const response = await untraced.app.inject({ url: '/api/v1/health', headers: { 'x-request-id': 'proxy-1234' } });
    expect(response.headers['x-request-id']).toBe('proxy-1234');
    const lines = untracedLogLines.map((line) => JSON.parse(line)).filter((l) => l.reqId === 'proxy-1234');
    expect(lines.length).toBeGreaterThanOrEqual(1);
    for (const line of lines) expect(line).not.toHaveProperty('trace_id');
  });
});
