import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponIssueSchema, memberLookupSchema, pointAdjustmentSchema, voucherIssueSchema } from '@yado/domain/member-economy';
import { idParam } from '@yado/domain/validation';
import {
  consoleCouponListResponse,
  consoleCouponResponse,
  consoleMemberResponse,
  consoleVoucherListResponse,
  consoleVoucherResponse,
} from '@yado/domain/wire/console-economy';
import { requestLocale } from '../../plugins/locale';
import { hotelCodeParams } from '../hotels/schemas';
import type { ConsoleAccounts } from './accounts';
import type { ConsoleMemberEconomy } from './member-economy';
import { signedInUser } from './session';

const tags = ['console', 'members'];

/**
 * The console's members & offers: the brand's coupons, the hotel's vouchers and a member's points,
 * read by anyone working at the hotel; issued and adjusted by its owners and managers (the front
 * desk is refused with CONSOLE_FORBIDDEN), with the staff API's rules.
 */
export function consoleMemberEconomyRoutes(accounts: ConsoleAccounts, economy: ConsoleMemberEconomy): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/console/hotels/:code/coupons',
      {
        schema: {
          tags,
          summary: "The coupons of the hotel's brand with their terms, validity and uses",
          params: hotelCodeParams,
          response: { 200: consoleCouponListResponse },
        },
      },
      async (request) => ({ data: await economy.coupons(await signedInUser(accounts, request), request.params.code) }),
    );

    app.post(
      '/console/hotels/:code/coupons',
      {
        schema: {
          tags,
          summary: "Issue a coupon for the hotel's brand (owners and managers); an amount is in the hotel's currency",
          params: hotelCodeParams,
          body: couponIssueSchema,
          response: { 201: consoleCouponResponse },
        },
      },
      async (request, reply) => {
        const coupon = await economy.issueCoupon(await signedInUser(accounts, request), request.params.code, request.body);
        return reply.status(201).send({ data: { coupon } });
      },
    );

    app.get(
      '/console/hotels/:code/vouchers',
      {
        schema: {
          tags,
          summary: "The hotel's vouchers with the member each was issued to and its status",
          params: hotelCodeParams,
          response: { 200: consoleVoucherListResponse },
        },
      },
      async (request) => ({
        data: await economy.vouchers(await signedInUser(accounts, request), request.params.code, requestLocale(request)),
      }),
    );

    app.post(
      '/console/hotels/:code/vouchers',
      {
        schema: {
          tags,
          summary: "Issue a voucher to a member of the hotel's brand (owners and managers)",
          params: hotelCodeParams,
          body: voucherIssueSchema,
          response: { 201: consoleVoucherResponse },
        },
      },
      async (request, reply) => {
        const user = await signedInUser(accounts, request);
        const voucher = await economy.issueVoucher(user, request.params.code, request.body, requestLocale(request));
        return reply.status(201).send({ data: { voucher } });
      },
    );

    app.get(
      '/console/hotels/:code/members',
      {
        schema: {
          tags,
          summary: "A member of the hotel's brand by email, with their points balance; MEMBER_NOT_FOUND for anyone else",
          params: hotelCodeParams,
          querystring: memberLookupSchema,
          response: { 200: consoleMemberResponse },
        },
      },
      async (request) => {
        const user = await signedInUser(accounts, request);
        return { data: await economy.member(user, request.params.code, request.query.email, requestLocale(request)) };
      },
    );

    app.post(
      '/console/hotels/:code/members/:id/point-adjustments',
      {
        schema: {
          tags,
          summary: "Add or take a member's points with the reason they will see (owners and managers); never below a zero balance",
          params: hotelCodeParams.extend({ id: idParam() }),
          body: pointAdjustmentSchema,
          response: { 201: consoleMemberResponse },
        },
      },
      async (request, reply) => {
        const user = await signedInUser(accounts, request);
        const { code, id } = request.params;
        return reply.status(201).send({ data: await economy.adjustPoints(user, code, id, request.body, requestLocale(request)) });
      },
    );
  };
}
