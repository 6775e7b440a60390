/**
 * Names for the statements a process prepares once per connection and runs again by name
 * (ADR 0076), on PostgreSQL and on the embedded PGlite alike.
 *
 * The application's own statements are a few hundred. A statement built with a varying number of
 * values (`IN (…)`, multi-row inserts) has a text per count, so past MAX_PREPARED texts go
 * unprepared rather than grow every connection's memory.
 */
export const MAX_PREPARED = 500;

const names = new Map<string, string>();
/** Texts whose prepared plan the database refused after a schema change: sent unprepared from then on. */
const unprepared = new Set<string>();

/** The name a statement is prepared under; undefined when it is to go unprepared. */
export function statementName(text: string): string | undefined {
  if (unprepared.has(text)) return undefined;
  let name = names.get(text);
  if (name === undefined && names.size < MAX_PREPARED) {
    name = `yado_${names.size}`;
    names.set(text, name);
  }
  return name;
}

/**
 * The database's answer when a statement prepared before a migration now returns other columns
 * (`SELECT *` of a table that gained one): that plan can never be used again, so the text goes
 * unprepared from then on. Answers whether `error` was that.
 */
export function droppedIfOutdated(text: string, error: unknown): boolean {
  const outdated =
    error instanceof Error &&
    (error as { code?: string }).code === '0A000' &&
    error.message.includes('cached plan must not change result type');
  if (outdated) unprepared.add(text);
  return outdated;
}
