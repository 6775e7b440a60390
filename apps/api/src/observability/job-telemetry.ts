import { performance } from 'node:perf_hooks';
import { SpanKind, SpanStatusCode, type Tracer } from '@opentelemetry/api';
import type { JobObserver } from '../modules/jobs/runner';
import type { Metrics } from './metrics';

/** Counts and times each job run by kind, failures apart. */
export function jobMetrics(metrics: Metrics): JobObserver {
  return async (kind, run) => {
    const started = performance.now();
    let failed = true;
    try {
      await run();
      failed = false;
    } finally {
      metrics.job(kind, (performance.now() - started) / 1000, failed);
    }
  };
}

/** Each job run is a trace of its own, with the queries its handler runs as children. */
export function jobSpans(tracer: Tracer): JobObserver {
  return (kind, run) =>
    tracer.startActiveSpan(`job ${kind}`, { kind: SpanKind.CONSUMER, root: true, attributes: { 'yado.job.kind': kind } }, async (span) => {
      try {
        await run();
      } catch (error) {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    });
}

/** Observers applied outermost first: the span's time covers what the metrics measure. */
export function observeJobsWith(observers: JobObserver[]): JobObserver {
  return observers.reduceRight<JobObserver>(
    (inner, outer) => (kind, run) => outer(kind, () => inner(kind, run)),
    (_kind, run) => run(),
  );
}
