import { Migrator, type Migration } from 'kysely';
import type { Db } from './connect';
import * as catalogue from './migrations/0001_catalogue';
import * as reservations from './migrations/0002_reservations';
import * as search from './migrations/0003_search';
import * as marketing from './migrations/0004_marketing';
import * as roomChildren from './migrations/0005_room_children';
import * as members from './migrations/0006_members';
import * as passwordReset from './migrations/0007_password_reset';
import * as memberReservations from './migrations/0008_member_reservations';
import * as accountRemoval from './migrations/0009_account_removal';
import * as payments from './migrations/0010_payments';
import * as deposits from './migrations/0011_deposits';
import * as savedCards from './migrations/0012_saved_cards';
import * as paymentLinks from './migrations/0013_payment_links';
import * as exchangeRates from './migrations/0014_exchange_rates';
import * as reservationChanges from './migrations/0015_reservation_changes';
import * as extras from './migrations/0016_extras';
import * as questions from './migrations/0017_questions';
import * as cardSettlements from './migrations/0018_card_settlements';
import * as memberProfiles from './migrations/0019_member_profiles';
import * as membershipPrograms from './migrations/0020_membership_programs';
import * as unsubscribeTokens from './migrations/0021_unsubscribe_tokens';
import * as signInDiscounts from './migrations/0022_sign_in_discounts';
import * as externalSignIn from './migrations/0023_external_sign_in';
import * as sessionTokens from './migrations/0024_session_tokens';
import * as organizations from './migrations/0025_organizations';
import * as koreanCardCheck from './migrations/0026_korean_card_check';
import * as balancePaymentLinks from './migrations/0027_balance_payment_links';
import * as lotteries from './migrations/0028_lotteries';
import * as companions from './migrations/0029_companions';
import * as signInFailures from './migrations/0030_sign_in_failures';
import * as stockAndRateNotices from './migrations/0032_stock_and_rate_notices';
import * as mailDelivery from './migrations/0033_mail_delivery';
import * as points from './migrations/0034_points';
import * as pointSpending from './migrations/0035_point_spending';
import * as coupons from './migrations/0036_coupons';
import * as vouchers from './migrations/0037_vouchers';
import * as promotions from './migrations/0038_promotions';
import * as pointExpiry from './migrations/0039_point_expiry';
import * as agencyCatalogue from './migrations/0040_agency_catalogue';
import * as staffConsole from './migrations/0041_staff_console';
import * as oneTimeTokenProvider from './migrations/0042_one_time_token_provider';
import * as reviewInvitations from './migrations/0043_review_invitations';
import * as providerPayments from './migrations/0044_provider_payments';
import * as temporaryStorages from './migrations/0046_temporary_storages';
import * as flightPackages from './migrations/0048_flight_packages';
import * as priceHolds from './migrations/0050_price_holds';
import * as packageIdempotency from './migrations/0053_package_idempotency';
import * as packageCancellation from './migrations/0054_package_cancellation';
import * as staffAccounts from './migrations/0056_staff_accounts';
import * as packageChallenge from './migrations/0059_package_challenge';
import * as promotionEnded from './migrations/0061_promotion_ended';
import * as extraPlans from './migrations/0062_extra_plans';
import * as challengeDisplay from './migrations/0063_challenge_display';
import * as shopperBrowsers from './migrations/0064_shopper_browsers';
import * as mailRetryAt from './migrations/0065_mail_retry_at';
import * as catalogueVersionIndexes from './migrations/0066_catalogue_version_indexes';
import * as sessionRenewalGrace from './migrations/0067_session_renewal_grace';
import * as sessionRenewedInto from './migrations/0068_session_renewed_into';
import * as sessionLineageIndexes from './migrations/0069_session_lineage_indexes';
import * as statementRefusals from './migrations/0070_statement_refusals';
import * as stockNoticesWithValues from './migrations/0071_stock_notices_with_values';
import * as planSalesNoticesWithValues from './migrations/0072_plan_sales_notices_with_values';

/** Migrations are listed here, in order, so that the bundled server carries them. */
const migrations: Record<string, Migration> = {
  '0001_catalogue': catalogue,
  '0002_reservations': reservations,
  '0003_search': search,
  '0004_marketing': marketing,
  '0005_room_children': roomChildren,
  '0006_members': members,
  '0007_password_reset': passwordReset,
  '0008_member_reservations': memberReservations,
  '0009_account_removal': accountRemoval,
  '0010_payments': payments,
  '0011_deposits': deposits,
  '0012_saved_cards': savedCards,
  '0013_payment_links': paymentLinks,
  '0014_exchange_rates': exchangeRates,
  '0015_reservation_changes': reservationChanges,
  '0016_extras': extras,
  '0017_questions': questions,
  '0018_card_settlements': cardSettlements,
  '0019_member_profiles': memberProfiles,
  '0020_membership_programs': membershipPrograms,
  '0021_unsubscribe_tokens': unsubscribeTokens,
  '0022_sign_in_discounts': signInDiscounts,
  '0023_external_sign_in': externalSignIn,
  '0024_session_tokens': sessionTokens,
  '0025_organizations': organizations,
  '0026_korean_card_check': koreanCardCheck,
  '0027_balance_payment_links': balancePaymentLinks,
  '0028_lotteries': lotteries,
  '0029_companions': companions,
  '0030_sign_in_failures': signInFailures,
  '0032_stock_and_rate_notices': stockAndRateNotices,
  '0033_mail_delivery': mailDelivery,
  '0034_points': points,
  '0035_point_spending': pointSpending,
  '0036_coupons': coupons,
  '0037_vouchers': vouchers,
  '0038_promotions': promotions,
  '0039_point_expiry': pointExpiry,
  '0040_agency_catalogue': agencyCatalogue,
  '0041_staff_console': staffConsole,
  '0042_one_time_token_provider': oneTimeTokenProvider,
  '0043_review_invitations': reviewInvitations,
  '0044_provider_payments': providerPayments,
  '0046_temporary_storages': temporaryStorages,
  '0048_flight_packages': flightPackages,
  '0050_price_holds': priceHolds,
  '0053_package_idempotency': packageIdempotency,
  '0054_package_cancellation': packageCancellation,
  '0056_staff_accounts': staffAccounts,
  '0059_package_challenge': packageChallenge,
  '0061_promotion_ended': promotionEnded,
  '0062_extra_plans': extraPlans,
  '0063_challenge_display': challengeDisplay,
  '0064_shopper_browsers': shopperBrowsers,
  '0065_mail_retry_at': mailRetryAt,
  '0066_catalogue_version_indexes': catalogueVersionIndexes,
  '0067_session_renewal_grace': sessionRenewalGrace,
  '0068_session_renewed_into': sessionRenewedInto,
  '0069_session_lineage_indexes': sessionLineageIndexes,
  '0070_statement_refusals': statementRefusals,
  '0071_stock_notices_with_values': stockNoticesWithValues,
  '0072_plan_sales_notices_with_values': planSalesNoticesWithValues,
};

/** Every migration's name, in order: what a database migrated to the latest has run. */
export const migrationNames = () => Object.keys(migrations);

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
