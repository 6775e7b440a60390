import {
  context,
  defaultTextMapGetter,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import {
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_HEADER,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_URL_SCHEME,
} from '@opentelemetry/semantic-conventions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from './metrics';
import { METRICS_PATH } from './metrics-route';
import { REQUEST_ID_HEADER } from './request-id';

/** Counts and times every answer by method, route pattern and status class. */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.request({
      method: request.method,
      route: request.routeOptions.url,
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
    done();
  });
}

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'CONNECT', 'TRACE']);

/**
 * A server span for each request, continuing the caller's trace (W3C traceparent). It is made the
 * active context for the hooks and handler, so the queries they run become its children. Only the
 * route's pattern is recorded, never the address: paths and queries carry reservation numbers and emails.
 */
export function registerServerSpans(app: FastifyInstance, tracer: Tracer) {
  const propagator = new W3CTraceContextPropagator();
  const active = new WeakMap<FastifyRequest, { span: Span; context: Context }>();

  app.addHook('onRequest', (request, reply, done) => {
    // A scrape every few seconds would be a trace every few seconds, telling nothing.
    if (request.routeOptions.url === METRICS_PATH) return done();
    const parent = propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
    const route = request.routeOptions.url;
    const method = KNOWN_METHODS.has(request.method) ? request.method : '_OTHER';
    const span = tracer.startSpan(
      route ? `${method} ${route}` : method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          [ATTR_HTTP_REQUEST_METHOD]: method,
          [ATTR_URL_SCHEME]: request.protocol,
          ...(route ? { [ATTR_HTTP_ROUTE]: route } : {}),
          // The caller's tracing id, when it sent a usable one (requestIdOf took it as the request's id).
          ...(request.headers[REQUEST_ID_HEADER] === request.id ? { [ATTR_HTTP_REQUEST_HEADER(REQUEST_ID_HEADER)]: [request.id] } : {}),
        },
      },
      parent,
    );
    const spanContext = trace.setSpan(parent, span);
    active.set(request, { span, context: spanContext });
    // The request's own log lines (its "request completed" too) carry the trace they belong to.
    request.log = reply.log = request.log.child({ trace_id: span.spanContext().traceId });
    context.with(spanContext, done);
  });
  // The body was read in stream callbacks and a content parser's code, outside our hands: the
  // context is entered again, so the handler's queries are its children whatever the parser did.
  app.addHook('preValidation', (request, _reply, done) => {
    const entry = active.get(request);
    if (entry) context.with(entry.context, done);
    else done();
  });
  app.addHook('onError', (request, _reply, error, done) => {
    active.get(request)?.span.recordException(error);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const entry = active.get(request);
    if (entry) {
      entry.span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, reply.statusCode);
      if (reply.statusCode >= 500) {
        entry.span.setAttribute(ATTR_ERROR_TYPE, String(reply.statusCode));
        entry.span.setStatus({ code: SpanStatusCode.ERROR });
      }
      entry.span.end();
      active.delete(request);
    }
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    const entry = active.get(request);
    if (entry) {
      entry.span.setStatus({ code: SpanStatusCode.ERROR, message: 'the client went away before the answer' });
      entry.span.end();
      active.delete(request);
    }
    done();
  });
}
