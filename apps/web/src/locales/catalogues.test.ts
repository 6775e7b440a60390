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

const load = (file: string) => keys(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>);
const english = load('en.json');
const others = readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'en.json');

describe('translation catalogues', () => {
  it('exist beside en', () => {
    expect(others.length).toBeGreaterThan(0);
  });

  it.each(others)('%s has every key en has, and no other', (file) => {
    const catalogue = load(file);
    expect([...english].filter((k) => !catalogue.has(k))).toEqual([]);
    expect([...catalogue].filter((k) => !english.has(k))).toEqual([]);
  });
});
