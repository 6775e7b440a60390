import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ANSWER_MAX_LENGTH, MAX_ATTACHMENTS } from '@yado/domain/questions';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { answerable, orderedAnswers, uploadAttachment, type AskedQuestion, type DraftAnswer } from '../../../lib/questions';

/**
 * The hotel's additional questions (§3): a time per room for arrival or departure, men and women
 * per room, a free answer (text or a choice), attachments where allowed, and notices.
 */
export function QuestionFields({
  questions,
  answers,
  roomCount,
  errors,
  onChange,
}: {
  questions: AskedQuestion[];
  answers: DraftAnswer[];
  roomCount: number;
  /** Field problems by path (answers.i...), as catalogue keys. */
  errors: Record<string, string>;
  onChange: (answers: DraftAnswer[]) => void;
}) {
  const ordered = orderedAnswers(questions, answers);
  const update = (index: number, patch: Partial<DraftAnswer>) =>
    onChange(ordered.map((answer, i) => (i === index ? { ...answer, ...patch } : answer)));
  return (
    <>
      {questions.map((question) => {
        if (question.question_type === 'notification') {
          return (
            <p key={question.id} className="alert alert-info">
              <bdi>{question.text}</bdi>
            </p>
          );
        }
        const index = answerable(questions).indexOf(question);
        return (
          <QuestionField
            key={question.id}
            question={question}
            answer={ordered[index] ?? { question_id: question.id }}
            path={`answers.${index}`}
            roomCount={roomCount}
            errors={errors}
            onChange={(patch) => update(index, patch)}
          />
        );
      })}
    </>
  );
}

function QuestionField({
  question,
  answer,
  path,
  roomCount,
  errors,
  onChange,
}: {
  question: AskedQuestion;
  answer: DraftAnswer;
  path: string;
  roomCount: number;
  errors: Record<string, string>;
  onChange: (patch: Partial<DraftAnswer>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const error = (field: string) => errors[`${path}.${field}`];
  const roomAnswer = (room: number) => answer.rooms?.find((r) => r.room === room) ?? { room };
  const setRoom = (room: number, patch: Record<string, unknown>) =>
    onChange({ rooms: [...(answer.rooms ?? []).filter((r) => r.room !== room), { ...roomAnswer(room), ...patch }] });
  const roomLabel = (room: number) => (roomCount > 1 ? t('questions.room', { number: room + 1 }) : '');
  const mark = question.required ? (
    <span className="required-mark" aria-hidden="true">
      {' *'}
    </span>
  ) : (
    <span className="optional-mark"> {t('form.optional')}</span>
  );

  return (
    <fieldset className="question" aria-required={question.required || undefined}>
      <legend>
        <bdi>{question.text}</bdi>
        {mark}
      </legend>
      {question.question_type === 'checkin' || question.question_type === 'checkout'
        ? Array.from({ length: roomCount }, (_, room) => {
            const field = question.question_type === 'checkin' ? 'checkin_time' : 'checkout_time';
            const problem = error(`rooms.${room}.${field}`);
            return (
              <div key={room} className={problem ? 'form-field has-error' : 'form-field'}>
                <label htmlFor={`${id}-${room}`}>{roomLabel(room) || t(`questions.${field}`)}</label>
                <input
                  id={`${id}-${room}`}
                  type="time"
                  value={roomAnswer(room)[field] ?? ''}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${id}-${room}-error` : undefined}
                  onChange={(e) => setRoom(room, { [field]: e.target.value || undefined })}
                />
                {problem ? (
                  <p id={`${id}-${room}-error`} className="field-error">
                    {t(problem)}
                  </p>
                ) : null}
              </div>
            );
          })
        : null}
      {question.question_type === 'people_per_room'
        ? Array.from({ length: roomCount }, (_, room) => {
            const problem = error(`rooms.${room}.men_count`);
            const count = (key: 'men_count' | 'women_count') => (
              <label>
                <span>{t(`questions.${key}`)}</span>
                <input
                  type="number"
                  min={0}
                  max={20}
                  inputMode="numeric"
                  value={roomAnswer(room)[key] ?? ''}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${id}-${room}-error` : undefined}
                  onChange={(e) => setRoom(room, { [key]: e.target.value === '' ? undefined : Number(e.target.value) })}
                />
              </label>
            );
            return (
              <div key={room} className={problem ? 'people-counts has-error' : 'people-counts'}>
                {roomLabel(room) ? <p className="people-room">{roomLabel(room)}</p> : null}
                {count('men_count')}
                {count('women_count')}
                {problem ? (
                  <p id={`${id}-${room}-error`} className="field-error">
                    {t(problem)}
                  </p>
                ) : null}
              </div>
            );
          })
        : null}
      {question.question_type === 'free' ? (
        <FreeAnswer question={question} answer={answer} problem={error('answer')} onChange={onChange} />
      ) : null}
      {question.attachments_allowed ? <Attachments answer={answer} onChange={onChange} /> : null}
    </fieldset>
  );
}

function FreeAnswer({
  question,
  answer,
  problem,
  onChange,
}: {
  question: AskedQuestion;
  answer: DraftAnswer;
  problem: string | undefined;
  onChange: (patch: Partial<DraftAnswer>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const common = {
    id,
    'aria-label': question.text,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? `${id}-error` : undefined,
  } as const;
  return (
    <div className={problem ? 'form-field has-error' : 'form-field'}>
      {question.answer_type === 'options' ? (
        <select {...common} value={answer.answer ?? ''} onChange={(e) => onChange({ answer: e.target.value || undefined })}>
          <option value="">{t('questions.choose')}</option>
          {question.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <textarea
          {...common}
          rows={2}
          maxLength={ANSWER_MAX_LENGTH}
          value={answer.answer ?? ''}
          onChange={(e) => onChange({ answer: e.target.value })}
        />
      )}
      {problem ? (
        <p id={`${id}-error`} className="field-error">
          {t(problem)}
        </p>
      ) : null}
    </div>
  );
}

/** Files for an answer: each uploaded as it is picked, listed with a way to take it off. */
function Attachments({ answer, onChange }: { answer: DraftAnswer; onChange: (patch: Partial<DraftAnswer>) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const files = answer.attachments ?? [];
  const upload = useMutation({
    mutationFn: async (picked: File[]) => Promise.all(picked.map(uploadAttachment)),
    onSuccess: (saved) => {
      const all = [...files, ...saved];
      onChange({ attachments: all, attachment_ids: all.map((f) => f.id) });
    },
  });
  return (
    <div className="form-field attachments">
      <label htmlFor={id}>{t('questions.attach', { max: MAX_ATTACHMENTS })}</label>
      <input
        id={id}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp,image/gif,image/heic,application/pdf"
        disabled={upload.isPending || files.length >= MAX_ATTACHMENTS}
        onChange={(e) => {
          const picked = [...(e.target.files ?? [])].slice(0, MAX_ATTACHMENTS - files.length);
          if (picked.length) upload.mutate(picked);
          e.target.value = '';
        }}
      />
      {upload.isPending ? <p className="field-hint">{t('questions.uploading')}</p> : null}
      {upload.isError ? <ErrorMessage error={upload.error} /> : null}
      {files.length ? (
        <ul className="attached-files">
          {files.map((file) => (
            <li key={file.id}>
              {file.filename}{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  const kept = files.filter((f) => f.id !== file.id);
                  onChange({ attachments: kept, attachment_ids: kept.map((f) => f.id) });
                }}
              >
                {t('questions.remove_file', { name: file.filename })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
