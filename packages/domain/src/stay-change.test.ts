import { describe, expect, it } from 'vitest';
import { changeCost, planStayChange, repriceRoom, signInMismatch, updateSetting, type StayChangePlan } from './stay-change';

const tax = { taxRatePercent: 10 };
const night = (date: string, amount: number) => ({ date, amount });
const booked = {
  checkin: '2027-03-10',
  checkout: '2027-03-13',
  rooms: [
    { id: 1, nights: [night('2027-03-10', 10000), night('2027-03-11', 10000), night('2027-03-12', 12000)], total_price: 35200 },
    { id: 2, nights: [night('2027-03-10', 8000), night('2027-03-11', 8000), night('2027-03-12', 8000)], total_price: 26400 },
  ],
};

function plan(request: { checkin: string; checkout: string; roomIds: number[] }): StayChangePlan {
  const result = planStayChange(booked, request);
  if ('problem' in result) throw new Error(result.problem);
  return result;
}

describe('sign-in matching (§6)', () => {
  it('asks a corporate booking for its organization, a member booking for that member, a guest booking for no one', () => {
    const party = (memberId: number | null, organizationId: number | null = null) => ({ memberId, organizationId });
    expect(signInMismatch(party(7), party(7))).toBeNull();
    expect(signInMismatch(party(7), party(null))).toBe('member_sign_in_required');
    expect(signInMismatch(party(7), party(8))).toBe('other_account');
    expect(signInMismatch(party(null), party(null))).toBeNull();
    expect(signInMismatch(party(null), party(7))).toBe('sign_out_required');
    // A corporate booking: its organization's sign-in, whoever of it booked, member sign-in or not.
    expect(signInMismatch(party(null, 3), party(null, 3))).toBeNull();
    expect(signInMismatch(party(7, 3), party(null, 3))).toBeNull();
    expect(signInMismatch(party(null, 3), party(7))).toBe('corporate_sign_in_required');
    expect(signInMismatch(party(null, 3), party(null, 4))).toBe('other_organization');
    // A guest booking: a corporate sign-in must end too.
    expect(signInMismatch(party(null), party(null, 3))).toBe('sign_out_required');
    // A member booking needs the member, a corporate sign-in beside it changes nothing.
    expect(signInMismatch(party(7), party(7, 3))).toBeNull();
    expect(signInMismatch(party(7), party(null, 3))).toBe('member_sign_in_required');
  });
});

describe('update setting', () => {
  const open = {
    active: true,
    status: 'done',
    changedByHotel: false,
    checkin: '2027-03-10',
    timeZone: 'Asia/Tokyo',
    now: new Date('2027-03-01T00:00:00Z'),
    signIn: null,
  };

  it('lets a reservation be changed until the day before check-in in the hotel time zone', () => {
    expect(updateSetting(open)).toEqual({ is_active: true, updatable: true, reason: null });
    // 23:30 on 9 March in Tokyo is still the day before.
    expect(updateSetting({ ...open, now: new Date('2027-03-09T14:30:00Z') }).updatable).toBe(true);
    // 00:30 on 10 March in Tokyo is the check-in day.
    expect(updateSetting({ ...open, now: new Date('2027-03-09T15:30:00Z') }).reason).toBe('update_deadline_passed');
  });

  it('gives the first reason in order: inactive, cancelled, pending payment, hotel change, deadline, sign-in', () => {
    expect(updateSetting({ ...open, active: false, status: 'cancelled' })).toMatchObject({ is_active: false, reason: 'update_not_active' });
    expect(updateSetting({ ...open, status: 'cancelled', changedByHotel: true })).toMatchObject({
      is_active: false,
      reason: 'already_cancelled',
    });
    expect(updateSetting({ ...open, status: 'payment_pending' }).reason).toBe('payment_pending');
    expect(updateSetting({ ...open, changedByHotel: true, signIn: 'other_account' }).reason).toBe('changed_by_hotel');
    expect(updateSetting({ ...open, signIn: 'sign_out_required' })).toMatchObject({ updatable: false, reason: 'sign_out_required' });
  });
});

describe('planning a change of stay', () => {
  it('refuses what is not a change', () => {
    expect(planStayChange(booked, { checkin: booked.checkin, checkout: booked.checkout, roomIds: [1, 2] })).toEqual({
      problem: 'no_change',
    });
    expect(planStayChange(booked, { checkin: booked.checkin, checkout: booked.checkout, roomIds: [] })).toEqual({
      problem: 'room_required',
    });
    expect(planStayChange(booked, { checkin: booked.checkin, checkout: booked.checkout, roomIds: [1, 9] })).toEqual({
      problem: 'unknown_room',
    });
    expect(planStayChange(booked, { checkin: '2027-03-10', checkout: '2027-03-10', roomIds: [1] })).toEqual({ problem: 'day_use_dates' });
  });

  it('splits each kept room into nights kept, added and released', () => {
    const moved = plan({ checkin: '2027-03-11', checkout: '2027-03-14', roomIds: [2] });
    expect(moved).toEqual({
      rooms: [{ id: 2, kept: ['2027-03-11', '2027-03-12'], added: ['2027-03-13'], released: ['2027-03-10'] }],
      removedRoomIds: [1],
      datesChanged: true,
      nights: 3,
    });
  });

  it('keeps booked prices for kept nights and prices added nights at the new rate', () => {
    const moved = plan({ checkin: '2027-03-11', checkout: '2027-03-14', roomIds: [1, 2] });
    const rates = [night('2027-03-11', 99999), night('2027-03-12', 99999), night('2027-03-13', 15000)];
    const room = repriceRoom(booked.rooms[0]!.nights, moved.rooms[0]!, rates, tax);
    expect(room?.nights).toEqual([night('2027-03-11', 10000), night('2027-03-12', 12000), night('2027-03-13', 15000)]);
    expect(room?.total_price).toBe(40700);
    // A night the plan no longer sells cannot be added.
    expect(repriceRoom(booked.rooms[0]!.nights, moved.rooms[0]!, rates.slice(0, 2), tax)).toBeNull();
  });

  it('charges the policy percentage on what is given up, and nothing on what is added', () => {
    const shorter = plan({ checkin: '2027-03-10', checkout: '2027-03-12', roomIds: [1] });
    const newRooms = shorter.rooms.map((change) => repriceRoom(booked.rooms[0]!.nights, change, [], tax)!);
    // Room 1 keeps 20,000 + 10 % tax; gives up its third night (13,200) and room 2 (26,400).
    expect(changeCost(booked, shorter, newRooms, tax, 50)).toEqual({
      given_up: 13200 + 26400,
      fee_percentage: 50,
      fee: 19800,
      rooms_total: 22000,
      difference: 22000 - 61600,
    });
    const longer = plan({ checkin: '2027-03-10', checkout: '2027-03-14', roomIds: [1, 2] });
    const priced = longer.rooms.map((change, i) => repriceRoom(booked.rooms[i]!.nights, change, [night('2027-03-13', 9000)], tax)!);
    expect(changeCost(booked, longer, priced, tax, 50)).toMatchObject({ given_up: 0, fee: 0, fee_percentage: 0, difference: 9900 * 2 });
  });
});
