import { z } from 'zod';

/** What Adyen's Checkout API answers to /payments and /payments/details (the fields we read). */
export interface AdyenPaymentResponse {
  resultCode: 'Authorised' | 'Refused' | 'Cancelled' | 'Error' | 'IdentifyShopper' | 'ChallengeShopper' | 'RedirectShopper' | string;
  pspReference?: string;
  /** Our reference of the payment Adyen answered about. */
  merchantReference?: string;
  refusalReasonCode?: string;
  action?: Record<string, unknown>;
}

export interface AdyenSession {
  id: string;
  sessionData: string;
}

export interface AdyenStoredMethods {
  storedPaymentMethods?: Array<{ id: string; brand: string; lastFour: string; expiryMonth: string; expiryYear: string }>;
}

const notificationItem = z.object({
  pspReference: z.string().max(64),
  originalReference: z.string().max(64).optional(),
  merchantAccountCode: z.string().max(128),
  merchantReference: z.string().max(128),
  amount: z.object({ value: z.number().int(), currency: z.string().length(3) }),
  eventCode: z.string().max(64),
  success: z.enum(['true', 'false']),
  additionalData: z.record(z.string(), z.string()).optional(),
});
export type AdyenNotificationItem = z.infer<typeof notificationItem>;

/** A standard (JSON) notification: items Adyen signs one by one. */
export const adyenNotificationSchema = z.object({
  live: z.enum(['true', 'false']),
  notificationItems: z
    .array(z.object({ NotificationRequestItem: notificationItem }))
    .min(1)
    .max(100),
});
