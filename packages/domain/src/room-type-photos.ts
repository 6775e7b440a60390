import { z } from 'zod';
import { translations, type CatalogueProblem } from './catalogue-editing';
import { pickTranslation, type Locale } from './locales';

/**
 * Room type photos uploaded in the console: the kinds of image taken (each stored under a key
 * ending with its kind, so the file is served as what it is), the size and how many a room type
 * shows.
 */
export const PHOTO_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTOS = 12;

const KEY = /^rtp-[0-9a-f-]{36}-(jpg|png|webp)$/;

export const isPhotoType = (type: string): type is keyof typeof PHOTO_TYPES => type in PHOTO_TYPES;

/** A photo's storage key, from a random id and its kind. */
export const photoKey = (id: string, type: keyof typeof PHOTO_TYPES) => `rtp-${id}-${PHOTO_TYPES[type]}`;

/** The kind of image a key holds; null for anything that is not a photo's key. */
export function photoTypeOfKey(key: string): keyof typeof PHOTO_TYPES | null {
  const match = KEY.exec(key);
  if (!match) return null;
  return (Object.entries(PHOTO_TYPES).find(([, ext]) => ext === match[1])?.[0] ?? null) as keyof typeof PHOTO_TYPES | null;
}

/** Where the widget loads a photo from. */
export const photoUrl = (key: string) => `/api/v1/room-type-photos/${key}`;

/** A photo's text alternative is a short description, not a caption or a story. */
export const MAX_PHOTO_ALT_LENGTH = 250;

/** A photo's text alternatives in the 8 languages, as staff send them; the hotel's own is required (see `photoAltProblems`). */
export const photoAltSchema = z.object({ alt: translations(MAX_PHOTO_ALT_LENGTH) }).strict();
export type PhotoAltChange = z.infer<typeof photoAltSchema>;

/** A photo is described in the hotel's own language at least: the text every other language falls back to. */
export const photoAltProblems = (alt: Partial<Record<Locale, string>>, hotelLocale: Locale): CatalogueProblem[] =>
  alt[hotelLocale] ? [] : [{ field: `alt.${hotelLocale}`, message: 'validation.alt_in_hotel_language' }];

/**
 * The text a guest's screen reader gives for a photo: in the guest's language, falling back as names
 * do (English, then the hotel's own language), and to the room type's name for a photo not yet
 * described, so an uploaded photo is never announced empty.
 */
export const photoAltText = (alt: Record<string, string>, locale: string, hotelLocale: string, roomTypeName: string) =>
  pickTranslation(alt, locale, alt[hotelLocale] || roomTypeName);
