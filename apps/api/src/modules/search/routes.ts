import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOYALTY_PROVIDER } from '@yado/domain/members';
import { availabilityQuerySchema, brandHotelsQuerySchema, roomSearchQuerySchema } from '@yado/domain/search';
import { requestLocale } from '../../plugins/locale';
import { sendSerialized } from '../../plugins/serialized-response';
import { uncheckedResponse } from '../../plugins/unchecked-response';
import { brandParams, hotelCodeParams } from '../hotels/schemas';
import { availabilityResponse, brandHotelsResponse, roomSearchResponse } from '@yado/domain/wire/search';
import type { SearchService } from './service';
import type { SearchViewer } from './sign-in-prices';
import type { FastifyRequest } from 'fastify';
import { serializeAnswer } from '../../serialized-answer';
import type { VoucherModeSearch } from '../vouchers/search-step';

/** Prices and plans depend on who asks: a signed-in member's brand, or a guest. */
export async function viewerOf(request: FastifyRequest): Promise<SearchViewer> {
  const member = await request.signedInMember();
  return {
    memberBrandId: member?.brandId ?? null,
    companions: member?.companions ?? [],
    loyaltyMember: member?.signedInWith === LOYALTY_PROVIDER,
  };
}

export function searchRoutes(search: SearchService, voucherMode: VoucherModeSearch): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/hotels/:code/rooms',
      {
        schema: {
          tags: ['search'],
          summary: 'Search rooms and plans for a stay',
          params: hotelCodeParams,
          querystring: roomSearchQuerySchema,
          response: { 200: roomSearchResponse },
        },
      },
      async (request, reply) => {
        const { code } = request.params;
        // Voucher mode is a step of its own over the search, for the voucher's owner; its answers are not kept.
        if (request.query.mode === 'voucher') {
          const member = await request.signedInMember();
          const answer = await voucherMode(code, request.query, requestLocale(request), await viewerOf(request), member);
          return sendSerialized(request, reply, serializeAnswer({ data: answer }));
        }
        return sendSerialized(
          request,
          reply,
          await search.searchRoomsAnswer(code, request.query, requestLocale(request), await viewerOf(request)),
        );
      },
    );

    app.get(
      '/hotel_brands/:brand/hotels',
      {
        schema: {
          tags: ['search'],
          summary: "The brand's hotels, with the lowest price of each for the search (facilities page)",
          params: brandParams,
          querystring: brandHotelsQuerySchema,
          response: { 200: brandHotelsResponse },
        },
      },
      async (request) => search.brandHotels(request.params.brand, request.query, requestLocale(request)),
    );

    app.get(
      '/hotels/:code/rooms/availability',
      {
        schema: {
          tags: ['search'],
          summary: 'Availability and lowest price per day',
          params: hotelCodeParams,
          querystring: availabilityQuerySchema,
          response: { 200: availabilityResponse },
        },
        serializerCompiler: uncheckedResponse,
      },
      async (request) => ({
        data: await search.availability(request.params.code, request.query, requestLocale(request), await viewerOf(request)),
      }),
    );
  };
}
