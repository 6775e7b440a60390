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

/** The colour depths Adyen accepts in browserInfo (bits per pixel, as `screen.colorDepth` gives them). */
const COLOR_DEPTHS = [1, 4, 8, 15, 16, 24, 30, 32, 48] as const;
const pixels = z.number().int().min(1).max(100_000);

/**
 * What the card fields page reads from the shopper's browser for Adyen's native 3-D Secure 2
 * (browserInfo of /payments v71, less the Accept header, which our server takes from the request).
 * Nothing about the card: the card stays in Adyen's fields.
 */
export const pageBrowserInfoSchema = z
  .object({
    userAgent: z.string().min(1).max(512),
    language: z
      .string()
      .regex(/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/)
      .max(35),
    colorDepth: z.number().refine((depth) => (COLOR_DEPTHS as readonly number[]).includes(depth)),
    screenHeight: pixels,
    screenWidth: pixels,
    // Minutes from local time to UTC (getTimezoneOffset): UTC-12 to UTC+14.
    timeZoneOffset: z.number().int().min(-840).max(720),
    javaEnabled: z.boolean(),
  })
  .strict();

/** Adyen's browserInfo as /payments takes it. */
export const adyenBrowserInfoSchema = pageBrowserInfoSchema.extend({ acceptHeader: z.string().min(1).max(1024) }).strict();
export type AdyenBrowserInfo = z.infer<typeof adyenBrowserInfoSchema>;

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
