import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkEditSchema,
  CONSOLE_SESSION_COOKIE,
  CONSOLE_SESSION_HOURS,
  consolePasswordChangeSchema,
  consoleSignInSchema,
  totpConfirmSchema,
} from '@yado/domain/console';
import { totpDisableSchema } from '@yado/domain/console-staff';
import { isoDateField } from '@yado/domain/validation';
import { auditResponse, calendarResponse, staffUserResponse, totpEnrolmentResponse } from '@yado/domain/wire/console';
import { requestLocale } from '../../plugins/locale';
import type { AccountRateLimits } from '../../plugins/account-rate-limit';
import { hotelCodeParams } from '../hotels/schemas';
import type { ConsoleAccounts } from './accounts';
import type { ConsoleCalendar } from './calendar';
import { CONSOLE_COOKIE_PATH, sessionCookieOf, signedInUser } from './session';

const ok = z.object({ data: z.object({ ok: z.literal(true) }) });

/**
 * The console's API (ADR 0052): sign-in, the account, and per hotel the rates & stock calendar and
 * the audit log. The session travels in an HttpOnly, SameSite=Strict cookie, so another site can
 * neither read it nor send it.
 */
export function consoleRoutes(
  accounts: ConsoleAccounts,
  calendar: ConsoleCalendar,
  limits: AccountRateLimits,
  options: { https: boolean },
): FastifyPluginAsyncZod {
  const sessionCookie = (token: string, maxAgeSeconds: number) =>
    `${CONSOLE_SESSION_COOKIE}=${token}; Path=${CONSOLE_COOKIE_PATH}; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${options.https ? '; Secure' : ''}`;

  const signedIn = (request: FastifyRequest) => signedInUser(accounts, request);

  const present = async (request: FastifyRequest, userId: number) => ({
    data: { user: await accounts.present(userId, requestLocale(request)) },
  });

  return async (app) => {
    app.post(
      '/console/session',
      {
        schema: {
          tags: ['console'],
          summary: 'Sign in to the console (with the TOTP code once enrolled)',
          body: consoleSignInSchema,
          response: { 200: staffUserResponse },
        },
        ...limits.routeOptions,
      },
      async (request, reply) => {
        const session = await accounts.signIn(request.body, request.ip);
        void reply.header('set-cookie', sessionCookie(session.token, CONSOLE_SESSION_HOURS * 3600));
        return present(request, session.userId);
      },
    );

    app.delete(
      '/console/session',
      { schema: { tags: ['console'], summary: 'Sign out of the console', response: { 200: ok } } },
      async (request, reply: FastifyReply) => {
        const token = sessionCookieOf(request);
        const user = token ? await accounts.resolve(token) : null;
        if (user) await accounts.signOut(user);
        void reply.header('set-cookie', sessionCookie('', 0));
        return { data: { ok: true as const } };
      },
    );

    app.get(
      '/console/me',
      { schema: { tags: ['console'], summary: 'The signed-in staff user and their hotels', response: { 200: staffUserResponse } } },
      async (request) => present(request, (await signedIn(request)).id),
    );

    app.put(
      '/console/me/password',
      {
        schema: {
          tags: ['console'],
          summary: 'Change the password (other sessions end)',
          body: consolePasswordChangeSchema,
          response: { 200: ok },
        },
      },
      async (request) => {
        await accounts.changePassword(await signedIn(request), request.body);
        return { data: { ok: true as const } };
      },
    );

    app.post(
      '/console/me/totp',
      {
        schema: {
          tags: ['console'],
          summary: 'Start enrolling a TOTP second factor: its otpauth URI and QR code',
          response: { 200: totpEnrolmentResponse },
        },
      },
      async (request) => ({ data: await accounts.startTotp(await signedIn(request)) }),
    );

    app.post(
      '/console/me/totp/confirm',
      {
        schema: {
          tags: ['console'],
          summary: 'Turn the second factor on with a code from the enrolled secret',
          body: totpConfirmSchema,
          response: { 200: staffUserResponse },
        },
      },
      async (request) => {
        const user = await signedIn(request);
        await accounts.confirmTotp(user, request.body.totp_code);
        return present(request, user.id);
      },
    );

    app.post(
      '/console/me/totp/disable',
      {
        schema: {
          tags: ['console'],
          summary: 'Turn the second factor off, with the password and a current code',
          body: totpDisableSchema,
          response: { 200: staffUserResponse },
        },
        ...limits.routeOptions,
      },
      async (request) => {
        const user = await signedIn(request);
        await accounts.disableTotp(user, request.body);
        return present(request, user.id);
      },
    );

    app.get(
      '/console/hotels/:code/calendar',
      {
        schema: {
          tags: ['console'],
          summary: 'Rates and stock per room type and plan, night by night (up to a year ahead)',
          params: hotelCodeParams,
          querystring: z.object({ from: isoDateField(), to: isoDateField(), adults: z.coerce.number().int().min(1).max(20).default(2) }),
          response: { 200: calendarResponse },
        },
      },
      async (request) => ({
        data: { calendar: await calendar.calendar(await signedIn(request), request.params.code, request.query, requestLocale(request)) },
      }),
    );

    app.post(
      '/console/hotels/:code/calendar/bulk_edit',
      {
        schema: {
          tags: ['console'],
          summary: 'Set rate, total stock, stop-sell or minimum stay over a date range and weekdays (owners and managers)',
          params: hotelCodeParams,
          body: bulkEditSchema,
          response: { 200: z.object({ data: z.object({ nights: z.number() }) }) },
        },
      },
      async (request) => ({ data: await calendar.bulkEdit(await signedIn(request), request.params.code, request.body) }),
    );

    app.get(
      '/console/hotels/:code/audit',
      {
        schema: {
          tags: ['console'],
          summary: "The hotel's audit log, newest first",
          params: hotelCodeParams,
          response: { 200: auditResponse },
        },
      },
      async (request) => ({ data: { entries: await calendar.auditLog(await signedIn(request), request.params.code) } }),
    );
  };
}
