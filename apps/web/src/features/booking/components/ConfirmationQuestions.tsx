import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReservationCredentials } from '@yado/domain/reservation-access';
import { useTranslation } from '../../../lib/i18n';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { orderedAnswers, toAnswers, type DraftAnswer } from '../../../lib/questions';
import type { Reservation } from '../../../lib/reservation';
import { confirmationQuestionsQuery, sendAnswers } from '../api/confirmation-questions';
import { questionProblems } from '../use-booking-questions';
import { QuestionFields } from './QuestionFields';

/** The confirmation screen's questions (§3 place_confirmation_screen): answered once the stay is booked. */
export function ConfirmationQuestions({ reservation, credentials }: { reservation: Reservation; credentials: ReservationCredentials }) {
  const { t, i18n } = useTranslation();
  const asked = useQuery(confirmationQuestionsQuery(reservation.reservation_number, credentials, i18n.language));
  const [answers, setAnswers] = useState<DraftAnswer[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: (given: DraftAnswer[]) => sendAnswers(reservation.reservation_number, credentials, toAnswers(given)),
  });
  const questions = asked.data?.questions ?? [];
  if (reservation.status === 'cancelled' || questions.length === 0) return null;
  // Answers given before come back with room ids; the form counts rooms by their place.
  const given: DraftAnswer[] =
    answers ??
    (asked.data?.answers ?? []).map((a) => ({
      question_id: a.question_id,
      ...(a.answer ? { answer: a.answer } : {}),
      attachment_ids: a.attachment_ids,
      attachments: a.attachment_ids.map((id) => ({ id, filename: t('questions.attached_file'), size: 0 })),
    }));
  const rooms = reservation.rooms.map((room) => room.adults);
  return (
    <section className="panel hotel-questions" aria-labelledby="confirmation-questions-title">
      <h2 id="confirmation-questions-title">{t('questions.confirmation_title')}</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const found = questionProblems(questions, given, rooms);
          setErrors(found);
          if (Object.keys(found).length === 0) send.mutate(orderedAnswers(questions, given));
        }}
      >
        <QuestionFields
          questions={questions}
          answers={given}
          roomCount={rooms.length}
          errors={errors}
          onChange={(next) => {
            setAnswers(next);
            send.reset();
          }}
        />
        {send.isError ? <ErrorMessage error={send.error} /> : null}
        {send.isSuccess ? (
          <p className="alert alert-success" role="status">
            {t('questions.sent')}
          </p>
        ) : null}
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={send.isPending}>
            {t('questions.send')}
          </button>
        </div>
      </form>
    </section>
  );
}
