import { useTranslation } from '../../../lib/i18n';
import { formatList } from '../../../lib/list-words';
import type { RoomResult } from '../api/get-rooms';

/** The §3 room descriptors in words: beds, sleeps, size in tatami mats and m², bath, smoking, Wi-Fi. */
export function RoomFacts({ room }: { room: RoomResult }) {
  const { t, i18n } = useTranslation();
  const facts = [
    formatList(
      room.beds.map((bed) => t(`room.bed.${bed.type}`, { count: bed.count })),
      i18n.language,
    ),
    t('room.sleeps', { count: room.sleeps }),
    t('room.size', { tatami: room.size_tatami, sqm: room.size_sqm }),
    room.bath ? t('room.bath') : t('room.shower_only'),
    room.smoking ? t('room.smoking') : t('room.non_smoking'),
    t(`room.wifi.${room.wifi}`),
  ];
  return (
    <ul className="room-facts">
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}
