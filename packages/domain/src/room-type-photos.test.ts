import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_ALT_LENGTH, photoAltProblems, photoAltSchema, photoAltText } from './room-type-photos';

describe('room type photo descriptions', () => {
  it("answers the guest's language, then English, then the hotel's language, then the room type's name", () => {
    const alt = { ja: '和室', en: 'Japanese-style room' };
    expect(photoAltText(alt, 'ja', 'ja', 'Deluxe')).toBe('和室');
    expect(photoAltText(alt, 'ko', 'ja', 'Deluxe')).toBe('Japanese-style room');
    expect(photoAltText({ ja: '和室' }, 'ar', 'ja', 'Deluxe')).toBe('和室');
    expect(photoAltText({}, 'ar', 'ja', 'Deluxe')).toBe('Deluxe');
  });

  it("requires the hotel's own language and drops blank ones", () => {
    expect(photoAltProblems({ en: 'Room' }, 'ko')).toEqual([{ field: 'alt.ko', message: 'validation.alt_in_hotel_language' }]);
    expect(photoAltProblems({ ko: '객실' }, 'ko')).toEqual([]);
    expect(photoAltSchema.parse({ alt: { ja: ' 和室 ', en: '' } })).toEqual({ alt: { ja: '和室' } });
    expect(photoAltSchema.safeParse({ alt: { ja: 'x'.repeat(MAX_PHOTO_ALT_LENGTH + 1) } }).success).toBe(false);
  });
});
