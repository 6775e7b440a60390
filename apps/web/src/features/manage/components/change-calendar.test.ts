import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../../lib/reservation';
import { calendarScope } from './change-calendar';

const room = (id: number, roomType: string, plan: string, adults: number): Reservation['rooms'][number] => ({
  id,
  room_type_code: roomType,
  room_type_name: roomType,
  room_plan_code: `${roomType}-${plan}`,
  room_plan_name: plan,
  hotel_plan_code: plan,
  meals: 'none',
  adults,
  children: id === 2 ? 1 : 0,
  kids_ages: id === 2 ? [7] : [],
  kids_tiers: [],
  adult_companion: 0,
  kid_tier_A_companion: 0,
  first_name: 'Mina',
  last_name: 'Park',
  nights: [],
  room_price_without_tax: 9_091,
  tax: 909,
  total_price: 10_000,
});

const rooms = [room(1, 'MOD-DBL', 'RO', 2), room(2, 'DLX-KNG', 'BF', 1), room(3, 'MOD-DBL', 'RO', 2)];

describe('the calendar of a stay being changed', () => {
  it('asks for the kept rooms’ parties on the room types and plans they were booked on, each once', () => {
    expect(calendarScope(rooms, [1, 3])).toEqual({
      rooms: [
        { adults: 2, children: 0, kids_ages: [], kids_tiers: [] },
        { adults: 2, children: 0, kids_ages: [], kids_tiers: [] },
      ],
      scope: { roomTypeCodes: ['MOD-DBL'], roomPlanCodes: ['MOD-DBL-RO'] },
    });
    expect(calendarScope(rooms, [2, 1]).scope).toEqual({
      roomTypeCodes: ['DLX-KNG', 'MOD-DBL'],
      roomPlanCodes: ['DLX-KNG-BF', 'MOD-DBL-RO'],
    });
    expect(calendarScope(rooms, [2]).rooms).toEqual([{ adults: 1, children: 1, kids_ages: [7], kids_tiers: [] }]);
  });

  it('keeps asking for every room while none is kept, so the calendar still answers', () => {
    expect(calendarScope(rooms, []).rooms).toHaveLength(3);
  });
});
