import { describe, expect, it } from 'vitest';
import { isStrongPassword, signUpSchema } from './members';

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
});
