import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageSkeleton } from './Skeleton';

/** The markup inside index.html's root element, without the spaces between tags. */
function staticSkeleton(): string {
  const html = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<script>/.exec(html)?.[1] ?? '';
  return root
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .trim();
}

describe('the skeleton painted with the page', () => {
  it('is the one the app renders while the settings load, so nothing moves when the app takes over', () => {
    expect(staticSkeleton()).toBe(renderToStaticMarkup(<PageSkeleton />));
  });
});
