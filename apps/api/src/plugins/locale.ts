import type { FastifyRequest } from 'fastify';
import { isLocale, type Locale } from '@yado/domain/locales';

/** The locale of a call: the Tripla-Locale header (§7), else a locale query parameter, else English. */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers['tripla-locale'];
  if (isLocale(header)) return header;
  const query = (request.query as Record<string, unknown> | undefined)?.locale;
  return isLocale(query) ? query : 'en';
}
