import type { FieldErrors, FieldValues, Path, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ApiError } from '../../lib/api-client';

/** The server's problems with fields this form has; the rest of an error is said above the form. */
function problemsOn(error: unknown, fields: readonly string[]) {
  return error instanceof ApiError ? error.fields.filter((f) => fields.includes(f.field)) : [];
}

/** Puts the server's field problems on their fields (what was typed stays) and focuses the first. */
export function placeFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  form: { setError: UseFormSetError<T>; setFocus?: UseFormSetFocus<T> },
) {
  const problems = problemsOn(error, fields);
  for (const problem of problems) form.setError(problem.field as Path<T>, { message: problem.message ?? 'validation.invalid' });
  if (problems[0]) form.setFocus?.(problems[0].field as Path<T>);
}

/** For a form's checks that refused it (`handleSubmit`'s second argument): the first field refused gets the focus. */
export function focusFirstInvalid<T extends FieldValues>(setFocus: UseFormSetFocus<T>) {
  return (errors: FieldErrors<T>) => setFocus(Object.keys(errors)[0] as Path<T>);
}

/** A form's error that no field shows (none, for a form whose fields the server never names): said once, above the form. */
export function FormError({ error, fields = [] }: { error: unknown; fields?: readonly string[] }) {
  if (!error || problemsOn(error, fields).length > 0) return null;
  return <ErrorMessage error={error} />;
}
