import { performance } from 'node:perf_hooks';
import { context, SpanKind, SpanStatusCode, trace, type Tracer } from '@opentelemetry/api';
import {
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_SYSTEM_NAME,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from '@opentelemetry/semantic-conventions';
import type { QueryObserver } from '../db/observed-dialect';
import type { Metrics } from './metrics';

/** Long generated statements (a seed's many rows) are cut: the start says which query it was. */
const QUERY_TEXT_LIMIT = 2000;

/** Counts and times each query by operation, failures apart. */
export function queryMetrics(metrics: Metrics): QueryObserver {
  return (query) => {
    const started = performance.now();
    return (failure) => metrics.query(query.operation, (performance.now() - started) / 1000, failure !== undefined);
  };
}

/**
 * A client span for each query run on behalf of a traced request or job, a child of its span.
 * Queries outside any trace (the job poller's, stock notices') make none: they would be noise.
 * The text is Kysely's parameterized SQL: values never reach it.
 */
export function querySpans(tracer: Tracer): QueryObserver {
  return (query) => {
    const parent = context.active();
    if (!trace.getSpan(parent)) return () => undefined;
    const span = tracer.startSpan(
      query.operation.toUpperCase(),
      {
        kind: SpanKind.CLIENT,
        attributes: {
          [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
          [ATTR_DB_OPERATION_NAME]: query.operation.toUpperCase(),
          [ATTR_DB_QUERY_TEXT]: query.sql.slice(0, QUERY_TEXT_LIMIT),
        },
      },
      parent,
    );
    return (failure) => {
      if (failure) {
        span.recordException(failure.error instanceof Error ? failure.error : String(failure.error));
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    };
  };
}
