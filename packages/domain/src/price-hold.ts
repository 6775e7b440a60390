import { z } from 'zod';
import { MEAL_FILTERS } from './agency-search';
import type { NightRate } from './pricing';
import { isoDateField } from './validation';

/**
 * The agency's pay-in-advance hand-off (ADR 0060): from a hotel the search in words found, one step
 * to its cheapest plan paid in advance (pre_paid), the price held while the guest pays.
 *
 * A hold lasts long enough to type a guest's details and pass 3-D Secure (about ten minutes at
 * most, PAYMENT_LINK_HOLD_MINUTES and the 3-D Secure window) with room to spare, and short enough
 * that the hotel is not bound to an old rate for long when its rates move.
 */
export const PRICE_HOLD_MINUTES = 30;
/** The one way of paying a hold binds: the whole stay, in advance, by card (ADR 0033). */
export const HELD_PAYMENT_TYPE = 'pre_paid';

const handOffRoom = z.object({
  adults: z.number().int().min(1).max(10),
  children: z.number().int().min(0).max(10).default(0),
  kids_ages: z.array(z.number().int().min(0).max(17)).max(10).default([]),
  kids_tiers: z
    .array(z.object({ code: z.string().min(1).max(16), children: z.number().int().min(0).max(10) }))
    .max(10)
    .default([]),
});

/** POST hand-offs: a hotel, a stay and a party as the agency's search asked them. */
export const handOffBodySchema = z
  .object({
    hotel_code: z.string().trim().min(1).max(64),
    checkin: isoDateField(),
    checkout: isoDateField(),
    rooms: z.array(handOffRoom).min(1).max(5),
    /** The search's meals filter: breakfast asked for is breakfast booked. */
    meals: z.enum(MEAL_FILTERS).optional(),
    /** The currency the guest reads prices in; the hold itself is in the hotel's. */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'validation.invalid')
      .optional(),
    locale: z.string().max(10).default('ja'),
  })
  .refine((body) => body.checkout > body.checkin, { message: 'validation.invalid', path: ['checkout'] });
export type HandOffBody = z.infer<typeof handOffBodySchema>;

const heldRoomParty = z.object({
  adults: z.number(),
  children: z.number(),
  kids_ages: z.array(z.number()),
  kids_tiers: z.array(z.object({ code: z.string(), children: z.number() })),
});

/** What a hold binds, kept with the draft on the server (never written by the guest's draft). */
export const priceHoldSchema = z.object({
  /** The rooms' total the guest was shown, paid in advance by card, in the hotel's currency. */
  total: z.number().int().min(0),
  currency: z.string().length(3),
  expires_at: z.string(),
  checkin: z.string(),
  checkout: z.string(),
  room_type_code: z.string(),
  room_plan_code: z.string(),
  rooms: z.array(heldRoomParty).min(1),
  payment_type: z.literal(HELD_PAYMENT_TYPE),
});
export type PriceHold = z.infer<typeof priceHoldSchema>;

export const handOffResponse = z.object({
  data: z.object({
    storage_id: z.string(),
    hotel_code: z.string(),
    room_type_name: z.string(),
    plan_name: z.string(),
    total: z.number(),
    currency: z.string(),
    /** The held total in the currency the guest asked for, when it is not the hotel's. */
    converted: z.object({ total: z.number(), currency: z.string() }).nullable(),
    hold_expires_at: z.string(),
    /** Where the booking goes on from any device: the kept draft's resume page. */
    continue_path: z.string(),
    /** The booking draft as the widget keeps it, to go straight to the guest's details. */
    draft: z.record(z.string(), z.unknown()),
  }),
});
export type HandOffAnswer = z.infer<typeof handOffResponse>['data'];

/** A booking as the hold compares it: its stay, its rooms' plan and party, how it pays. */
export interface HeldBooking {
  checkin: string;
  checkout: string;
  paymentType: string;
  rooms: Array<{ room_type_code: string; room_plan_code: string; party: z.infer<typeof heldRoomParty> }>;
}

const sameParty = (a: z.infer<typeof heldRoomParty>, b: z.infer<typeof heldRoomParty>) =>
  a.adults === b.adults &&
  a.children === b.children &&
  JSON.stringify(a.kids_ages) === JSON.stringify(b.kids_ages) &&
  JSON.stringify(a.kids_tiers.filter((tier) => tier.children > 0)) === JSON.stringify(b.kids_tiers.filter((tier) => tier.children > 0));

/** Whether a hold covers this booking now: before its expiry, exactly its plan, stay and party, paid in advance. */
export function holdCovers(hold: PriceHold, booking: HeldBooking, now: Date): boolean {
  const endsAt = Date.parse(hold.expires_at);
  if (!Number.isFinite(endsAt) || now.getTime() >= endsAt) return false;
  if (booking.paymentType !== hold.payment_type) return false;
  if (booking.checkin !== hold.checkin || booking.checkout !== hold.checkout) return false;
  if (booking.rooms.length !== hold.rooms.length) return false;
  return booking.rooms.every(
    (room, i) =>
      room.room_type_code === hold.room_type_code &&
      room.room_plan_code === hold.room_plan_code &&
      sameParty(room.party, hold.rooms[i] as z.infer<typeof heldRoomParty>),
  );
}

type PricedRoom = { nights: NightRate[]; room_price_without_tax: number; tax: number; total_price: number };

/** Shares `total` out over parts in proportion to their weights, the remainder to the last, so the parts add up exactly. */
function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  let given = 0;
  return weights.map((weight, i) => {
    if (i === weights.length - 1) return total - given;
    const part = sum === 0 ? 0 : Math.round((total * weight) / sum);
    given += part;
    return part;
  });
}

/**
 * The rooms' prices brought to the held total (the hotel's price rose during the hold): each room
 * keeps its share of the total and its share of tax, each night its share of the room, so the
 * booked rooms and nights add up to exactly what the guest was shown.
 */
export function pricesAtHeldTotal<R extends PricedRoom>(rooms: R[], heldTotal: number): R[] {
  const totals = apportion(
    heldTotal,
    rooms.map((room) => room.total_price),
  );
  return rooms.map((room, i) => {
    const total = totals[i] as number;
    const withoutTax = room.total_price === 0 ? total : Math.round((total * room.room_price_without_tax) / room.total_price);
    const amounts = apportion(
      withoutTax,
      room.nights.map((night) => night.amount),
    );
    return {
      ...room,
      total_price: total,
      room_price_without_tax: withoutTax,
      tax: total - withoutTax,
      nights: room.nights.map((night, n) => ({ ...night, amount: amounts[n] as number })),
    };
  });
}
