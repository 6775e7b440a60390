import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponIssueSchema } from '@yado/domain/member-economy';
import { couponResponse, couponsResponse } from '@yado/domain/wire/coupons';
import { z } from 'zod';
import { hotelCodeParams } from '../hotels/schemas';
import type { HotelsService } from '../hotels/service';
import { requestLocale } from '../../plugins/locale';
import { bearerToken, requireMember } from '../../plugins/member';
import type { StaffService } from '../staff/service';
import type { CouponsService } from './service';

const couponCode = z.string().trim().min(1).max(32);

/** §7 coupons: a coupon's terms for a booking, a member's coupons, and the staff's issuing. */
export function couponRoutes(coupons: CouponsService, hotels: HotelsService, staff: StaffService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/hotels/:code/discount_coupons/:coupon',
      {
        schema: {
          tags: ['coupons'],
          summary: 'What a coupon code takes off a booking of these plans: 1500 when it does not apply, 1501 when used up',
          params: hotelCodeParams.extend({ coupon: couponCode }),
          querystring: z.object({ plan_codes: z.string().max(500).default('') }),
          response: { 200: couponResponse },
        },
      },
      async (request) => {
        const catalogue = await hotels.getCatalogue(request.params.code);
        const member = await request.signedInMember();
        const booking = {
          catalogue,
          planCodes: request.query.plan_codes.split(',').filter(Boolean),
          member: member && member.brandId === catalogue.hotel.brand.id ? member : null,
          now: new Date(),
        };
        return { data: { coupon: await coupons.describe(request.params.coupon, booking, requestLocale(request)) } };
      },
    );
    app.get(
      '/user/discount_coupons',
      { schema: { tags: ['coupons'], summary: "The signed-in member's own coupons still to use", response: { 200: couponsResponse } } },
      async (request) => ({
        data: { coupons: await coupons.forMember((await requireMember(request)).id, requestLocale(request), new Date()) },
      }),
    );
    app.post(
      '/staff/hotels/:code/discount_coupons',
      {
        schema: {
          tags: ['staff', 'coupons'],
          summary: "Issue a coupon for the hotel's brand, or for one of its members",
          security: [{ staffKey: [] }],
          params: hotelCodeParams,
          body: couponIssueSchema,
          response: { 201: couponResponse },
        },
      },
      async (request, reply) => {
        const { credentialId } = await staff.authenticate(request.params.code, bearerToken(request));
        const { hotel } = await hotels.getCatalogue(request.params.code);
        const coupon = await coupons.issue({ credentialId, brandId: hotel.brand.id }, request.body, hotel.currency);
        return reply.status(201).send({ data: { coupon: coupon! } });
      },
    );
  };
}
