import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ssoLinkSchema } from '@yado/domain/members';
import { z } from 'zod';
import type { AccountRateLimits } from '../../plugins/account-rate-limit';
import { requestLocale } from '../../plugins/locale';
import { requestedOrigin } from '../../plugins/origin';
import { hotelCodeParams } from '../hotels/schemas';
import { ssoCallbackResponse, ssoLinkResponse, ssoProvidersResponse } from '@yado/domain/wire/members';
import type { SsoService } from './service';

export function ssoRoutes(sso: SsoService, limits: AccountRateLimits): FastifyPluginAsyncZod {
  const accountCall = limits.routeOptions;
  return async (app) => {
    app.get(
      '/hotels/:code/sso/providers',
      {
        schema: {
          tags: ['members'],
          summary: 'External sign-in providers (§6) offered on the sign-in page',
          params: hotelCodeParams,
          response: { 200: ssoProvidersResponse },
        },
      },
      async () => ({ data: sso.providers() }),
    );

    app.get(
      '/hotels/:code/sso/:provider/start',
      {
        schema: {
          tags: ['members'],
          summary: "Starts an external sign-in: redirects to the provider's sign-in page",
          params: hotelCodeParams.extend({ provider: z.string().max(32) }),
          querystring: z.object({ return_to: z.string().max(2000).optional(), locale: z.string().max(10).optional() }),
          // A redirect, with no body: its Location is the provider's sign-in page.
          response: { 302: z.null() },
        },
        ...accountCall,
      },
      async (request, reply) => {
        const url = await sso.start(request.params.code, request.params.provider, {
          returnTo: request.query.return_to,
          locale: request.query.locale ?? requestLocale(request),
          requestedOrigin: requestedOrigin(request),
        });
        return reply.redirect(url);
      },
    );

    app.post(
      '/sso/callback',
      {
        schema: {
          tags: ['members'],
          summary: 'Finishes an external sign-in with the query the provider sent back to /sso/custom/callback',
          body: z.object({ query: z.string().max(8000) }),
          response: { 200: ssoCallbackResponse },
        },
        ...accountCall,
      },
      async (request) => ({ data: await sso.callback(request.body.query) }),
    );

    app.post(
      '/sso/link',
      {
        schema: {
          tags: ['members'],
          summary: 'Links an external sign-in to the account with its email, proven by that account’s password',
          body: ssoLinkSchema,
          response: { 200: ssoLinkResponse },
        },
        ...accountCall,
      },
      async (request) => ({ data: await sso.link(request.body, request.ip) }),
    );
  };
}
