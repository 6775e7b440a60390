import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { requestLocale } from '../../plugins/locale';
import type { PaymentLinksService } from './payment-links-service';
import { paymentLinkResponse as linkResponse } from '@yado/domain/wire/payments';

const params = z.object({ number: z.string().min(4).max(32) });
/** A browser's own random id (kept in its storage), so the hold knows one device from another. */
const device = z.string().min(8).max(64);

export function paymentLinkRoutes(links: PaymentLinksService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/payments/:number',
      {
        schema: {
          tags: ['payment links'],
          summary: 'A payment link as its page shows it (§4 states); takes no hold',
          params,
          querystring: z.object({ device: device.optional() }),
          response: { 200: linkResponse },
        },
      },
      async (request) => ({
        data: { payment: await links.view(request.params.number, request.query.device ?? '', requestLocale(request)) },
      }),
    );

    app.post(
      '/payments/:number/hold',
      {
        schema: {
          tags: ['payment links'],
          summary: 'Hold the link for this device for 10 minutes (409 PAYMENT_PROCESSING while another device holds it)',
          params,
          body: z.object({ device }),
          response: { 200: linkResponse },
        },
      },
      async (request) => ({
        data: { payment: await links.hold(request.params.number, request.body.device, requestLocale(request)) },
      }),
    );

    app.post(
      '/payments/:number/pay',
      {
        schema: {
          tags: ['payment links'],
          summary: "Pay the link with the gateway's card token",
          params,
          body: z.object({ device, card_token: z.string().min(8).max(128) }),
          response: { 200: linkResponse },
        },
      },
      async (request) => ({
        data: {
          payment: await links.pay(
            request.params.number,
            { device: request.body.device, ip: request.ip },
            request.body.card_token,
            requestLocale(request),
          ),
        },
      }),
    );

    app.get(
      '/payments/:number/qr.svg',
      {
        schema: {
          tags: ['payment links'],
          summary: "A QR code of the link's page, for the display screen",
          params,
          response: { 200: { content: { 'image/svg+xml': { schema: z.string() } } } },
        },
      },
      async (request, reply) => {
        const link = await links.view(request.params.number, '', requestLocale(request));
        const url = `${request.protocol}://${request.host}/payments/${encodeURIComponent(link.number)}?code=${encodeURIComponent(link.hotel.code)}`;
        const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
        return reply.type('image/svg+xml').header('cache-control', 'no-store').send(svg);
      },
    );
  };
}
