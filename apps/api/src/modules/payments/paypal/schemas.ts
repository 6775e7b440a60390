import { z } from 'zod';

interface PayPalProcessed {
  id: string;
  status: string;
  processor_response?: { response_code?: string };
}

/** An Orders v2 order (the fields we read). */
export interface PayPalOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'PAYER_ACTION_REQUIRED' | 'COMPLETED' | 'VOIDED' | string;
  purchase_units?: Array<{ custom_id?: string; payments?: { captures?: PayPalProcessed[]; authorizations?: PayPalProcessed[] } }>;
  payment_source?: {
    card?: {
      authentication_result?: { liability_shift?: string; three_d_secure?: { authentication_status?: string } };
    };
  };
  links?: Array<{ rel: string; href: string }>;
}

/** A Vault v3 payment token: the card as PayPal keeps it (brand, last digits, expiry YYYY-MM). */
export interface PayPalPaymentToken {
  id: string;
  payment_source: { card?: { brand?: string; last_digits: string; expiry?: string } };
}

/** A webhook event (the fields we read); the resource is a capture or an authorization carrying our custom_id. */
export const paypalWebhookSchema = z.object({
  id: z.string().max(128),
  event_type: z.string().max(128),
  resource: z.object({ id: z.string().max(128), custom_id: z.string().max(127).optional() }).passthrough(),
});
