import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/postgres';
import { connect, type Db } from './connect';
import { migrateToLatest } from './migrate';
import { seedDemo } from './seed/index';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = await connect({ databaseUrl: database.url });
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

describe('migrations on PostgreSQL', () => {
  it('create every table once and are a no-op the second time', async () => {
    expect(await migrateToLatest(db)).toEqual([
      '0001_catalogue',
      '0002_reservations',
      '0003_search',
      '0004_marketing',
      '0005_room_children',
      '0006_members',
      '0007_password_reset',
      '0008_member_reservations',
      '0009_account_removal',
      '0010_payments',
      '0011_deposits',
      '0012_saved_cards',
      '0013_payment_links',
      '0014_exchange_rates',
      '0015_reservation_changes',
      '0016_extras',
      '0017_questions',
      '0018_card_settlements',
      '0019_member_profiles',
      '0020_membership_programs',
      '0021_unsubscribe_tokens',
      '0022_sign_in_discounts',
      '0023_external_sign_in',
      '0024_session_tokens',
      '0025_organizations',
      '0026_korean_card_check',
      '0027_balance_payment_links',
      '0028_lotteries',
      '0029_companions',
      '0030_sign_in_failures',
      '0032_stock_and_rate_notices',
      '0033_mail_delivery',
      '0034_points',
      '0035_point_spending',
      '0036_coupons',
      '0037_vouchers',
      '0038_promotions',
      '0039_point_expiry',
      '0040_agency_catalogue',
      '0041_staff_console',
      '0042_one_time_token_provider',
      '0043_review_invitations',
      '0044_provider_payments',
      '0046_temporary_storages',
      '0048_flight_packages',
      '0050_price_holds',
      '0053_package_idempotency',
      '0054_package_cancellation',
      '0056_staff_accounts',
      '0059_package_challenge',
      '0061_promotion_ended',
      '0062_extra_plans',
      '0063_challenge_display',
      '0064_shopper_browsers',
      '0065_mail_retry_at',
      '0066_catalogue_version_indexes',
      '0067_session_renewal_grace',
      '0068_session_renewed_into',
      '0069_session_lineage_indexes',
      '0070_statement_refusals',
      '0071_stock_notices_with_values',
      '0072_plan_sales_notices_with_values',
    ]);
    expect(await migrateToLatest(db)).toEqual([]);
    const tables = await sql<{
      table_name: string;
    }>`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`.execute(db);
    expect(tables.rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'additional_questions',
        'membership_programs',
        'organizations',
        'organization_users',
        'organization_sessions',
        'membership_ranks',
        'cancellation_policies',
        'cancellation_policy_parts',
        'discount_coupons',
        'client_sessions',
        'exchange_rates',
        'extra_inventory',
        'extras',
        'file_attachments',
        'hotel_brands',
        'hotels',
        'idempotency_keys',
        'inventory',
        'jobs',
        'member_cards',
        'outbox_mails',
        'sign_in_failures',
        'payment_events',
        'payment_links',
        'payment_transactions',
        'plans',
        'point_entries',
        'promotions',
        'reservation_answers',
        'reservation_changes',
        'reservation_extras',
        'reservation_room_nights',
        'reservation_rooms',
        'reservations',
        'room_plan_sales',
        'sandbox_gateway_payments',
        'sandbox_gateway_refunds',
        'staff_credentials',
        'staff_users',
        'staff_sessions',
        'audit_log',
        'sandbox_gateway_tokens',
        'room_plans',
        'room_rates',
        'room_types',
        'user_sessions',
        'users',
        'vouchers',
      ]),
    );
  });

  it('seeds the same demo twice without duplicating anything, dates kept as text', async () => {
    await seedDemo(db, '2027-01-01');
    const count = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM room_rates`.execute(db)).rows[0]?.n;
    const ledger = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM point_entries`.execute(db)).rows[0]?.n;
    const hotelCodes = async () => (await db.selectFrom('hotels').select('code').orderBy('id').execute()).map((h) => h.code);
    const first = await count();
    const firstLedger = await ledger();
    const firstHotels = await hotelCodes();
    await seedDemo(db, '2027-01-01');
    expect(await count()).toBe(first);
    expect([firstLedger, await ledger()]).toEqual([4, 4]);
    // The widget's three demo hotels come first, then the agency's catalogue, each once.
    expect(await hotelCodes()).toEqual(firstHotels);
    expect(firstHotels.slice(0, 3)).toEqual(['sakura-ginza', 'sakura-myeongdong', 'formosa-daan']);
    expect(new Set(firstHotels).size).toBe(firstHotels.length);
    expect(firstHotels.length).toBeGreaterThan(30);
    const night = await db.selectFrom('inventory').select('stay_date').orderBy('stay_date').executeTakeFirstOrThrow();
    expect(night.stay_date).toBe('2027-01-01');
  });

  it('refuses to record more rooms sold than exist, whatever the code does', async () => {
    const oversell = sql`UPDATE inventory SET sold = total + 1 WHERE stay_date = '2027-01-05'`.execute(db);
    await expect(oversell).rejects.toThrow(/inventory_never_oversold/);
  });

  it('keeps each points row signed as its kind says, and one gain per stay', async () => {
    const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const spentAsGain = sql`INSERT INTO point_entries (user_id, kind, points) VALUES (${user.id}, 'spent', 100)`.execute(db);
    await expect(spentAsGain).rejects.toThrow(/point_entries_check/);
    const futureWithoutDay =
      sql`INSERT INTO point_entries (user_id, kind, state, points) VALUES (${user.id}, 'gained', 'future', 100)`.execute(db);
    await expect(futureWithoutDay).rejects.toThrow(/point_entries_check/);
  });
});
