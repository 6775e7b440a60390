import type { RoomSearchQuery } from '@yado/domain/search';
import { paysForPlans, stayProblem, voucherDiscount, type VoucherTerms } from '@yado/domain/vouchers';
import type { RoomPlanResult, RoomSearchAnswer } from '@yado/domain/wire/search';
import type { HotelsService } from '../hotels/service';
import type { SearchService } from '../search/service';
import type { SearchViewer } from '../search/sign-in-prices';
import type { VouchersService } from './service';

/**
 * A search answer in voucher mode (§2 mode=voucher): only the plans the voucher pays for, none when
 * the stay is outside its staying period or touches its excluded days (with a warning saying so),
 * and on each plan what the voucher pays of its price.
 */
export function applyVoucher(answer: RoomSearchAnswer, voucher: VoucherTerms): RoomSearchAnswer {
  const { checkin, checkout } = answer;
  // An undated search has no stay to check: its plans show with what the voucher pays of their "from" price.
  const stayFits = checkin === null || checkout === null || stayProblem(voucher, { checkin, checkout }) === null;
  const paidFor = (plan: RoomPlanResult) => stayFits && paysForPlans(voucher, [plan.hotel_plan_code]);
  const withDiscount = (plan: RoomPlanResult): RoomPlanResult => ({
    ...plan,
    voucher_coupon_discount_amount: voucherDiscount(voucher.amount, plan.prices.total_price),
  });
  return {
    ...answer,
    warnings: stayFits ? answer.warnings : [...answer.warnings, 'voucher_stay'],
    rooms: answer.rooms
      .map((room) => ({ ...room, room_plans: room.room_plans.filter(paidFor).map(withDiscount) }))
      .filter((room) => room.room_plans.length > 0),
    plans: answer.plans
      .map((plan) => ({
        ...plan,
        rooms: plan.rooms.filter((room) => paidFor(room.room_plan)).map((room) => ({ ...room, room_plan: withDiscount(room.room_plan) })),
      }))
      .filter((plan) => plan.rooms.length > 0),
  };
}

/**
 * The search's voucher-mode step, kept outside the search itself: the voucher is checked (its
 * owner signed in, not used, not expired), the search runs as any other, and its answer is filtered.
 */
export function voucherModeSearch(vouchers: VouchersService, hotels: HotelsService, search: Pick<SearchService, 'searchRooms'>) {
  return async (
    code: string,
    query: RoomSearchQuery,
    locale: string,
    viewer: SearchViewer,
    member: { id: number } | null,
  ): Promise<RoomSearchAnswer> => {
    const catalogue = await hotels.getCatalogue(code);
    const voucher = await vouchers.forSearch(query.voucher_coupon_code ?? '', catalogue, member, new Date());
    return applyVoucher(await search.searchRooms(code, query, locale, viewer), voucher);
  };
}
export type VoucherModeSearch = ReturnType<typeof voucherModeSearch>;
