import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE_DETAILS, emailChangeSchema, isValidBirthDate, isStrongPassword, profileSchema, signUpSchema } from './members';

const valid = {
  email: 'Aiko@Example.com',
  email_confirmation: 'aiko@example.com',
  password: 'Sakura2026',
  password_confirmation: 'Sakura2026',
  first_name: 'Aiko',
  last_name: 'Tanaka',
};

describe('member passwords (§5)', () => {
  it('need 8 characters with an uppercase letter, a lowercase letter and a digit', () => {
    expect(isStrongPassword('Sakura26')).toBe(true);
    expect(isStrongPassword('Sakura2')).toBe(false);
    expect(isStrongPassword('sakura2026')).toBe(false);
    expect(isStrongPassword('SAKURA2026')).toBe(false);
    expect(isStrongPassword('SakuraHotel')).toBe(false);
  });
});

describe('member sign-up', () => {
  it('accepts a complete form, emails compared without case', () => {
    expect(signUpSchema.parse(valid)).toMatchObject({ email: 'Aiko@Example.com', locale: 'en', promotion_email: false });
  });

  it('names the field and the rule of each problem', () => {
    const result = signUpSchema.safeParse({
      ...valid,
      password: 'weak',
      password_confirmation: 'other',
      email_confirmation: 'x@example.com',
    });
    expect(result.success).toBe(false);
    const problems = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(problems).toEqual(
      expect.arrayContaining([
        ['password', 'validation.password_rules'],
        ['email_confirmation', 'validation.email_mismatch'],
      ]),
    );
    const mismatch = signUpSchema.safeParse({ ...valid, password_confirmation: 'Sakura2027' });
    expect(mismatch.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['password_confirmation', 'validation.password_mismatch'],
    ]);
  });

  it('names every empty field of an empty form, the confirmations too', () => {
    const empty = signUpSchema.safeParse({
      email: '',
      email_confirmation: '',
      password: '',
      password_confirmation: '',
      first_name: '',
      last_name: '',
    });
    const fields = empty.error?.issues.map((i) => i.path.join('.'));
    expect(new Set(fields)).toEqual(
      new Set(['email', 'email_confirmation', 'password', 'password_confirmation', 'first_name', 'last_name']),
    );
    expect(empty.error?.issues.find((i) => i.path[0] === 'password_confirmation')?.message).toBe('validation.required');
  });
});

describe('member profile (§3)', () => {
  const profile = { ...EMPTY_PROFILE_DETAILS, first_name: 'Aiko', last_name: 'Tanaka', promotion_email: false };
  const problems = (input: object) => {
    const parsed = profileSchema.safeParse({ ...profile, ...input });
    return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('takes every part empty, and each part filled by its rule', () => {
    expect(problems({})).toEqual([]);
    expect(
      problems({
        last_name_kanji: '田中',
        first_name_kanji: '愛子',
        last_name_kana: 'たなか',
        first_name_kana: 'あいこ',
        birth_date: '1990-04-01',
        gender: 'female',
        nationality: 'JP',
        postal_code: '1040061',
        receipt_unicode: '12345678',
      }),
    ).toEqual([]);
  });

  it('names the field and the rule of each problem', () => {
    expect(
      problems({
        last_name_kanji: 'Tanaka1',
        first_name_kana: '田中',
        birth_date: '1990-02-30',
        gender: 'unknown',
        nationality: 'Japan',
        postal_code: '104-0061',
        receipt_unicode: '1234567',
        occupation: 'x'.repeat(101),
      }),
    ).toEqual([
      'last_name_kanji: validation.name_kanji',
      'first_name_kana: validation.name_ja',
      'birth_date: validation.birth_date',
      expect.stringMatching(/^gender: /),
      'nationality: validation.invalid',
      'occupation: validation.too_long',
      'postal_code: validation.postcode',
      'receipt_unicode: validation.receipt_unicode',
    ]);
  });

  it('knows a birth date by the day: real, not ahead, not before 1900', () => {
    expect(isValidBirthDate('2000-02-29', '2026-11-21')).toBe(true);
    expect(isValidBirthDate('2001-02-29', '2026-11-21')).toBe(false);
    expect(isValidBirthDate('2026-11-21', '2026-11-21')).toBe(true);
    expect(isValidBirthDate('2026-11-22', '2026-11-21')).toBe(false);
    expect(isValidBirthDate('1899-12-31', '2026-11-21')).toBe(false);
  });

  it('asks a new email twice and the password for an email change', () => {
    const parsed = emailChangeSchema.safeParse({ email: 'new@example.com', email_confirmation: 'other@example.com', current_password: '' });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'current_password: validation.required',
      'email_confirmation: validation.email_mismatch',
    ]);
  });
});
