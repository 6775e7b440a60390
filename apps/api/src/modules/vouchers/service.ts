import { randomInt } from 'node:crypto';
import { todayInTimeZone } from '@yado/domain/dates';
import { pickTranslation } from '@yado/domain/locales';
import {
  stayProblem,
  voucherDiscount,
  voucherProblem,
  voucherSearchParams,
  voucherUiStatus,
  type VoucherTerms,
} from '@yado/domain/vouchers';
import type { Voucher, VoucherDetail } from '@yado/domain/wire/vouchers';
import type { GatingWrite } from '../../db/alongside';
import type { Db } from '../../db/connect';
import type { Memberships } from '../members/memberships';
import { inTransaction } from '../../db/transactions';
import { AppError } from '../../errors';
import type { Catalogue, HotelsService } from '../hotels/service';
import { vouchersRepository, type VoucherRow } from './repository';

/** A voucher's terms as the rules read them. */
export function termsOf(row: VoucherRow): VoucherTerms {
  return {
    number: row.number,
    amount: row.amount,
    currency: row.currency,
    target_plan_codes: row.target_plan_codes,
    valid_through: row.valid_through,
    staying_period_start: row.staying_period_start,
    staying_period_end: row.staying_period_end,
    excluded_period_start: row.excluded_period_start,
    excluded_period_end: row.excluded_period_end,
    status: row.status,
  };
}

function present(row: VoucherRow, hotelCode: string, locale: string, today: string): Voucher {
  return {
    ...termsOf(row),
    name: pickTranslation(row.name_translations, locale, row.name),
    hotel_code: hotelCode,
    ui_status: voucherUiStatus(row, today),
    consumed_at: row.consumed_at?.toISOString() ?? null,
    reservation_number: row.reservation_number,
  };
}

export interface VoucherBooking {
  catalogue: Catalogue;
  planCodes: string[];
  member: { id: number } | null;
  stay: { checkin: string; checkout: string };
  now: Date;
}

/** What staff give to issue a voucher: its terms, for one member (the number is made when not given). */
export type VoucherIssue = Omit<VoucherTerms, 'number' | 'currency' | 'status'> & {
  number?: string | undefined;
  name: string;
  user_id: number;
};

/** A booking taking a voucher: pending until a card booking's payment goes through. */
export interface VoucherUse {
  reservationNumber: string;
  pending: boolean;
  now: Date;
  timeZone: string;
}

const claimOf = (use: VoucherUse) => ({ ...use, at: use.now, today: todayInTimeZone(use.timeZone, use.now) });

/** A number nobody guesses from another: V- and twelve characters without look-alikes (0/O, 1/I). */
function newVoucherNumber(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  return `V-${Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('')}`;
}

/** Vouchers (ADR 0046): a member's own, claimed by a booking in its transaction, given back when it ends. */
export function vouchersService(db: Db, hotels: HotelsService, memberships: Memberships) {
  const repository = vouchersRepository;

  /**
   * The signed-in member's voucher of this hotel by its number: someone else's and an unknown one
   * answer alike (404), so a number tells nothing about vouchers that are not yours.
   */
  async function own(number: string, catalogue: Catalogue, member: { id: number } | null): Promise<VoucherRow> {
    if (!member) throw new AppError('voucher_sign_in_required');
    const row = await repository.findByNumber(db, number.trim());
    if (!row || row.user_id !== member.id || row.hotel_id !== catalogue.hotel.id) throw new AppError('voucher_not_found');
    return row;
  }

  /** The voucher a booking or a search names, refused (used, expired) when it can pay for nothing. */
  async function usable(number: string, catalogue: Catalogue, member: { id: number } | null, now: Date) {
    // §3 voucher_coupon_active: a hotel that has vouchers switched off takes none, even those it issued.
    if (!catalogue.hotel.settings.voucher_coupon_active) throw new AppError('voucher_not_applicable', { reason: 'vouchers_off' });
    const row = await own(number, catalogue, member);
    const today = todayInTimeZone(catalogue.hotel.timeZone, now);
    if (row.status === 'pending' || row.status === 'consumed') throw new AppError('voucher_used');
    if (voucherUiStatus(row, today) === 'expired') throw new AppError('voucher_expired');
    return { row, today };
  }

  /** §7 a voucher's detail for its owner: its terms, status and the plans it pays for. */
  async function detail(
    number: string,
    catalogue: Catalogue,
    member: { id: number } | null,
    locale: string,
    now: Date,
  ): Promise<VoucherDetail> {
    const row = await own(number, catalogue, member);
    const planNames = new Map(catalogue.plans.map((plan) => [plan.code, pickTranslation(plan.nameTranslations, locale, plan.name)]));
    const codes = row.target_plan_codes.length > 0 ? row.target_plan_codes : [...planNames.keys()];
    return {
      ...present(row, catalogue.hotel.code, locale, todayInTimeZone(catalogue.hotel.timeZone, now)),
      plans: codes.flatMap((code) => {
        const name = planNames.get(code);
        return name === undefined ? [] : [{ hotel_plan_code: code, name }];
      }),
    };
  }

  return {
    /** §7 a voucher's detail for its owner. */
    detail,

    /** §7 "applied coupon code url": the widget's search in voucher mode, at the hotel's configured origin. */
    async appliedUrl(number: string, catalogue: Catalogue, member: { id: number } | null, now: Date): Promise<string> {
      const row = await own(number, catalogue, member);
      const { code, timeZone } = catalogue.hotel;
      // From configuration only: a request's Origin or Host never decides where a link leads.
      const origin = await hotels.linkOrigin(code, null);
      return `${origin}/booking/result?${voucherSearchParams(code, row, todayInTimeZone(timeZone, now))}`;
    },

    /** §7 my vouchers: every voucher of the member, with the status each is shown in. */
    async forMember(userId: number, locale: string, now: Date): Promise<Voucher[]> {
      const rows = await repository.forMember(db, userId);
      return Promise.all(
        rows.map(async (row) => {
          const { hotel } = await hotels.getCatalogue(row.hotel_code);
          return present(row, row.hotel_code, locale, todayInTimeZone(hotel.timeZone, now));
        }),
      );
    },

    /** A search in voucher mode: the voucher's terms, while it can still pay for a stay. */
    async forSearch(number: string, catalogue: Catalogue, member: { id: number } | null, now: Date): Promise<VoucherTerms> {
      return termsOf((await usable(number, catalogue, member, now)).row);
    },

    /**
     * The voucher a booking names and what it pays of `price` (the rooms' price after any coupon),
     * checked before the booking's transaction for a clear answer.
     */
    async forBooking(number: string, booking: VoucherBooking, price: number) {
      const { catalogue } = booking;
      const { row, today } = await usable(number, catalogue, booking.member, booking.now);
      const problem = voucherProblem(termsOf(row), {
        today,
        planCodes: booking.planCodes,
        currency: catalogue.hotel.currency,
        ...booking.stay,
      });
      if (problem) throw new AppError('voucher_not_applicable', { reason: problem });
      return { id: row.id, number: row.number, discount: voucherDiscount(row.amount, price) };
    },

    /**
     * Takes the voucher for the booking in its transaction: consumed, or pending while its card payment
     * is still to go through; VOUCHER_USED when another booking took it first.
     */
    async claim(trx: Db, voucherId: number, use: VoucherUse) {
      if (!(await repository.claim(trx, voucherId, claimOf(use)))) throw new AppError('voucher_used');
    },

    /** The same claim, as a write of a booking's one statement (ADR 0083), which it refuses when the voucher is no longer available. */
    claimAlong: (statement: Db, voucherId: number, use: VoucherUse): GatingWrite => ({
      write: repository.claimWrite(statement, voucherId, claimOf(use)),
      refusal: 'voucher_used',
    }),

    /** The pending voucher's booking has been paid. */
    confirm(trx: Db, voucherId: number, at: Date) {
      return repository.confirm(trx, voucherId, at);
    },

    /** A cancelled booking, or one whose payment never went through, gives its voucher back. */
    release(trx: Db, voucherId: number, reservationNumber: string, today: string) {
      return repository.release(trx, voucherId, reservationNumber, today);
    },

    /**
     * What a voucher already on a booking pays of its new price (a change of dates or rooms); new
     * dates must still fall inside its staying period and clear of its excluded one.
     */
    async rediscount(trx: Db, voucherId: number, price: number, stay: { checkin: string; checkout: string }): Promise<number> {
      const row = await repository.findById(trx, voucherId);
      if (!row) return 0;
      const problem = stayProblem(termsOf(row), stay);
      if (problem) throw new AppError('voucher_not_applicable', { reason: problem });
      return voucherDiscount(row.amount, price);
    },

    /** The hotel's vouchers with the member each was issued to, as the console lists them. */
    forHotel(hotelId: number) {
      return repository.forHotel(db, hotelId);
    },

    /**
     * A hotel's staff issue a voucher to a member of its brand: with a staff key (kept on the
     * voucher), or from the console, whose audit entry is written in the issuing transaction.
     */
    async issue(
      staff: { credentialId: number | null; audit?: (trx: Db, issued: VoucherTerms & { name: string; user_id: number }) => Promise<void> },
      catalogue: Catalogue,
      voucher: VoucherIssue,
    ): Promise<VoucherDetail> {
      const { hotel } = catalogue;
      const number = await inTransaction(db, async (trx) => {
        if (!(await memberships.isActiveMemberOfBrand(trx, voucher.user_id, hotel.brand.id))) throw new AppError('member_not_found');
        const chosen = voucher.number?.toUpperCase() ?? newVoucherNumber();
        const id = await repository.insert(trx, {
          hotel_id: hotel.id,
          user_id: voucher.user_id,
          number: chosen,
          name: voucher.name,
          name_translations: JSON.stringify({ en: voucher.name }),
          amount: voucher.amount,
          currency: hotel.currency,
          target_plan_codes: voucher.target_plan_codes,
          valid_through: voucher.valid_through,
          staying_period_start: voucher.staying_period_start,
          staying_period_end: voucher.staying_period_end,
          excluded_period_start: voucher.excluded_period_start,
          excluded_period_end: voucher.excluded_period_end,
          staff_credential_id: staff.credentialId,
        });
        if (id === null) throw new AppError('invalid', {}, [{ field: 'number', message: 'validation.code_taken' }]);
        const row = await repository.findById(trx, id);
        if (row) await staff.audit?.(trx, { ...termsOf(row), name: row.name, user_id: row.user_id });
        return chosen;
      });
      return detail(number, catalogue, { id: voucher.user_id }, 'en', new Date());
    },
  };
}
export type VouchersService = ReturnType<typeof vouchersService>;
