import { z } from 'zod';
import { isTimeZone } from '@yado/domain/dates';
import { LOCALES } from '@yado/domain/locales';
import { CURRENCIES } from '@yado/domain/money';
import type { Db } from '../../db/connect';
import { inTransaction } from '../../db/transactions';
import { newHotelsRepository } from './new-hotels-repository';

/** A brand's or hotel's code as addresses carry it (?code=sakura-ginza): lower-case words joined by dashes. */
const placeCode = z
  .string()
  .trim()
  .max(64, 'at most 64 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case letters and digits, words joined by dashes (sakura-ginza)');

/** What a new hotel starts from: its brand (new or not), names, where it is and how it sells. */
export const newHotelSchema = z.object({
  brand: placeCode,
  /** The brand's name, to create it; a brand that exists keeps its own. */
  brand_name: z.string().trim().min(1).max(200).optional(),
  hotel: placeCode,
  name: z.string().trim().min(1, 'give the hotel’s name').max(200),
  time_zone: z.string().refine(isTimeZone, 'a time zone such as Asia/Tokyo'),
  currency: z.enum(CURRENCIES.map((currency) => currency.code) as [string, ...string[]], { message: 'a currency such as JPY' }),
  /** The hotel's own language, the one its notices are written in. */
  locale: z.enum(LOCALES, { message: `one of ${LOCALES.join(', ')}` }),
  tax_rate_percent: z.coerce.number().min(0, 'from 0 to 100').max(100, 'from 0 to 100').default(0),
  phone: z.string().trim().max(40).default(''),
  address: z.string().trim().max(300).default(''),
  post_code: z.string().trim().max(20).default(''),
  country: z
    .string()
    .trim()
    .regex(/^([A-Z]{2})?$/, 'a two-letter country code such as JP')
    .default(''),
});
export type NewHotel = z.infer<typeof newHotelSchema>;

/** What adding a hotel did, or why it did nothing. */
export type NewHotelOutcome = { hotelId: number; brandCreated: boolean } | { refused: string };

/**
 * A hotel added outside the console (ADR 0082), to a brand that exists or one created with it: the
 * rows it starts from and nothing else. Its owner (console:add-owner) then builds its policies,
 * room types, plans, rates and stock in the console; until then its widget finds no rooms.
 */
export function newHotels(db: Db) {
  const repository = newHotelsRepository();
  return {
    add: (hotel: NewHotel): Promise<NewHotelOutcome> =>
      inTransaction(db, async (trx) => {
        if (await repository.hotelCodeTaken(trx, hotel.hotel)) return { refused: `A hotel with the code ${hotel.hotel} already exists.` };
        const brand = await repository.findBrand(trx, hotel.brand);
        if (!brand && !hotel.brand_name)
          return { refused: `There is no brand ${hotel.brand}: give its name (--brand-name) to create it with the hotel.` };
        const brandId = brand?.id ?? (await repository.insertBrand(trx, { code: hotel.brand, name: hotel.brand_name as string }));
        const hotelId = await repository.insertHotel(trx, {
          brandId,
          code: hotel.hotel,
          name: hotel.name,
          timeZone: hotel.time_zone,
          currency: hotel.currency,
          locale: hotel.locale,
          taxRatePercent: hotel.tax_rate_percent,
          phone: hotel.phone,
          address: { post_code: hotel.post_code, full_address: hotel.address, country: hotel.country },
        });
        return { hotelId, brandCreated: !brand };
      }),
  };
}
