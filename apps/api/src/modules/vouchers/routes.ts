import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { voucherIssueSchema } from '@yado/domain/member-economy';
import { voucherResponse, vouchersResponse, voucherUrlResponse } from '@yado/domain/wire/vouchers';
import { z } from 'zod';
import { hotelCodeParams } from '../hotels/schemas';
import type { HotelsService } from '../hotels/service';
import { requestLocale } from '../../plugins/locale';
import { bearerToken, requireMember } from '../../plugins/member';
import type { StaffService } from '../staff/service';
import type { VouchersService } from './service';

const voucherNumber = z.string().trim().min(1).max(32);
const voucherParams = hotelCodeParams.extend({ number: voucherNumber });
/** §7 vouchers: my vouchers, one voucher's detail and its voucher-mode link, and the staff's issuing. */
export function voucherRoutes(vouchers: VouchersService, hotels: HotelsService, staff: StaffService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user/vouchers',
      {
        schema: {
          tags: ['vouchers'],
          summary: "The signed-in member's vouchers, with their shown status",
          response: { 200: vouchersResponse },
        },
      },
      async (request) => ({
        data: { vouchers: await vouchers.forMember((await requireMember(request)).id, requestLocale(request), new Date()) },
      }),
    );
    app.get(
      '/hotels/:code/vouchers/:number',
      {
        schema: {
          tags: ['vouchers'],
          summary: "A voucher's detail for the member it was issued to; 404 for any other",
          params: voucherParams,
          response: { 200: voucherResponse },
        },
      },
      async (request) => {
        const member = await requireMember(request);
        const catalogue = await hotels.getCatalogue(request.params.code);
        return { data: { voucher: await vouchers.detail(request.params.number, catalogue, member, requestLocale(request), new Date()) } };
      },
    );
    app.get(
      '/hotels/:code/vouchers/:number/applied_coupon_code_url',
      {
        schema: {
          tags: ['vouchers'],
          summary: "The widget's search in voucher mode for this voucher (§7 applied coupon code url)",
          params: voucherParams,
          response: { 200: voucherUrlResponse },
        },
      },
      async (request) => {
        const member = await requireMember(request);
        const catalogue = await hotels.getCatalogue(request.params.code);
        return { data: { url: await vouchers.appliedUrl(request.params.number, catalogue, member, new Date()) } };
      },
    );
    app.post(
      '/staff/hotels/:code/vouchers',
      {
        schema: {
          tags: ['staff', 'vouchers'],
          summary: 'Issue a voucher to a member of the hotel’s brand',
          security: [{ staffKey: [] }],
          params: hotelCodeParams,
          body: voucherIssueSchema,
          response: { 201: voucherResponse },
        },
      },
      async (request, reply) => {
        const { credentialId } = await staff.authenticate(request.params.code, bearerToken(request));
        const catalogue = await hotels.getCatalogue(request.params.code);
        return reply.status(201).send({ data: { voucher: await vouchers.issue({ credentialId }, catalogue, request.body) } });
      },
    );
  };
}
