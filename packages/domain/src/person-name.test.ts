import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { familyNameFirst, personName } from './person-name';

const jane = { first_name: 'Jane', last_name: 'Smith' };

describe('personName', () => {
  it('writes the given name first in English, Indonesian, Thai and Arabic', () => {
    for (const locale of ['en', 'id', 'th', 'ar']) expect(personName(jane, locale)).toBe('Jane Smith');
  });

  it('writes the family name first in Japanese, Korean and both Chinese scripts', () => {
    for (const locale of ['ja', 'ko', 'zh_Hans', 'zh_Hant'])
      expect(personName({ first_name: '花子', last_name: '山田' }, locale)).toBe('山田 花子');
  });

  it('decides the order for every locale the widget speaks, and treats an unknown one as given name first', () => {
    expect(LOCALES.filter(familyNameFirst)).toEqual(['ja', 'ko', 'zh_Hans', 'zh_Hant']);
    expect(personName(jane, 'xx')).toBe('Jane Smith');
  });

  it('leaves no stray space when a part is empty', () => {
    expect(personName({ first_name: '', last_name: 'Smith' }, 'en')).toBe('Smith');
    expect(personName({ first_name: 'Jane', last_name: ' ' }, 'ja')).toBe('Jane');
  });
});
