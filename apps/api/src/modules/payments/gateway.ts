import type { CardToken, ChallengeDisplay, PaymentFailureCode } from '@yado/domain/payments';

/**
 * What our API asks of a card gateway (ADR 0018). The card itself never reaches us: the guest's
 * browser hands it to the gateway's own hosted fields and we receive a token. The sandbox gateway
 * implements this, and so do the Adyen and PayPal adapters (ADR 0056); a brand's payment hub setting
 * chooses among those configured.
 */
export interface PaymentGateway {
  readonly name: string;
  /** Where the browser loads the gateway's hosted card fields, framed inside the payment step. */
  readonly cardFieldsUrl: string;
  /**
   * How the payment step shows this gateway's 3-D Secure page: framed, or in a window of its own when
   * the page refuses to be framed (PayPal's payer action). The page comes back to our return route either way.
   * A payment's outcome may say otherwise of it (`GatewayOutcome.challengeDisplay`).
   */
  readonly challengeDisplay: ChallengeDisplay;

  /** Brand, last four digits and expiry of a token, as the gateway recorded them; null for an unknown token. */
  describeToken(token: string): Promise<CardToken | null>;

  /**
   * Charges a token. With `capture` the money is taken once authorized; without it the amount is
   * only held. May ask for a 3-D Secure challenge, completed later in the guest's browser.
   */
  authorize(request: AuthorizeRequest): Promise<GatewayOutcome>;
  capture(reference: string, amount: number): Promise<GatewayOutcome>;
  /**
   * Gives back part or all of a captured payment. `key` names this refund: a call repeated with the
   * same key (a retry after a lost answer) refunds nothing more.
   */
  refund(reference: string, amount: number, key: string): Promise<GatewayOutcome>;
  /** Cancels a payment not yet captured (an abandoned challenge, a hold no longer needed). */
  void(reference: string): Promise<GatewayOutcome>;
  /** The payment's state at the gateway now, for a return from the challenge page. */
  retrieve(reference: string): Promise<GatewayOutcome>;

  /** Keeps a card for later payments: answers a reusable token for the one-time token the fields gave. */
  saveCard(token: string): Promise<string>;
  /** Forgets a saved card; its token no longer pays. */
  deleteCard(token: string): Promise<void>;

  /** Reads a webhook delivery: the changes it tells of, or null when its signature does not verify. */
  parseWebhook(delivery: WebhookDelivery): Promise<GatewayEvent[] | null>;
  /** What the provider expects as the answer to a delivery it may stop resending (Adyen: "[accepted]"); none is 204. */
  readonly webhookAcknowledgement?: string;
}

/** A webhook as it arrived: the exact bytes of its body (signatures are over them) and its headers. */
export interface WebhookDelivery {
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface AuthorizeRequest {
  token: string;
  amount: number;
  currency: string;
  capture: boolean;
  /** Our transaction id: the gateway answers it back and refuses a second payment for it. */
  merchantReference: string;
  /** Where the challenge page sends the guest's browser when done. */
  returnUrl: string;
  /** Who pays, as far as we know them: issuers weigh it in 3-D Secure 2 (Adyen sends it on; the sandbox ignores it). */
  shopper?: Shopper;
}

/** The payer: their browser's address, and for a booking the guest who booked. */
export interface Shopper {
  ip: string;
  email?: string;
  name?: { first: string; last: string };
  phone?: string;
}

export type GatewayStatus = 'challenge_required' | 'authorized' | 'captured' | 'failed' | 'cancelled' | 'refunded';

export interface GatewayOutcome {
  reference: string;
  status: GatewayStatus;
  challengeUrl?: string;
  /** How this payment's challenge must be shown, when not as the gateway's `challengeDisplay` says. */
  challengeDisplay?: ChallengeDisplay;
  failureCode?: PaymentFailureCode;
}

/** A webhook: one change of a payment's state, with an id the gateway never reuses. */
export interface GatewayEvent extends GatewayOutcome {
  eventId: string;
  merchantReference: string;
}

/** A gateway call that got no answer in time: the payment may or may not have happened there. */
export class GatewayTimeoutError extends Error {
  constructor() {
    super('payment gateway timed out');
  }
}
