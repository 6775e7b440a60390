import type { Db } from '../../db/connect';
import type { AuthorizeRequest } from './gateway';

export interface ProviderPayment {
  gateway: string;
  merchant_reference: string;
  provider_reference: string | null;
  authorization_reference: string | null;
  capture_reference: string | null;
  status: string;
  capture: boolean;
  amount: number;
  currency: string;
  action: Record<string, unknown> | null;
  refunds: Record<string, number>;
  return_url: string;
}

type Changes = Partial<
  Pick<ProviderPayment, 'provider_reference' | 'authorization_reference' | 'capture_reference' | 'status' | 'action' | 'amount' | 'refunds'>
>;

/** A card provider adapter's references for our transactions (ADR 0056): what it needs to call the provider again. */
export function providerPaymentsRepository(db: Db, gateway: string) {
  /** JSON columns are written as text. */
  function serialize({ action, refunds, ...plain }: Changes) {
    return {
      ...plain,
      ...(action !== undefined ? { action: action === null ? null : JSON.stringify(action) } : {}),
      ...(refunds !== undefined ? { refunds: JSON.stringify(refunds) } : {}),
    };
  }
  return {
    /** Records a payment being set up for an authorization, once: a repeat of the same transaction leaves it. */
    async start(request: AuthorizeRequest) {
      await db
        .insertInto('provider_payments')
        .values({
          gateway,
          merchant_reference: request.merchantReference,
          provider_reference: null,
          authorization_reference: null,
          capture_reference: null,
          status: 'challenge_required',
          capture: request.capture,
          amount: request.amount,
          currency: request.currency,
          action: null,
          return_url: request.returnUrl,
        })
        .onConflict((oc) => oc.columns(['gateway', 'merchant_reference']).doNothing())
        .execute();
    },

    async find(merchantReference: string): Promise<ProviderPayment | undefined> {
      return db
        .selectFrom('provider_payments')
        .selectAll()
        .where('gateway', '=', gateway)
        .where('merchant_reference', '=', merchantReference)
        .executeTakeFirst() as Promise<ProviderPayment | undefined>;
    },

    async update(merchantReference: string, changes: Changes) {
      await db
        .updateTable('provider_payments')
        .set({ ...serialize(changes), updated_at: new Date() })
        .where('gateway', '=', gateway)
        .where('merchant_reference', '=', merchantReference)
        .execute();
    },
  };
}
export type ProviderPaymentsRepository = ReturnType<typeof providerPaymentsRepository>;
