import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { formatDate } from '../../../lib/format';
import { overlappingQuery } from '../api/overlapping-reservations';

/** The overlapping-reservation warning (§8): the guest's own bookings on these dates, so nothing is booked twice by mistake. */
export function OverlapWarning({ checkin, checkout }: { checkin: string; checkout: string }) {
  const { t, i18n } = useTranslation();
  const overlaps = useQuery(overlappingQuery(checkin, checkout));
  // A warning, never a stop: if it cannot be asked, the booking goes on.
  if (!overlaps.data?.length) return null;
  const date = (d: string) => formatDate(d, i18n.language);
  return (
    <div className="alert alert-warning" role="status">
      <p>
        <strong>{t('booking.overlap_title')}</strong>
      </p>
      <ul>
        {overlaps.data.map((o) => (
          <li key={o.reservation_number}>
            {t('booking.overlap_line', {
              number: o.reservation_number,
              hotel: o.hotel_name,
              from: date(o.checkin_date),
              to: date(o.checkout_date),
            })}
          </li>
        ))}
      </ul>
      <p>{t('booking.overlap_hint')}</p>
    </div>
  );
}
