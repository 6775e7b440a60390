import { sql } from 'kysely';
import type { Db } from '../../db/connect';

export interface AgencyHotelRow {
  id: number;
  code: string;
  name: string;
  name_translations: Record<string, string>;
  brand_code: string;
  brand_name: string;
  brand_name_translations: Record<string, string>;
  currency: string;
  latitude: number;
  longitude: number;
  place_id: string | null;
  star_class: number | null;
  amenities: string[];
  rating_average: number | null;
  rating_count: number;
}

export function agencyRepository(db: Db) {
  return {
    /** Every hotel placed on the map, with its brand and the summary of its visible reviews. */
    async listHotels(): Promise<AgencyHotelRow[]> {
      const result = await sql<AgencyHotelRow>`
        SELECT h.id, h.code, h.name, h.name_translations, b.code AS brand_code, b.name AS brand_name,
               b.name_translations AS brand_name_translations, h.currency, h.latitude, h.longitude, h.place_id,
               h.star_class, h.amenities, r.average::float8 AS rating_average, coalesce(r.count, 0)::int AS rating_count
        FROM hotels h
        JOIN hotel_brands b ON b.id = h.brand_id
        LEFT JOIN (
          SELECT hotel_id, round(avg(overall), 1) AS average, count(*) AS count
          FROM hotel_reviews WHERE NOT hidden GROUP BY hotel_id
        ) r ON r.hotel_id = h.id
        WHERE h.latitude IS NOT NULL
        ORDER BY h.code`.execute(db);
      return result.rows;
    },
  };
}
export type AgencyRepository = ReturnType<typeof agencyRepository>;
