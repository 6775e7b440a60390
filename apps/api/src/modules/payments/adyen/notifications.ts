import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GatewayEvent, GatewayStatus } from '../gateway';
import type { ProviderPaymentsRepository } from '../provider-payments-repository';
import { REFUSALS } from './codes';
import type { AdyenNotificationItem } from './schemas';

// Adyen's notifications (webhooks): their HMAC signature, and what each tells of one of our payments.

/** One notification as a change of our payment; events we do not act on (a report, a failed capture) are none. */
export async function eventOf(payments: ProviderPaymentsRepository, item: AdyenNotificationItem): Promise<GatewayEvent | null> {
  const success = item.success === 'true';
  const payment = await payments.find(item.merchantReference);
  if (!payment) return null;
  const status: GatewayStatus | null =
    item.eventCode === 'AUTHORISATION'
      ? success
        ? payment.capture
          ? 'captured'
          : 'authorized'
        : 'failed'
      : item.eventCode === 'CAPTURE' && success
        ? 'captured'
        : item.eventCode === 'CANCELLATION' && success
          ? 'cancelled'
          : null;
  if (!status) return null;
  const failureCode = status === 'failed' ? (REFUSALS[item.additionalData?.refusalReasonCode ?? ''] ?? '3003') : undefined;
  if (status !== payment.status && payment.status !== 'refunded') {
    await payments.update(item.merchantReference, {
      status,
      provider_reference: payment.provider_reference ?? item.pspReference,
      action: failureCode ? { failureCode } : null,
    });
  }
  return {
    eventId: `${item.pspReference}:${item.eventCode}:${item.success}`,
    merchantReference: item.merchantReference,
    reference: item.originalReference ?? item.pspReference,
    status,
    ...(failureCode ? { failureCode } : {}),
  };
}

/** Adyen's HMAC-SHA256 over a notification's fields, base64, keyed by the hex key (Adyen's documented signing string). */
export function adyenSignature(item: Omit<AdyenNotificationItem, 'additionalData'>, hexKey: string): string {
  const signed = [
    item.pspReference,
    item.originalReference ?? '',
    item.merchantAccountCode,
    item.merchantReference,
    item.amount.value,
    item.amount.currency,
    item.eventCode,
    item.success,
  ].join(':');
  return createHmac('sha256', Buffer.from(hexKey, 'hex')).update(signed, 'utf8').digest('base64');
}

export function adyenSignatureValid(item: AdyenNotificationItem, hexKey: string): boolean {
  const given = Buffer.from(item.additionalData?.hmacSignature ?? '', 'base64');
  const expected = Buffer.from(adyenSignature(item, hexKey), 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
