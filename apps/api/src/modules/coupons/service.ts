import { couponDiscount, couponProblem, type CouponTerms } from '@yado/domain/coupons';
import { todayInTimeZone } from '@yado/domain/dates';
import { pickTranslation } from '@yado/domain/locales';
import type { RoomPrice } from '@yado/domain/pricing';
import type { Coupon } from '@yado/domain/wire/coupons';
import type { GatingWrite } from '../../db/alongside';
import type { Db } from '../../db/connect';
import type { Memberships } from '../members/memberships';
import { inTransaction } from '../../db/transactions';
import { AppError } from '../../errors';
import type { Catalogue } from '../hotels/service';
import { couponsRepository, type CouponRow } from './repository';

/** A coupon's terms as the booking rules read them. */
export function termsOf(row: CouponRow): CouponTerms {
  return {
    code: row.code,
    discount_type: row.discount_type,
    discount_value: row.discount_value,
    currency: row.currency,
    target_plan_codes: row.target_plan_codes,
    valid_until: row.valid_until,
    max_discounted_nights: row.max_discounted_nights,
  };
}

/** A coupon as a guest sees it: its terms and name. */
function present(row: CouponRow, locale: string) {
  const left = row.usage_limit === null ? null : row.usage_limit - row.used_count;
  return { ...termsOf(row), name: pickTranslation(row.name_translations, locale, row.name), uses_left: left };
}

export interface CouponBooking {
  catalogue: Catalogue;
  planCodes: string[];
  member: { id: number } | null;
  now: Date;
}

/** Discount coupons (ADR 0044): checked against a booking, claimed in its transaction, given back on cancelling. */
export function couponsService(db: Db, memberships: Memberships) {
  const repository = couponsRepository;

  /**
   * The coupon a booking names, if it applies (1500 otherwise): the brand's, not expired, for the
   * booking's plans and currency, and used by the member it belongs to (§6 sign-in matching).
   */
  async function applicable(code: string, booking: CouponBooking) {
    const { hotel } = booking.catalogue;
    // §3 coupon_active: a hotel that has coupons switched off takes none, even its brand's.
    if (!hotel.settings.coupon_active) throw new AppError('coupon_invalid', { reason: 'coupons_off' });
    const row = await repository.findByCode(db, hotel.brand.id, code.trim());
    if (!row) throw new AppError('coupon_invalid');
    if ((row.user_id !== null && row.user_id !== booking.member?.id) || (row.members_only && !booking.member)) {
      throw new AppError('coupon_sign_in_required');
    }
    const problem = couponProblem(termsOf(row), {
      today: todayInTimeZone(hotel.timeZone, booking.now),
      planCodes: booking.planCodes,
      currency: hotel.currency,
      percentageOnly: hotel.settings.percentage_coupon_discount_only,
    });
    if (problem) throw new AppError('coupon_invalid', { reason: problem });
    if (row.usage_limit !== null && row.used_count >= row.usage_limit) throw new AppError('coupon_limit_reached');
    return row;
  }

  return {
    /** §7 a coupon's terms by its code, for the payment step to show what it takes off before booking. */
    async describe(code: string, booking: CouponBooking, locale: string) {
      return present(await applicable(code, booking), locale);
    },

    /** The coupon a booking names and what it takes off its rooms, checked before the booking's transaction. */
    async forBooking(code: string, booking: CouponBooking, prices: RoomPrice[]) {
      const row = await applicable(code, booking);
      return { id: row.id, code: row.code, discount: couponDiscount(termsOf(row), prices, booking.catalogue.hotel.taxRatePercent) };
    },

    /** Takes the booking's use of the coupon in its transaction; 1501 when another booking took the last one. */
    async claim(trx: Db, couponId: number): Promise<void> {
      if (!(await repository.claimUse(trx, couponId))) throw new AppError('coupon_limit_reached');
    },

    /** The same claim, as a write of a booking's one statement (ADR 0083), which it refuses when the coupon has no use left. */
    claimAlong: (statement: Db, couponId: number): GatingWrite => ({
      write: repository.claimUseWrite(statement, couponId),
      refusal: 'coupon_limit_reached',
    }),

    /** A cancelled booking gives its use of the coupon back. */
    release(trx: Db, couponId: number) {
      return repository.releaseUse(trx, couponId);
    },

    /** What a coupon already on a booking takes off its rooms as they now are (a change of dates or rooms). */
    async rediscount(trx: Db, couponId: number, rooms: RoomPrice[], taxRatePercent: number): Promise<number> {
      const row = await repository.findById(trx, couponId);
      return row ? couponDiscount(termsOf(row), rooms, taxRatePercent) : 0;
    },

    /** §7 discount_coupons: the member's own coupons still to use. */
    async forMember(userId: number, locale: string, now: Date) {
      const rows = await repository.forMember(db, userId, now.toISOString().slice(0, 10));
      return rows.map((row) => present(row, locale));
    },

    /** The brand's coupons, the latest to end first, as the console lists them. */
    forBrand(brandId: number) {
      return repository.forBrand(db, brandId);
    },

    /**
     * A hotel's staff issue a coupon for their brand, or for one member of it: with a staff key (kept
     * on the coupon), or from the console, whose audit entry is written in the issuing transaction.
     */
    async issue(
      staff: { credentialId: number | null; brandId: number; audit?: (trx: Db, issued: Coupon) => Promise<void> },
      coupon: Omit<CouponTerms, 'currency'> & { name: string; usage_limit: number | null; user_id: number | null; members_only: boolean },
      currency: string,
    ) {
      return inTransaction(db, async (trx) => {
        if (coupon.user_id !== null && !(await memberships.isActiveMemberOfBrand(trx, coupon.user_id, staff.brandId))) {
          throw new AppError('member_not_found');
        }
        const id = await repository.insert(trx, {
          brand_id: staff.brandId,
          code: coupon.code,
          name: coupon.name,
          name_translations: JSON.stringify({ en: coupon.name }),
          discount_type: coupon.discount_type,
          discount_value: coupon.discount_value,
          currency: coupon.discount_type === 'amount' ? currency : null,
          target_plan_codes: coupon.target_plan_codes,
          valid_until: coupon.valid_until,
          usage_limit: coupon.usage_limit,
          max_discounted_nights: coupon.max_discounted_nights,
          user_id: coupon.user_id,
          members_only: coupon.members_only,
          staff_credential_id: staff.credentialId,
        });
        if (id === null) throw new AppError('invalid', {}, [{ field: 'code', message: 'validation.code_taken' }]);
        const row = await repository.findById(trx, id);
        const issued = row ? present(row, 'en') : null;
        if (issued) await staff.audit?.(trx, issued);
        return issued;
      });
    },
  };
}
export type CouponsService = ReturnType<typeof couponsService>;
