import { describe, expect, it } from 'vitest';
import { countFieldErrors } from './form-errors';

describe('form errors', () => {
  it('counts each field with an error, those of every room one by one', () => {
    const errors = {
      email: { type: 'pattern', message: 'validation.email' },
      terms_accepted: { type: 'required', message: 'validation.terms' },
      rooms: [
        {
          last_name: { type: 'required', message: 'validation.required' },
          first_name: { type: 'required', message: 'validation.required' },
        },
        undefined,
        { last_name: { type: 'pattern', message: 'validation.latin' } },
      ],
    };
    expect(countFieldErrors(errors)).toBe(5);
    expect(countFieldErrors({})).toBe(0);
  });

  it('counts a field once, whatever its error carries beside its message', () => {
    expect(
      countFieldErrors({ phone: { type: 'pattern', message: 'validation.phone', ref: { name: 'phone' }, types: { pattern: 'x' } } }),
    ).toBe(1);
  });
});
