import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { z } from 'zod';
import { REVIEW_CATEGORIES, REVIEW_COMMENT_MAX, reviewRequestSchema, reviewScore } from '@yado/domain/reviews';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { FormField } from '../../../components/FormField';
import { Spinner } from '../../../components/Spinner';
import { StayDates } from '../../../components/StayDates';
import { SubmitButton } from '../../../components/SubmitButton';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useMemberSession } from '../../../lib/member-session';
import { useHeadingFocus } from '../../../lib/use-heading-focus';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { stayReviewQuery, submitReview } from '../api/reviews';
import { StarRating } from './StarRating';
import '../reviews.css';

const SCORED = ['overall', ...REVIEW_CATEGORIES] as const;
/** A radio group's value is its checked radio's text, or null when none is: the score as a number, or none. */
const asScore = (value: unknown) => (value === null || value === undefined || value === '' ? undefined : Number(value));
const formSchema = reviewRequestSchema
  .omit({ locale: true })
  .extend(Object.fromEntries(SCORED.map((name) => [name, z.preprocess(asScore, reviewScore())])));
type Form = { overall: number; comment: string } & Record<(typeof REVIEW_CATEGORIES)[number], number>;
const FIELDS: readonly string[] = [...SCORED, 'comment'];

/** The server's problems with this form's fields; anything else it refused is said above the form. */
const fieldProblems = (error: unknown) => (error instanceof ApiError ? error.fields.filter((f) => FIELDS.includes(f.field)) : []);

/**
 * review-reservation/{confirmationNumber} (signed-in only, §2): a member rates a stay of theirs from
 * its check-out day, overall and by category, with a comment; then it thanks them.
 */
export function ReviewPage() {
  const { t, i18n } = useTranslation();
  const { code, locale } = useWidget();
  const { confirmationNumber = '' } = useParams();
  const { pathname, search } = useLocation();
  const { session } = useMemberSession();
  const headingRef = useHeadingFocus();
  const stay = useQuery({
    ...stayReviewQuery(confirmationNumber, session?.user.id ?? 0, i18n.language),
    enabled: session !== null,
  });

  // A protected route: a signed-out guest signs in and comes back here, to the same stay.
  if (!session) return <Navigate to={widgetHref('/sign-in', code, { return_to: `${pathname}${search}` })} replace />;
  const myStays = <Link to={widgetHref('/my-account/reservations', code, { status: 'completed' })}>{t('reviews.back_to_stays')}</Link>;

  return (
    <section className="review-page">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('reviews.title')}
      </h1>
      {stay.isPending ? <Spinner label={t('common.loading')} /> : null}
      {stay.isError ? <ErrorMessage error={stay.error} /> : null}
      {stay.data ? (
        <>
          <div className="panel review-stay">
            <h2>{stay.data.stay.hotel.name}</h2>
            <p>
              <StayDates checkin={stay.data.stay.checkin_date} checkout={stay.data.stay.checkout_date} />
            </p>
            <p className="review-stay-number">{t('members.reservation_number', { number: stay.data.stay.reservation_number })}</p>
          </div>
          {stay.data.state === 'open' ? (
            <ReviewForm number={confirmationNumber} locale={locale} />
          ) : (
            <p className={stay.data.state === 'rated' ? 'alert alert-info' : 'alert alert-error'} role="status">
              {t(`reviews.state_${stay.data.state}`, { date: stay.data.stay.checkout_date })}
            </p>
          )}
        </>
      ) : null}
      <p>{myStays}</p>
    </section>
  );
}

function ReviewForm({ number, locale }: { number: string; locale: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, setFocus, setError, control } = useForm<Form>({
    resolver: zodResolver(formSchema) as never,
    defaultValues: { comment: '' },
  });
  const submit = useMutation({
    mutationFn: (form: Form) => submitReview(number, { ...form, locale: locale as never }),
    // The thanks stays on screen; my reservations reads the stay as rated next time.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['my-reservations'] }),
    // Each problem goes on its field, what was typed stays, and the first such field takes the focus.
    onError: (error) => {
      const problems = fieldProblems(error);
      for (const problem of problems) setError(problem.field as Path<Form>, { message: problem.message ?? 'validation.invalid' });
      if (problems[0]) setFocus(problems[0].field as Path<Form>);
    },
  });
  const chosen = useWatch({ control });

  if (submit.isSuccess)
    return (
      <div className="alert alert-info review-thanks" role="status">
        <h2>{t('reviews.thanks_title')}</h2>
        <p>{t('reviews.thanks_body')}</p>
      </div>
    );
  return (
    <form
      noValidate
      className="review-form"
      onSubmit={handleSubmit(
        (form) => submit.mutate(form),
        (errors) => setFocus(Object.keys(errors)[0] as Path<Form>),
      )}
    >
      {submit.error && fieldProblems(submit.error).length === 0 ? <ErrorMessage error={submit.error} /> : null}
      <p className="review-intro">{t('reviews.intro')}</p>
      {SCORED.map((name) => (
        <StarRating
          key={name}
          legend={t(`reviews.category_${name}`)}
          chosen={Number(chosen[name]) || undefined}
          error={formState.errors[name]?.message}
          {...register(name)}
        />
      ))}
      <FormField
        label={t('reviews.comment')}
        hint={t('reviews.comment_hint', { max: REVIEW_COMMENT_MAX.toLocaleString(i18n.language) })}
        multiline
        maxLength={REVIEW_COMMENT_MAX}
        error={formState.errors.comment?.message}
        {...register('comment')}
      />
      <SubmitButton pending={submit.isPending}>{t('reviews.submit')}</SubmitButton>
    </form>
  );
}
