import { useEffect, useState } from 'react';
import { Spinner } from '../components/Spinner';
import { consoleApi } from './api';
import { ConsoleError } from './ConsoleError';
import { useConsoleText } from './i18n';

/** What the console's API answers at a path, or its error; a save puts its newer answer in its place. */
export function useConsoleAnswer<T>(path: string) {
  const [answer, setAnswer] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    consoleApi<{ data: T }>(path).then((got) => setAnswer(got.data), setError);
  }, [path]);
  return { answer, setAnswer, error };
}

/** The answer's error, or a spinner while it is awaited. */
export function AnswerAwaited({ answer, error }: { answer: unknown; error: unknown }) {
  const { t } = useConsoleText();
  return (
    <>
      <ConsoleError error={error} />
      {answer === null && !error ? <Spinner label={t('console.loading')} /> : null}
    </>
  );
}
