import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { understandingSchema } from '@yado/domain/assistant/request';
import { MAX_REQUEST_TEXT } from '@yado/domain/assistant/parse';
import { isTimeZone } from '@yado/domain/dates';
import { LOCALES } from '@yado/domain/locales';
import type { AssistantService } from './service';

export const understandBody = z.object({
  text: z.string().trim().min(1, 'validation.required').max(MAX_REQUEST_TEXT, 'validation.too_long'),
  locale: z.enum(LOCALES).optional(),
  /** Where the traveller is: "tomorrow" and "this weekend" count from today there; Tokyo by default. */
  time_zone: z.string().refine(isTimeZone, 'validation.invalid').default('Asia/Tokyo'),
});

/** What was understood, and which reader answered: the embedded parser, or the model with each field checked. */
export const understandResponse = z.object({ data: understandingSchema.extend({ source: z.enum(['parser', 'model']) }) });

export function assistantRoutes(assistant: AssistantService, options: { rateLimit: number }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/assistant/understand',
      {
        // A model provider charges per call: a client asks only so many a minute.
        config: { rateLimit: { max: options.rateLimit, timeWindow: '1 minute' } },
        schema: {
          tags: ['assistant'],
          summary:
            "The agency site's search in words: a traveller's sentence read into the search form's fields, with the words behind each and which reader answered",
          body: understandBody,
          response: { 200: understandResponse },
        },
      },
      async (request) => ({
        data: await assistant.understand({ text: request.body.text, locale: request.body.locale, timeZone: request.body.time_zone }),
      }),
    );
  };
}
