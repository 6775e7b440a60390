import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { observeQueries } from '../db/observed-dialect';
import { registerRequestMetrics, registerServerSpans } from './http-telemetry';
import { jobMetrics, jobSpans, observeJobsWith } from './job-telemetry';
import { createMetrics } from './metrics';
import { registerMetricsRoute } from './metrics-route';
import { queryMetrics, querySpans } from './query-telemetry';
import { startTracing } from './tracing';

/**
 * What this server tells about itself in production: Prometheus metrics and OpenTelemetry traces,
 * each off unless configured. Off, nothing is started and no hook or observer is installed.
 */
export function startTelemetry(config: Config, log: FastifyBaseLogger, options: { spanExporter?: SpanExporter | undefined } = {}) {
  const metrics = config.METRICS_ENABLED ? createMetrics() : null;
  const tracing = config.TRACING_ENABLED
    ? startTracing({
        serviceName: config.OTEL_SERVICE_NAME,
        url: config.OTLP_TRACES_URL,
        sampleRatio: config.TRACING_SAMPLE_RATIO,
        log,
        ...(options.spanExporter ? { exporter: options.spanExporter } : {}),
      })
    : null;
  const stopWatchingQueries: Array<() => void> = [];

  return {
    /** For the job runner: each run counted and traced. */
    jobs: observeJobsWith([...(tracing ? [jobSpans(tracing.tracer)] : []), ...(metrics ? [jobMetrics(metrics)] : [])]),

    /** Hooks for every request, the metrics route and the query observers; call before any route is added. */
    register(app: FastifyInstance, db: Db) {
      if (metrics) {
        registerRequestMetrics(app, metrics);
        // Config refuses METRICS_ENABLED without a token.
        registerMetricsRoute(app, metrics, config.METRICS_TOKEN ?? '');
        stopWatchingQueries.push(observeQueries(db, queryMetrics(metrics)));
      }
      if (tracing) {
        registerServerSpans(app, tracing.tracer);
        stopWatchingQueries.push(observeQueries(db, querySpans(tracing.tracer)));
      }
    },

    /** Stops watching the database and sends the spans still buffered. */
    async close() {
      for (const stop of stopWatchingQueries.splice(0)) stop();
      await tracing?.shutdown();
    },
  };
}
export type Telemetry = ReturnType<typeof startTelemetry>;
