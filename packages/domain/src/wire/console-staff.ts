import { z } from 'zod';
import { STAFF_ROLES, STAFF_SCOPES } from '../console';

/** A staff user as the hotel's Staff screen lists them (ADR 0064). */
export const staffMemberSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** hotel: works for this hotel only; brand: for every hotel of the brand. */
  scope: z.enum(STAFF_SCOPES),
  totp_enabled: z.boolean(),
  disabled: z.boolean(),
  last_signed_in_at: z.string().nullable(),
  /** Whether the signed-in owner may change this user (a hotel's owner does not manage the brand's). */
  can_manage: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffMembersResponse = z.object({ data: z.object({ staff: z.array(staffMemberSchema) }) });
export const staffMemberResponse = z.object({ data: z.object({ member: staffMemberSchema }) });
