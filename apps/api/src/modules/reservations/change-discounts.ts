import { pointWorth, pointsAfterChange } from '@yado/domain/points';
import type { RoomPrice } from '@yado/domain/pricing';
import type { Db } from '../../db/connect';
import type { StayCoupons, StayVouchers } from './payment-effects';
import type { ReservationRow } from './presenter';

/** What a changed stay's discounts come to: the coupon's and the voucher's part of the new price, and the points it keeps and gives back (ADR 0042, 0044, 0046). */
export interface ChangedDiscounts {
  couponDiscount: number;
  voucherDiscount: number;
  pointsKept: number;
  pointsReturned: number;
  pointDiscount: number;
}

/**
 * The coupon takes its part of the new rooms, the voucher pays what it can of the rest; points
 * keep paying for the stay while what is left covers them; money settles what remains.
 */
export async function changedDiscounts(
  trx: Db,
  reservation: ReservationRow,
  newRooms: RoomPrice[],
  price: { rooms: number; total: number; taxRatePercent: number },
  stay: { checkin: string; checkout: string },
  discounts: { coupons: Pick<StayCoupons, 'rediscount'>; vouchers: Pick<StayVouchers, 'rediscount'> },
): Promise<ChangedDiscounts> {
  const couponDiscount =
    reservation.coupon_id === null ? 0 : await discounts.coupons.rediscount(trx, reservation.coupon_id, newRooms, price.taxRatePercent);
  const voucherDiscount =
    reservation.voucher_id === null
      ? 0
      : await discounts.vouchers.rediscount(trx, reservation.voucher_id, price.rooms - couponDiscount, stay);
  const points = pointsAfterChange(reservation.spent_points, price.total - couponDiscount - voucherDiscount, reservation.currency);
  return {
    couponDiscount,
    voucherDiscount,
    pointsKept: points.kept,
    pointsReturned: points.returned,
    pointDiscount: pointWorth(points.kept, reservation.currency),
  };
}
