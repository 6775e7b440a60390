import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { answerProblems } from '@yado/domain/questions';
import { draftPlanCodes, type BookingDraft } from '../../lib/booking-draft';
import { bookingQuestionsQuery, orderedAnswers, toAnswers, type AskedQuestion, type DraftAnswer } from '../../lib/questions';
import { useWidget } from '../../lib/widget-settings';

/** The §3 rules for answers, as the server applies them. */
export function questionProblems(questions: AskedQuestion[], answers: DraftAnswer[], adults: number[]): Record<string, string> {
  const rules = questions.map((q) => ({ ...q, options: q.options.map((o) => o.value) }));
  const problems = answerProblems(rules, toAnswers(orderedAnswers(questions, answers)), adults);
  return Object.fromEntries(problems.map((p) => [p.field, p.message]));
}

/** The hotel's questions for the plan being booked, the answers kept in the draft, and their check before paying. */
export function useBookingQuestions(draft: BookingDraft | null, update: (patch: Partial<BookingDraft>) => void) {
  const { code, locale } = useWidget();
  const query = useQuery({ ...bookingQuestionsQuery(code, draftPlanCodes(draft), locale), enabled: draft !== null });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const questions = query.data ?? [];
  const answers = draft?.answers ?? [];
  return {
    questions,
    answers,
    errors,
    setAnswers: (next: DraftAnswer[]) => update({ answers: next }),
    /** Shows the problems; true when there are none. */
    check(): boolean {
      const found = questionProblems(
        questions,
        answers,
        (draft?.rooms ?? []).map((r) => r.adults),
      );
      setErrors(found);
      return Object.keys(found).length === 0;
    },
  };
}
