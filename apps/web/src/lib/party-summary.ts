import type { TFunction } from './translator';
import { companionsIn, type RoomParty } from '@yado/domain/party';

/** "2 rooms · 3 adults · 1 child · 1 companion": the rooms (when more than one), then everyone staying. */
export function partySummary(t: TFunction, rooms: RoomParty[]): string {
  const adults = rooms.reduce((sum, r) => sum + r.adults, 0);
  const children = rooms.reduce((sum, r) => sum + r.children, 0);
  const companions = rooms.reduce((sum, r) => sum + companionsIn(r), 0);
  return [
    rooms.length > 1 ? t('common.rooms', { count: rooms.length }) : null,
    t('common.adults_count', { count: adults }),
    children > 0 ? t('common.children_count', { count: children }) : null,
    companions > 0 ? t('common.companions_count', { count: companions }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A reserved room's guests as they were asked: its companions apart from the adults and children they are counted among. */
export function reservedParty(room: RoomParty & { adult_companion: number; kid_tier_A_companion: number }): RoomParty {
  return {
    ...room,
    adults: room.adults - room.adult_companion,
    children: room.children - room.kid_tier_A_companion,
  };
}
