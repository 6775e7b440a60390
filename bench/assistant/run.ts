/**
 * The agency site's request parser: field-level accuracy on the labelled requests (per language and
 * per field, and on the held-out ones the parser was never shaped by), and parse time — the first
 * parse of the process (which builds the place and word indexes) apart from the rest.
 *
 *   npm run bench:assistant
 *   BENCH_ROUNDS=50 npm run bench:assistant     more timed rounds over the whole set (default 20)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { understandRequest } from '@yado/domain/assistant/parse';
import {
  accuracyOf,
  HELD_OUT_CASES,
  LABELLED_CASES,
  SCORED_FIELDS,
  scoreCase,
  share,
  type LabelledCase,
} from '@yado/domain/assistant/evaluation/score';
import { LOCALES } from '@yado/domain/locales';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const AIMS = { ja: 0.9, en: 0.9, other: 0.8, p95Ms: 20 };
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
const percent = (value: number) => `${(value * 100).toFixed(1)} %`.padStart(8);

// The first parse of the process, before anything else has touched the parser.
const first = LABELLED_CASES[0]!;
const coldStarted = performance.now();
understandRequest(first.text, { locale: first.locale, today: first.today });
const coldMs = performance.now() - coldStarted;

function report(name: string, cases: LabelledCase[]) {
  const results = cases.map(scoreCase);
  const { byLocale, byField } = accuracyOf(results);
  console.log(`\n${name}: ${cases.length} requests, field-level accuracy`);
  const perLocale: Record<string, number> = {};
  for (const locale of LOCALES) {
    const accuracy = byLocale.get(locale)!;
    const aim = locale === 'ja' || locale === 'en' ? AIMS[locale] : AIMS.other;
    perLocale[locale] = share(accuracy);
    console.log(
      `  ${locale.padEnd(8)} ${percent(share(accuracy))}  (${accuracy.right}/${accuracy.counted} fields; aim ≥ ${aim * 100} %: ${verdict(share(accuracy) >= aim)})`,
    );
  }
  const perField: Record<string, number> = {};
  for (const field of SCORED_FIELDS) {
    const accuracy = byField.get(field);
    if (!accuracy) continue;
    perField[field] = share(accuracy);
    console.log(`  ${field.padEnd(10)} ${percent(share(accuracy))}  (${accuracy.right}/${accuracy.counted})`);
  }
  const missed = results.filter((result) => result.misses.length);
  for (const result of missed) console.log(`  missed: [${result.case.locale}] ${result.case.text}  ${JSON.stringify(result.misses)}`);
  return { perLocale, perField, missed: missed.length };
}

const labelled = report('Labelled requests', LABELLED_CASES);
const heldOut = report('Held-out requests (never used to shape the parser)', HELD_OUT_CASES);

const all = [...LABELLED_CASES, ...HELD_OUT_CASES];
const times: number[] = [];
for (let round = 0; round < ROUNDS; round++)
  for (const labelledCase of all) {
    const started = performance.now();
    understandRequest(labelledCase.text, { locale: labelledCase.locale, today: labelledCase.today });
    times.push(performance.now() - started);
  }
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))]!;
console.log(`\nParse time over ${times.length} parses (${ROUNDS} rounds of ${all.length} requests):`);
console.log(`  first parse of the process (builds the indexes): ${coldMs.toFixed(1)} ms`);
console.log(
  `  p50 ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms, max ${at(1).toFixed(2)} ms (aim p95 ≤ ${AIMS.p95Ms} ms: ${verdict(at(0.95) <= AIMS.p95Ms)})`,
);

// The parser runs in a browser too: it bundles for one with no Node built-ins.
const bundle = await build({
  entryPoints: [path.join(root, 'packages/domain/src/assistant/parse.ts')],
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  write: false,
  logLevel: 'silent',
});
const bytes = bundle.outputFiles[0]!.contents;
console.log(`\nBrowser bundle of the parser (with chrono-node and zod): ${(gzipSync(bytes).length / 1024).toFixed(1)} KB gzip`);

mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/assistant.json'),
  JSON.stringify(
    {
      at: new Date().toISOString(),
      labelled,
      held_out: heldOut,
      parse_ms: { cold: coldMs, p50: at(0.5), p95: at(0.95), p99: at(0.99) },
      bundle_gzip_bytes: gzipSync(bytes).length,
    },
    null,
    2,
  ),
);
