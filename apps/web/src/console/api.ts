import type { ErrorBody } from '@yado/domain/errors';
import { ApiError } from '../lib/api-client';

let locale = 'en';
let onSignedOut: () => void = () => undefined;

export const setConsoleApiLocale = (next: string) => {
  locale = next;
};
/** What the app does when a call finds the session over (another tab signed out, or it expired). */
export const setConsoleSignedOutHandler = (handler: () => void) => {
  onSignedOut = handler;
};

/**
 * Calls the console's API: the session is the HttpOnly cookie the browser sends by itself, so no
 * token is ever in reach of the page's scripts.
 */
export async function consoleApi<T>(
  path: string,
  options: { method?: string; body?: unknown; query?: Record<string, string | number> } = {},
): Promise<T> {
  const query = options.query ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)]))}` : '';
  let response: Response;
  try {
    response = await fetch(`/api/v1/console${path}${query}`, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      // A form's files go as the browser sends them (multipart, its own content type); anything else as JSON.
      headers: {
        'tripla-locale': locale,
        ...(options.body !== undefined && !(options.body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      },
      ...(options.body instanceof FormData
        ? { body: options.body }
        : options.body !== undefined
          ? { body: JSON.stringify(options.body) }
          : {}),
    });
  } catch (error) {
    throw new ApiError(0, 'NETWORK_ERROR', (error as Error).message);
  }
  if (response.ok) return (await response.json()) as T;
  const body = (await response.json().catch(() => null)) as ErrorBody | null;
  const first = body?.errors?.[0];
  const error = first
    ? new ApiError(
        response.status,
        first.code,
        first.title,
        first.details.base
          .filter((b) => b.field)
          .map((b) => ({ field: b.field ?? '', error: b.error, ...(b.message ? { message: b.message } : {}) })),
        first.payloads ?? {},
      )
    : new ApiError(response.status, 'PROCESSING_ERROR', response.statusText);
  if (error.code === 'CONSOLE_SIGNED_OUT' && path !== '/session') onSignedOut();
  throw error;
}
