import { z } from 'zod';
import { STAFF_ROLES, totpCodeField, type StaffRole } from './console';
import { isStrongPassword } from './members';
import { emailField, msg } from './validation';

/**
 * Staff accounts managed in the console (ADR 0064): who may manage them, and the forms for a new
 * user, a role change and turning the second factor off. Shared by the API and the console app.
 */

/** Only owners add staff, change their roles and disable them. */
export const canManageStaff = (role: StaffRole) => role === 'owner';

/** A new staff user of the hotel, with the initial password the owner gives them (the members' rules). */
export const staffUserCreateSchema = z.object({
  email: emailField(),
  name: z.string().trim().min(1, msg('validation.required')).max(100, msg('validation.too_long')),
  role: z.enum(STAFF_ROLES, msg('validation.required')),
  password: z.string().max(128, msg('validation.too_long')).refine(isStrongPassword, msg('validation.password_rules')),
});
export type StaffUserCreate = z.infer<typeof staffUserCreateSchema>;

export const staffRoleChangeSchema = z.object({ role: z.enum(STAFF_ROLES, msg('validation.required')) });

/** Turning the second factor off: the password and a current code, so a session left open is not enough. */
export const totpDisableSchema = z.object({
  password: z.string().min(1, msg('validation.required')).max(128, msg('validation.too_long')),
  totp_code: totpCodeField(),
});
