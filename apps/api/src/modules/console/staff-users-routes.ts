import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffRoleChangeSchema, staffUserCreateSchema } from '@yado/domain/console-staff';
import { staffMemberResponse, staffMembersResponse } from '@yado/domain/wire/console-staff';
import { hotelCodeParams } from '../hotels/schemas';
import type { ConsoleAccounts } from './accounts';
import { signedInUser } from './session';
import type { StaffUsers } from './staff-users';

const memberParams = hotelCodeParams.extend({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const tags = ['console'];
const STATE_ACTIONS = [
  ['disable', 'Disable a staff user: no more sign-ins, and their sessions end now; never the last owner (owners)'],
  ['enable', 'Enable a disabled staff user again: they sign in with their password as before (owners)'],
] as const;

/** The hotel's staff users, for its owners (ADR 0064): everyone else is refused (403), another hotel not found (404). */
export function consoleStaffUserRoutes(accounts: ConsoleAccounts, staff: StaffUsers): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/console/hotels/:code/staff_users',
      {
        schema: {
          tags,
          summary: "The hotel's staff users: its own and the brand's (owners)",
          params: hotelCodeParams,
          response: { 200: staffMembersResponse },
        },
      },
      async (request) => ({ data: { staff: await staff.list(await signedInUser(accounts, request), request.params.code) } }),
    );

    app.post(
      '/console/hotels/:code/staff_users',
      {
        schema: {
          tags,
          summary: 'Add a staff user to the hotel with a role and an initial password (owners)',
          params: hotelCodeParams,
          body: staffUserCreateSchema,
          response: { 201: staffMemberResponse },
        },
      },
      async (request, reply) => {
        const member = await staff.create(await signedInUser(accounts, request), request.params.code, request.body);
        return reply.code(201).send({ data: { member } });
      },
    );

    app.put(
      '/console/hotels/:code/staff_users/:id/role',
      {
        schema: {
          tags,
          summary: "Change a staff user's role; the last owner stays one (owners)",
          params: memberParams,
          body: staffRoleChangeSchema,
          response: { 200: staffMemberResponse },
        },
      },
      async (request) => ({
        data: {
          member: await staff.changeRole(await signedInUser(accounts, request), request.params.code, request.params.id, request.body.role),
        },
      }),
    );

    // Disabling ends the user's sign-ins and sessions now, never the last owner's; enabling lets them sign in with their password again.
    for (const [action, summary] of STATE_ACTIONS) {
      app.post(
        `/console/hotels/:code/staff_users/:id/${action}`,
        { schema: { tags, summary, params: memberParams, response: { 200: staffMemberResponse } } },
        async (request) => ({
          data: { member: await staff[action](await signedInUser(accounts, request), request.params.code, request.params.id) },
        }),
      );
    }
  };
}
