import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_ATTACHMENT_BYTES, QUESTION_PLACES } from '@yado/domain/questions';
import { AppError } from '../../errors';
import { requireClientSession } from '../../plugins/client-session';
import { requestLocale } from '../../plugins/locale';
import { unstorableTextError } from '../../plugins/text-input';
import { codeListQuery, hotelCodeParams } from '../hotels/schemas';
import type { HotelsService } from '../hotels/service';
import { attachmentResponse, questionsResponse } from '@yado/domain/wire/questions';
import type { QuestionsService } from './service';

export function questionRoutes(questions: QuestionsService, hotels: HotelsService): FastifyPluginAsyncZod {
  return async (app) => {
    // Only these routes read multipart bodies: one file, at most the §9 size.
    await app.register(multipart, { limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 0 } });

    app.get(
      '/hotels/:code/additional_questions',
      {
        schema: {
          tags: ['questions'],
          summary: 'Additional questions a hotel asks for these plans, while booking or on the confirmation screen',
          params: hotelCodeParams,
          querystring: z.object({
            hotel_plan_codes: codeListQuery.default([]),
            place: z.enum(QUESTION_PLACES).default('place_booking_process'),
            locale: z.string().max(10).optional(),
          }),
          response: { 200: questionsResponse },
        },
      },
      async (request) => {
        const catalogue = await hotels.getCatalogue(request.params.code);
        const brandId = catalogue.hotel.brand.id;
        const member = await request.signedInMember();
        const corporate = await request.signedInOrganizationUser();
        // Labelled notices are for those signed in with this hotel's brand: members by their program
        // and rank, corporate users by their organization.
        const ofBrand = {
          member: member?.brandId === brandId ? member : null,
          corporate: corporate?.brandId === brandId ? corporate : null,
        };
        const viewer =
          ofBrand.member || ofBrand.corporate
            ? {
                programId: ofBrand.member?.programId ?? null,
                rankId: ofBrand.member?.rankId ?? null,
                organizationId: ofBrand.corporate?.organizationId ?? null,
              }
            : null;
        const asked = { catalogue, place: request.query.place, planCodes: request.query.hotel_plan_codes, now: new Date(), viewer };
        return { data: { questions: await questions.list(asked, requestLocale(request)) } };
      },
    );

    app.post(
      '/file_attachments',
      {
        schema: {
          tags: ['questions'],
          summary: 'Upload one file (an image or a PDF, at most 80 MB) to attach to an answer',
          response: { 201: attachmentResponse },
        },
      },
      async (request, reply) => {
        const session = requireClientSession(request);
        if (!request.isMultipart()) throw new AppError('attachment_unprocessable');
        const part = await request.file();
        if (!part) throw new AppError('attachment_unprocessable');
        // The file's name is text the guard of bodies never sees: it is held to the same rule here.
        const refused = unstorableTextError({ filename: part.filename });
        if (refused) {
          part.file.resume();
          throw refused;
        }
        const saved = await questions.upload(session.id, { filename: part.filename, mimetype: part.mimetype, stream: part.file });
        return reply.status(201).send({ data: saved });
      },
    );
  };
}
