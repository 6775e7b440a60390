import { ApiError } from '../lib/api-client';
import { useConsoleText } from './i18n';

/** An API error in the console's language: its code's words when a catalogue has them, else the server's text. */
export function ConsoleError({ error }: { error: unknown }) {
  const { t, tw } = useConsoleText();
  if (!error) return null;
  const code = error instanceof ApiError ? String(error.code) : 'PROCESSING_ERROR';
  const key = `console.errors.${code}`;
  const payloads = error instanceof ApiError ? error.payloads : {};
  // The console's own words first, then the widget's for the errors both meet (a sold-out room, a changed reservation).
  const text =
    t(key, { ...payloads, defaultValue: '' }) ||
    tw(`errors.${code}`, { ...payloads, defaultValue: '' }) ||
    (error instanceof ApiError && error.message ? error.message : t('console.errors.PROCESSING_ERROR'));
  const fields = error instanceof ApiError ? error.fields.filter((f) => f.message) : [];
  return (
    <div className="alert alert-error" role="alert">
      {text}
      {fields.length > 0 ? (
        <ul>
          {fields.map((f) => (
            <li key={f.field}>{tw(f.message ?? '', { defaultValue: f.error })}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
