import type { TFunction } from './translator';
import type { RoomParty } from '@yado/domain/party';

/** "2 rooms · 3 adults · 1 child": the rooms (when more than one), then everyone staying. */
export function partySummary(t: TFunction, rooms: RoomParty[]): string {
  const adults = rooms.reduce((sum, r) => sum + r.adults, 0);
  const children = rooms.reduce((sum, r) => sum + r.children, 0);
  return [
    rooms.length > 1 ? t('common.rooms', { count: rooms.length }) : null,
    t('common.adults_count', { count: adults }),
    children > 0 ? t('common.children_count', { count: children }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
