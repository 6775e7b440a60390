import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@yado/domain/locales';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { isText, SEED_TRANSLATIONS } from './index';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(async () => t.close());

/** Every table whose rows carry a hotel's or brand's content as the demo seeds it. */
const CONTENT_TABLES = [
  'hotel_brands',
  'hotels',
  'room_types',
  'plans',
  'extras',
  'additional_questions',
  'membership_programs',
  'membership_ranks',
  'lottery_events',
] as const;

function textsIn(value: unknown, found: Array<Record<string, string>> = []): Array<Record<string, string>> {
  if (isText(value)) found.push(value);
  else if (Array.isArray(value)) value.forEach((item) => textsIn(item, found));
  else if (typeof value === 'object' && value !== null) Object.values(value).forEach((item) => textsIn(item, found));
  return found;
}

async function seededTexts() {
  const texts: Array<Record<string, string>> = [];
  for (const table of CONTENT_TABLES) {
    const rows = await sql<{ row: unknown }>`SELECT to_jsonb(t) AS row FROM ${sql.table(table)} t`.execute(t.db);
    textsIn(
      rows.rows.map((r) => r.row),
      texts,
    );
  }
  return texts;
}

describe('the demo content', () => {
  it('is written in every UI language', async () => {
    const texts = await seededTexts();
    expect(texts.length).toBeGreaterThan(80);
    const missing = texts.flatMap((text) => LOCALES.filter((locale) => !text[locale]?.trim()).map((locale) => `${locale}: ${text.en}`));
    expect(missing).toEqual([]);
  });

  it('has no translation left over that no seeded text uses', async () => {
    const english = new Set((await seededTexts()).map((text) => text.en));
    const unused = Object.entries(SEED_TRANSLATIONS).flatMap(([locale, texts]) =>
      Object.keys(texts)
        .filter((source) => !english.has(source))
        .map((source) => `${locale}: ${source}`),
    );
    expect(unused).toEqual([]);
  });
});
