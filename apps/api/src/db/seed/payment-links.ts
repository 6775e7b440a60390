import type { Db } from '../connect';

/**
 * Demo payment links at the Tokyo hotel, one in each state a guest can find: open to pay, already
 * paid, cancelled and refunded. Added once; a link's later state is left as it is.
 */
export const DEMO_PAYMENT_LINKS = [
  { number: 'PAYDEMO0001', amount: 25_000, description: 'Airport transfer and late check-out', status: 'open' },
  { number: 'PAYDEMO0002', amount: 8_800, description: 'Birthday cake for room 1203', status: 'paid' },
  { number: 'PAYDEMO0003', amount: 12_000, description: 'Kaiseki dinner (cancelled)', status: 'cancelled' },
  { number: 'PAYDEMO0004', amount: 4_400, description: 'Parking, two nights', status: 'refunded' },
] as const;

export async function seedPaymentLinks(db: Db): Promise<void> {
  const hotel = await db.selectFrom('hotels').select(['id', 'currency']).where('code', '=', 'sakura-ginza').executeTakeFirst();
  if (!hotel) return;
  await db
    .insertInto('payment_links')
    .values(
      DEMO_PAYMENT_LINKS.map((link) => ({
        ...link,
        hotel_id: hotel.id,
        currency: hotel.currency,
        paid_at: link.status === 'paid' || link.status === 'refunded' ? new Date() : null,
      })),
    )
    .onConflict((oc) => oc.column('number').doNothing())
    .execute();
}
