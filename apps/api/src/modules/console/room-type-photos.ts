import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  isPhotoType,
  MAX_PHOTOS,
  photoAltProblems,
  photoKey,
  photoTypeOfKey,
  photoUrl,
  type PhotoAltChange,
} from '@yado/domain/room-type-photos';
import type { Db } from '../../db/connect';
import { inTransaction } from '../../db/transactions';
import { AppError } from '../../errors';
import type { HotelsService } from '../hotels/service';
import type { FileStorage } from '../questions/storage';
import type { ConsoleAccounts, ConsoleUser } from './accounts';
import { catalogueAccess, refuse } from './catalogue-access';
import { catalogueRepository } from './catalogue-repository';

type Images = Array<{ url: string; alt: Record<string, string> }>;

/** Where the photo at this address is in the list; one removed meanwhile is not found. */
function placeOf(images: Images, photo: string): number {
  const index = images.findIndex((image) => image.url === photo);
  if (index < 0) throw new AppError('not_found');
  return index;
}

/**
 * Room type photos (owners and managers): uploaded into the file storage the guests' attachments
 * use, added to the room type's images (which the widget shows) with an audit entry, and removed
 * again. A file over the size limit, or not a JPEG, PNG or WebP image, is refused and not kept.
 * Each photo is described per language; the widget reads the description from the catalogue.
 */
export function roomTypePhotos(db: Db, accounts: ConsoleAccounts, hotels: HotelsService, storage: FileStorage) {
  const repository = catalogueRepository(db);
  const { hotelOf, record } = catalogueAccess(db, accounts, hotels);

  /** Changes a room type's images under its lock, audited; answers them as they are after. */
  async function changeImages(user: ConsoleUser, code: string, roomTypeCode: string, change: (images: Images) => Images) {
    const hotel = await hotelOf(user, code, true);
    return inTransaction(db, async (trx) => {
      const row = await repository.lockRoomTypeImages(trx, hotel.id, roomTypeCode);
      if (!row) throw new AppError('not_found');
      const after = change(row.images);
      await repository.setRoomTypeImages(trx, row.id, JSON.stringify(after));
      await record(
        trx,
        user,
        hotel,
        'catalogue.room_type_changed',
        { code: roomTypeCode, images: row.images },
        { code: roomTypeCode, images: after },
      );
      return after;
    });
  }

  return {
    async upload(
      user: ConsoleUser,
      code: string,
      roomTypeCode: string,
      file: { mimetype: string; stream: Readable & { truncated?: boolean } },
    ) {
      // Who may change the room type, that it exists and has room for one more, is known before a byte is stored.
      const refuse = (error: unknown) => {
        file.stream.resume();
        throw error;
      };
      const hotel = await hotelOf(user, code, true).catch(refuse);
      const current = await repository.lockRoomTypeImages(db, hotel.id, roomTypeCode);
      if (!current) refuse(new AppError('not_found'));
      if (current && current.images.length >= MAX_PHOTOS) refuse(new AppError('too_many_photos'));
      if (!isPhotoType(file.mimetype)) {
        file.stream.resume();
        throw new AppError('photo_type');
      }
      const key = photoKey(randomUUID(), file.mimetype);
      const size = await storage.save(key, file.stream).catch(() => null);
      if (size === null || file.stream.truncated) {
        await storage.remove(key);
        throw new AppError('photo_too_large');
      }
      return changeImages(user, code, roomTypeCode, (images) => {
        if (images.length >= MAX_PHOTOS) throw new AppError('too_many_photos');
        return [...images, { url: photoUrl(key), alt: {} }];
      }).catch(async (error: unknown) => {
        await storage.remove(key);
        throw error;
      });
    },

    /** Takes a photo (named by its address) off the room type; an uploaded file goes from storage too. */
    async remove(user: ConsoleUser, code: string, roomTypeCode: string, photo: string) {
      const images = await changeImages(user, code, roomTypeCode, (current) => {
        const index = placeOf(current, photo);
        return current.filter((_, i) => i !== index);
      });
      const key = photo.split('/').pop() ?? '';
      if (photo === photoUrl(key) && photoTypeOfKey(key)) await storage.remove(key);
      return images;
    },

    /** Sets the text alternatives of a photo (named by its address); the hotel's own language is required. */
    async describe(user: ConsoleUser, code: string, roomTypeCode: string, photo: string, change: PhotoAltChange) {
      const hotel = await hotelOf(user, code, true);
      refuse(photoAltProblems(change.alt, hotel.locale));
      return changeImages(user, code, roomTypeCode, (current) => {
        const index = placeOf(current, photo);
        return current.map((image, i) => (i === index ? { ...image, alt: change.alt } : image));
      });
    },

    /** A photo's file and kind, for the widget; null for a key that is not a photo's, or a photo since removed. */
    async open(key: string) {
      const type = photoTypeOfKey(key);
      if (!type) return null;
      const stream = storage.open(key);
      const found = await new Promise<boolean>((resolve) => {
        stream.once('ready', () => resolve(true));
        stream.once('error', () => resolve(false));
      });
      return found ? { type, stream } : null;
    },
  };
}
export type RoomTypePhotos = ReturnType<typeof roomTypePhotos>;
