import { queryOptions } from '@tanstack/react-query';
import type { DraftCheck } from '@yado/domain/temporary-storage';
import { apiRequest, OTA_API_BASE } from './api-client';
import type { BookingDraft } from './booking-draft';

/** A kept draft as the server gives it back, with what the hotel asks for it now. */
export interface RestoredDraft {
  id: string;
  hotel_code: string;
  draft: BookingDraft;
  saved_at: string;
  check: DraftCheck;
  total_price_now: number | null;
}

/**
 * Keeps the draft on the server (§7 temporary_storages) once the guest has given their details: it
 * can then be picked up on another device, and a guest who leaves is mailed a link back to it.
 * Returns the storage's id; the booking goes on whether or not this worked.
 */
export async function keepDraftOnServer(draft: BookingDraft, locale: string): Promise<string | null> {
  const email = typeof draft.guest?.email === 'string' && draft.guest.email.includes('@') ? draft.guest.email : undefined;
  const body = { draft: { ...draft, storageId: undefined }, email, locale };
  try {
    const saved = draft.storageId
      ? await apiRequest<{ data: { id: string } }>(`/temporary_storages/${encodeURIComponent(draft.storageId)}`, {
          method: 'PUT',
          base: OTA_API_BASE,
          body,
        })
      : await apiRequest<{ data: { id: string } }>('/temporary_storages', { method: 'POST', base: OTA_API_BASE, body });
    return saved.data.id;
  } catch {
    // Keeping a copy is a convenience: a failure never stands in the way of the booking.
    return null;
  }
}

/** GET temporary_storages/{id}: the kept draft and whether its price still holds. */
export const restoredDraftQuery = (id: string, locale: string) =>
  queryOptions({
    queryKey: ['temporary-storage', id, locale],
    queryFn: async () =>
      (await apiRequest<{ data: RestoredDraft }>(`/temporary_storages/${encodeURIComponent(id)}`, { base: OTA_API_BASE })).data,
    retry: false,
  });
