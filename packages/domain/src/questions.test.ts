import { describe, expect, it } from 'vitest';
import { answerProblems, notificationShown, questionShown, type Question } from './questions';

const arrival: Question = {
  id: 1,
  question_type: 'checkin',
  answer_type: 'text',
  mode: 'required',
  options: [],
  attachments_allowed: false,
};
const people: Question = {
  id: 2,
  question_type: 'people_per_room',
  answer_type: 'text',
  mode: 'optional',
  options: [],
  attachments_allowed: false,
};
const pillow: Question = {
  id: 3,
  question_type: 'free',
  answer_type: 'options',
  mode: 'required',
  options: ['Soft', 'Firm'],
  attachments_allowed: false,
};
const hidden: Question = { ...pillow, id: 4, mode: 'do_not_ask' };

describe('additional questions (§3)', () => {
  it('asks a required time of every room', () => {
    expect(answerProblems([arrival], [{ question_id: 1, rooms: [{ room: 0, checkin_time: '15:00' }] }], [2, 2])).toEqual([
      { field: 'answers.0.rooms.1.checkin_time', message: 'validation.required' },
    ]);
  });

  it('adds men and women up to the adults of the room, when they are given', () => {
    const answer = (men: number, women: number) => [{ question_id: 2, rooms: [{ room: 0, men_count: men, women_count: women }] }];
    expect(answerProblems([people], answer(1, 1), [2])).toEqual([]);
    expect(answerProblems([people], answer(2, 1), [2])).toEqual([
      { field: 'answers.0.rooms.0.men_count', message: 'validation.people_count' },
    ]);
    expect(answerProblems([people], [], [2])).toEqual([]);
  });

  it('takes only offered options, needs a required answer, and ignores questions not asked', () => {
    expect(answerProblems([pillow], [{ question_id: 3, answer: 'Firm' }], [2])).toEqual([]);
    expect(answerProblems([pillow], [{ question_id: 3, answer: 'Feather' }], [2])).toEqual([
      { field: 'answers.0.answer', message: 'validation.answer_option' },
    ]);
    expect(answerProblems([pillow], [], [2])).toEqual([{ field: 'answers.0.answer', message: 'validation.required' }]);
    expect(answerProblems([hidden], [{ question_id: 4, answer: 'Soft' }], [2])).toEqual([
      { field: 'answers.0.question_id', message: 'validation.invalid' },
    ]);
  });

  it('shows a question inside its display window and for its plans only', () => {
    const question = { display_start_date: '2027-03-01', display_end_date: '2027-03-31', hotel_plan_codes: ['BF'] };
    expect(questionShown(question, '2027-03-10', ['BF'])).toBe(true);
    expect(questionShown(question, '2027-04-01', ['BF'])).toBe(false);
    expect(questionShown(question, '2027-03-10', ['RO'])).toBe(false);
    expect(questionShown({ ...question, hotel_plan_codes: [] }, '2027-02-28', ['RO'])).toBe(false);
  });
});

describe('notifications (§3)', () => {
  const context = { hotelCode: 'sakura-ginza', place: 'place_booking_process' as const, viewer: null, lottery: false };
  const member = { programId: 3, rankId: 7, organizationId: null };

  it("keeps a brand's notification only when labelled for all facilities or this hotel", () => {
    expect(notificationShown({ ownable_type: 'HotelBrand', labels: [] }, context)).toBe(false);
    expect(notificationShown({ ownable_type: 'HotelBrand', labels: ['all_facilities'] }, context)).toBe(true);
    expect(notificationShown({ ownable_type: 'HotelBrand', labels: ['facility_sakura-ginza'] }, context)).toBe(true);
    expect(notificationShown({ ownable_type: 'Hotel', labels: [] }, context)).toBe(true);
  });

  it('filters by page and by who is looking, and shows none for lottery bookings', () => {
    expect(notificationShown({ ownable_type: 'Hotel', labels: ['page_place_confirmation_screen'] }, context)).toBe(false);
    expect(notificationShown({ ownable_type: 'Hotel', labels: ['all_users'] }, context)).toBe(true);
    expect(notificationShown({ ownable_type: 'Hotel', labels: ['membership_program_3'] }, context)).toBe(false);
    expect(notificationShown({ ownable_type: 'Hotel', labels: ['membership_program_3'] }, { ...context, viewer: member })).toBe(true);
    expect(notificationShown({ ownable_type: 'Hotel', labels: ['membership_rank_8'] }, { ...context, viewer: member })).toBe(false);
    expect(notificationShown({ ownable_type: 'Hotel', labels: [] }, { ...context, lottery: true })).toBe(false);
  });
});
