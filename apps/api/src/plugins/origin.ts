import type { FastifyRequest } from 'fastify';

/**
 * The origin a request says the guest is on: the browser's Origin header, else the address it was
 * sent to. Only a candidate: links go there when the hotel allows it (HotelsService.linkOrigin).
 */
export function requestedOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (typeof origin === 'string') return /^https?:\/\//.test(origin) ? origin : null;
  return `${request.protocol}://${request.host}`;
}
