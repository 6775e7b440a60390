import type { Db } from '../connect';

/**
 * Units of each currency per US dollar, for the demo: every currency a guest can choose (CURRENCIES),
 * so none is shown without a rate. A real deployment records a rates feed instead.
 */
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
  ARS: 900,
  BRL: 5,
  CZK: 23,
  DKK: 6.9,
  ILS: 3.7,
  MOP: 8,
  MYR: 4.7,
  MXN: 17,
  NZD: 1.65,
  NOK: 10.6,
  QAR: 3.64,
  RUB: 92,
  SAR: 3.75,
  ZAR: 18.5,
  LKR: 300,
  SEK: 10.5,
  CHF: 0.88,
  AED: 3.67,
  VND: 24_500,
};

/**
 * Rates from each demo hotel's currency to the others, taken now: once for each pair, so a demo
 * kept from before a currency was added gets that currency's rates too.
 */
export async function seedExchangeRates(db: Db): Promise<void> {
  const existing = await db.selectFrom('exchange_rates').select(['base', 'quote']).distinct().execute();
  const seeded = new Set(existing.map(({ base, quote }) => `${base}>${quote}`));
  const takenAt = new Date();
  const rates = ['JPY', 'KRW', 'TWD'].flatMap((base) =>
    Object.keys(PER_USD)
      .filter((quote) => quote !== base && !seeded.has(`${base}>${quote}`))
      .map((quote) => ({ base, quote, rate: (PER_USD[quote] as number) / (PER_USD[base] as number), taken_at: takenAt })),
  );
  if (rates.length > 0) await db.insertInto('exchange_rates').values(rates).execute();
}
