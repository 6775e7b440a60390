import { cardPaidTotal } from '@yado/domain/payments';
import { todayInTimeZone } from '@yado/domain/dates';
import { roomSearchQuerySchema } from '@yado/domain/search';
import {
  checkDraft,
  RECOVERY_MAIL_AFTER_MINUTES,
  storedDraftSchema,
  TEMPORARY_STORAGE_DAYS,
  type StoredDraft,
} from '@yado/domain/temporary-storage';
import type { Db } from '../../db/connect';
import { newSecretToken } from '../../crypto';
import { AppError } from '../../errors';
import type { HotelsService } from '../hotels/service';
import type { JobRunner } from '../jobs/runner';
import type { MailService } from '../mail/service';
import type { SearchService } from '../search/service';
import { recoveryMail } from './mail';
import { temporaryStoragesRepository, type NewTemporaryStorage, type TemporaryStorageRow } from './repository';

/** The draft's rooms grouped by room type and plan: each room's own (roomChoices), else the draft's. */
function roomsByPlan(draft: StoredDraft) {
  const groups = new Map<string, { roomTypeCode: string; roomPlanCode: string; rooms: StoredDraft['rooms'] }>();
  for (const [i, room] of draft.rooms.entries()) {
    const { roomTypeCode, roomPlanCode } = draft.roomChoices?.[i] ?? draft;
    const key = JSON.stringify([roomTypeCode, roomPlanCode]);
    const group = groups.get(key) ?? { roomTypeCode, roomPlanCode, rooms: [] };
    group.rooms.push(room);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export const RECOVERY_MAIL_JOB = 'temporary_storage.recovery_mail';

export interface TemporaryStorageDeps {
  hotels: HotelsService;
  search: Pick<SearchService, 'searchRooms'>;
  jobs: JobRunner;
  mail: Pick<MailService, 'send'>;
  /** Whether the session booked at the hotel after all, since the draft last changed. */
  bookedBySessionSince: (clientSessionId: string, hotelId: number, since: Date) => Promise<boolean>;
}

interface Write {
  draft: StoredDraft;
  email?: string | undefined;
  locale: string;
}

/**
 * Guests' booking drafts on the server (§7 temporary_storages): a draft survives a new device; a
 * guest who gave an email and left without booking is mailed a link that restores it; restoring
 * says what the hotel asks now.
 */
export function temporaryStoragesService(db: Db, deps: TemporaryStorageDeps) {
  const repository = temporaryStoragesRepository(db);

  async function scheduleRecovery(id: string, email: string | undefined, now: Date) {
    if (!email) return;
    const runAt = new Date(now.getTime() + RECOVERY_MAIL_AFTER_MINUTES * 60_000);
    await deps.jobs.enqueue(db, { kind: RECOVERY_MAIL_JOB, payload: { id }, runAt });
  }

  /**
   * What the hotel asks now for the draft's rooms, stay and party: each room under its own room type
   * and plan (rooms the recommender chose differ), the rooms of each plan searched together; null
   * when any of them cannot be booked.
   */
  async function priceNow(hotelCode: string, draft: StoredDraft, locale: string, paidByCard: boolean): Promise<number | null> {
    let total = 0;
    for (const { roomTypeCode, roomPlanCode, rooms } of roomsByPlan(draft)) {
      const query = roomSearchQuerySchema.parse({
        checkin: draft.checkin,
        checkout: draft.checkout,
        rooms: JSON.stringify(rooms),
        room_count: rooms.length,
        room_plan_codes: roomPlanCode,
        is_day_use: String(draft.checkin === draft.checkout),
      });
      const answer = await deps.search.searchRooms(hotelCode, query, locale);
      const plan = answer.rooms
        .filter((room) => room.room_type_code === roomTypeCode)
        .flatMap((room) => room.room_plans)
        .find((candidate) => candidate.room_plan_code === roomPlanCode);
      if (!plan?.available) return null;
      total += paidByCard ? cardPaidTotal(plan) : plan.prices.total_price;
    }
    return total;
  }

  async function live(id: string, now: Date): Promise<TemporaryStorageRow> {
    const row = await repository.find(id, now);
    if (!row) throw new AppError('temporary_storage_not_found');
    return row;
  }

  return {
    async create(clientSessionId: string, body: Write, now = new Date()) {
      const catalogue = await deps.hotels.getCatalogue(body.draft.hotelCode);
      const id = newSecretToken(24);
      const expiresAt = new Date(now.getTime() + TEMPORARY_STORAGE_DAYS * 86_400_000);
      await repository.insert({
        id,
        hotel_id: catalogue.hotel.id,
        client_session_id: clientSessionId,
        draft: body.draft,
        email: body.email ?? null,
        locale: body.locale,
        expires_at: expiresAt,
      });
      await scheduleRecovery(id, body.email, now);
      return { id, expires_at: expiresAt.toISOString() };
    },

    /** The same draft as it now stands (another hotel's draft is a new storage). */
    async update(id: string, body: Write, now = new Date()) {
      const row = await live(id, now);
      if (row.hotel_code !== body.draft.hotelCode)
        throw new AppError('invalid', {}, [{ field: 'draft.hotelCode', message: 'validation.invalid' }]);
      if (!(await repository.update(id, { draft: body.draft, email: body.email ?? null, locale: body.locale }, now))) {
        throw new AppError('temporary_storage_not_found');
      }
      await scheduleRecovery(id, body.email, now);
      return { id, expires_at: new Date(row.expires_at).toISOString() };
    },

    /** The draft, and what changed since it was saved, as the hotel prices it now. */
    async restore(id: string, locale: string, now = new Date()) {
      const row = await live(id, now);
      const draft = storedDraftSchema.parse(row.draft);
      const catalogue = await deps.hotels.getCatalogue(row.hotel_code);
      const today = todayInTimeZone(catalogue.hotel.timeZone, now);
      const price = draft.checkin < today ? null : await priceNow(row.hotel_code, draft, locale, row.price_hold !== null);
      return {
        id,
        hotel_code: row.hotel_code,
        draft,
        saved_at: new Date(row.updated_at).toISOString(),
        expires_at: new Date(row.expires_at).toISOString(),
        check: checkDraft(draft, price, today),
        total_price_now: price,
      };
    },

    /**
     * The recovery mail, once the guest has been gone a while: not when the draft changed since
     * (a newer run is due), was mailed already, was booked after all, or is for a past stay.
     */
    async mailRecovery(id: string, now = new Date()) {
      const row = await repository.find(id, now);
      if (!row?.email || row.recovery_mailed_at) return;
      const lastChange = new Date(row.updated_at);
      if (now.getTime() - lastChange.getTime() < RECOVERY_MAIL_AFTER_MINUTES * 60_000) return;
      const catalogue = await deps.hotels.getCatalogue(row.hotel_code);
      const draft = storedDraftSchema.safeParse(row.draft);
      if (!draft.success || draft.data.checkin < todayInTimeZone(catalogue.hotel.timeZone, now)) return;
      if (await deps.bookedBySessionSince(row.client_session_id, row.hotel_id, lastChange)) return;
      // The mail names the hotel's price now, never the one the draft claims; a room gone is not mailed about.
      const total = await priceNow(row.hotel_code, draft.data, row.locale, row.price_hold !== null);
      if (total === null) return;
      if (!(await repository.markMailed(id, lastChange, now))) return;
      // From configuration only: a request's Origin or Host never decides where a link leads.
      const origin = await deps.hotels.linkOrigin(row.hotel_code, null);
      const link = `${origin}/reservation/resume/${encodeURIComponent(id)}?code=${encodeURIComponent(row.hotel_code)}`;
      await deps.mail.send(recoveryMail(row.email, row.locale, { catalogue, draft: draft.data, total, link }));
    },
  };
}
export type TemporaryStoragesService = ReturnType<typeof temporaryStoragesService>;

/**
 * Prices held on kept drafts (ADR 0060): written with its draft by the agency's hand-off, read when
 * the guest books; kept apart from the draft, which the guest's own writes replace.
 */
export function heldPrices(db: Db) {
  const repository = temporaryStoragesRepository(db);
  return {
    keep: (row: NewTemporaryStorage & { price_hold: Record<string, unknown> }) => repository.insert(row),
    /** Only for the client session the hold was made for: a leaked draft link books at today's price. */
    find: (id: string, hotelId: number, clientSessionId: string, now: Date) => repository.priceHold(id, hotelId, clientSessionId, now),
  };
}
export type HeldPrices = ReturnType<typeof heldPrices>;
