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
