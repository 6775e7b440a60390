import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect';
import type { VouchersTable } from '../../db/schema';

const columns = [
  'id',
  'hotel_id',
  'user_id',
  'number',
  'name',
  'name_translations',
  'amount',
  'currency',
  'target_plan_codes',
  'valid_through',
  'staying_period_start',
  'staying_period_end',
  'excluded_period_start',
  'excluded_period_end',
  'status',
  'consumed_at',
  'reservation_number',
] as const;

/** Members' vouchers and their one use (ADR 0046). */
export const vouchersRepository = {
  findByNumber(trx: Db, number: string) {
    return trx.selectFrom('vouchers').select(columns).where('number', '=', number.toUpperCase()).executeTakeFirst();
  },

  findById(trx: Db, id: number) {
    return trx.selectFrom('vouchers').select(columns).where('id', '=', id).executeTakeFirst();
  },

  /** A member's vouchers with their hotel's code, the newest first. */
  forMember(trx: Db, userId: number) {
    return trx
      .selectFrom('vouchers')
      .innerJoin('hotels', 'hotels.id', 'vouchers.hotel_id')
      .select(columns.map((column) => `vouchers.${column}` as const))
      .select('hotels.code as hotel_code')
      .where('vouchers.user_id', '=', userId)
      .orderBy('vouchers.valid_through', 'desc')
      .orderBy('vouchers.id', 'desc')
      .execute();
  },

  /** A hotel's vouchers with their member's email and name, the newest first. */
  forHotel(trx: Db, hotelId: number) {
    return trx
      .selectFrom('vouchers')
      .innerJoin('users', 'users.id', 'vouchers.user_id')
      .select(columns.map((column) => `vouchers.${column}` as const))
      .select(['users.email as member_email', 'users.first_name', 'users.last_name'])
      .where('vouchers.hotel_id', '=', hotelId)
      .orderBy('vouchers.id', 'desc')
      .execute();
  },

  /**
   * Takes the voucher for a booking, only while it is available and valid: the one write
   * concurrent bookings race on (a second finds it no longer available and updates nothing),
   * alone (claim) or inside a booking's one statement. It returns the voucher's id when it took it.
   */
  claimWrite(trx: Db, id: number, use: { reservationNumber: string; pending: boolean; at: Date; today: string }) {
    return trx
      .updateTable('vouchers')
      .set({
        status: use.pending ? 'pending' : 'consumed',
        reservation_number: use.reservationNumber,
        consumed_at: use.pending ? null : use.at,
      })
      .where('id', '=', id)
      .where('status', '=', 'available')
      .where('valid_through', '>=', use.today)
      .returning('id');
  },

  async claim(trx: Db, id: number, use: { reservationNumber: string; pending: boolean; at: Date; today: string }): Promise<boolean> {
    return (await vouchersRepository.claimWrite(trx, id, use).executeTakeFirst()) !== undefined;
  },

  /** A pending voucher's booking was paid: it is consumed. */
  async confirm(trx: Db, id: number, at: Date) {
    await trx
      .updateTable('vouchers')
      .set({ status: 'consumed', consumed_at: at })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  },

  /** A voucher whose booking ended goes back: available while still valid, expired otherwise. */
  async release(trx: Db, id: number, reservationNumber: string, today: string) {
    const voucher = await trx.selectFrom('vouchers').select('valid_through').where('id', '=', id).executeTakeFirst();
    if (!voucher) return;
    await trx
      .updateTable('vouchers')
      .set({ status: voucher.valid_through >= today ? 'available' : 'expired', reservation_number: null, consumed_at: null })
      .where('id', '=', id)
      .where('reservation_number', '=', reservationNumber)
      .execute();
  },

  async insert(trx: Db, voucher: Insertable<VouchersTable>) {
    const inserted = await trx
      .insertInto('vouchers')
      .values(voucher)
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id ?? null;
  },
};
export type VoucherRow = NonNullable<Awaited<ReturnType<typeof vouchersRepository.findById>>>;
