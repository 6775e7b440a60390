import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { newIdempotencyKey, saveDraft, type BookingDraft } from '../../../lib/booking-draft';
import { useTranslation } from '../../../lib/i18n';
import { widgetHref } from '../../../lib/widget-url';
import { startHandOff } from '../api';
import type { AgencySearch } from '../agency-url';

/**
 * "Book now, pay in advance" (ADR 0060): one click holds the hotel's cheapest plan paid in advance
 * and shows it back (confirm-reservation) before the guest's details.
 */
export function BookNowButton({
  hotel,
  search,
  currency,
}: {
  hotel: { code: string; name: string };
  search: AgencySearch;
  currency: string;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const handOff = useMutation({
    mutationFn: () =>
      startHandOff({
        hotel_code: hotel.code,
        checkin: search.stay.checkin,
        checkout: search.stay.checkout,
        rooms: search.rooms.map(({ adults, children, kids_ages, kids_tiers }) => ({ adults, children, kids_ages, kids_tiers })),
        ...(search.filters.meals ? { meals: search.filters.meals } : {}),
        currency,
        locale: i18n.language,
      }),
    onSuccess: (answer) => {
      // The draft as the server wrote it, with a key of this tab's own for the booking it leads to.
      saveDraft({ ...(answer.draft as unknown as BookingDraft), storageId: answer.storage_id, idempotencyKey: newIdempotencyKey() });
      void navigate(widgetHref('/confirm-reservation', answer.hotel_code));
    },
  });
  return (
    <>
      <button
        type="button"
        className="button book-now"
        disabled={handOff.isPending}
        aria-label={t('agency.book_now_at', { hotel: hotel.name })}
        onClick={() => handOff.mutate()}
      >
        {handOff.isPending ? t('agency.book_now_holding') : t('agency.book_now')}
      </button>
      {handOff.isError ? <ErrorMessage error={handOff.error} /> : null}
    </>
  );
}
