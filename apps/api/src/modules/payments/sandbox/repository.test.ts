import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../../../db/connect';
import { migrateToLatest } from '../../../db/migrate';
import { inTransaction } from '../../../db/transactions';
import { sandboxRepository } from './repository';

let db: Db;
beforeAll(async () => {
  db = await connect({});
  await migrateToLatest(db);
});
afterAll(async () => db.destroy());

async function capturedPayment(id: string, amount: number, status = 'captured') {
  await sandboxRepository(db).insertToken({
    token: `tok_${id}`,
    scenario: 'success',
    brand: 'visa',
    last4: '4242',
    exp_month: 12,
    exp_year: 2030,
    holder_name: 'YUI TANAKA',
  });
  await db
    .insertInto('sandbox_gateway_payments')
    .values({
      id,
      token: `tok_${id}`,
      merchant_reference: `ref_${id}`,
      amount,
      currency: 'JPY',
      capture: true,
      status,
      decline_code: null,
      return_url: '',
    })
    .execute();
}

/** A refund in its own transaction, as the gateway makes it. */
const refund = (paymentId: string, amount: number, key: string) =>
  inTransaction(db, (trx) => sandboxRepository(db).refund(trx, paymentId, amount, key));

describe('sandbox gateway refunds', () => {
  it('add up, give nothing twice for one key, and never pass what was captured', async () => {
    await capturedPayment('pay_partial', 10_000);
    expect(await refund('pay_partial', 3000, 'first')).toBe(3000);
    expect(await refund('pay_partial', 3000, 'first')).toBe(3000);
    expect(await refund('pay_partial', 5000, 'second')).toBe(8000);
    expect(await refund('pay_partial', 2001, 'third')).toBe('more_than_captured');
    // A refused key is not spent: the same key may ask again for what fits.
    expect(await refund('pay_partial', 2000, 'third')).toBe(10_000);
    const kept = await db
      .selectFrom('sandbox_gateway_refunds')
      .select(['key', 'amount'])
      .where('payment_id', '=', 'pay_partial')
      .orderBy('key')
      .execute();
    expect(kept).toEqual([
      { key: 'first', amount: 3000 },
      { key: 'second', amount: 5000 },
      { key: 'third', amount: 2000 },
    ]);
  });

  it('refuses a payment that was never captured', async () => {
    await capturedPayment('pay_authorized', 5000, 'authorized');
    expect(await refund('pay_authorized', 1000, 'early')).toBe('more_than_captured');
  });
});
