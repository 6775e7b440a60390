import { z } from 'zod';
import { isStrongPassword } from './members';
import { isoDateField, msg } from './validation';

/**
 * The hotel's console (ADR 0052): staff users, their roles, and the rates & stock calendar's
 * bulk edits. Shared by the API (its request schemas) and the console app (its forms).
 */
export const STAFF_ROLES = ['owner', 'manager', 'front_desk'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Owners and managers set rates and stock; the front desk reads them. */
export const canEditRatesAndStock = (role: StaffRole) => role === 'owner' || role === 'manager';

/** Whom a staff user works for: one hotel, or every hotel of the brand. */
export const STAFF_SCOPES = ['hotel', 'brand'] as const;
export type StaffScope = (typeof STAFF_SCOPES)[number];

/**
 * Only the brand's own owners change the brand's defaults, which every hotel of the brand shows
 * (ADR 0074): a hotel's owner answers for that hotel, not for the others.
 */
export const canEditBrandSettings = (user: { role: StaffRole; scope: StaffScope }) => user.role === 'owner' && user.scope === 'brand';

/** A user of no hotel in particular works for the brand's. */
export const staffScopeOf = (hotelId: number | null): StaffScope => (hotelId === null ? 'brand' : 'hotel');

/** How long a console session lasts without signing in again (a working shift and some). */
export const CONSOLE_SESSION_HOURS = 12;
/** The cookie that carries a console session: sent to the console's API only, never readable by scripts. */
export const CONSOLE_SESSION_COOKIE = 'yado_console';
/** How far ahead the calendar reads and edits, in days (a year and a day). */
export const CALENDAR_MAX_DAYS = 366;
/** The most nights a minimum stay can ask for. */
export const MAX_MIN_STAY = 30;
/** The most rooms of a type a night can hold. */
export const MAX_STOCK = 9999;

/** An authenticator's code: six digits. */
export const totpCodeField = () =>
  z
    .string()
    .trim()
    .regex(/^\d{6}$/, msg('validation.required'));

export const consoleSignInSchema = z.object({
  email: z.string().trim().min(1, msg('validation.required')).max(255, msg('validation.too_long')),
  password: z.string().min(1, msg('validation.required')).max(128, msg('validation.too_long')),
  /** The authenticator's code, once the account has a second factor. */
  totp_code: totpCodeField().optional(),
});
export type ConsoleSignIn = z.infer<typeof consoleSignInSchema>;

export const consolePasswordChangeSchema = z.object({
  current_password: z.string().min(1, msg('validation.required')).max(128, msg('validation.too_long')),
  password: z.string().max(128, msg('validation.too_long')).refine(isStrongPassword, msg('validation.password_rules')),
});

export const totpConfirmSchema = z.object({ totp_code: totpCodeField() });

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * A bulk edit of one room type over a date range, on the weekdays chosen: any of a plan's rate for
 * an adults count, the total stock, stop-sell and minimum stay.
 */
export const bulkEditSchema = z
  .object({
    room_type_id: z.number().int().positive(),
    from: isoDateField(),
    to: isoDateField(),
    weekdays: z.array(z.number().int().min(1).max(7)).min(1, msg('validation.required')).max(7),
    rate: z
      .object({
        room_plan_id: z.number().int().positive(),
        adults: z.number().int().min(1).max(20),
        amount: z.number().int().min(0).max(99_999_999),
      })
      .optional(),
    total: z.number().int().min(0).max(MAX_STOCK).optional(),
    stop_sell: z.boolean().optional(),
    min_stay: z.number().int().min(1).max(MAX_MIN_STAY).optional(),
  })
  .refine((edit) => edit.rate !== undefined || edit.total !== undefined || edit.stop_sell !== undefined || edit.min_stay !== undefined, {
    ...msg('validation.required'),
    path: ['total'],
  });
export type BulkEdit = z.infer<typeof bulkEditSchema>;

/** The ISO weekday of a date (1 Monday … 7 Sunday). */
export const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
