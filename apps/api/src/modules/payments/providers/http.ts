import { decimalDigits } from '@yado/domain/money';
import { GatewayTimeoutError } from '../gateway';

/** A provider answered an error: its HTTP status and body, never card data (the provider never echoes it). */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${provider} answered ${status}`);
  }
}

/**
 * Calls a provider's JSON API. A network failure, no answer in time or the provider's own failure
 * (5xx) is a GatewayTimeoutError: the call may have happened there, and the caller makes sure nothing stays taken.
 */
export async function providerCall<T>(
  provider: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: unknown; timeoutMs: number },
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
      ...(init.body !== undefined ? { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch {
    throw new GatewayTimeoutError();
  }
  if (response.status >= 500) throw new GatewayTimeoutError();
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : null;
  if (!response.ok) throw new ProviderError(provider, response.status, body);
  return body as T;
}

/**
 * Our amounts are integers in the minor units of `decimalDigits`; a provider may count a currency
 * with other digits (Adyen follows ISO 4217, PayPal keeps TWD whole): the same money in its units.
 */
export function toProviderMinor(amount: number, currency: string, providerDigits: number): number {
  return amount * 10 ** (providerDigits - decimalDigits(currency));
}
export function fromProviderMinor(value: number, currency: string, providerDigits: number): number {
  return Math.round(value / 10 ** (providerDigits - decimalDigits(currency)));
}
