import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator';

function translator() {
  const translations = createTranslator();
  translations.add('en', {
    common: { nights_one: '{{count}} night', nights_other: '{{count}} nights', hello: 'Hello, {{name}}!' },
    only_en: 'Only in English',
  });
  translations.add('ja', { common: { nights_other: '{{count}}泊', hello: 'こんにちは、{{name}}さん' } });
  translations.add('ar', {
    common: {
      nights_zero: 'لا ليالٍ',
      nights_one: 'ليلة واحدة',
      nights_two: 'ليلتان',
      nights_few: '{{count}} ليالٍ',
      nights_many: '{{count}} ليلة',
      nights_other: '{{count}} ليلة',
    },
  });
  return translations;
}

describe('translating catalogue keys', () => {
  it('fills placeholders and picks the plural form of the locale', () => {
    const translations = translator();
    const en = translations.translate('en');
    expect(en('common.hello', { name: 'Mina' })).toBe('Hello, Mina!');
    expect([1, 2].map((count) => en('common.nights', { count }))).toEqual(['1 night', '2 nights']);
    expect(translations.translate('ja')('common.nights', { count: 1 })).toBe('1泊');
    const ar = translations.translate('ar');
    expect([0, 1, 2, 3, 11, 100].map((count) => ar('common.nights', { count }))).toEqual([
      'لا ليالٍ',
      'ليلة واحدة',
      'ليلتان',
      '3 ليالٍ',
      '11 ليلة',
      '100 ليلة',
    ]);
  });

  it('falls back to English, then to the default value, then to the key', () => {
    const translations = translator();
    const ja = translations.translate('ja');
    expect(ja('only_en')).toBe('Only in English');
    expect(ja('missing.key', { defaultValue: 'night' })).toBe('night');
    expect(ja('missing.key')).toBe('missing.key');
    expect(translations.exists('ja', 'only_en')).toBe(true);
    expect(translations.exists('ja', 'missing.key')).toBe(false);
  });

  it('merges a later catalogue part into the locale, leaving missing placeholders empty', () => {
    const translations = translator();
    translations.add('en', { common: { bye: 'Bye {{name}}' } });
    const en = translations.translate('en');
    expect(en('common.hello', { name: 'Ken' })).toBe('Hello, Ken!');
    expect(en('common.bye')).toBe('Bye ');
  });
});
