import { describe, expect, it } from 'vitest';
import { answeredQuestionProblems, questionProblems, withChoiceValues, type QuestionCreate } from './questions-editing';

const question: QuestionCreate = {
  texts: { ja: '枕の種類は？' },
  question_type: 'free',
  answer_type: 'options',
  mode: 'optional',
  place: 'place_booking_process',
  attachments_allowed: false,
  choices: [
    { value: 'soft', labels: { ja: 'やわらかめ' } },
    { value: 'firm', labels: { ja: 'かため' } },
  ],
  plan_codes: [],
  display_start_date: null,
  display_end_date: null,
  sort_order: 0,
};
const fields = (problems: Array<{ field: string; message: string }>) => problems.map((p) => [p.field, p.message]);

describe('question rules', () => {
  it("wants its text in the hotel's language and two labelled choices, each once, for an options answer", () => {
    expect(questionProblems(question, 'ja')).toEqual([]);
    const wrong = { ...question, texts: { en: 'Pillow?' }, choices: [{ labels: { en: 'Soft' } }] };
    expect(fields(questionProblems(wrong, 'ja'))).toEqual([
      ['texts.ja', 'validation.name_in_hotel_language'],
      ['choices', 'validation.choices_required'],
      ['choices.0.labels.ja', 'validation.name_in_hotel_language'],
    ]);
    const twice = { ...question, choices: [...question.choices, { labels: { ja: 'かため' } }] };
    expect(fields(questionProblems(twice, 'ja'))).toEqual([['choices.2.labels.ja', 'validation.duplicate']]);
  });

  it('gives choices and attachments only to free questions, and a display window in order', () => {
    const checkin = {
      ...question,
      question_type: 'checkin' as const,
      attachments_allowed: true,
      display_start_date: '2030-02-02',
      display_end_date: '2030-02-01',
    };
    expect(fields(questionProblems(checkin, 'ja'))).toEqual([
      ['answer_type', 'validation.choices_free_only'],
      ['attachments_allowed', 'validation.attachments_free_only'],
      ['display_end_date', 'validation.sale_period'],
    ]);
    expect(fields(questionProblems({ ...question, answer_type: 'text' }, 'ja'))).toEqual([['choices', 'validation.choices_unused']]);
  });

  it('gives new choices values the question never had', () => {
    const valued = withChoiceValues(
      [{ labels: { ja: 'a' } }, { value: 'choice-2', labels: { ja: 'b' } }, { labels: { ja: 'c' } }],
      ['choice-1'],
    );
    expect(valued.map((c) => c.value)).toEqual(['choice-3', 'choice-2', 'choice-4']);
  });

  it('keeps what guests yet to stay answered: what it asks, how, and the choices picked', () => {
    const answered = { upcoming: true, values: ['soft'] };
    expect(answeredQuestionProblems(question, { ...question, choices: [{ value: 'soft', labels: { ja: '羽毛' } }] }, answered)).toEqual([]);
    expect(
      fields(answeredQuestionProblems(question, { ...question, question_type: 'checkin', answer_type: 'text', choices: [] }, answered)),
    ).toEqual([
      ['question_type', 'validation.question_answered'],
      ['answer_type', 'validation.question_answered'],
      ['choices', 'validation.choice_answered'],
    ]);
    expect(answeredQuestionProblems(question, { ...question, answer_type: 'text', choices: [] }, { upcoming: false, values: [] })).toEqual(
      [],
    );
  });
});
