import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../locales';
import { accuracyOf, HELD_OUT_CASES, LABELLED_CASES, scoreCase, share } from './score';

/**
 * Field-level accuracy per language, a little under what the parser reaches, so a change that
 * makes it understand less fails here. The held-out cases were never used to shape the parser.
 */
const FLOORS = { labelled: 0.97, heldOut: 0.95 };

describe('the evaluation set', () => {
  it('has at least 200 labelled requests: 40 or more in ja and en, 20 or more in every other language', () => {
    expect(LABELLED_CASES.length).toBeGreaterThanOrEqual(200);
    for (const locale of LOCALES) {
      const count = LABELLED_CASES.filter((c) => c.locale === locale).length;
      expect(count, locale).toBeGreaterThanOrEqual(locale === 'ja' || locale === 'en' ? 40 : 20);
    }
  });

  for (const [name, cases, floor] of [
    ['labelled', LABELLED_CASES, FLOORS.labelled],
    ['held-out', HELD_OUT_CASES, FLOORS.heldOut],
  ] as const) {
    it(`understands the ${name} requests of every language, field by field, at ${floor * 100} % or better`, () => {
      const results = cases.map(scoreCase);
      const { byLocale } = accuracyOf(results);
      const misses = results.filter((r) => r.misses.length).map((r) => `${r.case.text} ${JSON.stringify(r.misses)}`);
      for (const locale of LOCALES) {
        const accuracy = byLocale.get(locale)!;
        expect(accuracy.counted, locale).toBeGreaterThan(0);
        expect(share(accuracy), `${locale}\n${misses.join('\n')}`).toBeGreaterThanOrEqual(floor);
      }
    });
  }
});
