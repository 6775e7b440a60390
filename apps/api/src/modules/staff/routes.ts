import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hotelCodeParams } from '../hotels/schemas';
import { guestsUpdateSchema, stayChangeRequestSchema } from '@yado/domain/booking';
import { isoDateField } from '@yado/domain/validation';
import { requestLocale } from '../../plugins/locale';
import { bearerToken } from '../../plugins/member';
import { changeQuoteResponse, reservationSchema } from '@yado/domain/wire/reservations';
import { stayChangeQuery } from '../reservations/schemas';
import type { ReservationsService } from '../reservations/service';
import type { Actor } from '../reservations/update-setting';
import type { PackageCancellations } from '../packages/cancellation';
import type { StaffService } from './service';
import type { MembersService } from '../members/service';
import { memberSchema } from '@yado/domain/wire/members';
import { packageCancellationAmountsSchema } from '@yado/domain/wire/packages';
import { cancellationOf } from '../packages/presenter';

const staffParams = hotelCodeParams.extend({ number: z.string().max(32) });
const staffSecurity = [{ staffKey: [] }];

const changeSchema = z.object({
  kind: z.string(),
  actor: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  fee: z.number(),
  created_at: z.string(),
});
const staffReservationResponse = z.object({
  data: z.object({ reservation: reservationSchema, changes: z.array(changeSchema) }),
});
const staffCancelResponse = z.object({
  data: staffReservationResponse.shape.data.extend({
    /** A flight package's: the hotel's fee named, the airline's by its fare rules, and the refund of the one charge. */
    package_cancellation: packageCancellationAmountsSchema.nullable(),
  }),
});

const money = z.object({ cents: z.number(), currency_iso: z.string() });
const dayListEntry = z.object({
  reservation_number: z.string(),
  status: z.string(),
  guest_name: z.string(),
  checkin_date: z.string(),
  checkout_date: z.string(),
  nights: z.number(),
  room_count: z.number(),
  payment_type: z.string(),
  total_price: money,
  /** What is left to pay at the hotel: the total less what was paid online. */
  due_at_hotel: money,
  changed_by_hotel: z.boolean(),
});

/**
 * The staff API (§4 changes by facility staff): a hotel's staff read and change its reservations
 * with their staff key as a bearer token. A staff change ends online changes and cancellation.
 */
export function staffRoutes(
  staff: StaffService,
  reservations: ReservationsService,
  members: MembersService,
  packages: Pick<PackageCancellations, 'isPackageStay' | 'cancelByStaff'>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/staff/hotels/:code/members/scan',
      {
        schema: {
          tags: ['staff'],
          summary: "Who a member's QR code (encrypted_membership_id) names, for the front desk",
          security: staffSecurity,
          params: staffParams.pick({ code: true }),
          body: z.object({ encrypted_membership_id: z.string().min(1).max(512) }),
          response: { 200: z.object({ data: z.object({ user: memberSchema }) }) },
        },
      },
      async (request) => {
        await staff.authenticate(request.params.code, bearerToken(request));
        return { data: { user: await members.scannedMember(request.params.code, request.body.encrypted_membership_id) } };
      },
    );

    async function staffActor(request: FastifyRequest, hotelCode: string): Promise<Actor> {
      const member = await staff.authenticate(hotelCode, bearerToken(request));
      return { kind: 'staff', ...member };
    }

    async function answer(request: FastifyRequest, number: string, actor: Actor) {
      return { data: await reservations.withHistory(number, actor, requestLocale(request)) };
    }

    app.get(
      '/staff/hotels/:code/reservations',
      {
        schema: {
          tags: ['staff'],
          summary: "The front desk's list for a day: arrivals, departures, or guests staying the night",
          security: staffSecurity,
          params: hotelCodeParams,
          querystring: z.object({
            date: isoDateField(),
            kind: z.enum(['arrivals', 'departures', 'staying']).default('arrivals'),
          }),
          response: { 200: z.object({ data: z.object({ reservations: z.array(dayListEntry) }) }) },
        },
      },
      async (request) => {
        const { hotelId } = await staff.authenticate(request.params.code, bearerToken(request));
        return { data: { reservations: await reservations.listForHotelOnDate(hotelId, request.query) } };
      },
    );

    app.get(
      '/staff/hotels/:code/reservations/:number',
      {
        schema: {
          tags: ['staff'],
          summary: 'A reservation of this hotel, with its history of changes',
          security: staffSecurity,
          params: staffParams,
          response: { 200: staffReservationResponse },
        },
      },
      async (request) => answer(request, request.params.number, await staffActor(request, request.params.code)),
    );

    app.get(
      '/staff/hotels/:code/reservations/:number/change_quote',
      {
        schema: {
          tags: ['staff'],
          summary: 'What a change of dates or rooms would cost (staff changes carry no fee)',
          security: staffSecurity,
          params: staffParams,
          querystring: stayChangeQuery,
          response: { 200: changeQuoteResponse },
        },
      },
      async (request) => ({
        data: {
          quote: await reservations.quoteChange(request.params.number, {}, request.query, await staffActor(request, request.params.code)),
        },
      }),
    );

    app.put(
      '/staff/hotels/:code/reservations/:number',
      {
        schema: {
          tags: ['staff'],
          summary: 'Change the dates or rooms of a reservation, at any time before it ends',
          security: staffSecurity,
          params: staffParams,
          body: stayChangeRequestSchema,
          response: { 200: staffReservationResponse },
        },
      },
      async (request) => {
        const actor = await staffActor(request, request.params.code);
        await reservations.changeStay(request.params.number, request.body, actor, requestLocale(request));
        return answer(request, request.params.number, actor);
      },
    );

    app.put(
      '/staff/hotels/:code/reservations/:number/cancel',
      {
        schema: {
          tags: ['staff'],
          summary:
            "Cancel a reservation at any time, charging the fee the hotel names; a flight package's stay cancels the whole package, the airline's fees on top",
          security: staffSecurity,
          params: staffParams,
          body: z.object({
            cancellation_fee: z.number().int().min(0),
            reason: z.string().trim().max(255).optional(),
            details: z.string().trim().max(1000).optional(),
          }),
          response: { 200: staffCancelResponse },
        },
      },
      async (request) => {
        const actor = await staffActor(request, request.params.code);
        const { number } = request.params;
        const { cancellation_fee, reason, details } = request.body;
        // A flight package's stay goes with its flights: the fee named is the hotel's, the airline's follow its fare rules.
        const cancelledPackage =
          actor.kind === 'staff' && (await packages.isPackageStay(number))
            ? await packages.cancelByStaff(number, { hotelFee: cancellation_fee, reason, details }, actor)
            : null;
        if (!cancelledPackage)
          await reservations.cancel(
            number,
            { cancellation_fee_displayed: cancellation_fee, reason, details },
            actor,
            requestLocale(request),
          );
        const { data } = await answer(request, number, actor);
        return { data: { ...data, package_cancellation: cancelledPackage ? cancellationOf(cancelledPackage) : null } };
      },
    );

    app.get(
      '/staff/hotels/:code/reservations/:number/attachments/:attachment',
      {
        schema: {
          tags: ['staff'],
          summary: "A file attached to one of the reservation's answers",
          security: staffSecurity,
          params: staffParams.extend({ attachment: z.string().uuid() }),
        },
      },
      async (request, reply) => {
        const actor = await staffActor(request, request.params.code);
        const file = await reservations.attachment(request.params.number, request.params.attachment, actor);
        return reply
          .header('content-type', file.content_type)
          .header('content-length', file.size)
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
          .header('x-content-type-options', 'nosniff')
          .send(file.stream);
      },
    );

    app.put(
      '/staff/hotels/:code/reservations/:number/guests',
      {
        schema: {
          tags: ['staff'],
          summary: "Update the booker's details, the room guests' names and the request",
          security: staffSecurity,
          params: staffParams,
          body: guestsUpdateSchema,
          response: { 200: staffReservationResponse },
        },
      },
      async (request) => {
        const actor = await staffActor(request, request.params.code);
        await reservations.updateGuests(request.params.number, request.body, actor, requestLocale(request));
        return answer(request, request.params.number, actor);
      },
    );
  };
}
