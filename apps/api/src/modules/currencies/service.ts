import { convertMoney, findCurrency } from '@yado/domain/money';
import type { Db } from '../../db/connect';
import { currenciesRepository } from './repository';

/** A rate as prices shown with it name it: a booking sends the id back, so a newer rate is noticed. */
export interface Exchange {
  id: number;
  base: string;
  currency: string;
  rate: number;
  taken_at: string;
}

function exchangeOf(row: { id: number; base: string; quote: string; rate: string | number; taken_at: Date | string }): Exchange {
  return { id: row.id, base: row.base, currency: row.quote, rate: Number(row.rate), taken_at: new Date(row.taken_at).toISOString() };
}

/** Exchange rates kept with the time they were taken (§4 multi-currency). */
export function currenciesService(db: Db) {
  const repository = currenciesRepository(db);
  return {
    /**
     * The rate for showing a hotel's prices in the currency the guest chose, when the hotel shows
     * other currencies, the choice is one we know and differs from the hotel's, and a rate exists.
     */
    async exchangeFor(hotel: { currency: string; multiCurrency: boolean }, wanted: string | undefined): Promise<Exchange | null> {
      const currency = wanted ? findCurrency(wanted)?.code : undefined;
      if (!hotel.multiCurrency || !currency || currency === hotel.currency) return null;
      const row = await repository.latest(hotel.currency, currency);
      return row ? exchangeOf(row) : null;
    },

    /** The rate a booking was paid at, by the id it kept. */
    async exchangeById(id: number): Promise<Exchange | null> {
      const row = await repository.byId(id);
      return row ? exchangeOf(row) : null;
    },

    convert(cents: number, exchange: Exchange): number {
      return convertMoney(cents, exchange.base, exchange.currency, exchange.rate);
    },

    /** Records rates taken now (a rates feed would call this; the demo seeds them). */
    record: (rates: Array<{ base: string; quote: string; rate: number; taken_at: Date }>) => repository.insert(rates),
  };
}
export type CurrenciesService = ReturnType<typeof currenciesService>;
