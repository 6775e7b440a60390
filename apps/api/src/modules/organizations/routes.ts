import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminReportQuerySchema, organizationSignInSchema } from '@yado/domain/organizations';
import { idParam } from '@yado/domain/validation';
import { z } from 'zod';
import { corporateSessionResponse, organizationStaysResponse, organizationUserResponse } from '@yado/domain/wire/organizations';
import { hotelCodeParams } from '../hotels/schemas';
import type { AccountRateLimits } from '../../plugins/account-rate-limit';
import { requestLocale } from '../../plugins/locale';
import { organizationToken, requireOrganizationUser } from '../../plugins/organization';
import { staysCsv } from './presenter';
import type { OrganizationsService } from './service';

const organizationParams = z.object({ id: idParam() });
const corporateSecurity = [{ organizationSession: [] }];

/**
 * Corporate sign-in and the organization admin's view (§2, §6). The corporate session travels in
 * the Organization-Session header, beside (not instead of) a member's bearer token.
 */
export function organizationRoutes(organizations: OrganizationsService, limits: AccountRateLimits): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/hotels/:code/organization/sign_in',
      {
        schema: {
          tags: ['organizations'],
          summary: 'Corporate sign-in with an account ID and password (locked after repeated failures, 1301)',
          params: hotelCodeParams,
          body: organizationSignInSchema,
          response: {
            200: corporateSessionResponse,
          },
        },
        ...limits.routeOptions,
      },
      async (request) => ({ data: await organizations.signIn(request.params.code, request.body, request.ip) }),
    );
    app.get(
      '/organization/me',
      {
        schema: {
          tags: ['organizations'],
          summary: 'The corporate user the session names (401 CORPORATE_SIGNED_OUT when none)',
          security: corporateSecurity,
          response: { 200: organizationUserResponse },
        },
      },
      async (request) => ({ data: { user: await organizations.me(organizationToken(request)) } }),
    );
    app.post(
      '/organization/sign_out',
      {
        schema: {
          tags: ['organizations'],
          summary: 'Ends the corporate session',
          security: corporateSecurity,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const token = organizationToken(request);
        if (token) await organizations.signOut(token);
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/organizations/:id/reservations',
      {
        schema: {
          tags: ['organizations'],
          summary: "An organization's stays with check-in in a year or a month of it, booked on the official site (its admins only)",
          security: corporateSecurity,
          params: organizationParams,
          querystring: adminReportQuerySchema,
          response: { 200: organizationStaysResponse },
        },
      },
      async (request) => ({
        data: await organizations.stays(await requireOrganizationUser(request), request.params.id, request.query, requestLocale(request)),
      }),
    );
    app.get(
      '/organizations/:id/reservations/download',
      {
        schema: {
          tags: ['organizations'],
          summary: 'The same stays as a CSV file to download (§2 organization admin: data download by year and period)',
          security: corporateSecurity,
          params: organizationParams,
          querystring: adminReportQuerySchema,
          response: { 200: { content: { 'text/csv': { schema: z.string() } } } },
        },
      },
      async (request, reply) => {
        const { year, period } = request.query;
        const stays = await organizations.stays(
          await requireOrganizationUser(request),
          request.params.id,
          request.query,
          requestLocale(request),
        );
        const name = `reservations-${year}${period === 'year' ? '' : `-${period}`}.csv`;
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(staysCsv(stays));
      },
    );
  };
}
