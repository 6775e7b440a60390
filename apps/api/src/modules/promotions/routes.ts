import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOYALTY_PROVIDER } from '@yado/domain/members';
import { PROMOTION_DISCOUNT_TYPES, PROMOTION_TARGET_TYPES } from '@yado/domain/promotions';
import { isoDateField } from '@yado/domain/validation';
import { memberPromotionsResponse, promotionResponse } from '@yado/domain/wire/promotions';
import { z } from 'zod';
import { hotelCodeParams } from '../hotels/schemas';
import type { HotelsService } from '../hotels/service';
import { requestLocale } from '../../plugins/locale';
import { bearerToken, requireMember } from '../../plugins/member';
import type { StaffService } from '../staff/service';
import type { PromotionsService } from './service';

const codeList = z.array(z.string().min(1).max(32)).max(50).default([]);

/** A staff-made promotion: a percentage (1–100) or an amount per night per room in the hotel's currency. */
const issueBody = z
  .object({
    name: z.string().trim().min(1).max(100),
    /** The name in other languages, by locale. */
    name_translations: z.record(z.string().max(10), z.string().trim().min(1).max(100)).default({}),
    discount_target_type: z.enum(PROMOTION_TARGET_TYPES),
    code: z
      .string()
      .regex(/^[A-Za-z0-9_-]{3,32}$/)
      .nullable()
      .default(null),
    discount_type: z.enum(PROMOTION_DISCOUNT_TYPES),
    discount_value: z.number().int().positive().max(100_000_000),
    target_mode: z.enum(['include', 'exclude']).default('include'),
    hotel_plan_codes: codeList,
    room_type_codes: codeList,
    stay_start: isoDateField(),
    stay_end: isoDateField(),
    booking_start: isoDateField(),
    booking_end: isoDateField(),
  })
  .refine((p) => p.discount_type !== 'percentage' || p.discount_value <= 100, { path: ['discount_value'], message: 'validation.invalid' })
  .refine((p) => (p.discount_target_type === 'coupon') === (p.code !== null), { path: ['code'], message: 'validation.invalid' })
  .refine((p) => p.stay_start <= p.stay_end, { path: ['stay_end'], message: 'validation.invalid' })
  .refine((p) => p.booking_start <= p.booking_end, { path: ['booking_end'], message: 'validation.invalid' });

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
          body: issueBody,
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
