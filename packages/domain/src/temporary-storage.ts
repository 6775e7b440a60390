import { z } from 'zod';
import { isoDateField } from './validation';

/**
 * A guest's booking draft kept on the server (§7 temporary_storages): it survives a new device, and
 * a recovery link restores it. What the widget saves is its own draft; the server reads only the
 * stay, the room plans and the price it showed, which it checks again when the draft is restored.
 */
export const TEMPORARY_STORAGE_DAYS = 7;
/** How long a guest who gave an email has been gone before the recovery link is mailed. */
export const RECOVERY_MAIL_AFTER_MINUTES = 60;
/** The most a draft may weigh when written out. */
export const MAX_DRAFT_BYTES = 16_000;

const roomParty = z.object({
  adults: z.number().int().min(1).max(20),
  children: z.number().int().min(0).max(20).default(0),
  kids_ages: z.array(z.number().int().min(0).max(17)).max(20).default([]),
  kids_tiers: z
    .array(z.object({ code: z.string().max(32), children: z.number().int().min(0).max(20) }))
    .max(20)
    .default([]),
});

/** The part of a draft the server checks; the rest travels as the widget wrote it. */
export const storedDraftSchema = z
  .object({
    hotelCode: z.string().min(1).max(64),
    checkin: isoDateField(),
    checkout: isoDateField(),
    rooms: z.array(roomParty).min(1).max(10),
    roomTypeCode: z.string().min(1).max(64),
    roomPlanCode: z.string().min(1).max(64),
    /** Each room's room type and plan, in the order of `rooms`, when they differ (rooms the recommender chose). */
    roomChoices: z
      .array(z.object({ roomTypeCode: z.string().min(1).max(64), roomPlanCode: z.string().min(1).max(64) }).loose())
      .max(10)
      .optional(),
    price: z.object({ total: z.number().int().min(0), currency: z.string().length(3) }).loose(),
  })
  .loose()
  .refine((draft) => draft.checkout >= draft.checkin, { message: 'validation.invalid', path: ['checkout'] })
  .refine((draft) => !draft.roomChoices || draft.roomChoices.length === draft.rooms.length, {
    message: 'validation.invalid',
    path: ['roomChoices'],
  })
  .refine((draft) => JSON.stringify(draft).length <= MAX_DRAFT_BYTES, { message: 'validation.too_long' });
export type StoredDraft = z.infer<typeof storedDraftSchema>;

export const temporaryStorageBodySchema = z.object({
  draft: storedDraftSchema,
  /** Given when the guest has typed it: the recovery link goes there if they leave without booking. */
  email: z.email().max(254).optional(),
  locale: z.string().max(10).default('ja'),
});

/** What changed since the draft was saved, as the hotel prices it now. */
export const DRAFT_CHECKS = ['unchanged', 'price_changed', 'unavailable', 'expired'] as const;
export type DraftCheck = (typeof DRAFT_CHECKS)[number];

/** Compares the saved price with the one the hotel asks now (null when the plan cannot be booked for the stay). */
export function checkDraft(draft: Pick<StoredDraft, 'price' | 'checkin'>, priceNow: number | null, today: string): DraftCheck {
  if (draft.checkin < today) return 'expired';
  if (priceNow === null) return 'unavailable';
  return priceNow === draft.price.total ? 'unchanged' : 'price_changed';
}
