import { describe, expect, it } from 'vitest';
import { QUESTION_MODES } from '@yado/domain/questions';
import { answerable, orderedAnswers, toAnswers, type AskedQuestion } from './questions';

const question = (id: number, question_type: AskedQuestion['question_type']): AskedQuestion => ({
  id,
  question_type,
  answer_type: 'text',
  mode: QUESTION_MODES[0],
  required: false,
  text: `Q${id}`,
  options: [],
  attachments_allowed: false,
  ownable_type: 'Hotel',
  labels: [],
});

describe("the hotel's questions in a form", () => {
  const questions = [question(1, 'notification'), question(2, 'free'), question(3, 'checkin')];

  it('asks only the questions that take an answer, in order', () => {
    expect(answerable(questions).map((q) => q.id)).toEqual([2, 3]);
  });

  it('keeps one answer per answerable question, in their order, empty where none was given', () => {
    const answers = [
      { question_id: 3, answer: 'late' },
      { question_id: 9, answer: 'gone' },
    ];
    expect(orderedAnswers(questions, answers)).toEqual([{ question_id: 2 }, { question_id: 3, answer: 'late' }]);
  });

  it('sends the answers without the file names kept for the form', () => {
    const kept = [{ question_id: 2, answer: 'see file', attachments: [{ id: 'f1', filename: 'map.pdf', size: 10 }] }];
    expect(toAnswers(kept)).toEqual([{ question_id: 2, answer: 'see file' }]);
  });
});
