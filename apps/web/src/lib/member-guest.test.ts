import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE_DETAILS, type Member } from '@yado/domain/members';
import { emptyGuest, guestForNewChoice, memberGuest } from './member-guest';

const member = (over: Partial<Member> = {}): Member => ({
  ...EMPTY_PROFILE_DETAILS,
  id: 7,
  membership_id: 'M7',
  email: 'aiko@example.com',
  pending_email: null,
  first_name: 'Aiko',
  last_name: 'Tanaka',
  locale: 'ja',
  promotion_email: false,
  program: null,
  rank: null,
  point_program_enabled: false,
  profile_update_enabled: true,
  provider: null,
  ...over,
});

describe("a member's profile starting the guest form", () => {
  it('gives nothing for a guest who is not signed in', () => {
    expect(memberGuest(undefined, 'en')).toEqual({});
  });

  it('fills the email twice and the names in English letters outside Japanese, leaving out what the profile lacks', () => {
    expect(memberGuest(member({ last_name_kanji: '田中', first_name_kanji: '愛子', postal_code: '1040061' }), 'en')).toEqual({
      email: 'aiko@example.com',
      email_confirmation: 'aiko@example.com',
      last_name: 'Tanaka',
      first_name: 'Aiko',
      postal_code: '1040061',
    });
  });

  it('books in Japanese with the kanji and kana names when the profile has them', () => {
    const japanese = member({ last_name_kanji: '田中', first_name_kanji: '愛子', last_name_kana: 'たなか', first_name_kana: 'あいこ' });
    expect(memberGuest(japanese, 'ja')).toMatchObject({
      last_name: '田中',
      first_name: '愛子',
      last_name_kana: 'たなか',
      first_name_kana: 'あいこ',
    });
    expect(memberGuest(member(), 'ja')).toMatchObject({ last_name: 'Tanaka', first_name: 'Aiko' });
  });
});

describe('an empty guest form', () => {
  it('has one staying guest per room and the terms unticked', () => {
    const empty = emptyGuest(3);
    expect(empty.rooms).toEqual([
      { first_name: '', last_name: '' },
      { first_name: '', last_name: '' },
      { first_name: '', last_name: '' },
    ]);
    expect(empty.terms_accepted).toBe(false);
  });
});

describe('what was typed, carried to a new choice of rooms', () => {
  const typed = {
    ...emptyGuest(2),
    last_name: 'Smith',
    email: 'alex@example.com',
    special_request: 'A quiet room',
    rooms: [
      { first_name: 'Alex', last_name: 'Smith' },
      { first_name: 'Sam', last_name: 'Lee' },
    ],
    terms_accepted: true,
  };

  it('keeps the booker, contact and request, and asks for the terms again', () => {
    expect(guestForNewChoice(typed, 2)).toEqual({ ...typed, terms_accepted: false });
  });

  it("keeps each remaining room's guest and adds empty ones for new rooms", () => {
    expect(guestForNewChoice(typed, 1)?.rooms).toEqual([{ first_name: 'Alex', last_name: 'Smith' }]);
    expect(guestForNewChoice(typed, 3)?.rooms).toEqual([...typed.rooms, { first_name: '', last_name: '' }]);
  });

  it('gives nothing when nothing was typed', () => {
    expect(guestForNewChoice(undefined, 1)).toBeUndefined();
  });
});
