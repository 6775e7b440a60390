import { describe, expect, it } from 'vitest';
import { resolveLocale, hotelLocale } from './locales';
import { guestDetailsSchema, idField, idParam, isoDateField, MAX_ID } from './validation';
import { reservationRequestSchema } from './booking';

const valid = {
  last_name: 'Tanaka',
  first_name: 'Yui',
  email: 'yui@example.com',
  email_confirmation: 'YUI@example.com',
  phone: '+81312345678',
  postal_code: '1000001',
  prefecture_or_state: '',
  street_address: '',
  building_name_and_number: '',
  special_request: '',
  rooms: [{ first_name: 'Yui', last_name: 'Tanaka' }],
  terms_accepted: true,
};
const messagesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('guest details', () => {
  it('accepts a complete English booking', () => {
    expect(guestDetailsSchema({ locale: 'en', addressRequired: false, roomCount: 1 }).safeParse(valid).success).toBe(true);
  });

  it('names each broken rule with its message key', () => {
    const result = guestDetailsSchema({ locale: 'en', addressRequired: true, roomCount: 1 }).safeParse({
      ...valid,
      first_name: '由衣',
      email: 'yui@',
      phone: '03-1234-5678',
      postal_code: '100-0001',
      terms_accepted: false,
    });
    expect(messagesOf(result)).toMatchObject({
      first_name: 'validation.name_english',
      email: 'validation.email',
      phone: 'validation.phone',
      postal_code: 'validation.postcode',
      prefecture_or_state: 'validation.required',
      terms_accepted: 'validation.terms',
    });
  });

  it('requires matching email confirmation', () => {
    const result = guestDetailsSchema({ locale: 'en', addressRequired: false, roomCount: 1 }).safeParse({
      ...valid,
      email_confirmation: 'other@example.com',
    });
    expect(messagesOf(result)).toEqual({ email_confirmation: 'validation.email_mismatch' });
  });

  it('takes kanji names with hiragana readings in Japanese, and refuses katakana readings', () => {
    const schema = guestDetailsSchema({ locale: 'ja', addressRequired: false, roomCount: 1 });
    const ja = { ...valid, last_name: '田中', first_name: '由衣', last_name_kana: 'たなか', first_name_kana: 'ゆい' };
    expect(schema.safeParse(ja).success).toBe(true);
    expect(messagesOf(schema.safeParse({ ...ja, first_name_kana: 'ユイ' }))).toEqual({ first_name_kana: 'validation.name_ja' });
  });

  it('takes Hangul or English in Korean, Chinese script or English in Chinese', () => {
    expect(
      guestDetailsSchema({ locale: 'ko', addressRequired: false, roomCount: 1 }).safeParse({
        ...valid,
        last_name: '김',
        first_name: '민수',
      }).success,
    ).toBe(true);
    expect(
      guestDetailsSchema({ locale: 'zh_Hant', addressRequired: false, roomCount: 1 }).safeParse({ ...valid, last_name: '김' }).success,
    ).toBe(false);
  });

  it('needs one English guest name per room', () => {
    const result = guestDetailsSchema({ locale: 'en', addressRequired: false, roomCount: 2 }).safeParse(valid);
    expect(result.success).toBe(false);
  });
});

describe('reservation request', () => {
  const request = {
    checkin_date: '2026-12-01',
    checkout_date: '2026-12-02',
    locale: 'ja',
    rooms: [{ room_type_code: 'STD', room_plan_code: 'STD-RO', adults: 2, first_name: 'Yui', last_name: 'Tanaka' }],
    guest: { first_name: '由衣', last_name: '田中', email: 'yui@example.com', phone: '0312345678' },
    payment: { type: 'on_site' },
    total_price: { cents: 1000, currency_iso: 'JPY' },
  };
  it('checks the booker name by the booking locale', () => {
    expect(reservationRequestSchema.safeParse(request).success).toBe(true);
    const english = reservationRequestSchema.safeParse({ ...request, locale: 'en' });
    expect(messagesOf(english)).toEqual({ 'guest.first_name': 'validation.name_english', 'guest.last_name': 'validation.name_english' });
  });
});

describe('locale rules', () => {
  it('lets book languages restrict the choice, using the first otherwise', () => {
    expect(resolveLocale({ requested: 'ko', bookLanguages: ['ja', 'en'] })).toBe('ja');
    expect(resolveLocale({ requested: 'en', bookLanguages: ['ja', 'en'] })).toBe('en');
  });
  it('falls back to en, or ja in OTA mode', () => {
    expect(resolveLocale({ requested: 'xx' })).toBe('en');
    expect(resolveLocale({ otaMode: true })).toBe('ja');
    expect(resolveLocale({ stored: 'zh_Hant' })).toBe('zh_Hant');
  });
  it('keeps ko and zh_Hant as hotel locales, ja otherwise', () => {
    expect([hotelLocale('ko'), hotelLocale('zh_Hant'), hotelLocale('en'), hotelLocale(null)]).toEqual(['ko', 'zh_Hant', 'ja', 'ja']);
  });
});

describe('dates and ids the API takes', () => {
  it('takes only dates on the calendar, with one message for any other', () => {
    const date = isoDateField();
    expect(date.safeParse('2028-02-29').success).toBe(true);
    for (const notADay of ['2027-02-30', '2027-02-29', '2027-04-31', '2027-13-01', '0000-01-01', '2027-2-3', '']) {
      expect([notADay, date.safeParse(notADay).error?.issues.map((i) => i.message)]).toEqual([notADay, ['validation.date']]);
    }
  });

  it('takes ids up to the largest PostgreSQL integer, as numbers or as text', () => {
    expect(idField().safeParse(MAX_ID).success).toBe(true);
    expect(idField().safeParse(MAX_ID + 1).success).toBe(false);
    expect(idField().safeParse(0).success).toBe(false);
    expect(idParam().safeParse(String(MAX_ID)).data).toBe(MAX_ID);
    expect(idParam().safeParse('2147483648').success).toBe(false);
  });
});
