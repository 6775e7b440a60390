import type { Db } from '../connect';

/** Units of each currency per US dollar, for the demo; a real deployment records a rates feed instead. */
const PER_USD: Record<string, number> = {
  USD: 1,
  JPY: 150,
  KRW: 1370,
  TWD: 32,
  EUR: 0.92,
  GBP: 0.79,
  CNY: 7.2,
  AUD: 1.52,
  CAD: 1.37,
  HKD: 7.8,
  SGD: 1.34,
  THB: 35,
  IDR: 15_800,
  PHP: 57,
  INR: 83,
};

/** Rates from each demo hotel's currency to the others, taken now, once. */
export async function seedExchangeRates(db: Db): Promise<void> {
  const existing = await db.selectFrom('exchange_rates').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const takenAt = new Date();
  const rates = ['JPY', 'KRW', 'TWD'].flatMap((base) =>
    Object.keys(PER_USD)
      .filter((quote) => quote !== base)
      .map((quote) => ({ base, quote, rate: (PER_USD[quote] as number) / (PER_USD[base] as number), taken_at: takenAt })),
  );
  await db.insertInto('exchange_rates').values(rates).execute();
}
