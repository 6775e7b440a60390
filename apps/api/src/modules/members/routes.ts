import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmSchema, forgotPasswordSchema, profileSchema, resendConfirmationSchema, signInSchema } from '@yado/domain/members';
import { idField } from '@yado/domain/validation';
import { z } from 'zod';
import { hotelCodeParams } from '../hotels/schemas';
import type { AccountRateLimits } from '../../plugins/account-rate-limit';
import { requestLocale } from '../../plugins/locale';
import { bearerToken, requireMember } from '../../plugins/member';
import type { MembersService } from './service';
import {
  identityResponse,
  memberResponse,
  membershipCardResponse,
  programsResponse,
  provisionalResponse,
  resetMailedResponse,
  sessionResponse,
  subscriptionResponse,
} from '@yado/domain/wire/members';
import { requestedOrigin } from '../../plugins/origin';

/** The sign-up form as documented; the service checks it by the §5 rules so that a weak password answers 1300. */
const signUpBody = z.object({
  email: z.string(),
  email_confirmation: z.string(),
  password: z.string(),
  password_confirmation: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  locale: z.string().optional(),
  promotion_email: z.boolean().optional(),
  program_id: z.number().int().optional(),
});
export function memberRoutes(members: MembersService, limits: AccountRateLimits): FastifyPluginAsyncZod {
  // §4 security: the calls that try passwords or send mail are limited per client address and per account.
  const accountCall = limits.routeOptions;
  return async (app) => {
    app.post(
      '/hotels/:code/membership/sign_up',
      {
        schema: {
          tags: ['members'],
          summary: 'Sign up: a provisional member until the mailed link is used',
          params: hotelCodeParams,
          body: signUpBody,
          response: { 201: provisionalResponse },
        },
        ...accountCall,
      },
      async (request, reply) =>
        reply.status(201).send({ data: await members.signUp(request.params.code, request.body, requestedOrigin(request)) }),
    );
    app.post(
      '/hotels/:code/membership/resend_confirmation',
      {
        schema: {
          tags: ['members'],
          summary: 'Mail the confirmation link again',
          params: hotelCodeParams,
          body: resendConfirmationSchema,
          response: { 200: provisionalResponse },
        },
        ...accountCall,
      },
      async (request) => ({ data: await members.resendConfirmation(request.params.code, request.body, requestedOrigin(request)) }),
    );
    app.post(
      '/membership/confirm',
      {
        schema: {
          tags: ['members'],
          summary: 'Confirm a sign-up, or with email_update a new email address, by the mailed token; signs the member in',
          body: confirmSchema,
          response: { 200: sessionResponse },
        },
      },
      async (request) => ({ data: await members.confirm(request.body.confirmation_token, request.body.email_update) }),
    );
    app.post(
      '/hotels/:code/membership/sign_in',
      {
        schema: {
          tags: ['members'],
          summary: 'Sign in with email and password',
          params: hotelCodeParams,
          body: signInSchema,
          response: { 200: sessionResponse },
        },
        ...accountCall,
      },
      async (request) => ({ data: await members.signIn(request.params.code, request.body, request.ip) }),
    );
    app.post(
      '/hotels/:code/membership/start_reset_password_process',
      {
        schema: {
          tags: ['members'],
          summary: 'Forgot password: mail a link to choose a new one (again only after 10 minutes)',
          params: hotelCodeParams,
          body: forgotPasswordSchema,
          response: { 200: resetMailedResponse },
        },
        ...accountCall,
      },
      async (request) => ({ data: await members.forgotPassword(request.params.code, request.body, requestedOrigin(request)) }),
    );
    app.put(
      '/membership/update_password',
      {
        schema: {
          tags: ['members'],
          summary: 'Choose a new password with the mailed token; signs the member in',
          body: z.object({ reset_password_token: z.string(), password: z.string(), password_confirmation: z.string() }),
          response: { 200: sessionResponse },
        },
      },
      async (request) => ({ data: await members.changePassword(request.body) }),
    );
    app.post(
      '/membership/sign_out',
      { schema: { tags: ['members'], summary: 'Sign out: ends the session the bearer token names', response: { 204: z.null() } } },
      async (request, reply) => {
        await members.signOut(bearerToken(request));
        return reply.status(204).send(null);
      },
    );
    app.put(
      '/user/me',
      {
        schema: {
          tags: ['members'],
          summary: "Update the signed-in member's profile",
          body: profileSchema,
          response: { 200: memberResponse },
        },
      },
      async (request) => ({ data: { user: await members.updateProfile((await requireMember(request)).id, request.body) } }),
    );
    app.put(
      '/hotels/:code/membership/update_email',
      {
        schema: {
          tags: ['members'],
          summary: 'Change the email address: pending until the link mailed to the new one is opened',
          params: hotelCodeParams,
          body: z.object({ email: z.string(), email_confirmation: z.string(), current_password: z.string() }),
          response: { 200: memberResponse },
        },
      },
      async (request) => {
        const member = await requireMember(request);
        return { data: { user: await members.requestEmailChange(member.id, request.params.code, request.body, requestedOrigin(request)) } };
      },
    );
    app.get(
      '/hotels/:code/marketing_email/subscription_status',
      {
        schema: {
          tags: ['members'],
          summary: 'Whether the member an unsubscribe link names receives offers by email',
          params: hotelCodeParams,
          querystring: z.object({ token: z.string().max(256) }),
          response: { 200: subscriptionResponse },
        },
      },
      async (request) => ({ data: await members.subscriptionStatus(request.params.code, request.query.token, requestLocale(request)) }),
    );
    app.post(
      '/hotels/:code/marketing_email/unsubscribe',
      {
        schema: {
          tags: ['members'],
          summary: 'Stop offers by email for the member an unsubscribe link names',
          params: hotelCodeParams,
          body: z.object({ token: z.string().max(256) }),
          response: { 200: subscriptionResponse },
        },
      },
      async (request) => ({ data: await members.unsubscribe(request.params.code, request.body.token, requestLocale(request)) }),
    );
    app.get(
      '/hotels/:code/membership_programs',
      {
        schema: {
          tags: ['members'],
          summary: "The brand's membership programs and their ranks",
          params: hotelCodeParams,
          response: { 200: programsResponse },
        },
      },
      async (request) => ({ data: { programs: await members.programs(request.params.code, requestLocale(request)) } }),
    );
    app.post(
      '/membership/switch',
      {
        schema: {
          tags: ['members'],
          summary: 'Move the signed-in member to another program of their brand, at its lowest rank',
          body: z.object({ program_id: idField() }),
          response: { 200: memberResponse },
        },
      },
      async (request) => ({ data: { user: await members.switchProgram(await requireMember(request), request.body.program_id) } }),
    );
    app.put(
      '/membership/password',
      {
        schema: {
          tags: ['members'],
          summary: 'Change the password while signed in; other sessions end',
          body: z.object({ current_password: z.string(), password: z.string(), password_confirmation: z.string() }),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await members.changeOwnPassword((await requireMember(request)).id, request.body, bearerToken(request));
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/membership/cancel',
      {
        schema: {
          tags: ['members'],
          summary: 'Remove the signed-in member’s account, proven by the password',
          body: z.object({ password: z.string().min(1).max(128) }),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await members.removeAccount((await requireMember(request)).id, request.body.password);
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/hotels/:code/identity',
      {
        schema: {
          tags: ['members'],
          summary: 'Session start-up (§4): who the bearer or one-time access token names for the hotel’s brand',
          params: hotelCodeParams,
          querystring: z.object({ one_time_access_token: z.string().max(256).optional() }),
          response: { 200: identityResponse },
        },
      },
      async (request) => {
        const found = await members.identity(request.params.code, {
          bearer: bearerToken(request),
          oneTime: request.query.one_time_access_token ?? null,
        });
        return { data: { session: found.session, user: found.user }, meta: { reset_code: found.reset_code } };
      },
    );
    app.post(
      '/hotels/:code/membership/custom_auth',
      {
        schema: {
          tags: ['members'],
          summary: "Session start-up step 6: a token from the brand's own sign-in (accessToken or login_token) for a session",
          params: hotelCodeParams,
          body: z.object({ token: z.string().min(1).max(4096) }),
          response: { 200: sessionResponse },
        },
        ...accountCall,
      },
      async (request) => ({ data: await members.brandSignIn(request.params.code, request.body.token, requestLocale(request)) }),
    );
    app.post(
      '/membership/refresh',
      {
        schema: {
          tags: ['members'],
          summary: 'A refresh token for a new session (the old one ends; for two minutes its token renews it again, in place of this one)',
          body: z.object({ refresh_token: z.string().min(1).max(256) }),
          response: { 200: sessionResponse },
        },
        ...accountCall,
      },
      async (request) => ({ data: await members.refresh(request.body.refresh_token) }),
    );
    app.post(
      '/membership/tokens',
      {
        schema: {
          tags: ['members'],
          summary: 'A one-time access token: opens the widget elsewhere signed in as this member, once, within minutes',
          response: { 200: z.object({ data: z.object({ one_time_access_token: z.string(), expires_at: z.string() }) }) },
        },
      },
      async (request) => ({ data: await members.issueOneTimeToken(await requireMember(request)) }),
    );
    app.get(
      '/membership/card',
      {
        schema: {
          tags: ['members'],
          summary: 'The membership number, and the QR code of its sealed form when the brand shows one',
          response: { 200: membershipCardResponse },
        },
      },
      async (request) => ({ data: await members.membershipCard(await requireMember(request)) }),
    );
    app.get(
      '/user/me',
      {
        schema: {
          tags: ['members'],
          summary: 'The signed-in member',
          response: { 200: memberResponse },
        },
      },
      async (request) => ({ data: { user: await members.whoami((await requireMember(request)).id) } }),
    );
  };
}
