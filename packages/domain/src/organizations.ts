import { z } from 'zod';
import { ADMIN_PERIODS } from './organization-users';
import { msg } from './validation';

/** Corporate sign-in (§6 "organization (account ID and password)"). */
export const organizationSignInSchema = z.object({
  account_id: z.string().trim().min(1, msg('validation.required')).max(64, msg('validation.too_long')),
  password: z.string().min(1, msg('validation.required')).max(128, msg('validation.too_long')),
});
export type OrganizationSignIn = z.infer<typeof organizationSignInSchema>;

/** The admin's data download query: a year, and the whole of it unless a month is asked. */
export const adminReportQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  period: z.enum(ADMIN_PERIODS).default('year'),
});
export type AdminReportQuery = z.infer<typeof adminReportQuerySchema>;
