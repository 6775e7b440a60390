import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hotelCodeParams } from '../hotels/schemas';
import { requestLocale } from '../../plugins/locale';
import { bearerToken } from '../../plugins/member';
import { requestedOrigin } from '../../plugins/origin';
import { LOCALES } from '@yado/domain/locales';
import { paymentLinkMail } from '../guest-mails/compose';
import type { HotelsService } from '../hotels/service';
import type { MailService } from '../mail/service';
import { paymentLinkSchema } from '@yado/domain/wire/payments';
import { paymentLinkAddress, type PaymentLinksService } from '../payments/payment-links-service';
import type { StaffService } from './service';

const staffSecurity = [{ staffKey: [] }];
const linkParams = hotelCodeParams.extend({ number: z.string().min(4).max(32) });
const staffLinkResponse = z.object({ data: z.object({ payment_link: paymentLinkSchema.extend({ url: z.string() }) }) });

/**
 * The hotel's staff ask a guest to pay by card (§2, §4 payment link page): they make a link for an
 * amount and what it is for, send its address (or show its QR code at the desk), and may take an
 * open one back.
 */
export function staffPaymentLinkRoutes(
  staff: StaffService,
  links: PaymentLinksService,
  hotels: HotelsService,
  mail: Pick<MailService, 'send'>,
): FastifyPluginAsyncZod {
  return async (app) => {
    /** The address to send the guest: the payment page on the widget's origin, when the hotel allows it. */
    const withUrl = async <T extends { number: string }>(request: FastifyRequest, code: string, link: T) => ({
      ...link,
      url: paymentLinkAddress(await hotels.linkOrigin(code, requestedOrigin(request)), code, link.number),
    });

    app.post(
      '/staff/hotels/:code/payment_links',
      {
        schema: {
          tags: ['staff', 'payment links'],
          summary: "Ask a guest to pay an amount by card, in the hotel's currency (minor units)",
          security: staffSecurity,
          params: hotelCodeParams,
          body: z.object({
            amount: z.number().int().positive().max(100_000_000),
            description: z.string().trim().min(1).max(200),
            /** When given, the link is mailed to the guest, in their language. */
            email: z.string().trim().email().max(255).optional(),
            locale: z.enum(LOCALES).optional(),
          }),
          response: { 201: staffLinkResponse },
        },
      },
      async (request, reply) => {
        await staff.authenticate(request.params.code, bearerToken(request));
        const link = await withUrl(
          request,
          request.params.code,
          await links.create(request.params.code, request.body, requestLocale(request)),
        );
        const { email, locale } = request.body;
        if (email) {
          const to = { to: email, hotel: link.hotel.name, description: link.description, url: link.url };
          await mail.send(paymentLinkMail({ ...to, amount: link.amount.cents, currency: link.amount.currency_iso }, locale ?? 'en'));
        }
        return reply.status(201).send({ data: { payment_link: link } });
      },
    );

    app.get(
      '/staff/hotels/:code/payment_links/:number',
      {
        schema: {
          tags: ['staff', 'payment links'],
          summary: 'A payment link of this hotel and where it stands',
          security: staffSecurity,
          params: linkParams,
          response: { 200: staffLinkResponse },
        },
      },
      async (request) => {
        const { hotelId } = await staff.authenticate(request.params.code, bearerToken(request));
        const link = await links.forHotel(hotelId, request.params.number, requestLocale(request));
        return { data: { payment_link: await withUrl(request, request.params.code, link) } };
      },
    );

    app.post(
      '/staff/hotels/:code/payment_links/:number/cancel',
      {
        schema: {
          tags: ['staff', 'payment links'],
          summary: 'Take back an open payment link (409 PAYMENT_ALREADY_PAID once paid)',
          security: staffSecurity,
          params: linkParams,
          response: { 200: staffLinkResponse },
        },
      },
      async (request) => {
        const { hotelId } = await staff.authenticate(request.params.code, bearerToken(request));
        const link = await links.cancel(hotelId, request.params.number, requestLocale(request));
        return { data: { payment_link: await withUrl(request, request.params.code, link) } };
      },
    );
  };
}
