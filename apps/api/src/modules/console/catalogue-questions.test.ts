import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { bookingBody, firstError, quotedTotal, setTokyoStock, tokyoMonday, type TestApp } from '../../testing/test-app';
import { catalogueCall, fieldsOf, startCatalogueTest, type ConsoleHeaders } from './catalogue-testing';

let t: TestApp, manager: ConsoleHeaders, frontDesk: ConsoleHeaders, otherHotelOwner: ConsoleHeaders, session: string;
beforeAll(async () => ({ t, manager, frontDesk, otherHotelOwner, session } = await startCatalogueTest()));
afterAll(async () => t.close());

const call = catalogueCall(() => t);

// A night whose room stock the tests set.
const night = tokyoMonday(180);

const newQuestion = {
  texts: { ja: '朝食の時間をお選びください。', en: 'When would you like breakfast?' },
  question_type: 'free',
  answer_type: 'options',
  mode: 'required',
  place: 'place_booking_process',
  attachments_allowed: false,
  choices: [{ labels: { ja: '7時', en: '7:00' } }, { labels: { ja: '8時', en: '8:00' } }],
  plan_codes: ['RO'],
  display_start_date: null,
  display_end_date: null,
  sort_order: 1,
};

interface Asked {
  id: number;
  text: string;
  required: boolean;
  options: Array<{ value: string; label: string }>;
}
async function widgetQuestions(planCode = 'RO'): Promise<Asked[]> {
  const response = await t.app.inject({ url: `/api/v1/hotels/sakura-ginza/additional_questions?hotel_plan_codes=${planCode}&locale=en` });
  expect(response.statusCode).toBe(200);
  return response.json().data.questions;
}

describe('additional questions in the console catalogue', () => {
  let id = 0;
  beforeAll(async () => setTokyoStock(t.db, 'MOD-DBL', night, addDays(night, 1), { total: 5, sold: 0 }));

  it('lists the hotel’s questions with every language and the plans to ask them for, to the front desk too', async () => {
    const listed = (await call(frontDesk, 'GET', '/questions')).json().data;
    expect(listed).toMatchObject({ hotel_locale: 'ja', can_edit: false });
    expect(listed.questions.find((q: { question_type: string }) => q.question_type === 'checkin')).toMatchObject({
      texts: { en: 'What time will you arrive?' },
      mode: 'optional',
      answered: false,
    });
    expect(listed.plans.map((p: { code: string }) => p.code)).toContain('RO');
  });

  it('adds a question with choices, audited, which the widget asks for its plan at once', async () => {
    const created = await call(manager, 'POST', '/questions', newQuestion);
    expect(created.statusCode, created.body).toBe(201);
    const question = created.json().data.question;
    id = question.id;
    expect(question.choices).toEqual([
      { value: 'choice-1', labels: { ja: '7時', en: '7:00' } },
      { value: 'choice-2', labels: { ja: '8時', en: '8:00' } },
    ]);
    const entries = (await call(manager, 'GET', '/audit')).json().data.entries as Array<{ action: string; after: unknown }>;
    expect(entries.find((e) => e.action === 'catalogue.question_created')).toMatchObject({ after: { id, mode: 'required' } });

    expect((await widgetQuestions('RO')).find((q) => q.id === id)).toMatchObject({
      text: 'When would you like breakfast?',
      required: true,
      options: [
        { value: 'choice-1', label: '7:00' },
        { value: 'choice-2', label: '8:00' },
      ],
    });
    expect((await widgetQuestions('BF')).some((q) => q.id === id)).toBe(false);
  });

  it('names each field that is wrong', async () => {
    const bad = await call(manager, 'PATCH', `/questions/${id}`, {
      texts: { en: 'No Japanese' },
      choices: [{ labels: { ja: '7時' } }, { labels: { en: 'Eight' } }, { labels: { ja: '7時' } }],
      plan_codes: ['RO', 'NOPE'],
      display_start_date: '2030-05-02',
      display_end_date: '2030-05-01',
    });
    expect(bad.statusCode).toBe(422);
    expect(fieldsOf(bad.json())).toEqual([
      ['texts.ja', 'validation.name_in_hotel_language'],
      ['choices.1.labels.ja', 'validation.name_in_hotel_language'],
      ['choices.2.labels.ja', 'validation.duplicate'],
      ['display_end_date', 'validation.sale_period'],
    ]);
    const badPlan = await call(manager, 'PATCH', `/questions/${id}`, { plan_codes: ['RO', 'NOPE'] });
    expect(fieldsOf(badPlan.json())).toEqual([['plan_codes.1', 'validation.invalid']]);
    const textWithChoices = await call(manager, 'POST', '/questions', { ...newQuestion, answer_type: 'text', question_type: 'checkin' });
    expect(fieldsOf(textWithChoices.json())).toEqual([['choices', 'validation.choices_unused']]);
    expect((await call(manager, 'PATCH', '/questions/999999', { mode: 'optional' })).statusCode).toBe(404);
  });

  it('keeps what guests yet to stay answered (QUESTION_ANSWERED); labels and the rest may change', async () => {
    const totalCents = await quotedTotal(t.app, { checkin: night, checkout: addDays(night, 1), roomPlanCode: 'MOD-DBL-RO' });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/reservations',
      headers: { 'client-session': session },
      payload: {
        ...bookingBody({ checkin: night, checkout: addDays(night, 1), totalCents }),
        answers: [{ question_id: id, answer: 'choice-2' }],
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const refused = await call(manager, 'PATCH', `/questions/${id}`, {
      answer_type: 'text',
      choices: [],
    });
    expect(refused.statusCode).toBe(409);
    expect(firstError(refused.json()).code).toBe('QUESTION_ANSWERED');
    expect(fieldsOf(refused.json())).toEqual([
      ['answer_type', 'validation.question_answered'],
      ['choices', 'validation.choice_answered'],
    ]);
    const dropPicked = await call(manager, 'PATCH', `/questions/${id}`, {
      choices: [{ value: 'choice-1', labels: { ja: '7時' } }, { labels: { ja: '9時' } }],
    });
    expect(fieldsOf(dropPicked.json())).toEqual([['choices', 'validation.choice_answered']]);

    const relabelled = await call(manager, 'PATCH', `/questions/${id}`, {
      choices: [{ value: 'choice-2', labels: { ja: '8時', en: '8 a.m.' } }, { labels: { ja: '9時', en: '9 a.m.' } }],
      mode: 'optional',
    });
    expect(relabelled.statusCode, relabelled.body).toBe(200);
    expect(relabelled.json().data.question).toMatchObject({
      answered: true,
      choices: [
        { value: 'choice-2', labels: { en: '8 a.m.' } },
        { value: 'choice-3', labels: { en: '9 a.m.' } },
      ],
    });
    expect((await widgetQuestions()).find((q) => q.id === id)).toMatchObject({
      required: false,
      options: [{ label: '8 a.m.' }, { label: '9 a.m.' }],
    });
  });

  it('refuses the front desk every change (CONSOLE_FORBIDDEN), and another hotel’s user sees no hotel (404)', async () => {
    const desk = await Promise.all([
      call(frontDesk, 'POST', '/questions', newQuestion),
      call(frontDesk, 'PATCH', `/questions/${id}`, { mode: 'do_not_ask' }),
    ]);
    expect(desk.map((a) => [a.statusCode, firstError(a.json()).code])).toEqual(Array(2).fill([403, 'CONSOLE_FORBIDDEN']));
    const other = await Promise.all([
      call(otherHotelOwner, 'GET', '/questions'),
      call(otherHotelOwner, 'PATCH', `/questions/${id}`, { mode: 'do_not_ask' }),
    ]);
    expect(other.map((a) => [a.statusCode, firstError(a.json()).code])).toEqual(Array(2).fill([404, 'HOTEL_NOT_FOUND']));
    expect((await widgetQuestions()).some((q) => q.id === id)).toBe(true);
  });
});
