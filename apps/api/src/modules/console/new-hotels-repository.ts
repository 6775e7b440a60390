import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** The rows a new brand and hotel start from (console:add-hotel): names, where and how the hotel sells, nothing else yet. */
export function newHotelsRepository() {
  return {
    findBrand(trx: Transaction<Database>, code: string) {
      return trx.selectFrom('hotel_brands').select('id').where('code', '=', code).executeTakeFirst();
    },
    async hotelCodeTaken(trx: Transaction<Database>, code: string) {
      return (await trx.selectFrom('hotels').select('id').where('code', '=', code).executeTakeFirst()) !== undefined;
    },
    async insertBrand(trx: Transaction<Database>, brand: { code: string; name: string }) {
      const { id } = await trx
        .insertInto('hotel_brands')
        .values({
          code: brand.code,
          name: brand.name,
          name_translations: JSON.stringify({}),
          book_languages: [],
          settings: JSON.stringify({}),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    async insertHotel(
      trx: Transaction<Database>,
      hotel: {
        brandId: number;
        code: string;
        name: string;
        timeZone: string;
        currency: string;
        locale: string;
        taxRatePercent: number;
        phone: string;
        address: { post_code: string; full_address: string; country: string };
      },
    ) {
      const { id } = await trx
        .insertInto('hotels')
        .values({
          brand_id: hotel.brandId,
          code: hotel.code,
          name: hotel.name,
          name_translations: JSON.stringify({}),
          time_zone: hotel.timeZone,
          currency: hotel.currency,
          locale: hotel.locale,
          tax_rate_percent: hotel.taxRatePercent,
          phone: hotel.phone,
          address: JSON.stringify(hotel.address),
          settings: JSON.stringify({}),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
  };
}
