import { context, diag, DiagLogLevel, type Tracer } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BasicTracerProvider,
  BatchSpanProcessor,
  ParentBasedSampler,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-base';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { FastifyBaseLogger } from 'fastify';

export interface TracingOptions {
  serviceName: string;
  /** Where spans go over OTLP/HTTP, e.g. http://collector:4318/v1/traces. */
  url: string;
  /** The share of new traces kept; a caller's decision (traceparent's sampled flag) is followed. */
  sampleRatio: number;
  /** Instead of OTLP: an exporter told of each span as it ends (tests read an in-memory one). */
  exporter?: SpanExporter;
  /** Where the SDK's own warnings go: spans that could not be sent (a collector that is down). */
  log: FastifyBaseLogger;
}

export interface Tracing {
  tracer: Tracer;
  /** Sends what is still buffered and stops. */
  shutdown(): Promise<void>;
}

let contextManagerInstalled = false;

/**
 * The active span follows each request through its awaits (AsyncLocalStorage), so a query knows
 * which request it serves. One manager serves the process; apps started after the first share it.
 */
function installContextManager() {
  if (contextManagerInstalled) return;
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  contextManagerInstalled = true;
}

/** The SDK reports its troubles through its diag channel, silent unless given a logger. */
function reportSdkProblems(log: FastifyBaseLogger) {
  const say =
    (level: 'error' | 'warn') =>
    (message: string, ...details: unknown[]) =>
      log[level]({ details: details.map(String) }, `tracing: ${message}`);
  const quiet = () => undefined;
  diag.setLogger(
    { error: say('error'), warn: say('warn'), info: quiet, debug: quiet, verbose: quiet },
    { logLevel: DiagLogLevel.WARN, suppressOverrideMessage: true },
  );
}

/**
 * A tracer of this app's own: nothing is registered as the global provider, so the tracer is
 * handed to what uses it, and an app that does not trace starts nothing.
 */
export function startTracing(options: TracingOptions): Tracing {
  installContextManager();
  reportSdkProblems(options.log);
  const processor = options.exporter
    ? new SimpleSpanProcessor(options.exporter)
    : // Spans leave in batches, off the request's path; a collector that is down costs dropped spans, not latency.
      new BatchSpanProcessor(new OTLPTraceExporter({ url: options.url }));
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName }),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(options.sampleRatio) }),
    spanProcessors: [processor],
  });
  return {
    tracer: provider.getTracer('yado-api'),
    shutdown: () => provider.shutdown(),
  };
}
