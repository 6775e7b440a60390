import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import type { MailService } from './service';

const mailboxResponse = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      to: z.string(),
      subject: z.string(),
      body: z.string(),
      link: z.string().nullable(),
      locale: z.string(),
      created_at: z.string(),
    }),
  ),
});

/** The demo mailbox: mails kept in the outbox for one address, when no SMTP server is configured. */
export function mailRoutes(mail: MailService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/demo/mailbox',
      {
        schema: {
          tags: ['demo'],
          summary: 'Mails kept for an address (demo only: answered when no SMTP server is configured)',
          querystring: z.object({ to: z.string().trim().min(3).max(255) }),
          response: { 200: mailboxResponse },
        },
      },
      async (request) => {
        if (!mail.mailboxEnabled) throw new AppError('not_found');
        return { data: await mail.mailbox(request.query.to) };
      },
    );
  };
}
