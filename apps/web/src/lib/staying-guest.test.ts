import { describe, expect, it } from 'vitest';
import { followsBooker, stayingGuestFromBooker } from './staying-guest';

describe('the staying guest taken from the booker', () => {
  it('takes a name in English letters as typed, without surrounding spaces', () => {
    expect(stayingGuestFromBooker({ first_name: 'Jane ', last_name: "O'Neil-Smith" })).toEqual({
      first_name: 'Jane',
      last_name: "O'Neil-Smith",
    });
  });

  it('leaves a part written in another script empty, for the guest to write in English letters', () => {
    expect(stayingGuestFromBooker({ first_name: '花子', last_name: 'Yamada' })).toEqual({ first_name: '', last_name: 'Yamada' });
    expect(stayingGuestFromBooker({})).toEqual({ first_name: '', last_name: '' });
  });

  it('follows the booker while empty or equal to what was taken, and stops once the guest wrote their own', () => {
    const booker = { first_name: 'Jane', last_name: 'Smith' };
    expect(followsBooker(undefined, booker)).toBe(true);
    expect(followsBooker({ first_name: '', last_name: '' }, booker)).toBe(true);
    expect(followsBooker({ first_name: 'Jane', last_name: 'Smith' }, booker)).toBe(true);
    expect(followsBooker({ first_name: 'John', last_name: 'Smith' }, booker)).toBe(false);
    expect(followsBooker({ first_name: 'Jane', last_name: '' }, booker)).toBe(false);
  });
});
