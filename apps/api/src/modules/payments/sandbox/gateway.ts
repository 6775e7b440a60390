import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  cardBrandOf,
  cvvValid,
  holderNameValid,
  koreanBirthDateValid,
  luhnValid,
  pinPrefixValid,
  type CardToken,
  type PaymentFailureCode,
} from '@yado/domain/payments';
import type { Db } from '../../../db/connect';
import { inTransaction } from '../../../db/transactions';
import type { AuthorizeRequest, GatewayEvent, GatewayOutcome, GatewayStatus, PaymentGateway } from '../gateway';
import { sandboxRepository } from './repository';
import { scenarioOf, type SandboxScenario } from './test-cards';

export const SANDBOX_BASE_PATH = '/sandbox-gateway';

export interface SandboxOptions {
  webhookSecret: string;
  /** How the gateway reaches the merchant's webhook endpoint; without it no webhooks are sent. */
  deliver?: (body: string, signature: string) => Promise<void>;
  /** How long the timeout test card keeps the merchant waiting. */
  hangMs: number;
}

export interface CardInput {
  number: string;
  holder_name: string;
  exp_month: number;
  exp_year: number;
  cvv: string;
  /** A Korean domestic card's holder birth date (YYMMDD) or business number, and its PIN's first two digits. */
  birth_date?: string | undefined;
  pin_prefix?: string | undefined;
}

type CardInputError = 'number' | 'holder_name' | 'expiry' | 'cvv' | 'birth_date' | 'pin_prefix';

export type ChallengeAction = 'complete' | 'fail' | 'cancel';

export function signSandboxWebhook(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/**
 * A gateway that behaves as real ones do, on this server under its own path: it tokenizes cards
 * from its hosted fields (keeping brand, last four and expiry, never the number or CVV), decides
 * each payment by the test card used, runs a 3-D Secure challenge page and sends signed webhooks.
 */
export function sandboxGateway(db: Db, options: SandboxOptions) {
  const repository = sandboxRepository(db);

  function outcome(payment: { merchant_reference: string; status: string; decline_code: string | null; id: string }): GatewayOutcome {
    return {
      reference: payment.id,
      status: payment.status as GatewayStatus,
      ...(payment.status === 'challenge_required' ? { challengeUrl: `${SANDBOX_BASE_PATH}/challenge/${payment.id}` } : {}),
      ...(payment.decline_code ? { failureCode: payment.decline_code as PaymentFailureCode } : {}),
    };
  }

  /** Sends the payment's new state to the merchant, retrying a failed delivery as gateways do. */
  function notify(paymentId: string, sequence: number) {
    if (!options.deliver) return;
    const deliver = options.deliver;
    setImmediate(() => {
      void (async () => {
        const payment = await repository.findPayment(paymentId);
        if (!payment) return;
        const body = JSON.stringify({
          id: `evt_${payment.id}_${sequence}`,
          payment: { ...outcome(payment), merchant_reference: payment.merchant_reference },
        });
        for (let attempt = 0; attempt < 3; attempt++) {
          try {
            await deliver(body, signSandboxWebhook(body, options.webhookSecret));
            return;
          } catch {
            await sleep(500 * (attempt + 1));
          }
        }
      })().catch(() => undefined);
    });
  }

  async function move(paymentId: string, from: string[], to: { status: GatewayStatus; decline_code?: string | null }) {
    const sequence = await repository.transition(paymentId, from, to);
    if (sequence !== null) notify(paymentId, sequence);
    const payment = await repository.findPayment(paymentId);
    if (!payment) throw new Error(`sandbox payment ${paymentId} vanished`);
    return outcome(payment);
  }

  async function byReference(merchantReference: string) {
    const payment = await repository.findByReference(merchantReference);
    if (!payment) throw new Error(`no sandbox payment for ${merchantReference}`);
    return payment;
  }

  const gateway: PaymentGateway = {
    name: 'sandbox',
    cardFieldsUrl: `${SANDBOX_BASE_PATH}/card-fields`,
    challengeDisplay: 'frame',

    async describeToken(token) {
      const found = await repository.findToken(token);
      // A saved card stops paying once its member deletes it.
      if (!found || (found.token.startsWith('card_') && !found.reusable)) return null;
      return {
        token,
        brand: found.brand as CardToken['brand'],
        last4: found.last4,
        exp_month: found.exp_month,
        exp_year: found.exp_year,
        ...(found.korean_checked ? { korean_checked: true } : {}),
      };
    },

    async authorize(request: AuthorizeRequest) {
      const existing = await repository.findByReference(request.merchantReference);
      if (existing) return outcome(existing);
      const token = await repository.findToken(request.token);
      const scenario: SandboxScenario = token ? (JSON.parse(token.scenario) as SandboxScenario) : { kind: 'decline', code: '3007' };
      const paid = request.capture ? 'captured' : 'authorized';
      const [status, code]: [GatewayStatus, string | null] =
        scenario.kind === 'decline'
          ? ['failed', scenario.code]
          : scenario.kind === 'challenge' || scenario.kind === 'challenge_then_fail'
            ? ['challenge_required', null]
            : [paid, null];
      // The timeout card is charged, but only after the merchant has stopped waiting: it has to clean up.
      if (scenario.kind === 'timeout') await sleep(options.hangMs, undefined, { ref: false });
      const id = `sbx_${randomUUID()}`;
      await repository.insertPayment({
        id,
        token: token?.token ?? request.token,
        merchant_reference: request.merchantReference,
        amount: request.amount,
        currency: request.currency,
        capture: request.capture,
        status,
        decline_code: code,
        return_url: request.returnUrl,
      });
      notify(id, 0);
      return outcome((await repository.findPayment(id))!);
    },

    async capture(merchantReference) {
      return move((await byReference(merchantReference)).id, ['authorized'], { status: 'captured' });
    },

    async refund(merchantReference, amount, key) {
      const payment = await byReference(merchantReference);
      const refunded = await inTransaction(db, (trx) => repository.refund(trx, payment.id, amount, key));
      if (refunded === 'more_than_captured') throw new Error(`sandbox refund ${key} exceeds what ${payment.id} captured`);
      // Wholly given back, the payment is refunded; a part leaves it captured.
      if (refunded === payment.amount) return move(payment.id, ['captured'], { status: 'refunded' });
      return outcome((await repository.findPayment(payment.id))!);
    },

    async void(merchantReference) {
      return move((await byReference(merchantReference)).id, ['challenge_required', 'authorized'], { status: 'cancelled' });
    },

    async retrieve(merchantReference) {
      return outcome(await byReference(merchantReference));
    },

    async saveCard(token) {
      const savedAs = `card_${token.replace(/^(tok|card)_/, '')}`;
      if (token !== savedAs && !(await repository.saveToken(token, savedAs))) throw new Error('unknown token');
      return savedAs;
    },

    async deleteCard(token) {
      await repository.disableToken(token);
    },

    async parseWebhook({ body, headers }) {
      const signature = headers['yado-signature'];
      if (typeof signature !== 'string') return null;
      const expected = Buffer.from(signSandboxWebhook(body, options.webhookSecret));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const parsed = JSON.parse(body) as { id: string; payment: GatewayOutcome & { merchant_reference: string } };
      const { merchant_reference: merchantReference, ...payment } = parsed.payment;
      return [{ ...payment, eventId: parsed.id, merchantReference } satisfies GatewayEvent];
    },
  };

  return {
    ...gateway,

    /** The hosted fields' call: checks the card, keeps what may be kept and answers a token. */
    async tokenize(card: CardInput): Promise<CardToken | { error: CardInputError }> {
      const number = card.number.replace(/[\s-]/g, '');
      const brand = cardBrandOf(number);
      if (!luhnValid(number) || !brand) return { error: 'number' };
      if (!holderNameValid(card.holder_name)) return { error: 'holder_name' };
      if (!cvvValid(card.cvv)) return { error: 'cvv' };
      // A Korean domestic card: both checks or none; the values are checked here and never kept.
      const korean = card.birth_date !== undefined || card.pin_prefix !== undefined;
      if (korean && !koreanBirthDateValid(card.birth_date ?? '')) return { error: 'birth_date' };
      if (korean && !pinPrefixValid(card.pin_prefix ?? '')) return { error: 'pin_prefix' };
      const token = `tok_${randomUUID().replaceAll('-', '')}`;
      const stored = { token, brand, last4: number.slice(-4), exp_month: card.exp_month, exp_year: card.exp_year };
      const scenario = scenarioOf(number, korean ? { pinPrefix: card.pin_prefix ?? '' } : undefined);
      await repository.insertToken({
        ...stored,
        scenario: JSON.stringify(scenario),
        holder_name: card.holder_name.trim(),
        korean_checked: korean,
      });
      return korean ? { ...stored, korean_checked: true } : stored;
    },

    /** The challenge page's answer; returns where to send the guest's browser, or null when the challenge is not open. */
    async completeChallenge(paymentId: string, action: ChallengeAction): Promise<{ returnUrl: string; outcome: GatewayOutcome } | null> {
      const payment = await repository.findPayment(paymentId);
      if (!payment || payment.status !== 'challenge_required') return null;
      const token = await repository.findToken(payment.token);
      const scenario = token ? (JSON.parse(token.scenario) as SandboxScenario) : null;
      const next: { status: GatewayStatus; decline_code?: string } =
        action === 'cancel'
          ? { status: 'cancelled', decline_code: '3008' }
          : action === 'fail'
            ? { status: 'failed', decline_code: '3006' }
            : scenario?.kind === 'challenge_then_fail'
              ? { status: 'failed', decline_code: scenario.code }
              : { status: payment.capture ? 'captured' : 'authorized' };
      const result = await move(paymentId, ['challenge_required'], next);
      return { returnUrl: payment.return_url, outcome: result };
    },

    findChallenge(paymentId: string) {
      return repository.findPayment(paymentId);
    },
  };
}
export type SandboxGateway = ReturnType<typeof sandboxGateway>;
