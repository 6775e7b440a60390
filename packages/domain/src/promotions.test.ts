import { describe, expect, it } from 'vitest';
import {
  bestPromotion,
  promotedNights,
  promotionDiscount,
  promotionProblem,
  type PromotionAudience,
  type PromotionTerms,
} from './promotions';

const tenPercent: PromotionTerms = {
  id: 1,
  discount_target_type: 'all_users',
  discount_type: 'percentage',
  discount_value: 10,
  target_mode: 'include',
  hotel_plan_codes: [],
  room_type_codes: [],
  stay_start: '2027-03-01',
  stay_end: '2027-03-31',
  booking_start: '2027-01-01',
  booking_end: '2027-03-15',
  code: null,
};
const guest: PromotionAudience = { today: '2027-02-01', promoCode: null, loyaltyMember: false, paysByCard: false };
const roomOnly = { hotelPlanCode: 'RO', roomTypeCode: 'DBL', paymentMethods: ['on_site'] };
const saver = { hotelPlanCode: 'NR', roomTypeCode: 'DBL', paymentMethods: ['credit_card'] };
const nights = (...dates: string[]) => dates.map((date) => ({ date, amount: 10_000 }));
const tax = { taxRatePercent: 10 };

describe('whether a promotion applies', () => {
  it('applies when booked in its booking period, for a stay with a night in its stay period', () => {
    expect(promotionProblem(tenPercent, roomOnly, nights('2027-03-10'), guest)).toBeNull();
    expect(promotionProblem(tenPercent, roomOnly, nights('2027-03-10'), { ...guest, today: '2027-03-16' })).toBe('booking_period');
    expect(promotionProblem(tenPercent, roomOnly, nights('2027-03-10'), { ...guest, today: '2026-12-31' })).toBe('booking_period');
    expect(promotionProblem(tenPercent, roomOnly, nights('2027-04-01'), guest)).toBe('stay_period');
    expect(promotionProblem(tenPercent, roomOnly, nights('2027-03-31', '2027-04-01'), guest)).toBeNull();
  });

  it('is for the plans its list includes, or all but those it excludes, and the room types it names', () => {
    const breakfast = { ...tenPercent, hotel_plan_codes: ['BF'] };
    expect(promotionProblem(breakfast, roomOnly, nights('2027-03-10'), guest)).toBe('plan');
    expect(promotionProblem(breakfast, { ...roomOnly, hotelPlanCode: 'BF' }, nights('2027-03-10'), guest)).toBeNull();
    const notBreakfast = { ...breakfast, target_mode: 'exclude' as const };
    expect(promotionProblem(notBreakfast, roomOnly, nights('2027-03-10'), guest)).toBeNull();
    expect(promotionProblem(notBreakfast, { ...roomOnly, hotelPlanCode: 'BF' }, nights('2027-03-10'), guest)).toBe('plan');
    const suites = { ...tenPercent, room_type_codes: ['STE'] };
    expect(promotionProblem(suites, roomOnly, nights('2027-03-10'), guest)).toBe('plan');
  });

  it('needs its code for a coupon promotion, whatever its case', () => {
    const coupon = { ...tenPercent, discount_target_type: 'coupon' as const, code: 'SPRING' };
    expect(promotionProblem(coupon, roomOnly, nights('2027-03-10'), guest)).toBe('code');
    expect(promotionProblem(coupon, roomOnly, nights('2027-03-10'), { ...guest, promoCode: 'WINTER' })).toBe('code');
    expect(promotionProblem(coupon, roomOnly, nights('2027-03-10'), { ...guest, promoCode: ' spring ' })).toBeNull();
  });

  it('is for members signed in through the loyalty provider (creansmaerd) only', () => {
    const loyalty = { ...tenPercent, discount_target_type: 'creansmaerd' as const };
    expect(promotionProblem(loyalty, roomOnly, nights('2027-03-10'), guest)).toBe('audience');
    expect(promotionProblem(loyalty, roomOnly, nights('2027-03-10'), { ...guest, loyaltyMember: true })).toBeNull();
  });

  it('takes a card offer only when paying online by card, on a plan that takes cards', () => {
    const card = { ...tenPercent, discount_target_type: 'payment' as const };
    expect(promotionProblem(card, saver, nights('2027-03-10'), guest)).toBe('payment');
    expect(promotionProblem(card, saver, nights('2027-03-10'), { ...guest, paysByCard: true })).toBeNull();
    expect(promotionProblem(card, roomOnly, nights('2027-03-10'), { ...guest, paysByCard: true })).toBe('payment');
    const guaranteeOnly = { ...saver, paymentMethods: ['on_site_credit_card_required'] };
    expect(promotionProblem(card, guaranteeOnly, nights('2027-03-10'), { ...guest, paysByCard: true })).toBe('payment');
  });
});

describe('what a promotion takes off', () => {
  it('takes its share of each night in its stay period, before tax', () => {
    const promoted = promotedNights(nights('2027-02-28', '2027-03-01'), tenPercent);
    expect(promoted).toEqual([
      { date: '2027-02-28', amount: 10_000, promotion_discount: 0 },
      { date: '2027-03-01', amount: 9_000, promotion_discount: 1_000 },
    ]);
    // ¥1,000 off before 10 % tax is ¥1,100 off the room.
    expect(promotionDiscount([{ nights: promoted }], tax)).toBe(1_100);
  });

  it('takes a fixed amount off each night of each room, never below nothing', () => {
    const amount = { ...tenPercent, discount_type: 'amount' as const, discount_value: 3_000 };
    expect(promotedNights(nights('2027-03-01', '2027-03-02'), amount).map((n) => n.amount)).toEqual([7_000, 7_000]);
    expect(promotedNights([{ date: '2027-03-01', amount: 2_000 }], amount)).toEqual([
      { date: '2027-03-01', amount: 0, promotion_discount: 2_000 },
    ]);
  });
});

describe('which promotion wins', () => {
  const rooms = [{ plan: saver, nights: nights('2027-03-10', '2027-03-11') }];
  const fixed = { ...tenPercent, id: 2, discount_type: 'amount' as const, discount_value: 1_500 };
  const card = { ...tenPercent, id: 3, discount_target_type: 'payment' as const, discount_value: 20 };

  it('gives the guest the one that takes most off, at most one per booking', () => {
    const best = bestPromotion([tenPercent, fixed], rooms, guest, tax);
    expect(best?.promotion.id).toBe(2);
    expect(best?.discount).toBe(3_300);
    expect(best?.rooms[0]?.total_price).toBe(18_700);
  });

  it('lets a card offer win only for a card payment', () => {
    expect(bestPromotion([tenPercent, fixed, card], rooms, guest, tax)?.promotion.id).toBe(2);
    expect(bestPromotion([tenPercent, fixed, card], rooms, { ...guest, paysByCard: true }, tax)?.promotion.id).toBe(3);
  });

  it('needs every room of the booking to qualify, and breaks a tie for the one made first', () => {
    const twoPlans = [...rooms, { plan: roomOnly, nights: nights('2027-03-10') }];
    expect(bestPromotion([{ ...tenPercent, hotel_plan_codes: ['NR'] }], twoPlans, guest, tax)).toBeNull();
    const same = { ...tenPercent, id: 9 };
    expect(bestPromotion([same, tenPercent], rooms, guest, tax)?.promotion.id).toBe(1);
    expect(bestPromotion([], rooms, guest, tax)).toBeNull();
  });
});
