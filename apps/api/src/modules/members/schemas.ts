import { profileDetailsSchema, SSO_PROVIDERS } from '@yado/domain/members';
import { z } from 'zod';

export const memberSchema = profileDetailsSchema.extend({
  id: z.number(),
  email: z.string(),
  pending_email: z.string().nullable(),
  program: z.object({ id: z.number(), name: z.string() }).nullable(),
  rank: z.object({ id: z.number(), name: z.string() }).nullable(),
  profile_update_enabled: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  locale: z.string(),
  promotion_email: z.boolean(),
  provider: z.enum(SSO_PROVIDERS).nullable(),
});
/** A member's new session: what sign-in, confirmation and external sign-in answer. */
export const memberSessionSchema = z.object({ access_token: z.string(), expires_at: z.string(), user: memberSchema });
export const sessionResponse = z.object({ data: memberSessionSchema });
