import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { toBcp47 } from '@yado/domain/money';
import type { auditEntrySchema, StaffUser } from '@yado/domain/wire/console';
import { Spinner } from '../components/Spinner';
import { consoleApi } from './api';
import { ConsoleError } from './ConsoleError';
import { useConsoleText } from './i18n';

type Entry = z.infer<typeof auditEntrySchema>;

const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

/** Who changed what at the hotel, and when: the latest changes first, each with what was there before and after. */
export function AuditPage({ hotel }: { hotel: StaffUser['hotels'][number] }) {
  const { t, locale } = useConsoleText();
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    consoleApi<{ data: { entries: Entry[] } }>(`/hotels/${encodeURIComponent(hotel.code)}/audit`).then(
      (answer) => setEntries(answer.data.entries),
      setError,
    );
  }, [hotel.code]);

  const when = new Intl.DateTimeFormat(toBcp47(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: hotel.time_zone });
  return (
    <main className="console-page">
      <h1>
        {t('console.audit.heading')} · {hotel.name}
      </h1>
      <ConsoleError error={error} />
      {!entries && !error ? <Spinner label={t('console.loading')} /> : null}
      {entries && entries.length === 0 ? <p>{t('console.audit.empty')}</p> : null}
      {entries && entries.length > 0 ? (
        <ol className="audit-list">
          {entries.map((entry) => (
            <li key={entry.id} className="console-card audit-entry">
              <p className="audit-head">
                <strong>{t(`console.audit.actions.${entry.action}`, { defaultValue: entry.action })}</strong>
                <span>
                  <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time> · <bdi>{entry.who}</bdi>
                </span>
              </p>
              <details>
                <summary>{t('console.audit.details')}</summary>
                <div className="audit-diff">
                  <div>
                    <h3>{t('console.audit.before')}</h3>
                    <pre dir="ltr">{shown(entry.before)}</pre>
                  </div>
                  <div>
                    <h3>{t('console.audit.after')}</h3>
                    <pre dir="ltr">{shown(entry.after)}</pre>
                  </div>
                </div>
              </details>
            </li>
          ))}
        </ol>
      ) : null}
    </main>
  );
}
