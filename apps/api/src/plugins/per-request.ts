import type { FastifyRequest } from 'fastify';

/**
 * A value worked out for a request on first ask and kept for the rest of it, so a route that
 * never asks (search, settings) costs nothing and one that asks twice looks up once.
 */
export function oncePerRequest<T>(compute: (request: FastifyRequest) => Promise<T>): (request: FastifyRequest) => Promise<T> {
  const found = new WeakMap<FastifyRequest, Promise<T>>();
  return (request) => {
    let value = found.get(request);
    if (!value) {
      value = compute(request);
      found.set(request, value);
    }
    return value;
  };
}
