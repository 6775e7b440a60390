import { z } from 'zod';
import { STAFF_ROLES, STAFF_SCOPES } from '../console';

/** The console's answers (ADR 0052), the same shape for the API's schemas and the console app. */
export const staffUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  scope: z.enum(STAFF_SCOPES),
  totp_enabled: z.boolean(),
  hotels: z.array(z.object({ code: z.string(), name: z.string(), currency: z.string(), time_zone: z.string() })),
});
export type StaffUser = z.infer<typeof staffUserSchema>;
export const staffUserResponse = z.object({ data: z.object({ user: staffUserSchema }) });

export const calendarDaySchema = z.object({
  date: z.string(),
  total: z.number().nullable(),
  sold: z.number().nullable(),
  stop_sell: z.boolean(),
  min_stay: z.number(),
});
export const calendarSchema = z.object({
  hotel: z.object({ code: z.string(), name: z.string(), currency: z.string() }),
  from: z.string(),
  to: z.string(),
  adults: z.number(),
  can_edit: z.boolean(),
  room_types: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      name: z.string(),
      max_adults: z.number(),
      /** The adults count the plans' rates are shown (and set) for: the calendar's, or fewer when the room sleeps fewer. */
      rate_adults: z.number(),
      days: z.array(calendarDaySchema),
      plans: z.array(z.object({ id: z.number(), code: z.string(), name: z.string(), rates: z.array(z.number().nullable()) })),
    }),
  ),
});
export type Calendar = z.infer<typeof calendarSchema>;
export const calendarResponse = z.object({ data: z.object({ calendar: calendarSchema }) });

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  who: z.string(),
  action: z.string(),
  hotel_code: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export const auditResponse = z.object({ data: z.object({ entries: z.array(auditEntrySchema) }) });

export const totpEnrolmentResponse = z.object({ data: z.object({ otpauth_uri: z.string(), qr_svg: z.string(), secret: z.string() }) });
