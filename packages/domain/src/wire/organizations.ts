/** Corporate users' sessions and their organization's stays, as the API sends them. */
import { z } from 'zod';

export const organizationUserSchema = z.object({
  id: z.number(),
  account_id: z.string(),
  name: z.string(),
  organization: z.object({ id: z.number(), name: z.string(), display_name: z.string(), program_id: z.number().nullable() }),
  organization_role: z.string(),
});
const money = z.object({ cents: z.number(), currency_iso: z.string() });
export const organizationStaySchema = z.object({
  reservation_number: z.string(),
  status: z.string(),
  hotel: z.object({ code: z.string(), name: z.string() }),
  guest_name: z.string(),
  checkin_date: z.string(),
  checkout_date: z.string(),
  nights: z.number(),
  room_count: z.number(),
  payment_type: z.string(),
  total_price: money,
  booked_at: z.string(),
  booked_by: z.string().nullable(),
});
export const corporateSessionResponse = z.object({
  data: z.object({ access_token: z.string(), expires_at: z.string(), user: organizationUserSchema }),
});
export const organizationUserResponse = z.object({ data: z.object({ user: organizationUserSchema }) });
/** The organization's stays in a period, as its admin sees them (§2 organization admin). */
export const organizationStaysResponse = z.object({ data: z.array(organizationStaySchema) });

export type OrganizationUser = z.infer<typeof organizationUserSchema>;
export type OrganizationUserAnswer = z.infer<typeof organizationUserResponse>;
export type CorporateSession = z.infer<typeof corporateSessionResponse>['data'];
export type OrganizationStay = z.infer<typeof organizationStaySchema>;
