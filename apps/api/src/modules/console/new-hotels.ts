import { z } from 'zod';
import { isTimeZone } from '@yado/domain/dates';
import { LOCALES } from '@yado/domain/locales';
import { CURRENCIES } from '@yado/domain/money';
import type { Db } from '../../db/connect';
import { inTransaction } from '../../db/transactions';
import { isUniqueViolation } from '../../db/violations';
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
  /** The brand's name, to create it; given for a brand that exists, the hotel is refused (the code may be a slip). */
  brand_name: z.string().trim().min(1).max(200).optional(),
  hotel: placeCode,
  name: z.string().trim().min(1, 'give the hotel’s name').max(200),
  // An IANA name as written there (Asia/Tokyo, or UTC): not an alias such as JST, Japan or asia/tokyo.
  time_zone: z
    .string()
    .refine(
      (zone) => (zone === 'UTC' || /^[A-Z][A-Za-z_]+(\/[A-Za-z0-9_+-]+)+$/.test(zone)) && isTimeZone(zone),
      'a time zone such as Asia/Tokyo',
    ),
  currency: z.enum(CURRENCIES.map((currency) => currency.code) as [string, ...string[]], { message: 'a currency such as JPY' }),
  /** The hotel's own language, the one its notices are written in. */
  locale: z.enum(LOCALES, { message: `one of ${LOCALES.join(', ')}` }),
  /** The tax included in its prices, in percent: given always, as a number with at most two decimals. */
  tax_rate_percent: z
    .string()
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, 'a percentage such as 10 or 8.5')
    .transform(Number)
    .refine((rate) => rate <= 100, 'from 0 to 100'),
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
  function addOnce(hotel: NewHotel): Promise<NewHotelOutcome> {
    return inTransaction(db, async (trx) => {
      if (await repository.hotelCodeTaken(trx, hotel.hotel)) return { refused: `A hotel with the code ${hotel.hotel} already exists.` };
      const brand = await repository.findBrand(trx, hotel.brand);
      if (!brand && !hotel.brand_name)
        return { refused: `There is no brand ${hotel.brand}: give its name (--brand-name) to create it with the hotel.` };
      if (brand && hotel.brand_name)
        return { refused: `The brand ${hotel.brand} exists already: leave out --brand-name to add the hotel to it, or choose a new code.` };
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
    });
  }

  return {
    add: (hotel: NewHotel): Promise<NewHotelOutcome> =>
      addOnce(hotel).catch((error: unknown) => {
        // Another run took the code between the check and the insert.
        if (isUniqueViolation(error))
          return { refused: `A hotel or brand with this code was added meanwhile: ${hotel.hotel}, ${hotel.brand}.` };
        throw error;
      }),
  };
}
