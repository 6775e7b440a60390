import type { SeedPlan, SeedPolicy } from './catalogue';

export const standardPolicy: SeedPolicy = {
  code: 'STANDARD',
  name: 'Standard',
  parts: [
    { days_before: 2, percentage_of_cost: 30 },
    { days_before: 1, percentage_of_cost: 50 },
    { days_before: 0, percentage_of_cost: 100 },
  ],
  noShow: 100,
};
export const nonRefundablePolicy: SeedPolicy = {
  code: 'NONREF',
  name: 'Non-refundable',
  parts: [{ days_before: 365, percentage_of_cost: 100 }],
  noShow: 100,
};
export const flexiblePolicy: SeedPolicy = {
  code: 'FLEX',
  name: 'Flexible',
  parts: [{ days_before: 0, hours_after: 0, percentage_of_cost: 100 }],
  noShow: 100,
};

/** The card payment types a hotel's plans take: the full amount, and a deposit (§4; Korea and Taiwan have their own). */
export interface SeedCardTypes {
  full: string[];
  deposit: string[];
}
const DEFAULT_CARD_TYPES: SeedCardTypes = { full: ['credit_card'], deposit: ['credit_card_deposit'] };

export function commonPlans(mealPerAdult: number, extra: { dayUse?: string[]; cards?: SeedCardTypes } = {}): SeedPlan[] {
  const cards = extra.cards ?? DEFAULT_CARD_TYPES;
  const plans: SeedPlan[] = [
    {
      code: 'RO',
      meals: 'none',
      factor: 1,
      policy: 'STANDARD',
      name: { en: 'Room only', ja: '素泊まり', ko: '객실 전용', zh_Hant: '純住宿' },
      description: {
        en: 'Our best flexible rate. Free cancellation until three days before arrival.',
        ja: 'チェックイン3日前まで無料でキャンセルできる基本プランです。',
        ko: '도착 3일 전까지 무료 취소 가능한 기본 요금입니다.',
        zh_Hant: '入住前三天可免費取消的基本方案。',
      },
    },
    {
      code: 'BF',
      meals: 'breakfast',
      factor: 1,
      mealPerAdult,
      signInDiscountPercent: 10,
      policy: 'STANDARD',
      paymentMethods: ['on_site', ...cards.deposit],
      depositPercentage: 30,
      name: { en: 'Bed and breakfast', ja: '朝食付きプラン', ko: '조식 포함', zh_Hant: '含早餐' },
      description: {
        en: 'Breakfast buffet for every adult, served 6:30–10:00. Members save 10%.',
        ja: '大人全員の朝食ビュッフェ付き（6:30〜10:00）。会員様は10%割引。',
        ko: '성인 전원 조식 뷔페 포함 (6:30–10:00). 회원 10% 할인.',
        zh_Hant: '每位成人含自助早餐（6:30–10:00）。會員享九折。',
      },
    },
    {
      code: 'NR',
      meals: 'none',
      factor: 0.85,
      policy: 'NONREF',
      // Never refunded, so never left to be paid at the hotel: by card now, or in advance (pre_paid).
      paymentMethods: [...cards.full, 'pre_paid'],
      name: { en: 'Non-refundable saver', ja: '返金不可・早割プラン', ko: '환불 불가 특가', zh_Hant: '不可退款優惠' },
      description: {
        en: '15% off in exchange for no refunds once booked.',
        ja: '予約後の返金不可と引き換えに15%割引。',
        ko: '예약 후 환불 불가 조건으로 15% 할인.',
        zh_Hant: '預訂後不可退款，享85折。',
      },
    },
    {
      code: 'ST2',
      meals: 'none',
      factor: 0.9,
      minimumNights: 2,
      policy: 'STANDARD',
      // Longer stays are often business trips: a guarantee, a transfer or paying later also do.
      paymentMethods: ['on_site', 'on_site_credit_card_required', 'bank_transfer', 'deferred_payment'],
      name: { en: 'Stay 2 nights or more', ja: '連泊プラン（2泊以上）', ko: '2박 이상 연박', zh_Hant: '連住兩晚以上' },
      description: {
        en: '10% off for stays of at least two nights.',
        ja: '2泊以上のご滞在で10%割引。',
        ko: '2박 이상 투숙 시 10% 할인.',
        zh_Hant: '連住兩晚以上享九折。',
      },
    },
    {
      code: 'MEM',
      meals: 'none',
      factor: 0.92,
      membersOnly: true,
      saleLimit: 2,
      policy: 'STANDARD',
      name: { en: "Members' rate", ja: '会員限定プラン', ko: '회원 전용 요금', zh_Hant: '會員限定方案' },
      description: {
        en: '8% off for members. Up to two rooms a night are sold at this rate.',
        ja: '会員様は8%割引。1泊2室まで。',
        ko: '회원 8% 할인. 1박 2실 한정.',
        zh_Hant: '會員享92折，每晚限兩間。',
      },
    },
  ];
  if (extra.dayUse) {
    plans.push({
      code: 'DAY',
      meals: 'none',
      factor: 0.45,
      isDayUse: true,
      policy: 'FLEX',
      roomTypes: extra.dayUse,
      name: { en: 'Day use 10:00–17:00', ja: 'デイユース（10:00〜17:00）', ko: '데이유즈 10:00–17:00', zh_Hant: '日間使用 10:00–17:00' },
      description: {
        en: 'A quiet room for the day, no overnight stay.',
        ja: '宿泊なしで日中お部屋をご利用いただけます。',
        ko: '숙박 없이 낮 시간 동안 객실 이용.',
        zh_Hant: '白天使用客房，不含過夜。',
      },
    });
  }
  return plans;
}

/** Plans only the Tokyo hotel sells: one in Japanese only, a secret one, one whose booking opens later. */
export const tokyoPlans: SeedPlan[] = [
  {
    code: 'JPRES',
    meals: 'breakfast',
    factor: 0.88,
    mealPerAdult: 2000,
    policy: 'STANDARD',
    languages: ['ja'],
    name: { en: 'Japan residents’ rate with breakfast', ja: '国内在住者限定・朝食付きプラン' },
    description: {
      en: 'For guests living in Japan, booked in Japanese.',
      ja: '日本国内にお住まいのお客様限定の朝食付きプランです。',
    },
  },
  {
    code: 'INSIDER',
    meals: 'none',
    factor: 0.8,
    policy: 'NONREF',
    paymentMethods: ['credit_card', 'pre_paid'],
    secretCode: 'SAKURA-INSIDER',
    roomTypes: ['MOD-DBL', 'DLX-KNG'],
    name: { en: 'Insider rate', ja: 'シークレットプラン' },
    description: {
      en: 'A rate shared with our newsletter readers: 20% off, non-refundable.',
      ja: 'メールマガジン読者限定の20%割引プラン（返金不可）。',
    },
  },
  {
    code: 'EARLY',
    meals: 'breakfast',
    factor: 0.95,
    mealPerAdult: 2000,
    policy: 'STANDARD',
    bookingOpensInDays: 14,
    name: { en: 'Early summer with breakfast', ja: '初夏の朝食付きプラン' },
    description: {
      en: 'Opens for booking soon: breakfast and a late check-out at noon.',
      ja: 'まもなく予約受付開始。朝食と12時までのレイトチェックアウト付き。',
    },
  },
];
