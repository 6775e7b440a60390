import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Seconds: from a cache hit (a millisecond) to a gateway timeout (10 s). */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60];

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The server's Prometheus metrics, in a registry of its own (one per app: tests build many). Labels
 * are short fixed lists: a route's pattern, never its address, so ids and emails never become series.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'yado_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: 'yado_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const queries = new Counter({
    name: 'yado_db_queries_total',
    help: 'Database queries run, by operation',
    labelNames: ['operation'] as const,
    registers: [registry],
  });
  const queryErrors = new Counter({
    name: 'yado_db_query_errors_total',
    help: 'Database queries that failed, by operation',
    labelNames: ['operation'] as const,
    registers: [registry],
  });
  const querySeconds = new Histogram({
    name: 'yado_db_query_duration_seconds',
    help: 'Time a database query took, by operation',
    labelNames: ['operation'] as const,
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const jobsRun = new Counter({
    name: 'yado_jobs_run_total',
    help: 'Background jobs run, by kind',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const jobsFailed = new Counter({
    name: 'yado_jobs_failed_total',
    help: 'Background jobs that failed (to be tried again later), by kind',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'yado_job_duration_seconds',
    help: 'Time a background job took, by kind',
    labelNames: ['kind'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });

  return {
    contentType: registry.contentType,
    /** The exposition text a scraper reads. */
    render: () => registry.metrics(),
    request(answer: { method: string; route: string | undefined; status: number; seconds: number }) {
      const labels = {
        method: METHODS.has(answer.method) ? answer.method : 'other',
        // No route matched: a 404, or a widget page served by the web app's fallback.
        route: answer.route ?? 'unmatched',
        status_class: `${Math.floor(answer.status / 100)}xx`,
      };
      requests.inc(labels);
      requestSeconds.observe(labels, answer.seconds);
    },
    query(operation: string, seconds: number, failed: boolean) {
      queries.inc({ operation });
      querySeconds.observe({ operation }, seconds);
      if (failed) queryErrors.inc({ operation });
    },
    job(kind: string, seconds: number, failed: boolean) {
      jobsRun.inc({ kind });
      jobSeconds.observe({ kind }, seconds);
      if (failed) jobsFailed.inc({ kind });
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
