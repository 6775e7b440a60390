import { canCancelOnline } from './cancellation';
import { chargedDates, nightsBetween } from './dates';
import { percentOf } from './money';
import { priceRoom, type NightRate, type RoomPrice, type TaxSetting } from './pricing';

/**
 * §6: who may change or cancel a reservation online. A corporate booking needs a corporate
 * sign-in of its organization, a member booking that member signed in, and a guest booking no one
 * signed in.
 */
const SIGN_IN_MISMATCHES = [
  'corporate_sign_in_required',
  'other_organization',
  'member_sign_in_required',
  'other_account',
  'sign_out_required',
] as const;
export type SignInMismatch = (typeof SIGN_IN_MISMATCHES)[number];

/** Who booked, or who is signed in now: a member, an organization's corporate user, either, both or neither. */
export interface SignInParty {
  memberId: number | null;
  organizationId: number | null;
}

export function signInMismatch(bookedBy: SignInParty, signedIn: SignInParty): SignInMismatch | null {
  if (bookedBy.organizationId !== null) {
    if (signedIn.organizationId === null) return 'corporate_sign_in_required';
    return signedIn.organizationId === bookedBy.organizationId ? null : 'other_organization';
  }
  if (bookedBy.memberId !== null) {
    if (signedIn.memberId === null) return 'member_sign_in_required';
    return signedIn.memberId === bookedBy.memberId ? null : 'other_account';
  }
  return signedIn.memberId === null && signedIn.organizationId === null ? null : 'sign_out_required';
}

/** Why a reservation cannot be changed online, first reason first (§3 reservation update setting). */
export const UPDATE_BLOCKS = [
  'update_not_active',
  'already_cancelled',
  'payment_pending',
  'changed_by_hotel',
  'flight_package',
  'update_deadline_passed',
  ...SIGN_IN_MISMATCHES,
] as const;
export type UpdateBlock = (typeof UPDATE_BLOCKS)[number];

export interface UpdateSetting {
  is_active: boolean;
  updatable: boolean;
  reason: UpdateBlock | null;
}

export interface UpdateState {
  /** The hotel takes changes online at all. */
  active: boolean;
  status: string;
  changedByHotel: boolean;
  /** The stay of a flight package (ADR 0059): its flights are fixed to its dates, so it is changed by the hotel. */
  flightPackage?: boolean;
  checkin: string;
  timeZone: string;
  now: Date;
  signIn: SignInMismatch | null;
}

export function updateSetting(state: UpdateState): UpdateSetting {
  const isActive = state.active && state.status !== 'cancelled';
  let reason: UpdateBlock | null = null;
  if (!state.active) reason = 'update_not_active';
  else if (state.status === 'cancelled') reason = 'already_cancelled';
  else if (state.status === 'payment_pending') reason = 'payment_pending';
  else if (state.changedByHotel) reason = 'changed_by_hotel';
  else if (state.flightPackage) reason = 'flight_package';
  // The update deadline is the cancellation deadline: the day before check-in, in the hotel's time.
  else if (!canCancelOnline(state.checkin, state.timeZone, state.now)) reason = 'update_deadline_passed';
  else if (state.signIn) reason = state.signIn;
  return { is_active: isActive, updatable: reason === null, reason };
}

export interface BookedRoom {
  id: number;
  nights: NightRate[];
}

export interface StayChangeRequest {
  checkin: string;
  checkout: string;
  roomIds: number[];
}

/** A kept room's nights: those it keeps, those it gains and those it gives back. */
export interface RoomChange {
  id: number;
  kept: string[];
  added: string[];
  released: string[];
}

export interface StayChangePlan {
  rooms: RoomChange[];
  removedRoomIds: number[];
  datesChanged: boolean;
  nights: number;
}

export type StayChangeProblem = 'room_required' | 'unknown_room' | 'no_change' | 'day_use_dates';

/**
 * Compares a requested stay with the booked one: which rooms stay, and for each the nights kept,
 * added and released. Refuses what cannot be a change: no room kept, a room not in the booking,
 * nothing different, or turning a day-use booking into an overnight one (or back).
 */
export function planStayChange(
  booked: { checkin: string; checkout: string; rooms: BookedRoom[] },
  request: StayChangeRequest,
): StayChangePlan | { problem: StayChangeProblem } {
  const kept = [...new Set(request.roomIds)];
  if (kept.length === 0) return { problem: 'room_required' };
  const bookedIds = new Set(booked.rooms.map((r) => r.id));
  if (kept.some((id) => !bookedIds.has(id))) return { problem: 'unknown_room' };
  const wasDayUse = booked.checkin === booked.checkout;
  const isDayUse = request.checkin === request.checkout;
  if (wasDayUse !== isDayUse) return { problem: 'day_use_dates' };
  const datesChanged = request.checkin !== booked.checkin || request.checkout !== booked.checkout;
  const removedRoomIds = booked.rooms.filter((r) => !kept.includes(r.id)).map((r) => r.id);
  if (!datesChanged && removedRoomIds.length === 0) return { problem: 'no_change' };
  const wanted = chargedDates(request.checkin, request.checkout);
  const rooms = booked.rooms
    .filter((r) => kept.includes(r.id))
    .map((room) => {
      const had = room.nights.map((n) => n.date);
      return {
        id: room.id,
        kept: wanted.filter((d) => had.includes(d)),
        added: wanted.filter((d) => !had.includes(d)),
        released: had.filter((d) => !wanted.includes(d)),
      };
    });
  return { rooms, removedRoomIds, datesChanged, nights: nightsBetween(request.checkin, request.checkout) };
}

/**
 * A kept room's new price: nights it keeps stay at the price booked, nights it gains at today's
 * rate (`rates`, the room plan's nightly rates for the new stay and this room's party).
 */
export function repriceRoom(booked: NightRate[], change: RoomChange, rates: NightRate[], tax: TaxSetting): RoomPrice | null {
  const bookedByDate = new Map(booked.map((n) => [n.date, n.amount]));
  const ratesByDate = new Map(rates.map((n) => [n.date, n.amount]));
  const nights: NightRate[] = [];
  for (const date of [...change.kept, ...change.added].sort()) {
    const amount = bookedByDate.get(date) ?? ratesByDate.get(date);
    if (amount === undefined) return null;
    nights.push({ date, amount });
  }
  return priceRoom(nights, tax);
}

/**
 * What a change costs: the fee is the cancellation policy's percentage of what is given up now
 * (removed rooms, and released nights of kept rooms, at their booked price with tax).
 */
export function changeCost(
  booked: { rooms: Array<BookedRoom & { total_price: number }> },
  plan: StayChangePlan,
  newRooms: RoomPrice[],
  tax: TaxSetting,
  feePercentage: number,
) {
  const keptIds = new Set(plan.rooms.map((r) => r.id));
  const removedRooms = booked.rooms.filter((r) => !keptIds.has(r.id)).reduce((sum, r) => sum + r.total_price, 0);
  const releasedNights = plan.rooms.reduce((sum, change) => {
    const room = booked.rooms.find((r) => r.id === change.id);
    if (!room) return sum;
    const keptPart = priceRoom(
      room.nights.filter((n) => change.kept.includes(n.date)),
      tax,
    );
    return sum + room.total_price - keptPart.total_price;
  }, 0);
  const givenUp = removedRooms + releasedNights;
  const roomsTotal = newRooms.reduce((sum, r) => sum + r.total_price, 0);
  const previousTotal = booked.rooms.reduce((sum, r) => sum + r.total_price, 0);
  return {
    given_up: givenUp,
    fee_percentage: givenUp > 0 ? feePercentage : 0,
    fee: givenUp > 0 ? percentOf(givenUp, feePercentage) : 0,
    rooms_total: roomsTotal,
    difference: roomsTotal - previousTotal,
  };
}

/** What a change of stay would cost now, as the guest is shown it before confirming. */
export type { ChangeQuote } from './wire/reservations';
