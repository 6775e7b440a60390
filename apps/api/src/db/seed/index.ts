import { seedMembershipPrograms } from './membership-programs';
import { sql } from 'kysely';
import type { Db } from '../connect';
import { inTransaction } from '../transactions';
import { addDays } from '@yado/domain/dates';
import { DEMO_BRANDS } from './catalogue';
import type { SeedHotel } from './catalogue-types';
import { filterIds, searchFilters } from './search-settings';
import { seedExchangeRates } from './exchange-rates';
import { seedPaymentLinks } from './payment-links';
import { seedExtras } from './extras';
import { seedQuestions } from './questions';
import { seedStaffKeys } from './staff-keys';
import { seedConsoleUsers } from './console-users';
import { seedOrganizations } from './organizations';
import { seedLotteries } from './lotteries';
import { seedDemoMembers } from './members';
import { seedCoupons } from './coupons';
import { seedPromotions } from './promotions';
import { seedVouchers } from './vouchers';
import { seedAgencyCatalogue } from './agency-catalogue';
import { inEveryLanguage, settingsInEveryLanguage } from './translations';

/** How far ahead rates and stock are kept. */
export const SEED_DAYS = 370;

const json = (value: unknown) => JSON.stringify(value);
const tatami = (sqm: number) => Math.round((sqm / 1.62) * 2) / 2;

async function insertHotel(db: Db, brandId: number, hotel: SeedHotel, start: string) {
  const { id: hotelId } = await db
    .insertInto('hotels')
    .values({
      brand_id: brandId,
      code: hotel.code,
      name: hotel.name.en ?? hotel.code,
      name_translations: json(inEveryLanguage(hotel.name)),
      time_zone: hotel.timeZone,
      currency: hotel.currency,
      locale: hotel.locale,
      tax_rate_percent: hotel.taxRatePercent,
      phone: hotel.phone,
      address: json(hotel.address),
      settings: json(settingsInEveryLanguage({ room_search_filters: searchFilters(hotel.roomTypes), ...hotel.settings })),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const policyIds = new Map<string, number>();
  for (const policy of hotel.policies) {
    const { id } = await db
      .insertInto('cancellation_policies')
      .values({ hotel_id: hotelId, code: policy.code, name: policy.name, no_show_percentage_of_cost: policy.noShow })
      .returning('id')
      .executeTakeFirstOrThrow();
    policyIds.set(policy.code, id);
    await db
      .insertInto('cancellation_policy_parts')
      .values(
        policy.parts.map((p) => ({
          cancellation_policy_id: id,
          days_before: p.days_before,
          hours_after: p.hours_after ?? null,
          percentage_of_cost: p.percentage_of_cost,
        })),
      )
      .execute();
  }

  const roomTypeIds = new Map<string, number>();
  for (const [index, rt] of hotel.roomTypes.entries()) {
    const { id } = await db
      .insertInto('room_types')
      .values({
        hotel_id: hotelId,
        code: rt.code,
        name: rt.name.en ?? rt.code,
        name_translations: json(inEveryLanguage(rt.name)),
        description_translations: json(inEveryLanguage(rt.description)),
        beds: json(rt.beds),
        sleeps: rt.sleeps,
        size_tatami: tatami(rt.sizeSqm),
        size_sqm: rt.sizeSqm,
        bath: rt.bath,
        shower: true,
        toilet: true,
        smoking: rt.smoking ?? false,
        wifi: rt.wifi ?? 'free',
        max_adults: rt.maxAdults,
        images: json([{ url: `/images/rooms/${rt.image}.svg`, alt: inEveryLanguage(rt.name) }]),
        sort_order: index,
        filter_ids: filterIds(rt),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    roomTypeIds.set(rt.code, id);
  }

  for (const [index, plan] of hotel.plans.entries()) {
    const { id: planId } = await db
      .insertInto('plans')
      .values({
        hotel_id: hotelId,
        hotel_plan_code: plan.code,
        name: plan.name.en ?? plan.code,
        name_translations: json(inEveryLanguage(plan.name)),
        description_translations: json(inEveryLanguage(plan.description)),
        meals: plan.meals,
        members_only: plan.membersOnly ?? false,
        sign_in_discount_percent: plan.signInDiscountPercent ?? 0,
        minimum_nights: plan.minimumNights ?? 1,
        // At the hotel, or with a card held as a guarantee once cancelling costs a fee (a late booking).
        payment_methods: plan.paymentMethods ?? ['on_site', 'on_site_credit_card_required'],
        deposit_percentage: plan.depositPercentage ?? null,
        cancellation_policy_id: policyIds.get(plan.policy) ?? 0,
        is_day_use: plan.isDayUse ?? false,
        sort_order: index,
        languages: plan.languages ?? [],
        secret_code: plan.secretCode ?? null,
        booking_start_date: plan.bookingOpensInDays === undefined ? null : addDays(start, plan.bookingOpensInDays),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const rt of hotel.roomTypes.filter((r) => !plan.roomTypes || plan.roomTypes.includes(r.code))) {
      await db
        .insertInto('room_plans')
        .values({
          plan_id: planId,
          room_type_id: roomTypeIds.get(rt.code) ?? 0,
          room_plan_code: `${rt.code}-${plan.code}`,
          sale_limit: plan.saleLimit ?? null,
        })
        .execute();
    }
  }
}

/**
 * Rates and stock from `start` for SEED_DAYS days, derived from the day so that the same day
 * always gets the same figures: weekends and holidays cost more, some nights are sold out.
 * Rows that exist are left alone, so this also rolls the window forward on a later start.
 */
export async function seedRatesAndStock(db: Db, hotel: SeedHotel, start: string) {
  const row = await db.selectFrom('hotels').select('id').where('code', '=', hotel.code).executeTakeFirstOrThrow();
  const roomPlans = await db
    .selectFrom('room_plans')
    .innerJoin('plans', 'plans.id', 'room_plans.plan_id')
    .innerJoin('room_types', 'room_types.id', 'room_plans.room_type_id')
    .select(['room_plans.id', 'plans.hotel_plan_code', 'room_types.code as room_type_code', 'room_types.max_adults'])
    .where('plans.hotel_id', '=', row.id)
    // A lottery's plan is rated for its event's nights only (seed/lotteries.ts).
    .where('plans.lottery_event_id', 'is', null)
    .execute();
  const params = roomPlans.map((rp) => {
    const roomType = hotel.roomTypes.find((r) => r.code === rp.room_type_code);
    const plan = hotel.plans.find((p) => p.code === rp.hotel_plan_code);
    return { id: rp.id, base: roomType?.base ?? 0, max_adults: rp.max_adults, factor: plan?.factor ?? 1, meal: plan?.mealPerAdult ?? 0 };
  });
  await sql`
    INSERT INTO room_rates (room_plan_id, stay_date, adults, amount)
    SELECT p.id, d::date, a,
      (round(
        (p.base * p.factor
          * (CASE a WHEN 1 THEN 0.85 WHEN 2 THEN 1 WHEN 3 THEN 1.25 ELSE 1.45 END)
          * (CASE WHEN extract(isodow FROM d) IN (5, 6) THEN 1.2 ELSE 1 END)
          * (CASE
              WHEN to_char(d, 'MM-DD') >= '12-24' OR to_char(d, 'MM-DD') <= '01-03' THEN 1.4
              WHEN to_char(d, 'MM-DD') BETWEEN '03-25' AND '04-07' THEN 1.3
              WHEN to_char(d, 'MM') = '08' THEN 1.15
              ELSE 1 END)
          + p.meal * a) / ${hotel.roundTo}::numeric) * ${hotel.roundTo}::int)::int
    FROM jsonb_to_recordset(${json(params)}::jsonb) AS p(id int, base int, max_adults int, factor numeric, meal int)
    CROSS JOIN generate_series(${start}::date, ${start}::date + ${SEED_DAYS - 1}::int, interval '1 day') AS d
    CROSS JOIN LATERAL generate_series(1, p.max_adults) AS a
    ON CONFLICT DO NOTHING`.execute(db);

  // Some nights are busy; every 41st day the whole hotel is full; suites sell out on Saturdays.
  await sql`
    INSERT INTO inventory (room_type_id, stay_date, total, sold)
    SELECT rt.id, d::date, s.stock,
      CASE
        WHEN (d::date - ${start}::date) % 41 = 9 + ${row.id}::int THEN s.stock
        WHEN s.stock <= 2 AND extract(isodow FROM d) = 6 THEN s.stock
        ELSE floor(s.stock * (((d::date - ${start}::date) * 7 + rt.id * 13) % 10) / 20.0)::int
      END
    FROM room_types rt
    JOIN jsonb_to_recordset(${json(hotel.roomTypes.map((r) => ({ code: r.code, stock: r.stock })))}::jsonb) AS s(code text, stock int) ON s.code = rt.code
    CROSS JOIN generate_series(${start}::date, ${start}::date + ${SEED_DAYS - 1}::int, interval '1 day') AS d
    WHERE rt.hotel_id = ${row.id}::int
    ON CONFLICT DO NOTHING`.execute(db);
}

/** Seeds the demo brands and hotels once, then keeps their rates and stock a year ahead. */
export async function seedDemo(db: Db, start: string = yesterdayUtc()): Promise<void> {
  for (const brand of DEMO_BRANDS) {
    const existing = await db.selectFrom('hotel_brands').select('id').where('code', '=', brand.code).executeTakeFirst();
    if (!existing) {
      await inTransaction(db, async (trx) => {
        const { id } = await trx
          .insertInto('hotel_brands')
          .values({
            code: brand.code,
            name: brand.name.en ?? brand.code,
            name_translations: json(inEveryLanguage(brand.name)),
            book_languages: brand.bookLanguages,
            settings: json(settingsInEveryLanguage(brand.settings ?? {})),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const hotel of brand.hotels) await insertHotel(trx, id, hotel, start);
      });
    }
    for (const hotel of brand.hotels) await seedRatesAndStock(db, hotel, start);
  }
  await seedPaymentLinks(db);
  await seedExchangeRates(db);
  await seedStaffKeys(db);
  await seedConsoleUsers(db);
  await seedExtras(db, start, SEED_DAYS);
  await seedQuestions(db);
  await seedMembershipPrograms(db);
  await seedOrganizations(db);
  await seedLotteries(db, start);
  await seedDemoMembers(db, start);
  await seedCoupons(db, start);
  await seedPromotions(db, start);
  await seedVouchers(db, start);
  await seedAgencyCatalogue(db, start);
}

export const seedDemoIfEmpty = seedDemo;

/** Yesterday in UTC covers "today" in every hotel time zone east of UTC-24. */
function yesterdayUtc(): string {
  return new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
}
