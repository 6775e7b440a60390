import { describe, expect, it } from 'vitest';
import { answerLines, hotelPageHref, reviewedGuest } from './agency-steps';

const party = (adults: number, kids_ages: number[] = []) => ({ adults, children: kids_ages.length, kids_ages, kids_tiers: [] });

describe("the way back to the hotel's page", () => {
  it('carries the stay and the party the rooms were chosen for', () => {
    const href = hotelPageHref({ hotelCode: 'hoshi-kyoto', checkin: '2027-03-01', checkout: '2027-03-03', rooms: [party(2, [5])] });
    const url = new URL(href, 'https://book.example');
    expect(url.pathname).toBe('/hotels/hoshi-kyoto');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      checkin: '2027-03-01',
      checkout: '2027-03-03',
      adults: '2',
      children: '1',
      kids_ages: '5',
    });
  });

  it('keeps rooms of different parties apart, and a code that needs escaping escaped', () => {
    const href = hotelPageHref({ hotelCode: 'a/b', checkin: '2027-03-01', checkout: '2027-03-02', rooms: [party(2), party(1)] });
    const url = new URL(href, 'https://book.example');
    expect(url.pathname).toBe('/hotels/a%2Fb');
    expect(JSON.parse(url.searchParams.get('rooms') ?? '[]')).toHaveLength(2);
  });
});

describe('the guest details as the review step shows them', () => {
  const typed = {
    first_name: ' Hanako ',
    last_name: 'Yamada',
    first_name_kana: 'はなこ',
    last_name_kana: 'やまだ',
    email: 'hanako@example.com',
    phone: '0312345678',
    postal_code: '1000001',
    prefecture_or_state: 'Tokyo',
    street_address: 'Chiyoda 1-1',
    building_name_and_number: '',
    special_request: 'Quiet room, please',
    rooms: [
      { first_name: 'Hanako', last_name: 'Yamada' },
      { first_name: 'Taro', last_name: 'Yamada' },
    ],
  };

  it('writes names as the language does and the address in the order it was asked', () => {
    expect(reviewedGuest(typed, 2, 'en')).toEqual({
      booker: 'Hanako Yamada',
      bookerKana: 'はなこ やまだ',
      email: 'hanako@example.com',
      phone: '0312345678',
      address: '1000001, Tokyo, Chiyoda 1-1',
      stayingGuests: ['Hanako Yamada', 'Taro Yamada'],
      specialRequest: 'Quiet room, please',
    });
    expect(reviewedGuest(typed, 2, 'ja').booker).toBe('Yamada Hanako');
  });

  it('gives every room a line, empty where nothing was typed, and survives a draft without a guest', () => {
    expect(reviewedGuest({ rooms: [{ first_name: 'Ann' }] }, 2, 'en').stayingGuests).toEqual(['Ann', '']);
    expect(reviewedGuest(undefined, 1, 'en')).toMatchObject({ booker: '', email: '', address: '', stayingGuests: [''] });
  });
});

describe("an answer to the hotel's questions as the review step shows it", () => {
  const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key}(${JSON.stringify(values)})` : key)) as never;
  const question = (answer_type: 'text' | 'options') => ({
    id: 7,
    question_type: 'free' as const,
    answer_type,
    mode: 'optional' as const,
    required: false,
    text: 'Q',
    options: [{ value: 'car', label: 'By car' }],
    attachments_allowed: true,
    ownable_type: 'Hotel',
    labels: [],
  });

  it("shows the option's label, each room's times and the files", () => {
    expect(
      answerLines(
        question('options'),
        {
          question_id: 7,
          answer: 'car',
          rooms: [{ room: 0, checkin_time: '15:00' }],
          attachments: [{ id: 'x', filename: 'map.pdf', size: 1 }],
        },
        t,
      ),
    ).toEqual(['By car', 'questions.room({"number":1}): questions.checkin_time 15:00', 'questions.attached_file: map.pdf']);
  });

  it('shows nothing for a question left unanswered', () => {
    expect(answerLines(question('text'), undefined, t)).toEqual([]);
    expect(answerLines(question('text'), { question_id: 7, answer: '  ' }, t)).toEqual([]);
  });
});
