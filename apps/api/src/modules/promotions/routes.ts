import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOYALTY_PROVIDER } from '@yado/domain/members';
import { promotionIssueSchema } from '@yado/domain/promotions-editing';
import { memberPromotionsResponse, promotionResponse } from '@yado/domain/wire/promotions';
import { hotelCodeParams } from '../hotels/schemas';
import type { HotelsService } from '../hotels/service';
import { requestLocale } from '../../plugins/locale';
import { bearerToken, requireMember } from '../../plugins/member';
import type { StaffService } from '../staff/service';
import type { PromotionsService } from './service';

/** Promotions: those open to a signed-in member, and the staff's making of them (ADR 0047). */
export function promotionRoutes(promotions: PromotionsService, hotels: HotelsService, staff: StaffService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user/promotions',
      {
        schema: {
          tags: ['promotions'],
          summary: "Promotions open to the signed-in member at their brand's hotels (my-account/promotions)",
          response: { 200: memberPromotionsResponse },
        },
      },
      async (request) => {
        const member = await requireMember(request);
        const loyaltyMember = member.signedInWith === LOYALTY_PROVIDER;
        return { data: { promotions: await promotions.forMember({ ...member, loyaltyMember }, requestLocale(request), new Date()) } };
      },
    );
    app.post(
      '/staff/hotels/:code/promotions',
      {
        schema: {
          tags: ['staff', 'promotions'],
          summary: "Make a promotion on the hotel's plans",
          security: [{ staffKey: [] }],
          params: hotelCodeParams,
          body: promotionIssueSchema,
          response: { 201: promotionResponse },
        },
      },
      async (request, reply) => {
        const { credentialId } = await staff.authenticate(request.params.code, bearerToken(request));
        const catalogue = await hotels.getCatalogue(request.params.code);
        const promotion = await promotions.issue({ credentialId }, catalogue, request.body);
        // Searches priced before it are not reused: the catalogue they were kept with is read again.
        hotels.clearCache();
        return reply.status(201).send({ data: { promotion } });
      },
    );
  };
}
