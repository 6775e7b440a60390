import type { FastifyRequest } from 'fastify';

/** Where links in mails and provider callbacks lead: the widget on the origin the guest is using. */
export function widgetOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  return typeof origin === 'string' && /^https?:\/\//.test(origin) ? origin : `${request.protocol}://${request.host}`;
}
