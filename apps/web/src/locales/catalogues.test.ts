import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = path.dirname(fileURLToPath(import.meta.url));
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every key path of a catalogue, plural forms folded into their base key. */
function keys(tree: Record<string, unknown>, prefix = ''): Set<string> {
  const found = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    if (value && typeof value === 'object') for (const k of keys(value as Record<string, unknown>, `${prefix}${key}.`)) found.add(k);
    else found.add(`${prefix}${key.replace(PLURAL, '')}`);
  }
  return found;
}

const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const localeOf = (file: string) => file.split('.')[0] as string;
/** A locale's catalogue is all its parts together: ja.json, ja.booking.json, ... */
function load(locale: string): Set<string> {
  const all = new Set<string>();
  for (const file of files.filter((f) => localeOf(f) === locale)) {
    for (const key of keys(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>)) all.add(key);
  }
  return all;
}
const english = load('en');
const others = [...new Set(files.map(localeOf))].filter((l) => l !== 'en');

describe('translation catalogues', () => {
  it('exist beside en, with the same parts', () => {
    expect(others.length).toBeGreaterThan(0);
    const parts = (locale: string) => files.filter((f) => localeOf(f) === locale).map((f) => f.slice(locale.length));
    for (const locale of others) expect(parts(locale).sort()).toEqual(parts('en').sort());
  });

  it.each(others)('%s has every key en has, and no other', (locale) => {
    const catalogue = load(locale);
    expect([...english].filter((k) => !catalogue.has(k))).toEqual([]);
    expect([...catalogue].filter((k) => !english.has(k))).toEqual([]);
  });
});
