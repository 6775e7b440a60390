/** Members, their sessions, programs, cards and offers subscriptions, as the API sends them. */
import { z } from 'zod';
import { profileDetailsSchema, SSO_PROVIDERS } from '../members';
import { COMPANION_CODES } from '../party';

/** §3 additional_tiers_attributes: a companion tier a program may turn on. */
export const companionTierSchema = z.object({
  code: z.enum(COMPANION_CODES),
  is_active: z.boolean(),
  translation_map: z.record(z.string(), z.string()),
});

export const memberSchema = profileDetailsSchema.extend({
  id: z.number(),
  membership_id: z.string(),
  email: z.string(),
  pending_email: z.string().nullable(),
  program: z.object({ id: z.number(), name: z.string(), additional_tiers_attributes: z.array(companionTierSchema) }).nullable(),
  rank: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** §3: the member's program collects points (the login menu's Points entry, the payment step's points). */
  point_program_enabled: z.boolean(),
  profile_update_enabled: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  locale: z.string(),
  promotion_email: z.boolean(),
  provider: z.enum(SSO_PROVIDERS).nullable(),
});
const tokensSchema = z.object({
  access_token: z.string(),
  expires_at: z.string(),
  /** Renews the session once it ends (POST membership/refresh); rotated each time. */
  refresh_token: z.string(),
  refresh_expires_at: z.string(),
});
/** A member's new session: what sign-in, confirmation, refresh and external sign-in answer. */
export const memberSessionSchema = tokensSchema.extend({ user: memberSchema });
/** §3 identity: the session the tokens name (a known one without its refresh token), the member, and meta.reset_code. */
export const identityResponse = z.object({
  data: z.object({
    session: tokensSchema.partial({ refresh_token: true, refresh_expires_at: true }).nullable(),
    user: memberSchema.nullable(),
  }),
  meta: z.object({ reset_code: z.number().nullable() }),
});
export const sessionResponse = z.object({ data: memberSessionSchema });
export type MemberView = z.infer<typeof memberSchema>;
/** A member's profile after a change (profile, email, program). */
export const memberResponse = z.object({ data: z.object({ user: memberSchema }) });
export type MemberAnswer = z.infer<typeof memberResponse>;
export type MemberSessionView = z.infer<typeof memberSessionSchema>;
export type Identity = z.infer<typeof identityResponse>;

/** Sign-up and a new confirmation mail: the address it went to, a member in waiting until the link is used. */
export const provisionalResponse = z.object({ data: z.object({ email: z.string(), status: z.literal('provisional') }) });
export type ProvisionalAnswer = z.infer<typeof provisionalResponse>;
/** A password reset asked for: the address the link went to. */
export const resetMailedResponse = z.object({ data: z.object({ email: z.string() }) });
export type ResetMailedAnswer = z.infer<typeof resetMailedResponse>;

const rankSchema = z.object({ id: z.number(), code: z.string(), name: z.string(), points_to_unlock: z.number() });
export const programSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  update_member_profile_enabled: z.boolean(),
  additional_tiers_attributes: z.array(companionTierSchema),
  ranks: z.array(rankSchema),
});
export const programsResponse = z.object({ data: z.object({ programs: z.array(programSchema) }) });
export type MembershipProgram = z.infer<typeof programSchema>;

/** Who an unsubscribe link is for, and whether offers still go there. */
export const subscriptionResponse = z.object({ data: z.object({ email: z.string(), brand: z.string(), subscribed: z.boolean() }) });
export type OffersSubscription = z.infer<typeof subscriptionResponse>['data'];

/** My account's membership card: the number, and the QR code of its sealed form when the brand shows one. */
export const membershipCardResponse = z.object({
  data: z.object({
    membership_id: z.string(),
    encrypted_membership_id: z.string().nullable(),
    qr_code_svg: z.string().nullable(),
  }),
});
export type MembershipCard = z.infer<typeof membershipCardResponse>['data'];

/** The external sign-ins a hotel offers, each with the brand's name for it (null: the provider's usual name). */
export const ssoProvidersResponse = z.object({ data: z.array(z.object({ id: z.enum(SSO_PROVIDERS), name: z.string().nullable() })) });
export type SsoProviderOption = z.infer<typeof ssoProvidersResponse>['data'][number];

/** An external sign-in finished: the member signed in, or asked to link it to the account with its email; each with where to go back to. */
const backTo = { hotel_code: z.string(), brand_id: z.number(), return_to: z.string() };
const ssoSignedIn = z.object({ status: z.literal('signed_in'), ...backTo, session: memberSessionSchema });
const ssoLinkRequired = z.object({
  status: z.literal('link_required'),
  ...backTo,
  provider: z.enum(SSO_PROVIDERS),
  email: z.string(),
  link_token: z.string(),
});
export const ssoCallbackResponse = z.object({ data: z.discriminatedUnion('status', [ssoSignedIn, ssoLinkRequired]) });
export const ssoLinkResponse = z.object({ data: ssoSignedIn });
export type SsoOutcome = z.infer<typeof ssoCallbackResponse>['data'];
