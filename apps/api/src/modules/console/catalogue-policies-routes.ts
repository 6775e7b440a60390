import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policyChangeSchema, policyCreateSchema } from '@yado/domain/cancellation-policy-editing';
import { policyListResponse, policyResponse } from '@yado/domain/wire/console-catalogue';
import { hotelCodeParams } from '../hotels/schemas';
import type { ConsoleAccounts } from './accounts';
import type { ConsolePolicies } from './catalogue-policies';
import { signedInUser } from './session';

const tags = ['console'];

/**
 * The console's cancellation policies, beside its plans: listed for anyone working at the hotel,
 * created or changed by its owners and managers (the front desk is refused with CONSOLE_FORBIDDEN).
 */
export function consolePolicyRoutes(accounts: ConsoleAccounts, policies: ConsolePolicies): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/console/hotels/:code/cancellation-policies',
      {
        schema: {
          tags,
          summary: "The hotel's cancellation policies, with their fees in the order they start and the plans that sell under each",
          params: hotelCodeParams,
          response: { 200: policyListResponse },
        },
      },
      async (request) => ({ data: await policies.list(await signedInUser(accounts, request), request.params.code) }),
    );

    app.post(
      '/console/hotels/:code/cancellation-policies',
      {
        schema: {
          tags,
          summary: 'Add a cancellation policy (owners and managers)',
          params: hotelCodeParams,
          body: policyCreateSchema,
          response: { 201: policyResponse },
        },
      },
      async (request, reply) => {
        const policy = await policies.create(await signedInUser(accounts, request), request.params.code, request.body);
        return reply.status(201).send({ data: { policy } });
      },
    );

    app.patch(
      '/console/hotels/:code/cancellation-policies/:policyCode',
      {
        schema: {
          tags,
          summary:
            'Change a cancellation policy: the fields sent, the others as they are; reservations keep the policy they were booked under',
          params: hotelCodeParams.extend({ policyCode: z.string().min(1).max(64) }),
          body: policyChangeSchema,
          response: { 200: policyResponse },
        },
      },
      async (request) => {
        const { code, policyCode } = request.params;
        return { data: { policy: await policies.change(await signedInUser(accounts, request), code, policyCode, request.body) } };
      },
    );
  };
}
