import { canEditRatesAndStock } from '@yado/domain/console';
import { todayInTimeZone } from '@yado/domain/dates';
import type { CouponIssue, PointAdjustment, VoucherIssueRequest } from '@yado/domain/member-economy';
import { personName } from '@yado/domain/person-name';
import { voucherUiStatus } from '@yado/domain/vouchers';
import type { Coupon } from '@yado/domain/wire/coupons';
import type { ConsoleCoupon, ConsoleMember, ConsoleVoucher } from '@yado/domain/wire/console-economy';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import type { CouponsService } from '../coupons/service';
import type { HotelsService } from '../hotels/service';
import type { PointsService } from '../points/service';
import type { VouchersService } from '../vouchers/service';
import type { ConsoleAccounts, ConsoleUser } from './accounts';
import { consoleRepository } from './repository';

/** The member economy's services, as the staff API uses them. */
export interface MemberEconomyServices {
  coupons: CouponsService;
  vouchers: VouchersService;
  points: PointsService;
}

type CouponRow = Awaited<ReturnType<CouponsService['forBrand']>>[number];
type VoucherRow = Awaited<ReturnType<VouchersService['forHotel']>>[number];
type BrandMember = Awaited<ReturnType<PointsService['brandMember']>>;

const presentCoupon = (row: CouponRow, today: string): ConsoleCoupon => ({
  code: row.code,
  name: row.name,
  discount_type: row.discount_type,
  discount_value: row.discount_value,
  currency: row.currency,
  target_plan_codes: row.target_plan_codes,
  valid_until: row.valid_until,
  expired: today > row.valid_until,
  usage_limit: row.usage_limit,
  used_count: row.used_count,
  max_discounted_nights: row.max_discounted_nights,
  members_only: row.members_only,
  member_email: row.member_email,
});

const presentVoucher = (row: VoucherRow, today: string, locale: string): ConsoleVoucher => ({
  number: row.number,
  name: row.name,
  member_email: row.member_email,
  member_name: personName(row, locale),
  amount: row.amount,
  currency: row.currency,
  status: voucherUiStatus(row, today),
  valid_through: row.valid_through,
  staying_period_start: row.staying_period_start,
  staying_period_end: row.staying_period_end,
  target_plan_codes: row.target_plan_codes,
  reservation_number: row.reservation_number,
});

/**
 * The console's member economy for one hotel (ADR 0065): the brand's coupons, the hotel's vouchers
 * and a member's points, read by anyone working there; owners and managers issue and adjust through
 * the services the staff API uses, so the same rules hold, and each change's audit entry is written
 * in the transaction that makes it.
 */
export function consoleMemberEconomy(db: Db, accounts: ConsoleAccounts, hotels: HotelsService, services: MemberEconomyServices) {
  const audit = consoleRepository(db);

  /** The hotel with its brand, refused to the front desk when the call changes something. */
  async function hotelOf(user: ConsoleUser, code: string, changing: boolean) {
    const hotel = await accounts.hotelFor(user, code);
    if (changing && !canEditRatesAndStock(user.role)) throw new AppError('console_forbidden');
    const catalogue = await hotels.getCatalogue(hotel.code);
    return { ...hotel, brandId: catalogue.hotel.brand.id, catalogue, today: todayInTimeZone(catalogue.hotel.timeZone, new Date()) };
  }

  const auditFor = (user: ConsoleUser, hotelId: number, action: string) => (trx: Db, before: unknown, after: unknown) =>
    audit.audit(trx, { staff_user_id: user.id, hotel_id: hotelId, action, before, after });

  async function coupons(hotel: { brandId: number; today: string }) {
    return (await services.coupons.forBrand(hotel.brandId)).map((row) => presentCoupon(row, hotel.today));
  }

  async function vouchers(hotel: { id: number; today: string }, locale: string) {
    return (await services.vouchers.forHotel(hotel.id)).map((row) => presentVoucher(row, hotel.today, locale));
  }

  /** A member found for the console: someone of another brand, removed or unknown is MEMBER_NOT_FOUND. */
  async function presentMember(found: BrandMember | null, locale: string): Promise<ConsoleMember> {
    if (!found) throw new AppError('member_not_found');
    const points = await services.points.summary(found.id, locale);
    return {
      id: found.id,
      email: found.email,
      name: personName(found, locale),
      points_enabled: points.program_enabled,
      balance: points.total_point,
    };
  }

  return {
    async coupons(user: ConsoleUser, code: string) {
      const hotel = await hotelOf(user, code, false);
      return { can_edit: canEditRatesAndStock(user.role), currency: hotel.currency, coupons: await coupons(hotel) };
    },

    /** Issues a coupon for the hotel's brand (its currency for an amount), audited as coupon.issued. */
    async issueCoupon(user: ConsoleUser, code: string, coupon: CouponIssue) {
      const hotel = await hotelOf(user, code, true);
      const record = auditFor(user, hotel.id, 'coupon.issued');
      const issuer = {
        credentialId: null,
        brandId: hotel.brandId,
        audit: (trx: Db, issued: Coupon) => record(trx, null, { ...issued, user_id: coupon.user_id, members_only: coupon.members_only }),
      };
      await services.coupons.issue(issuer, coupon, hotel.currency);
      const issued = (await coupons(hotel)).find((c) => c.code.toUpperCase() === coupon.code.toUpperCase());
      if (!issued) throw new AppError('not_found');
      return issued;
    },

    async vouchers(user: ConsoleUser, code: string, locale: string) {
      const hotel = await hotelOf(user, code, false);
      return { can_edit: canEditRatesAndStock(user.role), currency: hotel.currency, vouchers: await vouchers(hotel, locale) };
    },

    /** Issues a voucher to a member of the brand, audited as voucher.issued. */
    async issueVoucher(user: ConsoleUser, code: string, voucher: VoucherIssueRequest, locale: string) {
      const hotel = await hotelOf(user, code, true);
      const record = auditFor(user, hotel.id, 'voucher.issued');
      const issued = await services.vouchers.issue(
        { credentialId: null, audit: (trx, terms) => record(trx, null, terms) },
        hotel.catalogue,
        voucher,
      );
      const listed = (await vouchers(hotel, locale)).find((v) => v.number === issued.number);
      if (!listed) throw new AppError('not_found');
      return listed;
    },

    /** A member of the hotel's brand by their email, with their points. */
    async member(user: ConsoleUser, code: string, email: string, locale: string) {
      const hotel = await hotelOf(user, code, false);
      const found = await services.points.brandMember(hotel.brandId, { email });
      return { can_edit: canEditRatesAndStock(user.role), member: await presentMember(found, locale) };
    },

    /** Adds or takes a member's points (never below zero), audited as points.adjusted with the balance before and after. */
    async adjustPoints(user: ConsoleUser, code: string, memberId: number, adjustment: PointAdjustment, locale: string) {
      const hotel = await hotelOf(user, code, true);
      const record = auditFor(user, hotel.id, 'points.adjusted');
      // Read first so the audit entry names the member; the service refuses another brand's.
      const target = await services.points.brandMember(hotel.brandId, { id: memberId });
      const who = { member_id: memberId, email: target?.email ?? null };
      const issuer = {
        credentialId: null,
        brandId: hotel.brandId,
        audit: (trx: Db, change: { balance_before: number; balance_after: number }) =>
          record(trx, { ...who, balance: change.balance_before }, { ...who, balance: change.balance_after, ...adjustment }),
      };
      await services.points.adjust(issuer, memberId, adjustment, new Date());
      return { can_edit: true, member: await presentMember(target, locale) };
    },
  };
}
export type ConsoleMemberEconomy = ReturnType<typeof consoleMemberEconomy>;
