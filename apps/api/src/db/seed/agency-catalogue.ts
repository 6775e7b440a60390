import { sql } from 'kysely';
import type { Amenity } from '@yado/domain/amenities';
import { LOCALES } from '@yado/domain/locales';
import { placeById, type Place } from '@yado/domain/places';
import type { Db } from '../connect';
import { inTransaction } from '../transactions';
import { DEMO_BRANDS } from './catalogue';
import type { SeedPlan, SeedRoomType } from './catalogue-types';
import { commonPlans, standardPolicy } from './plans';
import { FAMILY_KIDS_TIERS, filterIds, searchFilters } from './search-settings';
import { inEveryLanguage, settingsInEveryLanguage } from './translations';

/**
 * The agency site's demo catalogue (ADR 0050): the three demo hotels placed on the map, and about
 * forty hotels of four more brands across the cities of places.ts, each with two room types, a room-only and a breakfast plan, rates and stock for AGENCY_SEED_DAYS days, and reviews.
 * Everything is derived from fixed tables, so every seed writes the same catalogue; it is written
 * in a handful of statements, since tests and the e2e suite seed often.
 */
export const AGENCY_SEED_DAYS = 90;

type Style = 'city' | 'ryokan' | 'resort' | 'luxury';
type Names = Record<string, string>;

interface AgencyBrand {
  code: string;
  /** The brand's name, and its hotels' names as a prefix to the place's, per locale. */
  name: Names;
  hotelPrefix: Names;
  style: Style;
  stars: number;
  amenities: Amenity[];
  /** Brand settings beyond the defaults. */
  settings?: Record<string, unknown>;
}

const everyLocale = (pick: (locale: (typeof LOCALES)[number]) => string): Names =>
  Object.fromEntries(LOCALES.map((locale) => [locale, pick(locale)]));

const AGENCY_BRANDS: AgencyBrand[] = [
  {
    code: 'kumo',
    name: everyLocale(
      (l) =>
        ({ ja: '雲ホテルズ', ko: '쿠모 호텔스', zh_Hans: '云酒店', zh_Hant: '雲酒店', th: 'คุโมะ โฮเทลส์', ar: 'فنادق كومو' })[l as string] ??
        'Kumo Hotels',
    ),
    hotelPrefix: everyLocale(
      (l) =>
        ({ ja: '雲ホテル', ko: '쿠모 호텔 ', zh_Hans: '云酒店', zh_Hant: '雲酒店', th: 'คุโมะ โฮเทล ', ar: 'فندق كومو ' })[l as string] ??
        'Kumo Hotel ',
    ),
    style: 'city',
    stars: 3,
    amenities: ['free_wifi', 'non_smoking_rooms', 'restaurant'],
    // A night one of its Tokyo hotels is full, its widget offers the others nearby (ADR 0058).
    settings: { nearby_hotels_suggestion: true },
  },
  {
    code: 'yu',
    name: everyLocale(
      (l) =>
        ({ ja: '湯の宿', ko: '유노야도', zh_Hans: '汤之宿', zh_Hant: '湯之宿', th: 'ยุโนะยาโดะ', ar: 'يو نو يادو' })[l as string] ??
        'Yu no Yado',
    ),
    hotelPrefix: everyLocale(
      (l) =>
        ({ ja: '湯の宿 ', ko: '유노야도 ', zh_Hans: '汤之宿 ', zh_Hant: '湯之宿 ', th: 'ยุโนะยาโดะ ', ar: 'يو نو يادو ' })[l as string] ??
        'Yu no Yado ',
    ),
    style: 'ryokan',
    stars: 4,
    amenities: ['onsen', 'spa', 'restaurant', 'parking', 'free_wifi', 'family_rooms'],
  },
  {
    code: 'nami',
    name: everyLocale(
      (l) =>
        ({ ja: '波リゾート', ko: '나미 리조트', zh_Hans: '波浪度假村', zh_Hant: '波浪度假村', th: 'นามิ รีสอร์ท', ar: 'منتجعات نامي' })[
          l as string
        ] ?? 'Nami Resorts',
    ),
    hotelPrefix: everyLocale(
      (l) =>
        ({ ja: '波リゾート', ko: '나미 리조트 ', zh_Hans: '波浪度假村', zh_Hant: '波浪度假村', th: 'นามิ รีสอร์ท ', ar: 'منتجع نامي ' })[
          l as string
        ] ?? 'Nami Resort ',
    ),
    style: 'resort',
    stars: 4,
    amenities: ['pool', 'spa', 'fitness', 'parking', 'free_wifi', 'restaurant', 'airport_shuttle', 'family_rooms', 'pets'],
  },
  {
    code: 'hoshi',
    name: everyLocale(
      (l) =>
        ({ ja: '星グランド', ko: '호시 그랜드', zh_Hans: '星辰大酒店', zh_Hant: '星辰大酒店', th: 'โฮชิ แกรนด์', ar: 'هوشي غراند' })[
          l as string
        ] ?? 'Hoshi Grand',
    ),
    hotelPrefix: everyLocale(
      (l) =>
        ({ ja: '星グランド', ko: '호시 그랜드 ', zh_Hans: '星辰大酒店', zh_Hant: '星辰大酒店', th: 'โฮชิ แกรนด์ ', ar: 'هوشي غراند ' })[
          l as string
        ] ?? 'Hoshi Grand ',
    ),
    style: 'luxury',
    stars: 5,
    amenities: ['spa', 'fitness', 'pool', 'free_wifi', 'restaurant', 'airport_shuttle', 'non_smoking_rooms', 'accessible_rooms'],
  },
];

/** Where each brand has hotels: a place id of places.ts each (a city, or an area of one). */
const AGENCY_HOTELS: Array<[brand: string, place: string]> = [
  ['kumo', 'tokyo-shinjuku'],
  ['kumo', 'tokyo-shibuya'],
  ['kumo', 'tokyo-asakusa'],
  ['kumo', 'tokyo-station'],
  ['kumo', 'yokohama'],
  ['kumo', 'kyoto-station'],
  ['kumo', 'osaka-namba'],
  ['kumo', 'osaka-umeda'],
  ['kumo', 'shin-osaka-station'],
  ['kumo', 'sapporo-susukino'],
  ['kumo', 'fukuoka-hakata'],
  ['kumo', 'naha'],
  ['kumo', 'kanazawa'],
  ['kumo', 'nara'],
  ['kumo', 'seoul-hongdae'],
  ['kumo', 'seoul-station'],
  ['kumo', 'taipei-ximending'],
  ['kumo', 'taipei-main-station'],
  ['yu', 'hakone'],
  ['yu', 'lake-ashi'],
  ['yu', 'kyoto-arashiyama'],
  ['yu', 'kyoto-gion'],
  ['yu', 'kanazawa'],
  ['yu', 'sapporo'],
  ['yu', 'nara'],
  ['yu', 'fukuoka'],
  ['nami', 'naha'],
  ['nami', 'yokohama'],
  ['nami', 'fukuoka'],
  ['nami', 'hakone'],
  ['nami', 'sapporo'],
  ['nami', 'taipei-xinyi'],
  ['hoshi', 'tokyo-ginza'],
  ['hoshi', 'tokyo-tower'],
  ['hoshi', 'kyoto-station'],
  ['hoshi', 'osaka-castle'],
  ['hoshi', 'seoul-gangnam'],
  ['hoshi', 'taipei-101'],
  ['hoshi', 'yokohama'],
  ['hoshi', 'fukuoka-hakata'],
];

/** The three demo hotels on the agency's map; their codes, rates and stock stay as they are. */
const DEMO_HOTEL_FACTS: Array<{ code: string; place: string; stars: number; amenities: Amenity[] }> = [
  {
    code: 'sakura-ginza',
    place: 'tokyo-ginza',
    stars: 4,
    amenities: ['free_wifi', 'restaurant', 'fitness', 'non_smoking_rooms', 'accessible_rooms'],
  },
  { code: 'sakura-myeongdong', place: 'seoul-myeongdong', stars: 4, amenities: ['free_wifi', 'restaurant', 'family_rooms'] },
  { code: 'formosa-daan', place: 'taipei-daan', stars: 3, amenities: ['free_wifi', 'parking', 'family_rooms', 'pets'] },
];

const COUNTRY = {
  JP: { currency: 'JPY', timeZone: 'Asia/Tokyo', locale: 'ja', tax: 10, roundTo: 100, perYen: 1 },
  KR: { currency: 'KRW', timeZone: 'Asia/Seoul', locale: 'ko', tax: 10, roundTo: 1000, perYen: 9 },
  TW: { currency: 'TWD', timeZone: 'Asia/Taipei', locale: 'zh_Hant', tax: 5, roundTo: 10, perYen: 0.21 },
} as const;

/** Room types borrowed from the demo hotels (their texts are translated), by code. */
function demoRoomType(code: string): SeedRoomType {
  const found = DEMO_BRANDS.flatMap((b) => b.hotels.flatMap((h) => h.roomTypes)).find((rt) => rt.code === code);
  if (!found) throw new Error(`no demo room type ${code}`);
  return found;
}

const ROOM_TYPES: Record<Style, Array<{ code: string; factor: number; stock: number }>> = {
  city: [
    { code: 'STD-SGL', factor: 0.7, stock: 20 },
    { code: 'SUP-TWN', factor: 1.2, stock: 12 },
  ],
  ryokan: [
    { code: 'JPN-WAS', factor: 1.6, stock: 8 },
    { code: 'MOD-DBL', factor: 1.1, stock: 6 },
  ],
  resort: [
    { code: 'DLX-DBL', factor: 1.2, stock: 14 },
    { code: 'FAM-QD', factor: 1.7, stock: 8 },
  ],
  luxury: [
    { code: 'DLX-KNG', factor: 1.3, stock: 12 },
    { code: 'EXE-STE', factor: 2.6, stock: 3 },
  ],
};
const STYLE_BASE: Record<Style, number> = { city: 9000, ryokan: 16000, resort: 15000, luxury: 26000 };

/** The seed's form of one agency hotel, derived from its brand, place and position in the table. */
function agencyHotel(brand: AgencyBrand, place: Place, index: number) {
  const country = COUNTRY[place.country];
  // Spread hotels a few hundred metres around their place, each differently, never by chance.
  const angle = (index * 137.5 * Math.PI) / 180;
  const spread = 0.004 + (index % 5) * 0.002;
  const code = `${brand.code}-${place.id}`;
  const wave = (index * 7) % 10;
  const base = Math.round((STYLE_BASE[brand.style] * (1 + wave / 20) * country.perYen) / country.roundTo) * country.roundTo;
  const roomTypes = ROOM_TYPES[brand.style].map(({ code: rtCode, factor, stock }) => ({
    ...demoRoomType(rtCode),
    stock,
    base: Math.round((base * factor) / country.roundTo) * country.roundTo,
  }));
  // Sold through the agency, each plan may also be paid in advance (its pay-in-advance hand-off, ADR 0060).
  const plans = commonPlans(Math.round((1800 * country.perYen) / country.roundTo) * country.roundTo)
    .filter((plan: SeedPlan) => plan.code === 'RO' || plan.code === 'BF')
    .map((plan) => ({ ...plan, paymentMethods: [...(plan.paymentMethods ?? ['on_site', 'on_site_credit_card_required']), 'pre_paid'] }));
  return {
    code,
    brand,
    place,
    country,
    name: everyLocale((locale) => `${brand.hotelPrefix[locale]}${place.names[locale]}`),
    latitude: Math.round((place.latitude + Math.sin(angle) * spread) * 1e6) / 1e6,
    longitude: Math.round((place.longitude + Math.cos(angle) * spread) * 1e6) / 1e6,
    // A brand's hotels differ a little: a few a star below, some without one of its amenities.
    stars: Math.max(1, brand.stars - (index % 4 === 3 ? 1 : 0)),
    amenities: brand.amenities.filter((_, i) => (i + index) % 7 !== 6),
    roomTypes,
    plans,
  };
}
type AgencyHotel = ReturnType<typeof agencyHotel>;

export const agencyHotels = (): AgencyHotel[] =>
  AGENCY_HOTELS.map(([brandCode, placeId], index) => {
    const brand = AGENCY_BRANDS.find((b) => b.code === brandCode);
    const place = placeById(placeId);
    if (!brand || !place) throw new Error(`unknown agency brand or place ${brandCode} ${placeId}`);
    return agencyHotel(brand, place, index);
  });

const json = (value: unknown) => JSON.stringify(value);

const REVIEW_COMMENTS: Array<[locale: string, comment: string]> = [
  ['en', 'Clean room, friendly staff, close to the station.'],
  ['ja', '駅から近く、スタッフの対応も丁寧でした。'],
  ['ko', '위치가 좋고 방이 깨끗했어요.'],
  ['zh_Hant', '房間乾淨，交通方便。'],
  ['en', 'Great breakfast; the room was smaller than expected.'],
  ['th', 'ห้องสะอาด พนักงานเป็นมิตร'],
];

/** Writes the agency brands, hotels and reviews once, and places the demo hotels. */
async function insertAgencyCatalogue(db: Db, hotels: AgencyHotel[]) {
  const brands = await db
    .insertInto('hotel_brands')
    .values(
      AGENCY_BRANDS.map((brand) => ({
        code: brand.code,
        name: brand.name.en ?? brand.code,
        name_translations: json(brand.name),
        book_languages: [],
        settings: json(brand.settings ?? {}),
      })),
    )
    .returning(['id', 'code'])
    .execute();
  const brandIds = new Map(brands.map((b) => [b.code, b.id]));
  const rows = await db
    .insertInto('hotels')
    .values(
      hotels.map((hotel) => ({
        brand_id: brandIds.get(hotel.brand.code) ?? 0,
        code: hotel.code,
        name: hotel.name.en ?? hotel.code,
        name_translations: json(hotel.name),
        time_zone: hotel.country.timeZone,
        currency: hotel.country.currency,
        locale: hotel.country.locale,
        tax_rate_percent: hotel.country.tax,
        phone: '+81 3-0000-0000',
        address: json({ full_address: hotel.place.names.en, country: hotel.place.country }),
        settings: json(
          settingsInEveryLanguage({
            room_search_filters: searchFilters(hotel.roomTypes),
            mcp_enabled: true,
            multi_rooms_search_enabled: true,
            multi_rooms_search_limit: 3,
            ...(hotel.brand.style === 'city'
              ? {}
              : {
                  kids_setting: { kids_type: 'tiers', accept_type: 'accept', shared_bed_type: 'per_adult' },
                  kids_tiers: FAMILY_KIDS_TIERS,
                }),
          }),
        ),
        latitude: hotel.latitude,
        longitude: hotel.longitude,
        place_id: hotel.place.id,
        star_class: hotel.stars,
        amenities: hotel.amenities,
      })),
    )
    .returning(['id', 'code'])
    .execute();
  const hotelIds = new Map(rows.map((r) => [r.code, r.id]));
  const idOf = (code: string) => hotelIds.get(code) ?? 0;
  const policies = await db
    .insertInto('cancellation_policies')
    .values(
      hotels.map((h) => ({
        hotel_id: idOf(h.code),
        code: standardPolicy.code,
        name: standardPolicy.name,
        no_show_percentage_of_cost: 100,
      })),
    )
    .returning(['id', 'hotel_id'])
    .execute();
  await db
    .insertInto('cancellation_policy_parts')
    .values(
      policies.flatMap((p) =>
        standardPolicy.parts.map((part) => ({
          cancellation_policy_id: p.id,
          days_before: part.days_before,
          percentage_of_cost: part.percentage_of_cost,
        })),
      ),
    )
    .execute();
  const policyOf = new Map(policies.map((p) => [p.hotel_id, p.id]));
  await db
    .insertInto('room_types')
    .values(
      hotels.flatMap((hotel) =>
        hotel.roomTypes.map((rt, index) => ({
          hotel_id: idOf(hotel.code),
          code: rt.code,
          name: rt.name.en ?? rt.code,
          name_translations: json(inEveryLanguage(rt.name)),
          description_translations: json(inEveryLanguage(rt.description)),
          beds: json(rt.beds),
          sleeps: rt.sleeps,
          size_tatami: Math.round((rt.sizeSqm / 1.62) * 2) / 2,
          size_sqm: rt.sizeSqm,
          bath: rt.bath,
          shower: true,
          toilet: true,
          smoking: false,
          wifi: 'free',
          max_adults: rt.maxAdults,
          images: json([{ url: `/images/rooms/${rt.image}.svg`, alt: inEveryLanguage(rt.name) }]),
          sort_order: index,
          filter_ids: filterIds(rt),
        })),
      ),
    )
    .execute();
  await db
    .insertInto('plans')
    .values(
      hotels.flatMap((hotel) =>
        hotel.plans.map((plan, index) => ({
          hotel_id: idOf(hotel.code),
          hotel_plan_code: plan.code,
          name: plan.name.en ?? plan.code,
          name_translations: json(inEveryLanguage(plan.name)),
          description_translations: json(inEveryLanguage(plan.description)),
          meals: plan.meals,
          minimum_nights: 1,
          members_only: false,
          is_day_use: false,
          payment_methods: plan.paymentMethods ?? ['on_site', 'on_site_credit_card_required'],
          cancellation_policy_id: policyOf.get(idOf(hotel.code)) ?? 0,
          sort_order: index,
        })),
      ),
    )
    .execute();
  await sql`
    INSERT INTO room_plans (plan_id, room_type_id, room_plan_code)
    SELECT p.id, rt.id, rt.code || '-' || p.hotel_plan_code
    FROM plans p JOIN room_types rt ON rt.hotel_id = p.hotel_id
    WHERE p.hotel_id = ANY(${[...hotelIds.values()]}::int[])`.execute(db);
  await db
    .insertInto('hotel_reviews')
    .values(
      hotels.flatMap((hotel, h) =>
        Array.from({ length: 2 + ((h * 5) % 11) }, (_, r) => {
          const [locale, comment] = REVIEW_COMMENTS[(h + r) % REVIEW_COMMENTS.length] as [string, string];
          const stars = (value: number) => Math.min(5, Math.max(1, value));
          const overall = stars(hotel.stars - 1 + (h % 3));
          // Each aspect within a star of the guest's overall score, as one guest's scores go.
          const aspect = (offset: number) => stars(overall - 1 + ((h + r + offset) % 3));
          return {
            hotel_id: idOf(hotel.code),
            overall,
            cleanliness: aspect(1),
            service: aspect(2),
            location: aspect(0),
            value: overall,
            rooms: aspect(1),
            comment,
            locale,
            created_at: new Date(Date.UTC(2026, 0, 1 + ((h * 13 + r * 7) % 300))),
          };
        }),
      ),
    )
    .execute();
  for (const facts of DEMO_HOTEL_FACTS) {
    const place = placeById(facts.place);
    if (!place) continue;
    await db
      .updateTable('hotels')
      .set({
        latitude: place.latitude,
        longitude: place.longitude,
        place_id: place.id,
        star_class: facts.stars,
        amenities: facts.amenities,
      })
      .where('code', '=', facts.code)
      .execute();
  }
}

/**
 * Rates and stock of every agency hotel in one statement each, the way seedRatesAndStock derives
 * the demo hotels' (weekends cost more, some nights sell out); rows that exist are left alone.
 */
async function seedAgencyRatesAndStock(db: Db, hotels: AgencyHotel[], start: string) {
  const roomTypes = hotels.flatMap((hotel) =>
    hotel.roomTypes.map((rt) => ({ hotel: hotel.code, code: rt.code, base: rt.base, stock: rt.stock, round_to: hotel.country.roundTo })),
  );
  const meals = hotels.map((hotel) => ({ hotel: hotel.code, meal: hotel.plans.find((p) => p.code === 'BF')?.mealPerAdult ?? 0 }));
  await sql`
    INSERT INTO room_rates (room_plan_id, stay_date, adults, amount)
    SELECT rp.id, d::date, a,
      (round((s.base * (CASE p.hotel_plan_code WHEN 'BF' THEN 1.05 ELSE 1 END)
          * (CASE a WHEN 1 THEN 0.85 WHEN 2 THEN 1 WHEN 3 THEN 1.25 ELSE 1.45 END)
          * (CASE WHEN extract(isodow FROM d) IN (5, 6) THEN 1.2 ELSE 1 END)
          + (CASE p.hotel_plan_code WHEN 'BF' THEN m.meal * a ELSE 0 END)) / s.round_to) * s.round_to)::int
    FROM jsonb_to_recordset(${json(roomTypes)}::jsonb) AS s(hotel text, code text, base int, stock int, round_to int)
    JOIN jsonb_to_recordset(${json(meals)}::jsonb) AS m(hotel text, meal int) ON m.hotel = s.hotel
    JOIN hotels h ON h.code = s.hotel
    JOIN room_types rt ON rt.hotel_id = h.id AND rt.code = s.code
    JOIN room_plans rp ON rp.room_type_id = rt.id
    JOIN plans p ON p.id = rp.plan_id
    CROSS JOIN generate_series(${start}::date, ${start}::date + ${AGENCY_SEED_DAYS - 1}::int, interval '1 day') AS d
    CROSS JOIN LATERAL generate_series(1, rt.max_adults) AS a
    ON CONFLICT DO NOTHING`.execute(db);
  await sql`
    INSERT INTO inventory (room_type_id, stay_date, total, sold)
    SELECT rt.id, d::date, s.stock,
      CASE
        WHEN (d::date - ${start}::date + h.id) % 37 = 0 THEN s.stock
        ELSE floor(s.stock * (((d::date - ${start}::date) * 7 + rt.id * 13) % 10) / 20.0)::int
      END
    FROM jsonb_to_recordset(${json(roomTypes)}::jsonb) AS s(hotel text, code text, base int, stock int, round_to int)
    JOIN hotels h ON h.code = s.hotel
    JOIN room_types rt ON rt.hotel_id = h.id AND rt.code = s.code
    CROSS JOIN generate_series(${start}::date, ${start}::date + ${AGENCY_SEED_DAYS - 1}::int, interval '1 day') AS d
    ON CONFLICT DO NOTHING`.execute(db);
}

/** Seeds the agency catalogue once, then keeps its rates and stock AGENCY_SEED_DAYS ahead. */
export async function seedAgencyCatalogue(db: Db, start: string): Promise<void> {
  const hotels = agencyHotels();
  const existing = await db
    .selectFrom('hotel_brands')
    .select('id')
    .where('code', '=', AGENCY_BRANDS[0]?.code ?? '')
    .executeTakeFirst();
  if (!existing) await inTransaction(db, (trx) => insertAgencyCatalogue(trx, hotels));
  await seedAgencyRatesAndStock(db, hotels, start);
}
