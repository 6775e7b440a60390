import { percentOf } from './money';

/** One night's rate for one room, before tax, in minor units. */
export interface NightRate {
  date: string;
  amount: number;
}

export interface TaxSetting {
  /** Consumption tax or VAT, in percent (10 for Japan's 10 %). */
  taxRatePercent: number;
}

export interface RoomPrice {
  nights: NightRate[];
  room_price_without_tax: number;
  tax: number;
  total_price: number;
}

export interface StayPrice {
  currency_iso: string;
  rooms: RoomPrice[];
  room_price_without_tax: number;
  tax: number;
  total_price: number;
  total_price_without_tax: number;
}

/** Prices one room: nightly rates summed, tax rounded once on the room's subtotal. */
export function priceRoom(nights: NightRate[], tax: TaxSetting): RoomPrice {
  const withoutTax = nights.reduce((sum, n) => sum + n.amount, 0);
  const taxAmount = percentOf(withoutTax, tax.taxRatePercent);
  return { nights, room_price_without_tax: withoutTax, tax: taxAmount, total_price: withoutTax + taxAmount };
}

/** Prices a stay of one or more rooms; the total is the sum of the rooms so the parts always add up. */
export function priceStay(rooms: NightRate[][], tax: TaxSetting, currency: string): StayPrice {
  const priced = rooms.map((nights) => priceRoom(nights, tax));
  const sum = (pick: (r: RoomPrice) => number) => priced.reduce((s, r) => s + pick(r), 0);
  const withoutTax = sum((r) => r.room_price_without_tax);
  return {
    currency_iso: currency,
    rooms: priced,
    room_price_without_tax: withoutTax,
    tax: sum((r) => r.tax),
    total_price: sum((r) => r.total_price),
    total_price_without_tax: withoutTax,
  };
}

/** Each night's amount before tax summed over all rooms: what a price breakdown lists. */
export function nightsAcrossRooms(rooms: Array<{ nights: NightRate[] }>): Array<{ date: string; price_without_tax: number }> {
  return (rooms[0]?.nights ?? []).map((night, i) => ({
    date: night.date,
    price_without_tax: rooms.reduce((sum, room) => sum + (room.nights[i]?.amount ?? 0), 0),
  }));
}

/**
 * §3 sign_in_discount: a member's nights on a plan that costs members less. The share comes off
 * each night before tax (rounded to the minor unit), so the booked nights add up to what is paid.
 */
export function signInNights(nights: NightRate[], discountPercent: number): NightRate[] {
  if (discountPercent <= 0) return nights;
  return nights.map((night) => ({ ...night, amount: night.amount - percentOf(night.amount, discountPercent) }));
}

/** The three figures §3 names for a sign-in or non-sign-in price. */
export interface DiscountedTotal {
  total_price_after_discount: number;
  total_price_after_discount_tax: number;
  total_accommodation_tax: number;
}

export function discountedTotal(price: Pick<StayPrice, 'total_price' | 'tax'>): DiscountedTotal {
  // No hotel in the catalogue charges a separate accommodation tax yet; the field is kept for §3's shape.
  return { total_price_after_discount: price.total_price, total_price_after_discount_tax: price.tax, total_accommodation_tax: 0 };
}
