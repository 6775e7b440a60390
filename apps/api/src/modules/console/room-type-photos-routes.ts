import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PHOTO_BYTES, MAX_PHOTOS, photoAltSchema } from '@yado/domain/room-type-photos';
import { roomTypeImagesResponse } from '@yado/domain/wire/console-catalogue';
import { AppError } from '../../errors';
import { hotelCodeParams } from '../hotels/schemas';
import type { ConsoleAccounts } from './accounts';
import type { RoomTypePhotos } from './room-type-photos';
import { signedInUser } from './session';

const tags = ['console'];
const roomTypeParams = hotelCodeParams.extend({ roomTypeCode: z.string().min(1).max(24) });
/**
 * A photo is named by its address as the room type lists it, not by its place in the list: a photo
 * removed meanwhile by someone else moves the others, never what this change reaches.
 */
const photoQuery = z.object({ photo: z.string().min(1).max(300) });

/** Room type photos: uploaded and removed in the console (owners and managers), served to the widget. */
export function roomTypePhotoRoutes(accounts: ConsoleAccounts, photos: RoomTypePhotos): FastifyPluginAsyncZod {
  return async (app) => {
    // Only these routes read multipart bodies: one file, at most the photo size (a larger one arrives cut short).
    await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 0 } });

    app.post(
      '/console/hotels/:code/room-types/:roomTypeCode/photos',
      {
        schema: {
          tags,
          summary: `Add a photo to a room type: one JPEG, PNG or WebP file of at most 10 MB, up to ${MAX_PHOTOS} photos`,
          params: roomTypeParams,
          response: { 201: roomTypeImagesResponse },
        },
      },
      async (request, reply) => {
        const user = await signedInUser(accounts, request);
        if (!request.isMultipart()) throw new AppError('photo_type');
        const part = await request.file();
        if (!part) throw new AppError('photo_type');
        const { code, roomTypeCode } = request.params;
        const images = await photos.upload(user, code, roomTypeCode, { mimetype: part.mimetype, stream: part.file });
        return reply.status(201).send({ data: { images } });
      },
    );

    app.delete(
      '/console/hotels/:code/room-types/:roomTypeCode/photos',
      {
        schema: {
          tags,
          summary: 'Take a photo off a room type, named by its address (owners and managers)',
          params: roomTypeParams,
          querystring: photoQuery,
          response: { 200: roomTypeImagesResponse },
        },
      },
      async (request) => {
        const { code, roomTypeCode } = request.params;
        const user = await signedInUser(accounts, request);
        return { data: { images: await photos.remove(user, code, roomTypeCode, request.query.photo) } };
      },
    );

    app.patch(
      '/console/hotels/:code/room-types/:roomTypeCode/photos',
      {
        schema: {
          tags,
          summary:
            "Describe a photo, named by its address, for screen readers in each language, the hotel's own required (owners and managers)",
          params: roomTypeParams,
          querystring: photoQuery,
          body: photoAltSchema,
          response: { 200: roomTypeImagesResponse },
        },
      },
      async (request) => {
        const { code, roomTypeCode } = request.params;
        const user = await signedInUser(accounts, request);
        return { data: { images: await photos.describe(user, code, roomTypeCode, request.query.photo, request.body) } };
      },
    );

    app.get(
      '/room-type-photos/:key',
      { schema: { tags: ['hotels'], summary: 'A room type photo uploaded in the console', params: z.object({ key: z.string().max(80) }) } },
      async (request, reply) => {
        const photo = await photos.open(request.params.key);
        if (!photo) throw new AppError('not_found');
        // A key names one file for good: a changed photo is a new key.
        return reply.type(photo.type).header('cache-control', 'public, max-age=31536000, immutable').send(photo.stream);
      },
    );
  };
}
