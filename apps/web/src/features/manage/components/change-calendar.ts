import type { RoomParty } from '@yado/domain/party';
import type { AvailabilityScope } from '../../../lib/availability-query';
import type { Reservation } from '../../../lib/reservation';

type BookedRoom = Reservation['rooms'][number];

/**
 * What the calendar of a stay being changed asks about: the party of the rooms kept (all of them
 * while none is, so the calendar still answers), on the room types and plans they were booked on.
 */
export function calendarScope(rooms: BookedRoom[], keptIds: number[]): { rooms: RoomParty[]; scope: AvailabilityScope } {
  const kept = rooms.filter((room) => keptIds.includes(room.id));
  const asked = kept.length > 0 ? kept : rooms;
  return {
    rooms: asked.map(({ adults, children, kids_ages, kids_tiers }) => ({ adults, children, kids_ages, kids_tiers })),
    scope: {
      roomTypeCodes: [...new Set(asked.map((room) => room.room_type_code))].sort(),
      roomPlanCodes: [...new Set(asked.map((room) => room.room_plan_code))].sort(),
    },
  };
}
