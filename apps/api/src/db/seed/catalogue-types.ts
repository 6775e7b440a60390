/** The shapes of the demo catalogue (catalogue.ts): texts by locale, prices per night before tax. */
type T = Record<string, string>;

export interface SeedRoomType {
  code: string;
  name: T;
  description: T;
  beds: Array<{ type: string; count: number }>;
  sleeps: number;
  sizeSqm: number;
  bath: boolean;
  smoking?: boolean;
  wifi?: 'none' | 'free' | 'paid';
  maxAdults: number;
  stock: number;
  base: number;
  image: string;
}

export interface SeedPlan {
  code: string;
  name: T;
  description: T;
  meals: string;
  factor: number;
  mealPerAdult?: number;
  policy: string;
  minimumNights?: number;
  membersOnly?: boolean;
  /** What signed-in members save on a plan anyone can book, in percent. */
  signInDiscountPercent?: number;
  isDayUse?: boolean;
  saleLimit?: number;
  paymentMethods?: string[];
  depositPercentage?: number;
  roomTypes?: string[];
  /** Sold only in these locales (language-restricted plan). */
  languages?: string[];
  /** A secret plan, listed for this promo code with mode=secret. */
  secretCode?: string;
  /** Booking opens this many days after the seed's first day. */
  bookingOpensInDays?: number;
}

export interface SeedPolicy {
  code: string;
  name: string;
  parts: Array<{ days_before: number; hours_after?: number; percentage_of_cost: number }>;
  noShow: number;
}

export interface SeedHotel {
  code: string;
  name: T;
  timeZone: string;
  currency: string;
  locale: string;
  taxRatePercent: number;
  roundTo: number;
  phone: string;
  address: Record<string, string>;
  settings: Record<string, unknown>;
  policies: SeedPolicy[];
  roomTypes: SeedRoomType[];
  plans: SeedPlan[];
}

export interface SeedBrand {
  code: string;
  name: T;
  bookLanguages: string[];
  /** The brand's settings (hotels' brandSettingsSchema); defaults for what is left out. */
  settings?: Record<string, unknown>;
  hotels: SeedHotel[];
}
